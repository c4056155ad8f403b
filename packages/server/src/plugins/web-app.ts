import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { commonErrorCodes, commonMessages, hasPageAt, siteSettingsSchema } from '@bookfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeJsonForScript, escapeMarkup } from '../lib/markup.ts';
import { buildFile } from '../lib/build-file.ts';
import { withRequestMemo } from '../lib/request-memo.ts';
import { mailLogoFolder } from '../modules/mail/logo.ts';
import { scriptNonceOf, widenContentSecurityPolicy, type ExtraPageSources } from './security-headers.ts';
import { createServerRender } from './server-render.ts';
import {
  firstAnswersElementId,
  landingPageOf,
  pageSegments,
  pageStoreOf,
  readFirstAnswers,
  type FirstAnswers,
  type PageStore,
} from './first-answers.ts';

/** A page whose HTML the server shaped (modules/seo): index.html with a head of its own. */
export type RenderedPage = { status: number; html: string };
export type PageRenderer = (
  request: FastifyRequest,
  page: { path: string; indexHtml: string },
) => Promise<RenderedPage | null>;

export type WebAppOptions = {
  webDistDir: string;
  dataDir: string;
  /** Shapes index.html for some pages (item pages for search engines); null sends it as built. */
  renderPage?: PageRenderer;
  /** robots.txt for the request's host (modules/seo adds its sitemaps); else `robotsRules` alone. */
  robotsTxt?: (request: FastifyRequest) => Promise<string>;
  /**
   * store/getSettings' answer for the page's store, embedded so the web app starts without asking
   * (docs/decisions/0012-settings-in-the-page.md); null leaves the app to ask.
   */
  siteSettingsJson?: (request: FastifyRequest, page: { path: string }) => Promise<string | null>;
  /**
   * Sources this page's content security policy adds for its store (a hosted card form's script on the checkout page
   * that draws it); null adds none.
   */
  pageSources?: (request: FastifyRequest, page: { path: string }) => Promise<ExtraPageSources | null>;
  /**
   * How long the server may spend drawing a page's first screen before it sends the page for the
   * browser to draw (docs/decisions/0048-server-rendered-first-screen.md); 1000 ms unless given.
   */
  serverRenderTimeoutMs?: number;
};

/** The element the web app reads its settings from (packages/web/src/features/store/api.ts). */
export const siteSettingsElementId = 'bf-settings';

/** A JSON script element, which the browser never executes (so the CSP needs no nonce for it). */
const jsonElement = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${escapeJsonForScript(json)}</script>`;

/**
 * index.html with `items` at the end of its head (after the start-up chunk and its stylesheet) or
 * of its body (after the root), or at its end without that element.
 */
function appendTo(element: 'head' | 'body', indexHtml: string, items: string[]): string {
  if (items.length === 0) return indexHtml;
  const end = indexHtml.search(element === 'head' ? /<\/head>/i : /<\/body>/i);
  if (end < 0) return `${indexHtml}\n${items.join('\n')}\n`;
  return `${indexHtml.slice(0, end)}${items.map((item) => `  ${item}\n`).join('')}  ${indexHtml.slice(end)}`;
}

/** The chunks of the home, browse and item pages, as the web build lists them (scripts/page-preloads.ts). */
const pagePreloadsSchema = z.record(
  z.string(),
  z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) }),
);
type PagePreloads = z.infer<typeof pagePreloadsSchema>;

/**
 * Links that start fetching the page's own chunks with the start-up chunk, which would otherwise
 * ask for them only once it has run. The page's stylesheets are applied from the head: the app's
 * first render waits for the page's chunk and its styles anyway, and styles read while the page is
 * still empty cost nothing to apply, where the same styles added by the chunk's loader restyled
 * the whole page on a phone after its first paint. The loader sees them there and adds nothing.
 */
function preloadTags(preloads: PagePreloads, page: string | null): string[] {
  const chunks = page === null ? undefined : preloads[page];
  if (!chunks) return [];
  const url = (file: string) => escapeMarkup(`/${file}`);
  return [
    ...chunks.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}" />`),
    ...chunks.styles.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}" />`),
  ];
}

/** Keeps crawlers out of the API and private areas; modules/seo adds Sitemap lines after these. */
export const robotsRules = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /checkout',
  'Disallow: /account',
];
const robotsTxt = [...robotsRules, ''].join('\n');

const buildHint =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload.\n';

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

