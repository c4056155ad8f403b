import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buildFile } from '../lib/build-file.ts';

/** What the web app's server entry needs to draw a page (packages/web/src/entry-server.tsx). */
export type ServerRenderPage = {
  /** The requested path and query. */
  url: string;
  /** The JSON elements the page embeds, by element id, as the browser will read them. */
  embedded: Record<string, string>;
};

/** A page's first screen as the server drew it. */
export type ServerDrawnPage = {
  /** The markup of the page's #root. */
  markup: string;
  /**
   * The inline script the page's head carries so that a press made before the browser has taken the
   * markup over is not lost (docs/architecture.md#a-press-before-the-app-is-ready); null from an entry without one.
   */
  earlyPressScript: string | null;
};

/** The page's first screen, or null when the browser is to draw the page itself. */
export type ServerRender = (request: FastifyRequest, page: ServerRenderPage) => Promise<ServerDrawnPage | null>;

/** The entry the web build writes beside the browser's files (`vite build --ssr`), which is never served. */
export const serverEntryPath = (webDistDir: string) => path.join(webDistDir, 'server', 'entry-server.mjs');

/**
 * Draws the home, browse and item pages with the web app's own components
 * (docs/decisions/0048-server-rendered-first-screen.md). The entry is imported again when a build
 * replaced it (noticed within a second). A render that fails or takes longer than `timeoutMs` gives null, and the page is
 * sent for the browser to draw as before; the first such failure of each build is logged.
 */
export function createServerRender({ webDistDir, timeoutMs }: { webDistDir: string; timeoutMs: number }): ServerRender {
  const entryFile = serverEntryPath(webDistDir);
  let loggedBuild: number | null = null;
  const readEntry = buildFile(entryFile, async (mtimeMs) => {
    const module: unknown = await import(`${pathToFileURL(entryFile).href}?build=${mtimeMs}`);
    const exports = typeof module === 'object' && module !== null ? module : {};
    const renderApp = 'renderApp' in exports ? exports.renderApp : null;
    if (typeof renderApp !== 'function') throw new Error(`${entryFile} exports no renderApp function`);
    const earlyPressScript = 'earlyPressScript' in exports ? exports.earlyPressScript : null;
    return {
      renderApp: (input: unknown) => renderApp(input) as unknown,
      earlyPressScript: typeof earlyPressScript === 'string' ? earlyPressScript : null,
    };
  });

  return async (request, page) => {
    let timer: NodeJS.Timeout | undefined;
    let mtimeMs: number | null = null;
    try {
      // Loading the entry (once per build) is not part of a page's bound.
      const entry = await readEntry();
      // A build without the server entry (or none yet) leaves every page to the browser.
      if (!entry) return null;
      mtimeMs = entry.mtimeMs;
      const { renderApp, earlyPressScript } = entry.value;
      // The entry gives up its own render at the bound; this holds even for an entry that never answers.
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no page from the server render in ${timeoutMs} ms`)),
          timeoutMs + 50,
        );
      });
      const markup = z.string().parse(await Promise.race([renderApp({ ...page, timeoutMs }), late]));
      return { markup, earlyPressScript };
    } catch (error) {
      if (loggedBuild !== mtimeMs) {
        loggedBuild = mtimeMs;
        request.log.error({ err: error, url: page.url }, 'page not drawn on the server; the browser draws it');
      }
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
