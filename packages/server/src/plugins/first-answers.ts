import {
  BrowsePathError,
  coverUrl,
  emptyBrowseFilter,
  homePageId,
  landingPageId,
  parseBrowseFilterPath,
} from '@bookfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionCookieName } from './session.ts';

/** The element the web app reads its first answers from (packages/web/src/lib/first-answers.ts). */
export const firstAnswersElementId = 'bf-first-answers';

/** One call the web app makes as a page starts: the action and the payload it sends, less the common fields. */
export type FirstCall = { action: string; payload: Record<string, unknown> };

/**
 * What the page embeds: the answers as JSON text, the cookies the calls set (a new session's), and
 * the pictures the answers put at the top of the page, for the head to preload. `isGuestPage`: the
 * visitor has no session and the API answered every call, the page's own among them, so the answers
 * are all a guest's and draw the whole page (docs/decisions/0048-server-rendered-first-screen.md).
 */
export type FirstAnswers = { json: string; setCookies: string[]; images: string[]; isGuestPage: boolean };

/** Results shown side by side in the first row of a phone's browse grid. */
const preloadedResults = 2;
const resultCoversSchema = z.object({
  rows: z.array(z.object({ eisbn: z.string(), cover_image_cache: z.string() })),
});

/** The covers of the first results, at the address the browse page's img elements use. */
function firstResultCovers(answerJson: string): string[] {
  const parsed = resultCoversSchema.safeParse(JSON.parse(answerJson));
  return parsed.success ? parsed.data.rows.slice(0, preloadedResults).map((row) => coverUrl(row)) : [];
}

const pageBlocksSchema = z.object({
  blocks: z.array(z.object({ type: z.string(), placement: z.string(), image: z.string() })),
});

/**
 * The blocks of a page's titlelist/getCustom answer; none when it cannot be read. The home page's
 * first banner is its largest picture, which the browser would find only once the app ran (the web
 * app's features/home/components/page-blocks.tsx draws it first, eagerly).
 */
function pageBlocksOf(answerJson: string) {
  const parsed = pageBlocksSchema.safeParse(JSON.parse(answerJson));
  return parsed.success ? parsed.data.blocks : [];
}

/** The picture of a page's first banner, or none: a banner without a picture shows its words. */
function firstBannerImage(blocks: z.infer<typeof pageBlocksSchema>['blocks']): string[] {
  const banner = blocks.find((block) => block.placement === 'banner');
  return banner?.type === 'banner' && banner.image !== '' ? [banner.image] : [];
}

/** The part of the embedded settings that says which store the page is for. */
const pageStoreSchema = z.object({ basename: z.string().nullish(), store_info: z.object({ id: z.string() }) });

/** The store a page is for, from the settings embedded in it; null when they do not say. */
export function pageStoreOf(siteSettingsJson: string): PageStore | null {
  const parsed = pageStoreSchema.safeParse(JSON.parse(siteSettingsJson));
  return parsed.success ? { id: parsed.data.store_info.id, basename: parsed.data.basename ?? null } : null;
}

export type PageStore = { id: string; basename: string | null };

/** The path's segments past the store's basename: what the web app's router matches. */
export function pageSegments(path: string, basename: string | null | undefined): string[] {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  // The settings write the basename as the router's basename: '/northside'.
  const name = basename?.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (name && segments[0]?.toLowerCase() === name) segments.shift();
  return segments;
}

/** Which of the pages that carry their first answers and name their chunks the router shows at `segments`. */
export function landingPageOf(segments: string[]): 'home' | 'browse' | 'item' | null {
  const [first, ...rest] = segments;
  if (first === undefined || (first === 'home' && rest.length === 0)) return 'home';
  if (first === 'browse' || first === 'item') return first;
  return null;
}

/** The page's own first call after session/get, as the web app's router would make it for `path`. */
export function pageFirstCall(path: string, basename: string | null | undefined): FirstCall | null {
  const segments = pageSegments(path, basename);
  const page = landingPageOf(segments);
  const rest = segments.slice(1);
  // The home page lists each location's hours for today (LocationsToday).
  if (page === 'home') return { action: 'webstore/getContactAndHours', payload: {} };
  if (page === 'item' && rest.length === 1 && rest[0]) {
    try {
      return { action: 'title/getItem', payload: { eisbn: decodeURIComponent(rest[0]) } };
    } catch {
      return null;
    }
  }
  if (page !== 'browse') return null;
  // The same reading of the path as the browse page's (features/browse/hooks/use-browse-filter.ts).
  const first = rest[0];
  if (first === 'url' || first === 'file') return null;
  // /browse/{id} moves on to its filter (docs/features/shell-and-navigation.md#browse-ids) before asking.
  if (first === undefined) return { action: 'browse/get', payload: emptyBrowseFilter };
  if (first !== 'filter') return null;
  try {
    return { action: 'browse/get', payload: parseBrowseFilterPath(rest.slice(1).join('/')) };
  } catch (error) {
    if (error instanceof BrowsePathError) return null;
    throw error;
  }
}

