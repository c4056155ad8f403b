import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the app renders on the server and while the browser hydrates that markup, true from
 * then on (and at once when the app was not server-rendered). What the server cannot know (the
 * window's width, local storage, the visitor's time zone) is drawn the server's way until this is
 * true, so hydration finds the markup it would draw (docs/decisions/0048-server-rendered-first-screen.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
