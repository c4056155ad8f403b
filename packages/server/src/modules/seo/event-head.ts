import { eventSummaryText, type EventSummary } from '@bookfront/contract';
import { escapeMarkup, jsonForScript } from '../../lib/markup.ts';
import { isoZonedTime } from '../events/dates.ts';

/** /events/{filter}, also under a basename: an event's page (or a day's, eight digits). */
export const eventPathPattern = /^(?:\/([a-z0-9][a-z0-9-]*))?\/events\/([^/?#]+)\/?$/;

const descriptionMax = 160;

/** What an event's page tells search engines and link previews (Open Graph, schema.org Event). */
export type EventPageHead = {
  pageTitle: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  siteName: string;
  storeUrl: string;
  event: EventSummary;
};

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(content)}" />`;

/** The head of an event's page; `base` is the address the store's pages live under. */
export function eventHead(event: EventSummary, store: { storeName: string; base: string }): EventPageHead {
  const canonicalUrl = `${store.base}/events/${encodeURIComponent(event.id)}`;
  const image = event.info.img_path;
  return {
    pageTitle: `${event.info.name} | ${store.storeName}`,
    description: eventSummaryText(event.info.description, descriptionMax) || event.info.name,
    canonicalUrl,
    imageUrl: image ? new URL(image, `${store.base}/`).href : null,
    siteName: store.storeName,
    storeUrl: `${store.base}/`,
    event,
  };
}

function eventJsonLd(head: EventPageHead) {
  const { event } = head;
  const ticket = event.info.tickets[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.info.name,
    description: head.description,
    url: head.canonicalUrl,
    startDate: isoZonedTime(event.from),
    endDate: isoZonedTime(Math.max(event.to, event.from)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.info.place ? { location: { '@type': 'Place', name: event.info.place, address: event.info.place } } : {}),
    ...(head.imageUrl ? { image: head.imageUrl } : {}),
    organizer: { '@type': 'Organization', name: head.siteName, url: head.storeUrl },
    ...(ticket ? { offers: { '@type': 'Offer', url: ticket.url, name: ticket.label } } : {}),
  };
}

/** The head tags of an event's page; every value escaped for its place. */
export function eventHeadTags(head: EventPageHead): string {
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.event.info.name),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', 'summary'),
    `<script type="application/ld+json">${jsonForScript(eventJsonLd(head))}</script>`,
  ].join('\n    ');
}
