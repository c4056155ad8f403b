import { decodeHTML } from 'entities';

/** Elements whose content is never text a reader sees. */
const hiddenElements = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * The visible text of an HTML fragment or page: comments and scripts dropped, tags become spaces,
 * entities decoded, whitespace collapsed. For meta descriptions and ISBN scanning; never for output
 * that is not escaped again.
 */
export function htmlToText(html: string): string {
  return decodeHTML(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(hiddenElements, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
