import { commonErrorCodes, eventListSchema, eventMessages, eventResultSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time.ts';
import { createEventFactories } from '../../test/event-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { cartApp, hunger, mockingjay } from '../cart/test-app.ts';

const day = 86_400;

/** The cart's test store (three titles at Downtown) with another store beside it. */
async function eventsApp(dialect: Parameters<typeof cartApp>[0]) {
  const context = await cartApp(dialect);
  await context.app.factories.store({ id: 'other', settings: {} });
  return { ...context, events: createEventFactories(context.app.db) };
}

const listOf = (response: { json: () => unknown }) => eventListSchema.parse(response.json()).events;

describeEachDatabase('event/getList', (dialect) => {
  it('lists the events from one month back onwards, soonest first, with their books', async () => {
    const { post, store, events } = await eventsApp(dialect);
    const now = nowSeconds();
    const later = await events.event(store.id, { name: 'Book club', startsAt: now + 10 * day, books: [mockingjay] });
    const sooner = await events.event(store.id, { name: 'Story time', startsAt: now + 2 * day });
    const lastWeek = await events.event(store.id, { name: 'Poetry night', startsAt: now - 7 * day });
    await events.event(store.id, { name: 'Long ago', startsAt: now - 60 * day });

    const response = await post('event/getList');

    expect(response.statusCode).toBe(200);
    expect(listOf(response).map((event) => event.id)).toEqual([lastWeek, sooner, later]);
    expect(listOf(response)[2]).toMatchObject({ info: { name: 'Book club', books: [mockingjay], tickets: [] } });
  });

  it('starts at the day `from` names, in the store’s time zone', async () => {
    const { post, store, events } = await eventsApp(dialect);
    // December 1st starts at 08:00 UTC in Los Angeles: 00:30 there is 08:30 UTC, and an event
    // ending at 23:30 on November 30th there ends at 07:30 UTC on December 1st.
    const december = await events.event(store.id, { startsAt: 1_796_113_800, endsAt: 1_796_117_400 });
    await events.event(store.id, { startsAt: 1_796_106_600, endsAt: 1_796_110_200 });

    const response = await post('event/getList', { from: '20261201' });

    expect(listOf(response).map((event) => event.id)).toEqual([december]);
  });

  it('counts a view of each listed event only when asked', async () => {
    const { app, post, store, events } = await eventsApp(dialect);
    const id = await events.event(store.id, { startsAt: nowSeconds() + day });

    await post('event/getList', { increment_views: 'true' });
    await post('event/getList', { increment_views: true });
    await post('event/getList');

    const row = await app.db.selectFrom('events').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(2);
  });

  it('never lists another store’s events', async () => {
    const { post, events } = await eventsApp(dialect);
    await events.event('other', { startsAt: nowSeconds() + day });

    expect(listOf(await post('event/getList'))).toEqual([]);
  });

  it.each([{ from: '2026-12-01' }, { from: '20261332' }, { from: 20261201 }, { increment_views: 'maybe' }])(
    'answers 400 with field messages for %j',
    async (payload) => {
      const { post } = await eventsApp(dialect);

      const response = await post('event/getList', payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: commonErrorCodes.invalidInput });
    },
  );

  it('says how to write the day', async () => {
    const { post } = await eventsApp(dialect);

    const response = await post('event/getList', { from: 'tomorrow' });

    expect(response.json()).toMatchObject({ fields: { from: eventMessages.badDate } });
  });
});

describeEachDatabase('event/get', (dialect) => {
  it('answers the event with its books as titles with the store’s prices, in the bookseller’s order', async () => {
    const { post, store, events } = await eventsApp(dialect);
    const id = await events.event(store.id, {
      name: 'Meet the author',
      startsAt: nowSeconds() + day,
      place: 'Riverside room',
      tickets: [{ label: 'Reserve a seat', url: 'https://tickets.example.com/meet' }],
      books: [mockingjay, hunger],
    });

    const response = await post('event/get', { event_id: id });

    expect(response.statusCode).toBe(200);
    const { event } = eventResultSchema.parse(response.json());
    expect(event.info).toMatchObject({
      name: 'Meet the author',
      place: 'Riverside room',
      books: [mockingjay, hunger],
      tickets: [{ label: 'Reserve a seat', url: 'https://tickets.example.com/meet' }],
    });
    expect(event.rows.map((row) => [row.eisbn, row.price])).toEqual([
      [mockingjay, 1800],
      [hunger, 1200],
    ]);
  });

  it('counts a view when asked', async () => {
    const { app, post, store, events } = await eventsApp(dialect);
    const id = await events.event(store.id, { startsAt: nowSeconds() + day });

    await post('event/get', { event_id: id, increment_views: 'true' });

    const row = await app.db.selectFrom('events').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(1);
  });

  it('answers 404 for an unknown event and for another store’s, alike', async () => {
    const { post, events } = await eventsApp(dialect);
    const elsewhere = await events.event('other', { startsAt: nowSeconds() + day });

    const unknown = await post('event/get', { event_id: 'no-such-event' });
    const otherStore = await post('event/get', { event_id: elsewhere });

    for (const response of [unknown, otherStore]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: eventMessages.notFound, code: 'EVENT_NOT_FOUND' });
    }
  });

  it.each([{}, { event_id: '' }, { event_id: ['a'] }, { event_id: 'x'.repeat(65) }])(
    'answers 400 for %j',
    async (payload) => {
      const { post } = await eventsApp(dialect);

      const response = await post('event/get', payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: commonErrorCodes.invalidInput });
    },
  );
});
