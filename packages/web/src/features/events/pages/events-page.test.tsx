import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventMessages, type EventSummary, type StoreEvent } from '@bookfront/contract';
import { titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { EventsPage } from './events-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = 86_400;
const soon = Math.floor(Date.now() / 1000) + 2 * day;

const eventFixture = (overrides: Partial<EventSummary> & { name?: string } = {}): EventSummary => ({
  id: overrides.id ?? 'story-time',
  from: overrides.from ?? soon,
  to: (overrides.from ?? soon) + 3600,
  info: {
    name: overrides.name ?? 'Saturday Story Time',
    description: '<p>Picture books read aloud.</p>[calendar]<p>Bring a friend.</p>',
    img_path: '',
    place: 'Riverbend Books Downtown',
    books: [],
    tickets: [],
  },
});

function renderEvents(path: string, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(
    <Routes>
      <Route path="events" element={<EventsPage />} />
      <Route path="events/:filter" element={<EventsPage />} />
    </Routes>,
    { path },
  );
  return api;
}

describe('EventsPage', () => {
  it('lists the first 3 events from one month back, counting views, with View all events', async () => {
    const events = [1, 2, 3, 4].map((n) => eventFixture({ id: `e${n}`, name: `Event ${n}`, from: soon + n * day }));
    const api = renderEvents('/events', { 'event/getList': () => ({ json: { events } }) });

    const list = await screen.findByRole('list');

    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Event 1', 'Event 2', 'Event 3']);
    expect(within(list).getAllByText('Picture books read aloud.')).toHaveLength(3);
    expect(screen.getByRole('link', { name: eventMessages.viewAll })).toHaveAttribute('href', '/events?all=1');
    expect(api.calls.find((call) => call.action === 'event/getList' && call.body.increment_views)).toBeDefined();
  });

  it('shows an event with its books, the date where the calendar marker stands, and Copy link', async () => {
    const event: StoreEvent = { ...eventFixture(), rows: [titleSummaryFixture()] };
    renderEvents('/events/story-time', { 'event/get': () => ({ json: { event } }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday Story Time' })).toBeInTheDocument();
    const texts = [...document.querySelectorAll('p, dt')].map((node) => node.textContent);
    expect(texts.indexOf('Picture books read aloud.')).toBeLessThan(texts.indexOf(eventMessages.when));
    expect(texts.indexOf(eventMessages.when)).toBeLessThan(texts.indexOf('Bring a friend.'));
    expect(screen.getByRole('heading', { name: titleSummaryFixture().title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: eventMessages.copyLink })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: eventMessages.addToCalendar })).toHaveAttribute(
      'href',
      '/events.ics?event_id=story-time',
    );
  });

  it('says so when the event is not found', async () => {
    renderEvents('/events/gone', {
      'event/get': () => ({ status: 404, json: { error: eventMessages.notFound, code: 'EVENT_NOT_FOUND' } }),
    });

    expect(await screen.findByText(eventMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: eventMessages.backToEvents })).toHaveAttribute('href', '/events');
  });

  it('reads an eight-digit filter as a day and lists that day’s events', async () => {
    const api = renderEvents('/events/20261205', { 'event/getList': () => ({ json: { events: [] } }) });

    expect(await screen.findByText(eventMessages.noEventsOn('Saturday, December 5, 2026'))).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'event/getList' && call.body.from === '20261205')).toBe(true);
  });
});
