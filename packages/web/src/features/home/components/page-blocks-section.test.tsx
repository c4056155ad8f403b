import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomBlock, EventSummary } from '@bookfront/contract';
import { titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { PageBlocksSection } from './page-blocks-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const blockFixture = (overrides: Partial<CustomBlock>): CustomBlock => ({
  id: 'block-1',
  type: 'list',
  placement: 'featured',
  name: '',
  header: 'Staff picks',
  header_visible: true,
  description: '',
  list_id: 'staff-picks',
  event_id: '',
  calendar_widgets: false,
  has_titles: true,
  limit: 24,
  image: '',
  link: '',
  rows: [],
  row_count: 0,
  events: [],
  ...overrides,
});

const eventFixture = (id: string, name: string): EventSummary => ({
  id,
  from: Math.floor(Date.now() / 1000) + 86_400,
  to: Math.floor(Date.now() / 1000) + 90_000,
  info: { name, description: '<p>Read aloud.</p>', img_path: '', place: 'Downtown', books: [], tickets: [] },
});

function renderBlocks(blocks: CustomBlock[]) {
  const api = mockApi({ 'titlelist/getCustom': () => ({ json: { blocks } }) });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(<PageBlocksSection pageId="home" empty={<p>Nothing here</p>} />, { path: '/' });
  return api;
}

describe('PageBlocksSection', () => {
  it('shows a list block as a slider of its covers with View all N products leading to the list', async () => {
    const rows = [titleSummaryFixture(), titleSummaryFixture({ eisbn: '9780439023511', title: 'Mockingjay' })];
    renderBlocks([blockFixture({ rows, row_count: 30 })]);

    const section = await screen.findByRole('region', { name: 'Staff picks' });
    const slider = within(section).getByRole('list', { name: 'Staff picks' });
    expect(within(slider).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slider).getByRole('link', { name: /Mockingjay/ })).toHaveAttribute('href', '/item/9780439023511');
    expect(within(section).getByRole('link', { name: 'View all 30 products' })).toHaveAttribute(
      'href',
      '/lists/staff-picks',
    );
    expect(within(section).getByRole('button', { name: 'Previous: Staff picks' })).toBeDisabled();
  });

  it('shows an event block’s events with View all events, and the sidebar beside the main blocks', async () => {
    renderBlocks([
      blockFixture({
        id: 'events',
        type: 'event',
        placement: 'left_sidebar',
        header: '',
        events: [eventFixture('e1', 'Story time'), eventFixture('e2', 'Book club')],
      }),
      blockFixture({ id: 'words', type: 'html', header: 'Our story', description: '<p>Since 1987.</p>' }),
    ]);

    const sidebar = await screen.findByRole('complementary', { name: 'From the store' });
    expect(within(sidebar).getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Story time' })).toHaveAttribute('href', '/events/e1');
    expect(within(sidebar).getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events');
    expect(screen.getByText('Since 1987.')).toBeInTheDocument();
  });

  it('shows the events calendar beside an event block that asks for it, a day with events leading to its page', async () => {
    // Today, so the calendar opens at the month that has it.
    const now = Math.floor(Date.now() / 1000);
    const story = { ...eventFixture('e1', 'Story time'), from: now, to: now + 3600 };
    const api = mockApi({
      'titlelist/getCustom': () => ({
        json: {
          blocks: [blockFixture({ id: 'events', type: 'event', header: '', calendar_widgets: true, events: [story] })],
        },
      }),
      'event/getList': () => ({ json: { events: [story] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<PageBlocksSection pageId="home" />, { path: '/' });
    const starts = new Date(story.from * 1000);
    const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' })
      .format(starts)
      .replaceAll('-', '');

    const section = await screen.findByRole('region', { name: 'Upcoming events' });
    const link = await within(section).findByRole('link', { name: /1 event/ });
    const calendar = within(section).getByRole('region', { name: /^\w+ \d{4}$/ });

    expect(link).toHaveAttribute('href', `/events/${dayKey}`);
    expect(calendar).not.toHaveAttribute('aria-busy');
    expect(api.calls.find((call) => call.action === 'event/getList')?.body).toMatchObject({
      from: `${dayKey.slice(0, 6)}01`,
    });
  });

  it('shows what the page says when it has no blocks', async () => {
    renderBlocks([]);

    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
});
