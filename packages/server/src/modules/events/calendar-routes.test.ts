import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createEventFactories } from '../../test/event-factories.ts';

// 19:00 on 2036-12-10 in Los Angeles is 03:00 UTC on the 11th (the feed lists events from one month back).
const readingStart = Date.UTC(2036, 11, 11, 3) / 1000;

async function feedApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const app = await buildTestApp({ dialect });
  await app.factories.store({ id: 'main', name: 'Riverbend Books', isDefault: true, settings });
  await app.factories.store({ id: 'other', settings: {} });
  const events = createEventFactories(app.db);
  return { app, events };
}

const veventsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');

describeEachDatabase('GET /events.ics', (dialect) => {
  it('answers the store’s events as iCalendar, in Pacific time with its VTIMEZONE', async () => {
    const { app, events } = await feedApp(dialect);
    const id = await events.event('main', {
      name: 'An Evening of Earthsea',
      startsAt: readingStart,
      endsAt: readingStart + 90 * 60,
      place: 'Riverbend Books Downtown',
      description: '<p>Readings.</p>[calendar]<p>Free seats.</p>',
    });
    await events.event('other', { name: 'Not ours', startsAt: readingStart });

    const response = await app.inject({ method: 'GET', url: '/events.ics', headers: { host: 'riverbend.example' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Los_Angeles');
    const [vevent, ...others] = calendar.getAllSubcomponents('vevent');
    expect(others).toEqual([]);
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('An Evening of Earthsea');
    expect(event.location).toBe('Riverbend Books Downtown');
    expect(event.uid).toBe(`${id}@riverbend.example`);
    expect(event.startDate.toString()).toBe('2036-12-10T19:00:00');
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Los_Angeles');
    expect(event.endDate.toString()).toBe('2036-12-10T20:30:00');
    expect(event.description).toBe(`Readings. Free seats.\n\nhttp://riverbend.example/events/${id}`);
  });

  it('answers one event for Add to calendar, and 404 for another store’s or an unknown one', async () => {
    const { app, events } = await feedApp(dialect);
    const ours = await events.event('main', { startsAt: readingStart });
    await events.event('main', { startsAt: readingStart + 86_400 });
    const theirs = await events.event('other', { startsAt: readingStart });
    const get = (query: string) => app.inject({ method: 'GET', url: `/events.ics${query}` });

    const one = await get(`?event_id=${ours}`);

    expect(veventsOf(one.body)).toHaveLength(1);
    expect((await get(`?event_id=${theirs}`)).statusCode).toBe(404);
    expect((await get('?event_id=nope')).statusCode).toBe(404);
    expect((await get('?event_id=a&event_id=b')).statusCode).toBe(404);
  });

  it('is not served for a private site', async () => {
    const { app, events } = await feedApp(dialect, { is_private: true });
    await events.event('main', { startsAt: readingStart });

    const response = await app.inject({ method: 'GET', url: '/events.ics' });

    expect(response.statusCode).toBe(404);
  });
});
