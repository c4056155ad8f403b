import { expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createEventFactories } from '../../test/event-factories.ts';
import type { DatabaseDialect } from '../../db/database.ts';

const host = 'books.example';
// 19:00 on 2036-12-10 in Los Angeles (PST), 03:00 UTC on the 11th.
const readingStart = Date.UTC(2036, 11, 11, 3) / 1000;

async function storeWithEvent(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({ id: 'riverbend', name: 'Riverbend Books', hostnames: [host], settings });
  const eventId = await createEventFactories(app.db).event(store.id, {
    name: 'An Evening of Earthsea',
    description: '<p>Readings &amp; talk.</p>[calendar]<p>Seats are free.</p>',
    place: 'Riverbend Books Downtown',
    startsAt: readingStart,
    endsAt: readingStart + 90 * 60,
    tickets: [{ label: 'Reserve a seat', url: 'https://tickets.example.com/earthsea' }],
  });
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host } });
  return { app, eventId, get };
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describeEachDatabase('an event page for search engines', (dialect) => {
  it('puts the event’s title, description, Open Graph tags and a schema.org Event into the head', async () => {
    const { eventId, get } = await storeWithEvent(dialect);

    const response = await get(`/events/${eventId}`);

    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>An Evening of Earthsea | Riverbend Books</title>');
    expect(html).toContain('<meta name="description" content="Readings &amp; talk." />');
    expect(html).toContain(`<link rel="canonical" href="http://${host}/events/${eventId}" />`);
    expect(html).toContain('<meta property="og:title" content="An Evening of Earthsea" />');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'An Evening of Earthsea',
      description: 'Readings & talk.',
      url: `http://${host}/events/${eventId}`,
      startDate: '2036-12-10T19:00:00-08:00',
      endDate: '2036-12-10T20:30:00-08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Riverbend Books Downtown', address: 'Riverbend Books Downtown' },
      organizer: { '@type': 'Organization', name: 'Riverbend Books', url: `http://${host}/` },
      offers: { '@type': 'Offer', url: 'https://tickets.example.com/earthsea', name: 'Reserve a seat' },
    });
  });

  it('answers 404 with noindex for an unknown event, and leaves a day’s page to the app', async () => {
    const { get } = await storeWithEvent(dialect);

    const unknown = await get('/events/no-such-event');
    const day = await get('/events/20361210');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect(day.statusCode).toBe(200);
    expect(day.body).not.toContain('application/ld+json');
  });

  it('lists the events page and each event from one month back in the sitemap', async () => {
    const { app, eventId, get } = await storeWithEvent(dialect);
    await createEventFactories(app.db).event('riverbend', { startsAt: nowSeconds() - 90 * 86_400 });

    const response = await get('/sitemap.xml');

    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `http://${host}/`,
      `http://${host}/browse`,
      `http://${host}/contact-hours`,
      `http://${host}/events`,
      `http://${host}/events/${eventId}`,
    ]);
  });
});
