// First: modules below parse with zod while they load (providers.tsx).
import './lib/zod-config.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { guestSession, sessionKeys } from './entities/session/session.ts';
import { webstoreNameFromPath } from './features/store/api.ts';
import { readEmbeddedJsonFrom, type EmbeddedJson } from './lib/embedded-json.ts';
import { createQueryClient } from './lib/query-client.ts';

/** What the server knows of the page it sends (packages/server/src/plugins/web-app.ts). */
export type ServerRenderInput = {
  /** The requested path and query. */
  url: string;
  /** The JSON elements the page embeds, by element id: the settings and the first answers. */
  embedded: Record<string, string>;
  /** How long the render may take before it is given up, in milliseconds. */
  timeoutMs: number;
};

/** The head script of a page drawn here (docs/architecture.md#a-press-before-the-app-is-ready). */
export { earlyPressScript } from './app/start-up/early-press.ts';

// The landing pages' code is loaded with this module, once, rather than within a page's time bound.
await Promise.all(['/', '/browse', '/item/-'].map((pathname) => preloadPage(pathname)));

/** The embedded elements of the render in progress: renders of several requests interleave. */
const renders = new AsyncLocalStorage<Map<string, EmbeddedJson>>();
readEmbeddedJsonFrom((elementId) => renders.getStore()?.get(elementId) ?? null);

/**
 * The markup of #root for the page at `url`, as the browser's first render draws it from the same
 * embedded settings and first answers, for a guest (docs/decisions/0048-server-rendered-first-screen.md).
 * Rejects when any part of the page fails to render or the render takes longer than `timeoutMs`,
 * so the server sends the page for the browser to draw instead.
 */
export async function renderApp(input: ServerRenderInput): Promise<string> {
  const pathname = input.url.split('?', 1)[0] ?? '/';
  // The browser loads the landing page's code before its first render (main.tsx), so it draws the
  // page rather than its skeleton; the server has it loaded already (above), and a store's
  // basename in front of the page's name is found here.
  await preloadPage(pathname);
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.all, guestSession);
  const embedded = new Map(
    Object.entries(input.embedded).map(([elementId, text]): [string, EmbeddedJson] => [elementId, { owner: {}, text }]),
  );
  const app = <App queryClient={queryClient} webstoreName={webstoreNameFromPath(pathname)} location={input.url} />;
  return renders.run(
    embedded,
    () =>
      new Promise<string>((resolve, reject) => {
        let html = '';
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            html += chunk.toString();
            callback();
          },
        });
        const fail = (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        sink.on('finish', () => {
          clearTimeout(timer);
          queryClient.clear();
          resolve(html);
        });
        const stream = renderToPipeableStream(app, {
          // Every part in place in the markup: React would otherwise send a large part after the
          // rest with an inline script to move it, which the page's script policy does not run.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // The whole page at once: the markup goes into a page whose head and embedded data are
          // already decided, and a part left to the browser would be a part drawn twice.
          onAllReady: () => stream.pipe(sink),
          onShellError: fail,
          // An error inside a Suspense boundary would leave that part to the browser; the server
          // sends the browser's page instead, whole.
          onError: (error) => {
            fail(error);
            stream.abort();
          },
        });
        const timer = setTimeout(() => {
          fail(new Error(`The page took more than ${input.timeoutMs} ms to render`));
          stream.abort();
        }, input.timeoutMs);
      }),
  );
}
