import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutDraftSchema, cartPageMessages } from '@bookfront/contract';
import { rememberPostLoginPath, takePostLoginPath } from '../../../entities/session/post-login.ts';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CheckoutButtons, checkoutChoiceOf } from './checkout-buttons.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const cart = cartFixture([cartItemFixture()]);
const settings = siteSettingsFixture({ guest_allow_checkout: true });

describe('checkoutChoiceOf', () => {
  it.each([
    ['a customer may pick up', { isLoggedIn: true }, { kind: 'customer', deliveries: ['pickup'] }],
    [
      'a customer may also ship where the store ships',
      { isLoggedIn: true, settings: { shipping_enabled: true } },
      { kind: 'customer', deliveries: ['pickup', 'ship'] },
    ],
    [
      'a customer gets no buttons below the order minimum',
      { isLoggedIn: true, cart: { meets_order_min: false } },
      { kind: 'none' },
    ],
    [
      'a customer gets no buttons with unavailable items',
      { isLoggedIn: true, cart: { contains_unavailable: true } },
      { kind: 'none' },
    ],
    [
      'a guest where guest checkout is off is asked to log in',
      { settings: { guest_allow_checkout: false } },
      { kind: 'guestLogInOnly' },
    ],
    [
      'a guest with unavailable items is told why not',
      { cart: { contains_unavailable: true } },
      { kind: 'guestRefused', reason: cartPageMessages.guestRefusedUnavailable },
    ],
    [
      'a guest whose cart cannot be picked up is told why not',
      { cart: { can_click_collect: false } },
      { kind: 'guestRefused', reason: cartPageMessages.guestRefusedPickUp },
    ],
    [
      'a guest below the order minimum gets no buttons, not even to log in and check out',
      { settings: { guest_allow_checkout: false }, cart: { meets_order_min: false } },
      { kind: 'none' },
    ],
    ['a guest may check out as a guest', {}, { kind: 'guest' }],
  ] as const)('%s', (_name, given, expected) => {
    const choice = checkoutChoiceOf({
      isLoggedIn: 'isLoggedIn' in given ? given.isLoggedIn : false,
      cart: { ...cart, ...('cart' in given ? given.cart : {}) },
      settings: { ...settings, ...('settings' in given ? given.settings : {}) },
    });

    expect(choice).toEqual(expected);
  });

  it('offers nothing for an empty cart', () => {
    expect(checkoutChoiceOf({ isLoggedIn: true, cart: cartFixture(), settings })).toEqual({ kind: 'none' });
  });
});

describe('CheckoutButtons', () => {
  it('sets pick up as the delivery and opens the contact step', async () => {
    const user = userEvent.setup();
    const draft = checkoutDraftSchema.parse({
      delivery: 'pickup',
      shipping: null,
      provider: null,
      batch: null,
      contact: { name: '', email: '', phone: '', preferred_communication: null, promo_code: '', instructions: '' },
      payment: null,
      cc_info: null,
    });
    const api = mockApi({
      'session/get': () => ({ json: sessionFixture({ cart }) }),
      'checkout/setDelivery': () => ({ json: { draft, cart } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderInShell(
      <CheckoutButtons choice={{ kind: 'customer', deliveries: ['pickup', 'ship'] }} onStockShort={() => {}} />,
    );

    await user.click(screen.getByRole('button', { name: cartPageMessages.pickUpInStore }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/contact'));
    // docs/features/checkout.md#stock-check: the session is read again before checkout starts.
    expect(api.calls.map((call) => call.action)).toEqual(['session/get', 'checkout/setDelivery']);
    expect(api.calls[1]).toMatchObject({ action: 'checkout/setDelivery', body: { delivery_preference: 'pickup' } });
  });

  it('sends a guest to log in with the cart as the way back', async () => {
    const user = userEvent.setup();
    rememberPostLoginPath('/somewhere-else');
    const { router } = renderInShell(<CheckoutButtons choice={{ kind: 'guestLogInOnly' }} onStockShort={() => {}} />);

    await user.click(screen.getByRole('link', { name: cartPageMessages.logInToCheckout }));

    expect(router.state.location.pathname).toBe('/account/login');
    expect(takePostLoginPath()).toBe('/checkout/cart');
  });

  it('explains to a guest why guest checkout is refused', async () => {
    const user = userEvent.setup();
    renderInShell(
      <CheckoutButtons
        choice={{ kind: 'guestRefused', reason: cartPageMessages.guestRefusedPickUp }}
        onStockShort={() => {}}
      />,
    );

    await user.click(screen.getByRole('button', { name: cartPageMessages.checkoutAsGuest }));

    expect(await screen.findByRole('dialog', { name: cartPageMessages.checkoutAsGuest })).toHaveTextContent(
      cartPageMessages.guestRefusedPickUp,
    );
  });
});
