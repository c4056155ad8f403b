import { consoleContentMessages, consoleErrorCodes, eventErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { contentApp } from './content-test-app.ts';

const eisbn = '9780439023481';
const storyTime = {
  name: 'Story time',
  start: '2026-12-05 10:30',
  end: '2026-12-05 11:15',
  place: 'Riverbend Books',
  description: '<p>Songs and stories.</p><p>[calendar]</p>',
  books: [eisbn],
  tickets: [{ label: 'Reserve a seat', url: 'https://tickets.example/story' }],
};

describeEachDatabase('console/events/*', (dialect) => {
  async function withTitle() {
    const context = await contentApp(dialect);
    await context.catalog.title({ eisbn, title: 'The Hunger Games' });
    return context;
  }

  it('creates an event a shopper then finds on the events page, with its times read in the store’s zone', async () => {
    const { post, logIn } = await withTitle();
    const cookies = await logIn('manager@riverbend.example');

    const created = await post('console/events/create', storyTime, { cookies });
    const event = await post('event/get', { event_id: created.json().event_id });

    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ start: '2026-12-05 10:30', end: '2026-12-05 11:15', books: [eisbn] });
    // 10:30 in Los Angeles in December is 18:30 UTC.
    expect(created.json().from).toBe(Date.UTC(2026, 11, 5, 18, 30) / 1000);
    expect(event.json().event).toMatchObject({ info: { name: 'Story time', books: [eisbn] } });
  });

  it('writes the change and what it was into the audit log', async () => {
    const { post, logIn, auditOf } = await withTitle();
    const cookies = await logIn('manager@riverbend.example');
    const id = (await post('console/events/create', storyTime, { cookies })).json().event_id;

    await post(
      'console/events/update',
      { ...storyTime, event_id: id, name: 'Saturday story time', books: [] },
      { cookies },
    );
    await post('console/events/delete', { event_id: id }, { cookies });

    const entries = await auditOf('main');
    expect(entries.map((entry) => [entry.action, entry.subject, entry.staffEmail])).toEqual([
      ['event.create', id, 'manager@riverbend.example'],
      ['event.update', id, 'manager@riverbend.example'],
      ['event.delete', id, 'manager@riverbend.example'],
    ]);
    expect(JSON.parse(entries[1]?.before ?? '')).toMatchObject({ name: 'Story time', books: [eisbn] });
    expect(JSON.parse(entries[1]?.after ?? '')).toMatchObject({ name: 'Saturday story time', books: [] });
  });

  it('lists the store’s events soonest first and changes every field of one', async () => {
    const { post, logIn } = await withTitle();
    const cookies = await logIn('owner@riverbend.example');
    const nextWeek = { start: '2026-12-12 10:30', end: '2026-12-12 11:00' };
    const later = (await post('console/events/create', { ...storyTime, ...nextWeek }, { cookies })).json();
    await post('console/events/create', { ...storyTime, name: 'Book club', books: [], tickets: [] }, { cookies });

    const changes = { ...storyTime, ...nextWeek, place: 'The back room', tickets: [] };
    await post('console/events/update', { ...changes, event_id: later.event_id }, { cookies });
    const list = (await post('console/events/list', {}, { cookies })).json();

    expect(list.events.map((event: { name: string }) => event.name)).toEqual(['Book club', 'Story time']);
    expect(list.events[1]).toMatchObject({ place: 'The back room', tickets: [], start: '2026-12-12 10:30' });
  });

  it('refuses an end before the start and a time that is not one, on their fields, and changes nothing', async () => {
    const { post, logIn, auditOf } = await withTitle();
    const cookies = await logIn('manager@riverbend.example');

    const backwards = await post('console/events/create', { ...storyTime, end: '2026-12-05 09:00' }, { cookies });
    const nonsense = await post('console/events/create', { ...storyTime, start: '2026-02-30 10:00' }, { cookies });
    const unknownBook = await post('console/events/create', { ...storyTime, books: ['9780000000002'] }, { cookies });

    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ end: consoleContentMessages.eventEndsBeforeStart });
    expect(nonsense.json().fields).toEqual({ start: consoleContentMessages.eventTimeInvalid });
    expect(unknownBook.statusCode).toBe(400);
    expect((await post('console/events/list', {}, { cookies })).json().events).toEqual([]);
    expect(await auditOf('main')).toEqual([]);
  });

  it('refuses a clerk and anyone not logged in to the console', async () => {
    const { post, logIn } = await withTitle();
    const cookies = await logIn('clerk@riverbend.example');

    const clerk = await post('console/events/create', storyTime, { cookies });
    const nobody = await post('console/events/list', {});

    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(nobody.statusCode).toBe(401);
  });

  it('keeps each store’s events to its own staff: another store’s event is not found', async () => {
    const { post, logIn, harbour } = await withTitle();
    const riverbend = await logIn('manager@riverbend.example');
    const harbourCookies = await logIn('manager@harbour.example', 'other');
    const id = (await post('console/events/create', storyTime, { cookies: riverbend })).json().event_id;

    const list = await post('console/events/list', {}, { cookies: harbourCookies, headers: harbour });
    const update = await post(
      'console/events/update',
      { ...storyTime, event_id: id },
      { cookies: harbourCookies, headers: harbour },
    );
    const remove = await post('console/events/delete', { event_id: id }, { cookies: harbourCookies, headers: harbour });

    expect(list.json().events).toEqual([]);
    expect(update.statusCode).toBe(404);
    expect(remove.json().code).toBe(eventErrorCodes.notFound);
    expect((await post('console/events/list', {}, { cookies: riverbend })).json().events).toHaveLength(1);
  });
});
