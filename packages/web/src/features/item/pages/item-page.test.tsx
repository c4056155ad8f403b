import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogMessages, type TitleDetail } from '@bookfront/contract';
import { availabilityRowFixture, titleDetailFixture, titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ItemPage } from './item-page.tsx';

type Handlers = Parameters<typeof mockApi>[0];

function renderItem(
  title: TitleDetail | null,
  {
    handlers = {},
    settings = siteSettingsFixture(),
    session = sessionFixture({ location_id: 'downtown' }),
  }: {
    handlers?: Handlers;
    settings?: ReturnType<typeof siteSettingsFixture>;
    session?: ReturnType<typeof sessionFixture>;
  } = {},
) {
  const api = mockApi({
    'title/getItem': () =>
      title ? { json: title } : { status: 404, json: { error: 'That title was not found.', code: 'ITEM_NOT_FOUND' } },
    'title/getProductCode': () => ({ json: { isbn: '978-0-439-02348-1' } }),
    'title/getRelatedItems': () => ({ json: { groups: [] } }),
    'title/getSeriesItems': () => ({ json: { rows: [] } }),
    'title/getBindingItems': () => ({ json: { rows: [] } }),
    'title/getAuthorItems': () => ({
      json: { rows: [titleSummaryFixture({ eisbn: '9780439023498', title: 'Catching Fire' })] },
    }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const eisbn = title?.eisbn ?? '9780000000002';
  return { ...renderInShell(<ItemPage />, { path: `/item/${eisbn}`, settings, session }), api };
}

const forthcoming = titleDetailFixture({
  is_forthcoming: true,
  available: [availabilityRowFixture({ availability: 'forthcoming', onhand: 0, message: 'Releases Oct 1, 2026' })],
});

describe('ItemPage', () => {
  it('shows the title, byline, price and availability at the shopper’s location first', async () => {
    renderItem(titleDetailFixture());

    expect(await screen.findByRole('heading', { level: 1, name: 'The Hunger Games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suzanne Collins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Hunger Games' })).toHaveAttribute(
      'href',
      '/browse/filter/t/The%20Hunger%20Games/k/series',
    );
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    const locations = screen.getByRole('list', { name: 'Availability by location' });
    expect(within(locations).getAllByRole('listitem')[0]).toHaveTextContent('Riverbend Books DowntownYour store');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(document.title).toBe('The Hunger Games | Riverbend Books');
  });

  it('says Pre-order for a forthcoming title with nothing on hand', async () => {
    renderItem(forthcoming);

    expect(await screen.findByTestId('purchase-state')).toHaveTextContent(catalogMessages.preOrder);
    expect(screen.getAllByText('Releases Oct 1, 2026').length).toBeGreaterThan(0);
  });

  it('asks the shopper to contact the store and links to all editions when there is no price', async () => {
    renderItem(titleDetailFixture({ available: [availabilityRowFixture({ availability: 'no_price', message: '' })] }));

    expect(await screen.findByTestId('purchase-state')).toHaveTextContent(catalogMessages.contactStore);
    expect(screen.getByRole('link', { name: 'See all editions' })).toHaveAttribute(
      'href',
      '/browse/filter/k/keyword/t/The%20Hunger%20Games%20Suzanne%20Collins',
    );
    expect(screen.queryByText('$9.99')).not.toBeInTheDocument();
  });

  it('strikes through the list price of a discounted title', async () => {
    renderItem(
      titleDetailFixture({
        price: 2499,
        list_price_usa: 2899,
        available: [availabilityRowFixture({ price: 2499, discount: 14 })],
      }),
    );

    expect(await screen.findByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('$28.99').closest('s')).not.toBeNull();
    expect(screen.getByText('Save 14%')).toBeInTheDocument();
  });

  it('hides the price from a guest when the store shows guests no prices', async () => {
    renderItem(titleDetailFixture(), { settings: siteSettingsFixture({ guest_show_price: false }) });

    await screen.findByRole('heading', { level: 1, name: 'The Hunger Games' });

    expect(screen.queryByText('$9.99')).not.toBeInTheDocument();
  });

  it('says No Results for an unknown title', async () => {
    renderItem(null);

    expect(await screen.findByRole('heading', { level: 1, name: catalogMessages.itemNotFound })).toBeInTheDocument();
  });

  it('shows the tabs with content and asks for the product code on Details', async () => {
    const { api } = renderItem(titleDetailFixture());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Details' }));

    expect(await screen.findByText('978-0-439-02348-1')).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'title/getProductCode')).toBe(true);
    expect(screen.getByRole('link', { name: 'Fiction / General' })).toHaveAttribute(
      'href',
      '/browse/filter/s/FIC000000',
    );
    expect(screen.getByRole('tab', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bio' })).toBeInTheDocument();
  });

  it('links a store subject to its special subject filter', async () => {
    const subjects = [{ subject: 'Local authors', code: '__local', sub_labels: [{ label: 'Local authors' }] }];
    renderItem(titleDetailFixture({ subjects }));

    await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));

    expect(await screen.findByRole('link', { name: 'Local authors' })).toHaveAttribute(
      'href',
      '/browse/filter/n/__local',
    );
  });

  it('leaves out empty tabs and shows the server text in an Error dialog when the product code fails', async () => {
    renderItem(titleDetailFixture({ description: '', bio: [], reviews: [] }), {
      handlers: { 'title/getProductCode': () => ({ status: 502, json: { error: 'The code service is down.' } }) },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Error' });

    expect(within(dialog).getByText('The code service is down.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('strips scripts from the description', async () => {
    renderItem(
      titleDetailFixture({ description: '<p>Safe words</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }),
    );

    expect(await screen.findByText('Safe words')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it("says we're sorry when the shopper asks for other editions and there are none", async () => {
    renderItem(titleDetailFixture());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Show other editions' }));

    expect(await screen.findByText(catalogMessages.noOtherEditions)).toBeInTheDocument();
  });

  it("opens the author's titles in a dialog", async () => {
    renderItem(titleDetailFixture());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Suzanne Collins' }));

    const dialog = await screen.findByRole('dialog', { name: 'Books by Suzanne Collins' });
    expect(await within(dialog).findByRole('link', { name: 'Catching Fire' })).toHaveAttribute(
      'href',
      '/item/9780439023498',
    );
  });

  it('lists the first five audiobooks, then all of them on See all', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({
      title: `The Hunger Games, audio ${index + 1}`,
      narrators: ['Tatiana Maslany'],
      language: 'English',
      url: `https://libro.example/${index}`,
    }));
    renderItem(titleDetailFixture({ has_libro_audiobook: true }), {
      handlers: { 'title/getLibroAudiobooks': () => ({ json: { row_count: 7, rows, see_more_url: '' } }) },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'The Hunger Games, audio 5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'The Hunger Games, audio 6' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See all (7)' }));

    expect(screen.getByRole('link', { name: 'The Hunger Games, audio 7' })).toBeInTheDocument();
  });

  it('says so when the audiobook lookup fails', async () => {
    renderItem(titleDetailFixture({ has_libro_audiobook: true }), {
      handlers: { 'title/getLibroAudiobooks': () => ({ status: 502, json: { error: 'Provider down.' } }) },
    });

    expect(await screen.findByText(catalogMessages.audiobookProblem)).toBeInTheDocument();
  });
});
