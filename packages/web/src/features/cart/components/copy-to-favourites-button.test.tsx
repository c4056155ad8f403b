import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMessages, type CopyCartToListResult, type Session } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { titleListFixture } from '../../../test/list-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CartPage } from '../pages/cart-page.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
});

const cart = cartFixture([cartItemFixture()]);
const customer: Session = { ...loggedInSessionFixture(), location_id: 'downtown', cart };

function copied(addedCount: number): CopyCartToListResult {
  return {
    list: titleListFixture({ row_count: addedCount }),
    cart,
    added_count: addedCount,
  };
}

function renderCart(session: Session, handlers: Parameters<typeof mockApi>[0] = {}, isAmerican = true) {
  const api = mockApi({ 'session/get': () => ({ json: session }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  const settings = siteSettingsFixture({ store_info: { is_american: isAmerican } });
  return { ...renderInShell(<CartPage />, { path: '/checkout/cart', settings, session }), api };
}

describe('Copy to favourites on the cart page', () => {
  it('is not offered to a guest', () => {
    renderCart(sessionFixture({ location_id: 'downtown', cart }));
    expect(screen.queryByRole('button', { name: /^Copy to / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove all' })).toBeInTheDocument();
  });

  it('says favourites where the store is not American', () => {
    renderCart(customer, {}, false);

    expect(screen.getByRole('button', { name: 'Copy to favourites' })).toBeInTheDocument();
  });

  it('copies the cart, says how many titles were copied and links to the list', async () => {
    const user = userEvent.setup();
    const { api, router } = renderCart(customer, { 'cart/copyCartToList': () => ({ json: copied(1) }) });

    await user.click(screen.getByRole('button', { name: 'Copy to favorites' }));

    expect(await screen.findByText(listMessages.copiedToFavourites(1, 'favorites'))).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'cart/copyCartToList')?.body).not.toHaveProperty('list_id');
    const link = screen.getByRole('link', { name: 'View favorites' });
    expect(link).toHaveAttribute('href', '/lists/fav-1');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/fav-1'));
  });

  it('shows the server’s message when the copy fails', async () => {
    const user = userEvent.setup();
    renderCart(customer, {
      'cart/copyCartToList': () => ({
        status: 409,
        json: { error: listMessages.nothingToCopy, code: 'NOTHING_TO_COPY' },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Copy to favorites' }));

    expect(await screen.findByText(listMessages.nothingToCopy)).toBeInTheDocument();
  });
});
