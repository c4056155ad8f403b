import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMessages, listShareMessages, reportMessages, type ListItems, type Session } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
import { titleListFixture } from '../../../test/list-fixtures.ts';
import { cartFixture } from '../../../test/cart-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ListPage } from './list-page.tsx';

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const hungerGames = titleSummaryFixture();
const mockingjay = titleSummaryFixture({ eisbn: '9780439023511', title: 'Mockingjay' });

type Answer = { status?: number; json: unknown };

function renderList({
  path = '/lists/fav-1',
  session = { ...loggedInSessionFixture(), location_id: 'downtown', wishlist_id: 'fav-1' },
  list = (): Answer => ({ json: { list: titleListFixture() } }),
  items = (): Answer => ({ json: { rows: [hungerGames, mockingjay], row_count: 2 } satisfies ListItems }),
  handlers = {},
}: {
  path?: string;
  session?: Session;
  list?: (body: Record<string, unknown>) => Answer;
  items?: (body: Record<string, unknown>) => Answer;
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  const api = mockApi({
    'session/get': () => ({ json: session }),
    'titlelist/get': list,
    'titlelist/getItems': items,
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const page = (
    <Routes>
      <Route path="lists/:listId" element={<ListPage />} />
      <Route path="lists/:listId/:pageId" element={<ListPage />} />
    </Routes>
  );
  return { ...renderInShell(page, { path, session, settings: siteSettingsFixture() }), api };
}

describe('ListPage', () => {
  it('asks a guest to log in for a customer’s list', async () => {
    renderList({
      session: sessionFixture(),
      list: () => ({ status: 401, json: { error: listMessages.loginRequired, code: 'LOGIN_REQUIRED' } }),
    });

    expect(await screen.findByText(listMessages.loginToView)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows a guest the store’s own list, without Remove, Add all to cart or Copy to list', async () => {
    renderList({
      session: sessionFixture(),
      list: () => ({
        json: { list: titleListFixture({ name: 'Staff picks', is_favourites: false, is_store_list: true }) },
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff picks' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mockingjay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy to list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reportMessages.downloadPdf })).not.toBeInTheDocument();
  });

  it('offers a customer Add all to cart, Copy to list and Download PDF on the store’s own list, but no Share or Remove', async () => {
    renderList({
      list: () => ({
        json: { list: titleListFixture({ name: 'Staff picks', is_favourites: false, is_store_list: true }) },
      }),
    });

    expect(await screen.findByRole('button', { name: 'Add all to cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy to list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reportMessages.downloadPdf })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows the list under its name with each title, price, availability and controls', async () => {
    renderList();

    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'The Hunger Games' })).toHaveAttribute('href', '/item/9780439023481');
    expect(first.getByText('Suzanne Collins')).toBeInTheDocument();
    expect(first.getByText(/Mass Market Paperback/)).toBeInTheDocument();
    expect(first.getByText('$9.99')).toBeInTheDocument();
    expect(first.getByText('In stock')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Remove The Hunger Games' })).toBeInTheDocument();
    expect(screen.getByText(listMessages.titleCount(2))).toBeInTheDocument();
  });

  it('offers Share, Download spreadsheet and Import on a list with titles, and Import alone on an empty one', async () => {
    renderList();

    expect(await screen.findByRole('button', { name: listShareMessages.share })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: listShareMessages.downloadExcel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: listShareMessages.import })).toBeInTheDocument();
    cleanup();

    renderList({
      list: () => ({ json: { list: titleListFixture({ row_count: 0 }) } }),
      items: () => ({ json: { rows: [], row_count: 0 } satisfies ListItems }),
    });

    expect(await screen.findByRole('button', { name: listShareMessages.import })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: listShareMessages.share })).not.toBeInTheDocument();
  });

  it("says 'No products.' when the list is empty", async () => {
    renderList({
      list: () => ({ json: { list: titleListFixture({ row_count: 0 }) } }),
      items: () => ({ json: { rows: [], row_count: 0 } }),
    });

    expect(await screen.findByText(listMessages.empty)).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be found", async () => {
    renderList({ list: () => ({ status: 404, json: { error: listMessages.notFound, code: 'LIST_NOT_FOUND' } }) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(listMessages.notFound);
    expect(alert).toHaveTextContent(listMessages.error);
  });

  it('removes a title, names it in the store’s spelling, and shows the list again', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { api } = renderList({
      items: () => ({ json: { rows: removed ? [mockingjay] : [hungerGames, mockingjay], row_count: removed ? 1 : 2 } }),
      handlers: {
        'titlelist/removeItemsFromList': () => {
          removed = true;
          return { json: { list: titleListFixture({ row_count: 1 }), message: listMessages.itemsRemoved } };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove The Hunger Games' }));

    expect(await screen.findByText(listMessages.removedFromFavourites('The Hunger Games', 'favorites'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'The Hunger Games' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.action === 'titlelist/removeItemsFromList')?.body).toMatchObject({
      list_id: 'fav-1',
      eisbns: JSON.stringify(['9780439023481']),
    });
  });

  it('pages 26 titles at a time, with the page in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = renderList({
      list: () => ({ json: { list: titleListFixture({ row_count: 30 }) } }),
      items: (body) => ({
        json: { rows: [Number(body.offset) === 0 ? hungerGames : mockingjay], row_count: 30 },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Mockingjay' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lists/fav-1/2');
    expect(api.calls.filter((call) => call.action === 'titlelist/getItems').map((call) => call.body)).toEqual([
      expect.objectContaining({ list_id: 'fav-1', limit: 26, offset: 0 }),
      expect.objectContaining({ list_id: 'fav-1', limit: 26, offset: 26 }),
    ]);
  });

  it('adds every title to the cart with Add all to cart and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderList({
      handlers: {
        'titlelist/copyToCart': () => ({
          json: { cart: cartFixture(), message: 'Added to cart successfully.', added_count: 2, not_added: [] },
        }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Add all to cart' }));

    expect(await screen.findByText('Added to cart successfully.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'titlelist/copyToCart')?.body).toMatchObject({ list_id: 'fav-1' });
  });

  it('copies the list into another list chosen in the Copy to list dialog', async () => {
    const user = userEvent.setup();
    const summer = titleListFixture({ list_id: 'l-2', name: 'Summer', is_favourites: false, can_delete: true });
    const { api } = renderList({
      handlers: {
        'titlelist/getLists': () => ({
          json: {
            rows: [
              { ...titleListFixture(), contains_eisbn: false },
              { ...summer, contains_eisbn: false },
            ],
            row_count: 2,
          },
        }),
        'titlelist/copyFromList': () => ({
          json: { list: summer, message: 'List copied successfully.', added_count: 2 },
        }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Copy to list' }));
    const dialog = await screen.findByRole('dialog');
    const copy = within(dialog).getByRole('button', { name: 'Copy to list' });
    expect(copy).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'Summer' }));
    await user.click(copy);

    expect(await screen.findByText('List copied successfully.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'titlelist/copyFromList')?.body).toMatchObject({
      from_list_id: 'fav-1',
      to_list_id: 'l-2',
    });
  });

  it('copies the list into a new list named in the Copy to list dialog', async () => {
    const user = userEvent.setup();
    const beach = titleListFixture({ list_id: 'l-3', name: 'Beach', is_favourites: false, can_delete: true });
    const { api } = renderList({
      handlers: {
        'titlelist/getLists': () => ({
          json: { rows: [{ ...titleListFixture(), contains_eisbn: false }], row_count: 1 },
        }),
        'titlelist/create': () => ({ json: { list: beach, message: 'List created successfully.' } }),
        'titlelist/copyFromList': () => ({
          json: { list: beach, message: 'List copied successfully.', added_count: 2 },
        }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Copy to list' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'New list' }));
    const copy = within(dialog).getByRole('button', { name: 'Copy to list' });
    expect(copy).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/List name/), 'Beach');
    await user.click(copy);

    expect(await screen.findByText('List copied successfully.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'titlelist/create')?.body).toMatchObject({ name: 'Beach' });
    expect(api.calls.find((call) => call.action === 'titlelist/copyFromList')?.body).toMatchObject({
      from_list_id: 'fav-1',
      to_list_id: 'l-3',
    });
  });
});
