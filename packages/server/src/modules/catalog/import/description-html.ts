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

/** Tags without attributes that may nest anywhere and that sanitize-html keeps as they are. */
const inlineTags = new Set(['b', 'strong', 'i', 'em', 'u', 'cite', 'q', 'sub', 'sup', 'span']);
/** A tag without attributes, or a run of text without markup, entities or characters HTML rewrites. */
const simpleToken = /<(\/?)([a-z0-9]+)>|[^<>&\0\r]+/y;

/**
 * Whether sanitize-html would give the text back unchanged: plain text, and paragraphs at the top
 * level holding inline tags, all without attributes, each closed in order. Most of a large feed
 * is like that, and sanitising it is most of the cost of reading it.
 */
function isAlreadySafe(html: string): boolean {
  const open: string[] = [];
  simpleToken.lastIndex = 0;
  while (simpleToken.lastIndex < html.length) {
    const token = simpleToken.exec(html);
    if (!token) return false;
    const [, closing, name] = token;
    if (name === undefined) continue;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (name === 'p' ? open.length === 0 : inlineTags.has(name)) open.push(name);
    else return false;
  }
  return open.length === 0;
}

/** HTML (or plain text) → the safe subset; null when nothing is left. */
export function sanitiseHtml(html: string | null): string | null {
  if (html === null) return null;
  const clean = isAlreadySafe(html) ? html : sanitizeHtml(html, options);
  const trimmed = clean.trim();
  return trimmed === '' ? null : trimmed;
}
