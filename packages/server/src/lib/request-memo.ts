import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Reads shared by everything one page request runs: the page's head and the first answers it embeds
 * (sent through the app as requests of their own) ask for the same rows, which are then read once.
 * Outside a page request every read runs as it is.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` with a fresh memo that every read inside it, however deep, shares. */
export const withRequestMemo = <T>(work: () => Promise<T>): Promise<T> => scope.run(new Map(), work);

/** The answer of `read` for `key`, read once per page request. */
export function memoized<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return read();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = read();
  memo.set(key, answer);
  return answer;
}