/** index.html with `markup` inside its empty #root, or as it is when there is no markup or no such element. */
function fillRoot(indexHtml: string, markup: string | null): string {
  const emptyRoot = '<div id="root"></div>';
  const at = indexHtml.indexOf(emptyRoot);
  if (markup === null || at < 0) return indexHtml;
  const end = at + emptyRoot.length - '</div>'.length;
  return `${indexHtml.slice(0, end)}${markup}${indexHtml.slice(end)}`;
}

/** The parts of the embedded settings the server shapes the page by. */
const pageSettingsSchema = siteSettingsSchema.pick({
  gift_registry_enabled: true,
  has_privacy_policy_page: true,
  site_navigation: true,
  extra_navigation: true,
  url_shortcuts: true,
  custom_head: true,
  custom_body: true,
});
type PageSettings = z.infer<typeof pageSettingsSchema>;

function pageSettingsOf(settingsJson: string | null): PageSettings | null {
  if (settingsJson === null) return null;
  const parsed = pageSettingsSchema.safeParse(JSON.parse(settingsJson));
  return parsed.success ? parsed.data : null;
}

/**
 * 404 for a path the store has no page at (no route, navigation item, url shortcut or browse id), so
 * search engines do not index the app's 404 page as a page; the app still draws it. 200 otherwise,
 * and when the page carries no settings to tell by.
 */
function pageStatus(urlPath: string, settings: PageSettings | null, store: PageStore | null): number {
  if (settings === null || store === null) return 200;
  return hasPageAt(settings, pageSegments(urlPath, store.basename)) ? 200 : 404;
}

/** A script element of our own, with the nonce the page's content security policy lets run. */
const inlineScript = (source: string, nonce: string | undefined) =>
  `<script${nonce === undefined ? '' : ` nonce="${escapeMarkup(nonce)}"`}>${source}</script>`;

/**
 * docs/features/shell-and-navigation.md#the-stores-own-head-and-body: the store's own markup, its script
 * elements given the nonce the page's content security policy lets run.
 */
function storeMarkup(markup: string, nonce: string | undefined): string[] {
  if (markup.trim() === '') return [];
  return [nonce === undefined ? markup : markup.replace(/<script\b/gi, `<script nonce="${escapeMarkup(nonce)}"`)];
}

