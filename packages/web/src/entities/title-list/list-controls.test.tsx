import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInSessionFixture } from '../../test/account-fixtures.ts';
import { titleListFixture } from '../../test/list-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { FavouriteButton, ListsMenu } from './list-controls.tsx';

afterEach(cleanup);

const hunger = '9780439023481';

describe('FavouriteButton', () => {
  it('adds the title to the favourites list, made on first use, and then says Favorited', async () => {
    const session = { ...loggedInSessionFixture(), wishlist_id: null, wishlist: [] };
    const api = mockApi({
      'titlelist/addItemToList': () => ({
        json: {
          list: titleListFixture(),
          session: { ...session, wishlist_id: 'fav-1', wishlist: [{ eisbn: hunger }] },
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<FavouriteButton eisbn={hunger} title="The Hunger Games" />, {
      session,
      settings: siteSettingsFixture(),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Favorite: The Hunger Games' }));

    const pressed = await screen.findByRole('button', { name: 'Favorited: The Hunger Games' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls).toEqual([
      { action: 'titlelist/addItemToList', body: expect.objectContaining({ eisbn: hunger, return_session: true }) },
    ]);
  });

  it('takes a favourited title off the favourites list', async () => {
    const session = { ...loggedInSessionFixture(), wishlist_id: 'fav-1', wishlist: [{ eisbn: hunger }] };
    const api = mockApi({
      'titlelist/removeItemFromList': () => ({
        json: { list: titleListFixture(), session: { ...session, wishlist: [] } },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<FavouriteButton eisbn={hunger} title="The Hunger Games" />, { session });

    await userEvent.click(screen.getByRole('button', { name: 'Favorited: The Hunger Games' }));

    expect(await screen.findByRole('button', { name: 'Favorite: The Hunger Games' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ action: 'titlelist/removeItemFromList', body: { list_id: 'fav-1' } });
  });

  it('asks a guest to log in or sign up', async () => {
    renderInShell(<FavouriteButton eisbn={hunger} title="The Hunger Games" />, { session: sessionFixture() });

    await userEvent.click(screen.getByRole('button', { name: 'Favorite: The Hunger Games' }));

    expect(await screen.findByText('You must login or sign up to use this feature.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('ListsMenu', () => {
  it('loads the lists on first open and says so when there are none but the favourites', async () => {
    const api = mockApi({
      'titlelist/getLists': () => ({
        json: { rows: [{ ...titleListFixture(), contains_eisbn: false }], row_count: 1 },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ListsMenu eisbn={hunger} title="The Hunger Games" />, { session: loggedInSessionFixture() });
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Lists: The Hunger Games' }));

    expect(await screen.findByText(/No lists created -/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage lists', hidden: true })).toHaveAttribute('href', '/account/lists');
    expect(api.calls[0]).toMatchObject({ action: 'titlelist/getLists', body: { eisbn: hunger } });
  });

  it('adds the title to a named list chosen from the dropdown', async () => {
    const summer = {
      ...titleListFixture({ list_id: 'l-2', name: 'Summer', is_favourites: false }),
      contains_eisbn: false,
    };
    const api = mockApi({
      'titlelist/getLists': () => ({ json: { rows: [summer], row_count: 1 } }),
      'titlelist/addItemToList': () => ({ json: { list: summer } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ListsMenu eisbn={hunger} title="The Hunger Games" />, { session: loggedInSessionFixture() });

    await userEvent.click(screen.getByRole('button', { name: 'Lists: The Hunger Games' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to Summer', hidden: true }));

    await waitFor(() =>
      expect(api.calls).toContainEqual({
        action: 'titlelist/addItemToList',
        body: expect.objectContaining({ list_id: 'l-2', eisbn: hunger }),
      }),
    );
  });

  it('asks a guest to log in or sign up', async () => {
    renderInShell(<ListsMenu eisbn={hunger} title="The Hunger Games" />, { session: sessionFixture() });

    await userEvent.click(screen.getByRole('button', { name: 'Lists: The Hunger Games' }));

    expect(await screen.findByText('You must login or sign up to use this feature.')).toBeInTheDocument();
  });
});
