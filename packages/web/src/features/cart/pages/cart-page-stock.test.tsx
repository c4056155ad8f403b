import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMessages, checkoutDraftSchema, type Cart, type Session, cartPageMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { availabilityRowFixture } from '../../../test/catalog-fixtures.ts';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
});

const twoInCart = (onhand: number, cartable = true) =>
  cartItemFixture({
    title_info: { available: availabilityRowFixture({ onhand, is_extra_orderable: false }) },
    cart_info: { quantity: 2, cartable },
  });

function renderCart(
  session: Session,
  { handlers = {}, answers }: { handlers?: Parameters<typeof mockApi>[0]; answers?: Session[] } = {},
) {
  // session/get answers each of `answers` in turn, then the last one again.
  const queue = [...(answers ?? [session])];
  const api = mockApi({
    'session/get': () => ({ json: queue.length > 1 ? queue.shift() : queue[0] }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderInShell(<CartPage />, { path: '/checkout/cart', session }), api };
}

const draft = checkoutDraftSchema.parse({
  delivery: 'pickup',
  shipping: null,
  provider: null,
  batch: null,
  contact: { name: '', email: '', phone: '', preferred_communication: null, promo_code: '', instructions: '' },
  payment: null,
  cc_info: null,
});

const customerWith = (cart: Cart): Session => ({ ...loggedInSessionFixture(), location_id: 'downtown', cart });

describe('the cart and stock', () => {
  it('says a line above what is on hand has only that many, and takes that many', async () => {
    const user = userEvent.setup();
    const after = cartFixture([cartItemFixture({ cart_info: { quantity: 1 } })]);
    const { api } = renderCart(customerWith(cartFixture([twoInCart(1, false)])), {
      handlers: { 'cart/add': () => ({ json: { cart: after } }) },
    });

    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent(cartMessages.onlyInStock(1));
    expect(row).not.toHaveTextContent('In stock');
    await user.click(within(row).getByRole('button', { name: `${cartMessages.takeOnHand(1)} of The Hunger Games` }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
        cart_id: 'line-1',
        quantity: 1,
      }),
    );
  });

  it('reads the session again before checkout and offers to adjust the cart when stock fell', async () => {
    const user = userEvent.setup();
    const before = customerWith(cartFixture([twoInCart(5)]));
    const fell = customerWith(cartFixture([twoInCart(1, false)]));
    const adjusted = cartFixture([cartItemFixture({ cart_info: { quantity: 1 } })]);
    const { api } = renderCart(before, {
      answers: [before, fell],
      handlers: {
        'cart/add': () => ({ json: { cart: adjusted } }),
        'checkout/setDelivery': () => ({ json: { draft, cart: adjusted } }),
      },
    });
    await waitFor(() => expect(api.calls.filter((call) => call.action === 'session/get')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: cartPageMessages.pickUpInStore }));

    const dialog = await screen.findByRole('dialog', { name: cartPageMessages.cartAdjustment });
    expect(dialog).toHaveTextContent(cartMessages.onlyInStock(1));
    expect(api.calls.some((call) => call.action === 'checkout/setDelivery')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: cartPageMessages.adjustCart }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.action).slice(-2)).toEqual(['cart/add', 'checkout/setDelivery']),
    );
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({ quantity: 1 });
  });

  it('shows the Error state, not the old cart, when the cart cannot be read again', async () => {
    const api = mockApi({ 'session/get': () => ({ status: 500, json: { error: 'Something went wrong.' } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<CartPage />, {
      path: '/checkout/cart',
      session: sessionFixture({ location_id: 'downtown', cart: cartFixture([cartItemFixture()]) }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(cartPageMessages.loadFailed);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: cartPageMessages.tryAgain })).toBeInTheDocument();
  });
});

describe('cart lines', () => {
  it('resets a letter typed in a quantity box to 1, so Enter never removes the line', async () => {
    const user = userEvent.setup();
    const item = cartItemFixture({ cart_info: { quantity: 3 } });
    const { api } = renderCart(customerWith(cartFixture([item])), {
      handlers: { 'cart/add': () => ({ json: { cart: cartFixture([cartItemFixture()]) } }) },
    });
    const box = screen.getByRole('textbox', { name: 'Quantity of The Hunger Games' });
    expect(box).toHaveAttribute('maxLength', '3');

    await user.clear(box);
    await user.type(box, 'x');
    expect(box).toHaveValue('1');
    await user.type(box, '{Enter}');

    await waitFor(() =>
      expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({ quantity: 1 }),
    );
  });

  it('shows the saving of a line on sale, measured from its list price', () => {
    const onSale = cartItemFixture({
      title_info: { list_price: 1500, available: availabilityRowFixture({ row_price: 1000, price: 1000 }) },
      cart_info: { sold_price: 1000 },
    });

    renderCart(customerWith(cartFixture([onSale])));

    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('$15.00');
    expect(row).toHaveTextContent(cartPageMessages.save(33));
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('Discounts')).toBeInTheDocument();
  });

  it('says what logging in changed in the cart', () => {
    const notice = cartPageMessages.mergeReduced('The Hunger Games', 2);

    renderCart(customerWith(cartFixture([cartItemFixture()], { notices: [notice] })));

    expect(screen.getByText(cartPageMessages.mergeHeading)).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('says which promo code a new one replaced', async () => {
    const user = userEvent.setup();
    const cart = cartFixture([cartItemFixture()]);
    renderCart(customerWith(cart), {
      handlers: {
        'checkout/addPromocode': () => ({
          json: { cart, message: cartPageMessages.promoCodeReplaced('FIVEOFF', ['TENOFF']) },
        }),
      },
    });

    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'fiveoff{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      cartPageMessages.promoCodeReplaced('FIVEOFF', ['TENOFF']),
    );
  });
});
