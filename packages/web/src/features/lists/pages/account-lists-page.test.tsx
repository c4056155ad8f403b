import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListRow } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { titleListFixture } from '../../../test/list-fixtures.ts';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AccountListsPage } from './account-lists-page.tsx';

afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

const favourites: ListRow = { ...titleListFixture(), contains_eisbn: false };
const summer: ListRow = {
  ...titleListFixture({ list_id: 'l-2', name: 'Summer reads', is_favourites: false, can_delete: true, row_count: 1 }),
  contains_eisbn: false,
};

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}, rows: ListRow[] = [favourites, summer]) {
  const api = mockApi({
    'titlelist/getLists': () => ({ json: { rows, row_count: rows.length } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(<AccountListsPage />, { path: '/account/lists', session: loggedInSessionFixture() });
  return api;
}

describe('AccountListsPage', () => {
  it('asks a guest to log in', () => {
    renderInShell(<AccountListsPage />, { path: '/account/lists', session: sessionFixture() });

    expect(screen.getByText('You must be logged in to view.')).toBeInTheDocument();
  });

  it("shows the customer's lists, favourites first, each linking to its page; only named lists can be renamed or deleted", async () => {
    renderPage();

    const lists = within(await screen.findByRole('list', { name: 'My lists' })).getAllByRole('listitem');
    expect(lists).toHaveLength(2);
    expect(within(lists[0] as HTMLElement).getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/lists/fav-1',
    );
    expect(within(lists[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(lists[1] as HTMLElement).getByRole('button', { name: 'Delete Summer reads' })).toBeInTheDocument();
  });

  it('says No results when no list matches the search, and sends the search term', async () => {
    const api = renderPage({}, []);

    await userEvent.type(await screen.findByLabelText('Search lists by ISBN or keyword'), 'poetry{Enter}');

    expect(await screen.findByText('No results')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject({ action: 'titlelist/getLists', body: { search_term: 'poetry' } }),
    );
  });

  it('creates a list from a dialog whose Save is enabled only with a name', async () => {
    const api = renderPage({
      'titlelist/create': () => ({ json: { list: summer, message: 'List created successfully.' } }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Create list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/List name/), 'Summer reads');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    expect(await screen.findByText('List created successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      action: 'titlelist/create',
      body: expect.objectContaining({ name: 'Summer reads' }),
    });
  });

  it('deletes a list once the customer confirms', async () => {
    const api = renderPage({ 'titlelist/delete': () => ({ json: { message: 'List deleted successfully.' } }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Summer reads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Summer reads?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('List deleted successfully.')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ action: 'titlelist/delete', body: expect.objectContaining({ list_id: 'l-2' }) });
  });

  it('pages 10 lists at a time and goes back a page when the last page empties', async () => {
    const user = userEvent.setup();
    let total = 11;
    const api = mockApi({
      'titlelist/getLists': (body) => ({
        json: { rows: Number(body.offset) === 0 ? [favourites] : total > 10 ? [summer] : [], row_count: total },
      }),
      'titlelist/delete': () => {
        total = 10;
        return { json: { message: 'List deleted successfully.' } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<AccountListsPage />, { path: '/account/lists', session: loggedInSessionFixture() });

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Summer reads' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('link', { name: 'Favorites' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.action === 'titlelist/getLists').map((call) => call.body.offset)).toEqual(
      expect.arrayContaining([0, 10]),
    );
    expect(screen.queryByText('No results')).toBeNull();
  });
});
