import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * docs/features/store-settings.md#privacy-policy: a store's own page arrives from the bookseller
 * as HTML or Markdown and is shown as HTML, so only a safe subset is kept on the way in. The page
 * title is the page's h1, so the body's headings start at h2.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
    'address',
    'code',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4', div: 'p' },
};

/** HTML → the safe subset, trimmed. */
export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Markdown → HTML → the safe subset (raw HTML inside the Markdown is sanitised too). */
export function markdownToPageHtml(markdown: string): string {
  return sanitisePageHtml(marked.parse(markdown, { async: false, gfm: true }));
}
