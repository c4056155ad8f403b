import sanitizeHtml from 'sanitize-html';

/*
 * Descriptions, biographies and reviews arrive as HTML from publishers' feeds. They are shown as
 * HTML on the item page, so only a safe subset is kept (docs/decisions: ONIX streaming parser).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'cite',
    'q',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'h3',
    'h4',
    'h5',
    'h6',
    'sub',
    'sup',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }),
    // Headings of a description are sub-headings of the item page.
    h1: 'h3',
    h2: 'h4',
    div: 'p',
  },
  allowedSchemesAppliedToAttributes: ['href'],
};
options.allowedAttributes = { a: ['href', 'rel', 'target'] };

/** HTML (or plain text) → the safe subset; null when nothing is left. */
export function sanitiseHtml(html: string | null): string | null {
  if (html === null) return null;
  // Plain text without markup or entities is already safe; most of a large feed's cost is here.
  const clean = /[<>&"']/.test(html) ? sanitizeHtml(html, options) : html;
  const trimmed = clean.trim();
  return trimmed === '' ? null : trimmed;
}