/**
 * Serves the built SPA, uploaded files and robots.txt, and answers every other GET with
 * index.html: the SPA routes on the client and renders its own 404 (docs/architecture.md#api-protocol),
 * which the server answers with status 404.
 * Unknown /api paths get the JSON failure body instead.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');

  const serverRender = createServerRender({
    webDistDir: options.webDistDir,
    timeoutMs: options.serverRenderTimeoutMs ?? 1000,
  });

  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    // dist/server is the server's own render of the app (server-render.ts), not the browser's.
    allowedPath: (pathName) => !/^\/server(?:\/|$)/i.test(pathName),
    // The build writes .br and .gz beside each asset (packages/web/scripts/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Vite puts a content hash in every asset name, so an asset never changes under its URL.
      if (filePath.startsWith(path.join(options.webDistDir, 'assets') + path.sep)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        response.header('cache-control', 'no-cache');
      }
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(options.dataDir, 'files'),
    prefix: '/files/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Mail logos are loaded by mail clients from anywhere, and named after their content.
      if (filePath.startsWith(path.join(options.dataDir, 'files', mailLogoFolder) + path.sep)) {
        response.header('cross-origin-resource-policy', 'cross-origin');
        response.header('access-control-allow-origin', '*');
        response.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        response.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(options.robotsTxt ? await options.robotsTxt(request) : robotsTxt),
  );

  // index.html is read again only when the build replaced it.
  const indexHtml = buildFile(indexFile, () => fs.promises.readFile(indexFile, 'utf8'));
  const readIndexHtml = async () => {
    const index = await indexHtml();
    if (!index) throw new Error(`${indexFile} is missing`);
    return index.value;
  };

  // page-preloads.json is read again only when a build replaced it; a build without it preloads nothing.
  const preloadsFile = path.join(options.webDistDir, 'page-preloads.json');
  const pagePreloads = buildFile(preloadsFile, async (): Promise<PagePreloads> => {
    const parsed = pagePreloadsSchema.safeParse(JSON.parse(await fs.promises.readFile(preloadsFile, 'utf8')));
    return parsed.success ? parsed.data : {};
  });
  const readPagePreloads = async (): Promise<PagePreloads> => (await pagePreloads().catch(() => null))?.value ?? {};

  const renderPage = async (request: FastifyRequest): Promise<RenderedPage | null> => {
    if (!options.renderPage) return null;
    try {
      return await options.renderPage(request, { path: pathOf(request), indexHtml: await readIndexHtml() });
    } catch (error) {
      // The page still works without its server-side head: the SPA fills it in.
      request.log.error({ err: error }, 'page head not rendered');
      return null;
    }
  };

  const readSiteSettings = async (request: FastifyRequest): Promise<string | null> => {
    if (!options.siteSettingsJson) return null;
    try {
      return await options.siteSettingsJson(request, { path: pathOf(request) });
    } catch (error) {
      // The web app asks store/getSettings itself when the page carries no settings.
      request.log.error({ err: error }, 'settings not embedded in the page');
      return null;
    }
  };

  const readAnswers = async (request: FastifyRequest, store: PageStore | null): Promise<FirstAnswers | null> => {
    // A HEAD request shows nothing, so it starts no session.
    if (store === null || request.method !== 'GET') return null;
    try {
      return await readFirstAnswers(app, request, { path: pathOf(request), store });
    } catch (error) {
      // The web app asks for whatever the page does not carry.
      request.log.error({ err: error }, 'first answers not embedded in the page');
      return null;
    }
  };

  /** The settings the page embeds, the store they say it is for, and that store's answers for the visitor. */
  const readStoreParts = async (request: FastifyRequest) => {
    const settingsJson = await readSiteSettings(request);
    const store = settingsJson === null ? null : pageStoreOf(settingsJson);
    return { settingsJson, store, answers: await readAnswers(request, store) };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await indexHtml())) return reply.code(503).type('text/plain; charset=utf-8').send(buildHint);
    // The head and the first answers describe the same page: they share one read of its rows.
    const [page, { settingsJson, store, answers }, preloads] = await withRequestMemo(() =>
      Promise.all([renderPage(request), readStoreParts(request), readPagePreloads()]),
    );
    // The first screen drawn on the server, for a guest from the guest's answers alone: never a
    // customer's own session, cart or account (docs/decisions/0048-server-rendered-first-screen.md).
    const drawn =
      settingsJson !== null && answers?.isGuestPage
        ? await serverRender(request, {
            url: request.url,
            embedded: { [siteSettingsElementId]: settingsJson, [firstAnswersElementId]: answers.json },
          })
        : null;
    const html = fillRoot(page?.html ?? (await readIndexHtml()), drawn?.markup ?? null);
    const pageSettings = pageSettingsOf(settingsJson);
    const nonce = scriptNonceOf(request);
    const head = [
      // Buttons drawn here do nothing until the app has taken them over: this holds a press made before
      // (docs/architecture.md#a-press-before-the-app-is-ready).
      ...(drawn?.earlyPressScript ? [inlineScript(drawn.earlyPressScript, nonce)] : []),
      ...preloadTags(preloads, landingPageOf(pageSegments(pathOf(request), store?.basename))),
      ...(answers?.images ?? []).map(
        (url) => `<link rel="preload" as="image" href="${escapeMarkup(url)}" fetchpriority="high" />`,
      ),
      ...storeMarkup(pageSettings?.custom_head ?? '', nonce),
    ];
    const body = [
      ...(settingsJson === null ? [] : [jsonElement(siteSettingsElementId, settingsJson)]),
      ...(answers === null ? [] : [jsonElement(firstAnswersElementId, answers.json)]),
      ...storeMarkup(pageSettings?.custom_body ?? '', nonce),
    ];
    if (answers && answers.setCookies.length > 0) reply.header('set-cookie', answers.setCookies);
    const sources = options.pageSources ? await options.pageSources(request, { path: pathOf(request) }) : null;
    if (sources) widenContentSecurityPolicy(reply, sources);
    return (
      reply
        .code(page?.status ?? pageStatus(pathOf(request), pageSettings, store))
        // The answers are this visitor's: no shared cache may keep them, and the browser revalidates.
        .header('cache-control', answers === null ? 'no-cache' : 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(appendTo('body', appendTo('head', html, head), body))
    );
  };

  // The home page is a page like any other, not the built index.html as it lies on disk.
  app.get('/', sendIndex);

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = pathOf(request);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      if (request.method !== 'POST' && app.hasRoute({ method: 'POST', url: urlPath })) {
        return reply
          .code(405)
          .header('allow', 'POST')
          .send({ error: commonMessages.methodNotAllowed, code: commonErrorCodes.methodNotAllowed });
      }
      return reply.code(404).send({ error: commonMessages.unknownAction, code: commonErrorCodes.unknownAction });
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && !urlPath.startsWith('/files/') && !urlPath.startsWith('/assets/')) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ error: commonMessages.notFound, code: commonErrorCodes.notFound });
  });
}
