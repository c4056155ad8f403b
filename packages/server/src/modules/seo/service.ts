import { catalogMessages, coverUrl, eventMessages, listShareMessages } from '@bookfront/contract';
import { clipText, htmlToText } from '../../lib/html-text.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { toIsbn13 } from '../../lib/identifiers.ts';
import { nowSeconds } from '../../lib/time.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import { robotsRules, type RenderedPage } from '../../plugins/web-app.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { StoreContext, StoreService } from '../store/service.ts';
import type { EventsService } from '../events/service.ts';
import type { ListShareService } from '../lists/share-service.ts';
import { eventHead, eventHeadTags, eventPathPattern } from './event-head.ts';
import { sharedListHeadTags, sharedListPathPattern } from './list-head.ts';
import { injectHead, itemHeadTags, type ItemPageHead } from './page-head.ts';

/** The sitemaps protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index. */
export const sitemapMaxUrls = 50_000;
const descriptionMax = 160;
/** Stock states a shopper can buy or pre-order: the titles worth a search engine's visit. */
const listedAvailabilityCodes = ['available', 'forthcoming'];
/** The most stores served under basenames of one shared host that robots.txt names. */
const basenameStoresMax = 1000;
/** Pages of every store listed before its titles (docs/features/contact-and-hours.md#locations routes). */
const storePaths = ['/', '/browse', '/contact-hours'];
const itemPathPattern = /^(?:\/([a-z0-9][a-z0-9-]*))?\/item\/([0-9]{9}[0-9Xx](?:[0-9]{3})?)(?:\/[^?#]*)?$/;

/** Where a page request came from, as the HTTP layer saw it. */
export type PageRequest = { hostname: string; origin: string; path: string };

type CatalogueItem = NonNullable<Awaited<ReturnType<TitleService['findItem']>>>;
type TitleRow = CatalogueItem['row'];
type StockRow = CatalogueItem['stock'][number];

const schemaOrg = (name: string) => `https://schema.org/${name}`;
const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const isPrivate = (store: StoreContext) => store.settings.is_private || store.settings.is_exclusive;

/**
 * The address the store's pages live under: its base_url setting when that is an absolute http(s)
 * address, else the request's origin, plus the basename when the page was reached under one.
 */
export function storeBase(store: StoreContext, origin: string, underBasename: boolean): string {
  const configured = store.settings.store_info.base_url.trim().replace(/\/+$/, '');
  if (/^https?:\/\/[^/]/i.test(configured)) return configured;
  return underBasename && store.basename ? `${origin}/${store.basename}` : origin;
}

function bookFormatOf(title: TitleRow): string | null {
  if (title.isAudiobook === 1) return schemaOrg('AudiobookFormat');
  const binding = `${title.bindingCode ?? ''} ${title.binding ?? ''}`;
  if (/\bHC\b|hard/i.test(binding)) return schemaOrg('Hardcover');
  if (/graphic/i.test(binding)) return schemaOrg('GraphicNovel');
  if (/e-?book|epub|digital/i.test(binding)) return schemaOrg('EBook');
  if (/\b(TP|MM|PB)\b|paper|mass market/i.test(binding)) return schemaOrg('Paperback');
  return null;
}

/** docs/features/item-page.md#availability availability states, as schema.org's ItemAvailability; no offer without a price. */
function offerOf(rows: StockRow[], currency: string): ItemPageHead['offer'] {
  const row = rows.find((candidate) => candidate.conditionCode === 'NEW') ?? rows[0];
  if (!row || row.priceCents <= 0 || row.availabilityCode === 'no_price') return null;
  const availability =
    row.availabilityCode === 'forthcoming'
      ? 'PreOrder'
      : row.availabilityCode === 'out_of_print'
        ? 'Discontinued'
        : row.availabilityCode === 'out_of_stock_indefinitely'
          ? 'OutOfStock'
          : row.onhand > 0
            ? 'InStock'
            : row.isExtraOrderable === 1
              ? 'BackOrder'
              : 'OutOfStock';
  return {
    price: (row.priceCents / 100).toFixed(2),
    priceCurrency: currency,
    availability: schemaOrg(availability),
    itemCondition: schemaOrg(row.conditionCode === 'NEW' ? 'NewCondition' : 'UsedCondition'),
  };
}

function describe(title: TitleRow, authors: string[]): string {
  const text = htmlToText(title.description ?? '');
  if (text) return clipText(text, descriptionMax);
  const byline = authors.length > 0 ? ` by ${authors.join(', ')}` : '';
  const facts = [title.binding, title.publisher, title.releaseDate ? isoDate(title.releaseDate).slice(0, 4) : null]
    .filter(Boolean)
    .join(', ');
  return clipText(`${title.title}${byline}.${facts ? ` ${facts}.` : ''}`, descriptionMax);
}

const urlEntry = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

export function createSeoService(
  services: {
    titles: Pick<TitleService, 'findItem'>;
    titleFacts: Pick<TitleFactsService, 'countStocked' | 'findStocked'>;
    stores: Pick<StoreService, 'resolveStore' | 'hasOwnHost' | 'findBasenameStores'>;
    /** The store's events, for their pages' heads and the sitemap (docs/features/events.md#search-engines). */
    events?: Pick<EventsService, 'getList' | 'findEvent'>;
    /** Shared lists, for their pages' heads (docs/features/lists.md#sharing-a-list). */
    sharedLists?: Pick<ListShareService, 'sharedHead'>;
  },
  options: { maxUrlsPerSitemap?: number } = {},
) {
  const { titles, titleFacts, stores, events, sharedLists } = services;
  const maxUrls = options.maxUrlsPerSitemap ?? sitemapMaxUrls;

  /** The store a page is for; null on a deployment with no store for it (nothing to describe). */
  async function findStore(criteria: { hostname: string; basename?: string | undefined }) {
    try {
      return await stores.resolveStore(criteria);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  async function itemHead(store: StoreContext, base: string, eisbn: string): Promise<ItemPageHead | null> {
    const item = await titles.findItem(store.id, eisbn);
    if (!item) return null;
    const { row: title, coverKey } = item;
    // The first 20 contributors in their order on the title.
    const contributors = item.contributors.slice(0, 20);
    const authors = contributors.filter((contributor) => contributor.role === 'author').map(({ name }) => name);
    const byline = authors.length > 0 ? authors : contributors.slice(0, 1).map(({ name }) => name);
    const location = store.locations[0];
    const stock = location ? item.stock.filter((row) => row.locationId === location.id) : [];
    const name = title.subtitle ? `${title.title}: ${title.subtitle}` : title.title;
    const coverPath = coverUrl({ eisbn: title.eisbn, cover_image_cache: coverKey ?? '' });
    return {
      pageTitle: `${title.title} | ${store.name}`,
      description: describe(title, byline),
      canonicalUrl: `${base}/item/${title.eisbn}`,
      imageUrl: new URL(coverPath, `${base}/`).href,
      coverPath,
      siteName: store.name,
      book: {
        name,
        authors: byline,
        isbn: title.eisbn,
        publisher: title.publisher,
        datePublished: title.releaseDate ? isoDate(title.releaseDate) : null,
        numberOfPages: title.pages,
        bookFormat: bookFormatOf(title),
        inLanguage: title.language,
      },
      offer: offerOf(stock, store.settings.store_info.currency),
    };
  }

  /** The store's pages before its titles: the fixed ones, then its events page and events when it has any. */
  async function pagePathsOf(store: StoreContext): Promise<string[]> {
    const listed = events
      ? await events.getList(store.id, { from: undefined, incrementViews: false, now: nowSeconds() })
      : [];
    if (listed.length === 0) return storePaths;
    return [...storePaths, '/events', ...listed.map((event) => `/events/${encodeURIComponent(event.id)}`)];
  }

  async function sitemapPage(store: StoreContext, base: string, page: number, pagePaths: string[]): Promise<string> {
    const start = (page - 1) * maxUrls;
    const paths = pagePaths.slice(start, start + maxUrls);
    const listed = await titleFacts.findStocked({
      storeId: store.id,
      availabilityCodes: listedAvailabilityCodes,
      offset: Math.max(0, start - pagePaths.length),
      limit: maxUrls - paths.length,
    });
    const entries = [
      ...paths.map((path) => urlEntry(`${base}${path === '/' ? '/' : path}`)),
      ...listed.map((row) =>
        urlEntry(`${base}/item/${row.eisbn}`, row.updatedAt === null ? undefined : isoDate(Number(row.updatedAt))),
      ),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** docs/features/events.md#search-engines: an event's page gets its head; a day's page is left to the app. */
  async function renderEventPage(
    request: PageRequest,
    indexHtml: string,
    path: { basename: string | undefined; filter: string },
  ): Promise<RenderedPage | null> {
    if (!events || /^\d{8}$/.test(path.filter)) return null;
    const store = await findStore({ hostname: request.hostname, basename: path.basename });
    if (!store || (path.basename !== undefined && store.basename !== path.basename) || isPrivate(store)) return null;
    let eventId: string;
    try {
      eventId = decodeURIComponent(path.filter);
    } catch {
      return null;
    }
    const event = eventId.length <= 64 ? await events.findEvent(store.id, eventId) : null;
    if (!event) {
      return {
        status: 404,
        html: injectHead(indexHtml, {
          title: `${eventMessages.notFound} | ${store.name}`,
          tags: '<meta name="robots" content="noindex" />',
        }),
      };
    }
    const head = eventHead(event, {
      storeName: store.name,
      base: storeBase(store, request.origin, path.basename !== undefined),
    });
    return { status: 200, html: injectHead(indexHtml, { title: head.pageTitle, tags: eventHeadTags(head) }) };
  }

  /** docs/features/lists.md#sharing-a-list: a shared list's page gets its name, description and a cover for link previews. */
  async function renderSharedListPage(
    request: PageRequest,
    indexHtml: string,
    path: { basename: string | undefined; token: string },
  ): Promise<RenderedPage | null> {
    if (!sharedLists) return null;
    const store = await findStore({ hostname: request.hostname, basename: path.basename });
    if (!store || (path.basename !== undefined && store.basename !== path.basename) || isPrivate(store)) return null;
    const shared = await sharedLists.sharedHead(store.id, path.token, store.settings.store_info.country === 'US');
    if (!shared) {
      return {
        status: 404,
        html: injectHead(indexHtml, {
          title: `${listShareMessages.sharedNotFound} | ${store.name}`,
          tags: '<meta name="robots" content="noindex" />',
        }),
      };
    }
    const base = storeBase(store, request.origin, path.basename !== undefined);
    const first = shared.firstEisbn ? await titles.findItem(store.id, shared.firstEisbn) : undefined;
    const imageUrl = first
      ? new URL(coverUrl({ eisbn: first.row.eisbn, cover_image_cache: first.coverKey ?? '' }), `${base}/`).href
      : null;
    const tags = sharedListHeadTags({
      name: shared.name,
      description: shared.description,
      storeName: store.name,
      url: `${base}/lists/shared/${path.token}`,
      imageUrl,
    });
    return { status: 200, html: injectHead(indexHtml, { title: `${shared.name} | ${store.name}`, tags }) };
  }

  return {
    /** index.html with the item's head for /item/{eisbn} (also under a basename); null for other pages. */
    async renderPage(request: PageRequest, indexHtml: string): Promise<RenderedPage | null> {
      const sharedMatch = sharedListPathPattern.exec(request.path);
      if (sharedMatch)
        return renderSharedListPage(request, indexHtml, { basename: sharedMatch[1], token: sharedMatch[2] ?? '' });
      const eventMatch = eventPathPattern.exec(request.path);
      if (eventMatch)
        return renderEventPage(request, indexHtml, { basename: eventMatch[1], filter: eventMatch[2] ?? '' });
      const match = itemPathPattern.exec(request.path);
      const requested = match?.[2]?.toUpperCase();
      if (!match || !requested) return null;
      // Titles are keyed by ISBN-13; a link with the ISBN-10 shows the same title.
      const eisbn = requested.length === 10 ? (toIsbn13(requested) ?? requested) : requested;
      const basename = match[1];
      const store = await findStore({ hostname: request.hostname, basename });
      if (!store || (basename !== undefined && store.basename !== basename)) return null;
      if (isPrivate(store)) return null;
      const head = await itemHead(store, storeBase(store, request.origin, basename !== undefined), eisbn);
      if (!head) {
        return {
          status: 404,
          html: injectHead(indexHtml, {
            title: `${catalogMessages.itemNotFound} | ${store.name}`,
            tags: '<meta name="robots" content="noindex" />',
          }),
        };
      }
      return { status: 200, html: injectHead(indexHtml, { title: head.pageTitle, tags: itemHeadTags(head) }) };
    },

    /**
     * The store's sitemap: page `page`, or (no page) the whole sitemap when it fits in one file and
     * a sitemap index of its pages when it does not. Null when there is no such sitemap.
     */
    async sitemap(request: { hostname: string; origin: string; basename?: string; page?: number }) {
      const store = await findStore({ hostname: request.hostname, basename: request.basename });
      if (!store || (request.basename !== undefined && store.basename !== request.basename)) return null;
      if (isPrivate(store)) return null;
      const base = storeBase(store, request.origin, request.basename !== undefined);
      const pagePaths = await pagePathsOf(store);
      const total =
        pagePaths.length +
        (await titleFacts.countStocked({ storeId: store.id, availabilityCodes: listedAvailabilityCodes }));
      const pageCount = Math.max(1, Math.ceil(total / maxUrls));
      if (request.page !== undefined) {
        return request.page >= 1 && request.page <= pageCount
          ? sitemapPage(store, base, request.page, pagePaths)
          : null;
      }
      if (pageCount === 1) return sitemapPage(store, base, 1, pagePaths);
      const pages = Array.from({ length: pageCount }, (_, index) => `${base}/sitemap-${index + 1}.xml`);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...pages.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /**
     * robots.txt for a host: the common rules and the sitemap of the host's store; on a shared host,
     * also the sitemaps of the stores served under a basename there. A private store is closed.
     */
    async robotsTxt(request: { hostname: string; origin: string }): Promise<string> {
      const store = await findStore({ hostname: request.hostname });
      if (!store) return [...robotsRules, ''].join('\n');
      if (isPrivate(store)) return 'User-agent: *\nDisallow: /\n';
      const sitemaps = [`${storeBase(store, request.origin, false)}/sitemap.xml`];
      if (!(await stores.hasOwnHost(request.hostname))) {
        for (const other of await stores.findBasenameStores(basenameStoresMax)) {
          if (other.id === store.id || !other.basename) continue;
          const otherStore = await findStore({ hostname: request.hostname, basename: other.basename });
          if (otherStore?.id !== other.id || isPrivate(otherStore)) continue;
          sitemaps.push(`${request.origin}/${other.basename}/sitemap.xml`);
        }
      }
      return [...robotsRules, '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''].join('\n');
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