/**
 * Every call the web app makes first at `path` besides session/get: the page's own, and on the home
 * page its blocks (docs/features/custom-pages.md#home-page), which it draws above the hours.
 */
export function pageFirstCalls(path: string, basename: string | null | undefined): FirstCall[] {
  const first = pageFirstCall(path, basename);
  const segments = pageSegments(path, basename);
  const isHome = landingPageOf(segments) === 'home';
  return [
    // `/` shows the store's landing page when it has one (docs/features/custom-pages.md#landing-page).
    ...(segments.length === 0 ? [{ action: 'titlelist/getCustom', payload: { page_id: landingPageId } }] : []),
    ...(isHome ? [{ action: 'titlelist/getCustom', payload: { page_id: homePageId } }] : []),
    ...(first ? [first] : []),
  ];
}

/** The request headers an action's answer can depend on: store, session, address, protocol. */
const forwardedHeaders = ['host', 'cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/** The Cookie header after a response's Set-Cookie lines, as the browser would send it next. */
function cookiesAfter(cookieHeader: string | undefined, setCookies: string[]): string {
  const cookies = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) cookies.set(name, value.join('='));
  }
  for (const line of setCookies) {
    const [name, ...value] = (line.split(';', 1)[0] ?? '').trim().split('=');
    if (name) cookies.set(name, value.join('='));
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

const setCookiesOf = (header: string | string[] | number | undefined): string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [String(header)];

/**
 * The answers the web app asks for first on this page, from the API itself: session/get (for a
 * visitor who has a session), then the page's own call, each sent through the app with the
 * visitor's cookies and address, so the store, session, site gate and response schema are the ones
 * that call gets from the browser. An answer the API refuses (a private store's gate, an unknown
 * title) is left out, and the app asks for it.
 */
export async function readFirstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  page: { path: string; store: PageStore },
): Promise<FirstAnswers> {
  const headers: Record<string, string> = {};
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // A visitor without a session (a first visit, a crawler, a link preview) is left to start one from
  // the web app: a page view alone would leave a session row behind for every request of a crawler,
  // which keeps no cookies. The page's own answer is then the one the API gives a guest.
  const hasSession = request.cookies[sessionCookieName(page.store.id)] !== undefined;
  const calls = [
    hasSession ? { action: 'session/get', payload: {} } : null,
    ...pageFirstCalls(page.path, page.store.basename),
  ];
  const setCookies: string[] = [];
  const entries: string[] = [];
  const images: string[] = [];
  let isGuestPage = !hasSession && pageFirstCall(page.path, page.store.basename) !== null;
  // `/` asks for the landing page's blocks, then the home page's: the first page with blocks is shown.
  let hasShownPageBlocks = false;
  for (const call of calls) {
    if (!call) continue;
    const response = await app.inject({
      method: 'POST',
      url: `/api/${call.action}`,
      remoteAddress: request.socket.remoteAddress,
      headers: { ...headers, 'content-type': 'application/json' },
      // The common fields the web app adds (lib/api-client.ts): its store, and the page it is on.
      payload: JSON.stringify({
        ...call.payload,
        store_id: page.store.id,
        log_url: `${request.protocol}://${request.host}${request.url}`,
      }),
    });
    const cookies = setCookiesOf(response.headers['set-cookie']);
    setCookies.push(...cookies);
    // The next call carries the session the first one started, as the browser's would.
    if (cookies.length > 0) headers.cookie = cookiesAfter(headers.cookie, cookies);
    if (response.statusCode !== 200) {
      isGuestPage = false;
      continue;
    }
    // The browse page's largest picture is a result's cover, which the browser would find only once the app ran.
    if (call.action === 'browse/get') images.push(...firstResultCovers(response.body));
    if (call.action === 'titlelist/getCustom' && !hasShownPageBlocks) {
      const blocks = pageBlocksOf(response.body);
      hasShownPageBlocks = blocks.length > 0;
      images.push(...firstBannerImage(blocks));
    }
    entries.push(
      `{"action":${JSON.stringify(call.action)},"payload":${JSON.stringify(call.payload)},"answer":${response.body}}`,
    );
  }
  return { json: `[${entries.join(',')}]`, setCookies, images, isGuestPage };
}
