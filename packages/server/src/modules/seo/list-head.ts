import { listShareMessages } from '@bookfront/contract';
import { clipText } from '../../lib/html-text.ts';
import { escapeMarkup } from '../../lib/markup.ts';

/** /lists/shared/{token}, also under a basename: a shared list's page (docs/features/lists.md#sharing-a-list). */
export const sharedListPathPattern = /^(?:\/([a-z0-9][a-z0-9-]*))?\/lists\/shared\/([\w-]{16,64})\/?$/;

const descriptionMax = 160;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(content)}" />`;

/**
 * The head tags of a shared list's page for link previews and search engines: its name and
 * description, and its newest title's cover. Nothing of its owner.
 */
export function sharedListHeadTags(head: {
  name: string;
  description: string;
  storeName: string;
  url: string;
  imageUrl: string | null;
}): string {
  const description = clipText(head.description.trim() || listShareMessages.sharedBy(head.storeName), descriptionMax);
  return [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(head.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.storeName),
    meta('property', 'og:title', head.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.url),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', 'summary'),
  ].join('\n    ');
}
