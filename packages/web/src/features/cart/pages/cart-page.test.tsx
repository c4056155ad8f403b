import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Cart, type Session, cartPageMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { availabilityRowFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
});

const hungerGames = cartItemFixture();
const catchingFire = cartItemFixture({
  title_info: { eisbn: '9780439023498', title: 'Catching Fire', price: 1299 },
  cart_info: { cart_id: 'line-2', quantity: 2, sold_price: 1099 },
});

function renderCart(
  cart: Cart,
  {
    handlers = {},
    settings = siteSettingsFixture(),
    session,
  }: {
    handlers?: Parameters<typeof mockApi>[0];
    settings?: ReturnType<typeof siteSettingsFixture>;
    session?: Session;
  } = {},
) {
  const current = session ?? sessionFixture({ location_id: 'downtown', cart });
  const api = mockApi({ 'session/get': () => ({ json: current }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderInShell(<CartPage />, { path: '/checkout/cart', settings, session: current }), api };
}

const summary = () => screen.getByRole('region', { name: 'Order summary' });
const summaryValue = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

describe('CartPage', () => {
  it('says the cart is empty', () => {
    renderCart(cartFixture());

    expect(screen.getByText(cartPageMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says online ordering is disabled when the store has the cart off', () => {
    renderCart(cartFixture([hungerGames]), { settings: siteSettingsFixture({ cart_enabled: false }) });

    expect(screen.getByText(cartPageMessages.orderingDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each line with its title link, availability, quantity and prices, and sums them up', () => {
    renderCart(cartFixture([hungerGames, catchingFire]));

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Catching Fire' })).toHaveAttribute(
      'href',
      '/item/9780439023498',
    );
    expect(rows[1]).toHaveTextContent('In stock');
    expect(rows[1]).toHaveTextContent('$21.98');
    expect(screen.getByRole('textbox', { name: 'Quantity of Catching Fire' })).toHaveValue('2');
    expect(summaryValue('Quantity')).toBe('3');
    expect(summaryValue('Subtotal')).toBe('$31.97');
    expect(summaryValue('Shipping')).toBe('TBD');
  });

  it('sets a line’s quantity and shows the new summary', async () => {
    const user = userEvent.setup();
    const after = cartFixture([
      hungerGames,
      { ...catchingFire, cart_info: { ...catchingFire.cart_info, quantity: 5 } },
    ]);
    const { api } = renderCart(cartFixture([hungerGames, catchingFire]), {
      handlers: { 'cart/add': () => ({ json: { cart: after } }) },
    });

    const box = screen.getByRole('textbox', { name: 'Quantity of Catching Fire' });
    await user.clear(box);
    await user.type(box, '5{Enter}');

    await waitFor(() => expect(summaryValue('Quantity')).toBe('6'));
    expect(api.calls.filter((call) => call.action === 'cart/add')).toHaveLength(1);
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
      cart_id: 'line-2',
      quantity: 5,
    });
  });

  it('removes a line whose quantity is set to 0', async () => {
    const user = userEvent.setup();
    const { api } = renderCart(cartFixture([hungerGames, catchingFire]), {
      handlers: { 'cart/add': () => ({ json: { cart: cartFixture([hungerGames]) } }) },
    });

    const box = screen.getByRole('textbox', { name: 'Quantity of Catching Fire' });
    await user.clear(box);
    await user.type(box, '0');
    await user.tab();

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Catching Fire' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
      cart_id: 'line-2',
      quantity: 0,
    });
  });

  it('removes one line with its Remove button', async () => {
    const user = userEvent.setup();
    const { api } = renderCart(cartFixture([hungerGames, catchingFire]), {
      handlers: { 'cart/removeItem': () => ({ json: { cart: cartFixture([catchingFire]) } }) },
    });

    await user.click(screen.getByRole('button', { name: 'Remove The Hunger Games' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'The Hunger Games' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.action === 'cart/removeItem')?.body).toMatchObject({ cart_id: 'line-1' });
  });

  it('removes everything after the shopper confirms', async () => {
    const user = userEvent.setup();
    const { api } = renderCart(cartFixture([hungerGames, catchingFire]), {
      handlers: { 'cart/removeAll': () => ({ json: { cart: cartFixture() } }) },
    });

    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all' });
    expect(dialog).toHaveTextContent(cartPageMessages.removeAllConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Remove all' }));

    expect(await screen.findByText(cartPageMessages.empty)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.action === 'cart/removeAll')).toHaveLength(1);
  });

  it('removes unavailable items and says so', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const unavailable = cartItemFixture({
      title_info: {
        eisbn: '9780000000019',
        title: 'Gone Book',
        available: availabilityRowFixture({ availability: 'out_of_print' }),
      },
      cart_info: { cart_id: 'line-3', cartable: false, cartable_logged_in: false },
    });
    renderCart(cartFixture([hungerGames, unavailable]), {
      handlers: {
        'cart/removeUnavailable': () => ({
          json: { cart: cartFixture([hungerGames]), message: cartPageMessages.removedUnavailable },
        }),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Remove unavailable items' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: cartPageMessages.removedUnavailable })),
    );
    expect(screen.queryByRole('button', { name: 'Remove unavailable items' })).not.toBeInTheDocument();
  });

  it('says when removing unavailable items failed', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    renderCart(cartFixture([cartItemFixture({ cart_info: { cartable: false } })]), {
      handlers: { 'cart/removeUnavailable': () => ({ status: 500, json: { error: 'Something went wrong.' } }) },
    });

    await user.click(screen.getByRole('button', { name: 'Remove unavailable items' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: cartPageMessages.removeUnavailableFailed })),
    );
  });

  it('marks lines a guest may only order with an account', () => {
    renderCart(cartFixture([cartItemFixture({ cart_info: { cartable: false, cartable_logged_in: true } })]));

    expect(screen.getByText(cartPageMessages.requiresAccount)).toBeInTheDocument();
  });

  it('does not mark lines for a logged-in customer as needing an account', () => {
    const cart = cartFixture([cartItemFixture({ cart_info: { cartable: false, cartable_logged_in: true } })]);
    renderCart(cart, { session: { ...loggedInSessionFixture(), cart } });

    expect(screen.queryByText(cartPageMessages.requiresAccount)).not.toBeInTheDocument();
  });

  it('names the registry a line buys for, and asks a guest to log in when that registry wants shipping', () => {
    const forRegistry = cartItemFixture({
      cart_info: { gift_registry_id: 'reg-1', gift_registry_info: { name: 'Grace and Sam', occasion: 'Wedding' } },
    });
    const cart = cartFixture([forRegistry]);
    const wantsShipping = { ...cart, summary: { ...cart.summary, contains_gift_registry_shipping: true } };
    renderCart(wantsShipping);

    expect(screen.getByText(cartPageMessages.forRegistry('Grace and Sam', 'Wedding'))).toBeInTheDocument();
    expect(screen.getByText(cartPageMessages.registryShippingLogin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  });

  it('does not ask a customer to log in for registry shipping', () => {
    const cart = cartFixture([cartItemFixture({ cart_info: { gift_registry_id: 'reg-1' } })]);
    const wantsShipping = { ...cart, summary: { ...cart.summary, contains_gift_registry_shipping: true } };
    renderCart(wantsShipping, { session: { ...loggedInSessionFixture(), cart: wantsShipping } });

    expect(screen.queryByText(cartPageMessages.registryShippingLogin)).not.toBeInTheDocument();
  });

  it('notes how many copies of a line are ordered in', () => {
    renderCart(
      cartFixture([
        cartItemFixture({
          cart_info: { quantity: 8, backorder_quantity: 2, backorder_sub_message: 'Usually ships in 3-5 days' },
        }),
      ]),
    );

    expect(screen.getByText(`${cartPageMessages.backordered(2)} · Usually ships in 3-5 days`)).toBeInTheDocument();
  });

  it('says when the subtotal is below the store’s order minimum', () => {
    renderCart(cartFixture([hungerGames], { meets_order_min: false }), {
      settings: siteSettingsFixture({ order_min: 2500 }),
    });

    expect(screen.getByText(cartPageMessages.belowOrderMinimum('$25.00'))).toBeInTheDocument();
  });

  it('applies a promo code, shows it in the summary and takes it off again', async () => {
    const user = userEvent.setup();
    const before = cartFixture([hungerGames]);
    const withCode: Cart = {
      ...before,
      summary: {
        ...before.summary,
        promo_codes: [{ code: 'TENOFF', description: '10% off', amount: 150, type: 'percent', automatic: false }],
      },
    };
    const { api } = renderCart(before, {
      handlers: {
        'checkout/addPromocode': () => ({
          json: { cart: withCode, message: cartPageMessages.promoCodeApplied('TENOFF') },
        }),
        'checkout/removePromocode': () => ({ json: { cart: before } }),
      },
    });

    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'tenoff');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await within(summary()).findByText('TENOFF: 10% off')).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'checkout/addPromocode')?.body).toMatchObject({ code: 'TENOFF' });
    await user.click(screen.getByRole('button', { name: 'Remove TENOFF' }));
    await waitFor(() => expect(within(summary()).queryByText('TENOFF: 10% off')).not.toBeInTheDocument());
  });

  it("shows the server's reason under the promo code box", async () => {
    const user = userEvent.setup();
    renderCart(cartFixture([hungerGames]), {
      handlers: {
        'checkout/addPromocode': () => ({
          status: 400,
          json: {
            error: cartPageMessages.promoCodeExpired,
            code: 'PROMO_CODE_EXPIRED',
            fields: { code: cartPageMessages.promoCodeExpired },
          },
        }),
      },
    });

    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'OLDNEWS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(cartPageMessages.promoCodeExpired)).toBeInTheDocument();
  });

  it('offers a customer a quote where the store takes quotes, and never a guest', () => {
    const cart = cartFixture([hungerGames]);
    const settings = siteSettingsFixture({ checkout: { quote_enabled: true } });

    renderCart(cart, { settings, session: { ...loggedInSessionFixture(), cart } });
    const forCustomer = screen.queryByRole('button', { name: cartPageMessages.requestQuote });
    cleanup();
    renderCart(cart, { settings });

    expect(forCustomer).not.toBeNull();
    expect(screen.queryByRole('button', { name: cartPageMessages.requestQuote })).not.toBeInTheDocument();
  });

  it('keeps the page of the cart table for the session', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 27 }, (_, index) =>
      cartItemFixture({
        title_info: { eisbn: `97800000${String(index).padStart(5, '0')}`, title: `Book ${index + 1}` },
        cart_info: { cart_id: `line-${index + 1}` },
      }),
    );
    renderCart(cartFixture(items));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Book 27' })).toBeInTheDocument();
    expect(sessionStorage.getItem('bookfront.cartPage')).toBe('2');
  });
});
