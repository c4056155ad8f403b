import { escapeMarkup, jsonForScript } from '../../lib/markup.ts';

/** What an item page tells search engines and link previews (Open Graph, schema.org Book + Offer). */
export type ItemPageHead = {
  pageTitle: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string;
  /** The cover as the web app's img asks for it (same origin): preloaded, since it is the page's largest picture. */
  coverPath: string;
  siteName: string;
  book: {
    name: string;
    authors: string[];
    isbn: string;
    publisher: string | null;
    datePublished: string | null;
    numberOfPages: number | null;
    bookFormat: string | null;
    inLanguage: string | null;
  };
  offer: { price: string; priceCurrency: string; availability: string; itemCondition: string } | null;
};

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

function bookJsonLd(head: ItemPageHead) {
  const { book, offer } = head;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.name,
    ...(book.authors.length > 0 ? { author: book.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
    isbn: book.isbn,
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.datePublished ? { datePublished: book.datePublished } : {}),
    ...(book.numberOfPages ? { numberOfPages: book.numberOfPages } : {}),
    ...(book.bookFormat ? { bookFormat: book.bookFormat } : {}),
    ...(book.inLanguage ? { inLanguage: book.inLanguage } : {}),
    image: head.imageUrl,
    url: head.canonicalUrl,
    description: head.description,
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: offer.priceCurrency,
            availability: offer.availability,
            itemCondition: offer.itemCondition,
            url: head.canonicalUrl,
            seller: { '@type': 'Organization', name: head.siteName },
          },
        }
      : {}),
  };
}

/** The head tags of an item page; every value escaped for its place. */
export function itemHeadTags(head: ItemPageHead): string {
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(head.canonicalUrl)}" />`,
    // The app only asks for the cover once its script, the session and title/getItem are in.
    `<link rel="preload" as="image" href="${escapeMarkup(head.coverPath)}" fetchpriority="high" />`,
    meta('property', 'og:type', 'book'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.book.name),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:alt', `Cover of ${head.book.name}`),
    meta('property', 'book:isbn', head.book.isbn),
    ...(head.book.datePublished ? [meta('property', 'book:release_date', head.book.datePublished)] : []),
    meta('name', 'twitter:card', 'summary'),
    `<script type="application/ld+json">${jsonForScript(bookJsonLd(head))}</script>`,
  ].join('\n    ');
}

/**
 * index.html with a page's own title and head tags: the built <title> and description are replaced,
 * the rest goes before </head>. Replacements are functions so '$&' in a title stays literal.
 */
export function injectHead(indexHtml: string, page: { title: string; tags: string }): string {
  const titleTag = `<title>${escapeMarkup(page.title)}</title>`;
  const withoutDefaults = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, () => '');
  const headEnd = withoutDefaults.search(/<\/head>/i);
  if (headEnd < 0) {
    // No head element (it is optional in HTML): the tags go right after the doctype.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(withoutDefaults)?.[0] ?? '';
    return `${doctype}${titleTag}\n${page.tags}\n${withoutDefaults.slice(doctype.length)}`;
  }
  return `${withoutDefaults.slice(0, headEnd)}  ${titleTag}\n    ${page.tags}\n  ${withoutDefaults.slice(headEnd)}`;
}
