import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutErrorCodes,
  checkoutMessages,
  checkoutStepMessages,
  emptyCheckoutDraft,
  type CheckoutState,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ReviewStep } from './review-step.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const state: CheckoutState = {
  draft: {
    ...emptyCheckoutDraft,
    delivery: 'pickup',
    payment: 'pickup',
    contact: { ...emptyCheckoutDraft.contact, name: 'Gale', email: 'gale@example.com', phone: '503 555 0199' },
  },
  cart: cartFixture([cartItemFixture()]),
};

type Answer = { status?: number; json: unknown };

function stubApi(answers: Answer[]) {
  const api = mockApi({
    'checkout/get': () => ({ json: state }),
    'checkout/submit': () => answers.shift() ?? { json: { order_number: '100001' } },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const submits = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.action === 'checkout/submit');

describe('ReviewStep', () => {
  it('sends the cart checksum and the guest contact, then opens the order with its success marker', async () => {
    const api = stubApi([]);
    const user = userEvent.setup();
    const { router } = renderInShell(<ReviewStep state={state} />, { path: '/checkout/review' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.placeOrder }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/100001'));
    expect(router.state.location.search).toBe('?success=1');
    expect(submits(api)[0]?.body).toMatchObject({
      checksum: state.cart.checksum,
      payment_choice: 'pickup',
      name: 'Gale',
      email: 'gale@example.com',
    });
  });

  it("names the chosen pick up location with its own street address, not the store's", async () => {
    stubApi([]);
    const atEastside: CheckoutState = {
      ...state,
      draft: {
        ...state.draft,
        pickup_location: {
          location_id: 'eastside',
          name: 'Riverbend Books Eastside',
          address: '3020 SE Division Street',
          city: 'Portland',
          province: 'OR',
          postal_code: '97202',
          country: 'US',
        },
      },
    };

    renderInShell(<ReviewStep state={atEastside} />, {
      path: '/checkout/review',
      session: sessionFixture({ location_id: 'eastside' }),
    });

    expect(screen.getByText('Riverbend Books Eastside')).toBeInTheDocument();
    expect(screen.getByText('3020 SE Division Street, Portland, OR')).toBeInTheDocument();
    expect(screen.queryByText(/120 River Street/)).not.toBeInTheDocument();
  });

  it('tries a failed order again with the same request id, so it is placed once', async () => {
    const api = stubApi([{ status: 500, json: { error: 'Something went wrong.' } }]);
    const user = userEvent.setup();
    renderInShell(<ReviewStep state={state} />, { path: '/checkout/review' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.placeOrder }));
    const dialog = await screen.findByRole('dialog', { name: checkoutStepMessages.submitErrorHeading });
    expect(dialog).toHaveTextContent(checkoutMessages.submitFailed('Something went wrong.'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.placeOrder }));

    await waitFor(() => expect(submits(api)).toHaveLength(2));
    const [first, second] = submits(api);
    expect(second?.body.uuid).toBe(first?.body.uuid);
  });

  it('offers Return to cart when the inventory is gone', async () => {
    stubApi([
      {
        status: 409,
        json: { error: checkoutMessages.inventoryGone, code: checkoutErrorCodes.inventoryGone },
      },
    ]);
    const user = userEvent.setup();
    renderInShell(<ReviewStep state={state} />, { path: '/checkout/review' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.placeOrder }));

    const dialog = await screen.findByRole('dialog', { name: checkoutStepMessages.submitErrorHeading });
    expect(dialog).toHaveTextContent(checkoutMessages.inventoryGone);
    expect(screen.getByRole('link', { name: checkoutMessages.returnToCart })).toHaveAttribute('href', '/checkout/cart');
  });

  it('goes back to the cart without a word when the cart changed elsewhere', async () => {
    stubApi([{ status: 409, json: { error: 'Changed.', code: checkoutErrorCodes.checksumMismatch } }]);
    const user = userEvent.setup();
    const { router } = renderInShell(<ReviewStep state={state} />, { path: '/checkout/review' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.placeOrder }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/cart'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the order with its link secret for a guest, so the page can show it at once', async () => {
    stubApi([{ json: { order_number: '100002', token: 's3cret' } }]);
    const user = userEvent.setup();
    const { router } = renderInShell(<ReviewStep state={state} />, { path: '/checkout/review' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.placeOrder }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/100002'));
    expect(router.state.location.search).toBe('?success=1&token=s3cret');
  });
});

describe('ReviewStep with PayPal', () => {
  const paypalState: CheckoutState = { ...state, draft: { ...state.draft, payment: 'paypal' } };

  it('opens a PayPal order and goes to its approval page, remembering the reviewed cart', async () => {
    const api = mockApi({
      'checkout/get': () => ({ json: paypalState }),
      'checkout/paypalCreate': () => ({
        json: { approve_url: 'https://paypal.test/approve?token=PP1', order_id: 'PP1' },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    renderInShell(<ReviewStep state={paypalState} />, { path: '/checkout/review' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.payWithPaypal }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/approve?token=PP1'));
    expect(JSON.parse(sessionStorage.getItem('bookfront.paypal') ?? '{}')).toMatchObject({
      orderId: 'PP1',
      checksum: state.cart.checksum,
    });
  });

  it('back from PayPal, takes the payment with the reviewed checksum and one request id, then opens the order', async () => {
    sessionStorage.setItem(
      'bookfront.paypal',
      JSON.stringify({ orderId: 'PP1', checksum: 'reviewed', requestId: 'request-1' }),
    );
    const api = mockApi({
      'checkout/get': () => ({ json: paypalState }),
      'checkout/paypalSuccess': () => ({ json: { order_number: '100003' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderInShell(<ReviewStep state={paypalState} />, {
      path: '/checkout/review?paypal=return&token=PP1&PayerID=X',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/100003'));
    expect(api.calls.find((call) => call.action === 'checkout/paypalSuccess')?.body).toMatchObject({
      order_id: 'PP1',
      checksum: 'reviewed',
      uuid: 'request-1',
    });
    expect(sessionStorage.getItem('bookfront.paypal')).toBeNull();
  });

  it('says the PayPal order failed and offers Start Over', async () => {
    sessionStorage.setItem('bookfront.paypal', JSON.stringify({ orderId: 'PP1', checksum: 'c', requestId: 'r' }));
    const api = mockApi({
      'checkout/get': () => ({ json: paypalState }),
      'checkout/paypalSuccess': () => ({
        status: 409,
        json: { error: checkoutMessages.paypalFailedHeading, code: checkoutErrorCodes.paypalFailed },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ReviewStep state={paypalState} />, { path: '/checkout/review?paypal=return&token=PP1' });

    const dialog = await screen.findByRole('dialog', { name: checkoutMessages.paypalFailedHeading });
    expect(dialog).toHaveTextContent(checkoutMessages.paypalFailedDetail);
    expect(screen.getByRole('link', { name: checkoutMessages.startOver })).toHaveAttribute('href', '/checkout/cart');
  });

  it('tells a shopper who left PayPal without paying how to go on', async () => {
    vi.stubGlobal('fetch', mockApi({ 'checkout/get': () => ({ json: paypalState }) }).fetch);
    renderInShell(<ReviewStep state={paypalState} />, { path: '/checkout/review?paypal=cancel&token=PP1' });

    expect(await screen.findByText(checkoutStepMessages.paypalCancelled)).toBeInTheDocument();
  });
});

describe("ReviewStep paying with Clearent's card fields", () => {
  const clearentState: CheckoutState = { ...state, draft: { ...state.draft, payment: 'clearent' } };

  /** The store's choices name the form's script; the page's loading of it succeeds or fails as `loads` says. */
  function stubClearent(scriptUrl: string, loads: boolean) {
    const api = mockApi({
      'checkout/get': () => ({ json: clearentState }),
      'checkout/getPaymentChoices': () => ({
        json: {
          choices: { pickup: ['clearent'], ship: [] },
          total_owing: 2400,
          clearent_form: { script_url: scriptUrl, base_url: 'https://gateway-sb.clearent.net', public_key: 'PK' },
        },
      }),
      'checkout/cardPayment': () => ({ json: { order_number: '100002' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const sdk = {
      init: vi.fn(),
      getPaymentToken: vi.fn(() => Promise.resolve({ payload: { 'mobile-jwt': { jwt: 'ONE-USE-TOKEN' } } })),
    };
    vi.stubGlobal('ClearentSDK', sdk);
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      append(...nodes);
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement)
          queueMicrotask(() => node.dispatchEvent(new Event(loads ? 'load' : 'error')));
      }
    });
    return { api, sdk };
  }

  it('draws the fields with the public key, then charges the token once and opens the order', async () => {
    const { api, sdk } = stubClearent('https://gateway-sb.clearent.net/js-sdk/js/clearent-host.js?ok', true);
    const user = userEvent.setup();
    const { router } = renderInShell(<ReviewStep state={clearentState} />, { path: '/checkout/review' });

    const placeOrder = screen.getByRole('button', { name: checkoutStepMessages.placeOrder });
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/100002'));
    expect(sdk.init).toHaveBeenCalledWith({ baseUrl: 'https://gateway-sb.clearent.net', pk: 'PK' });
    const payments = api.calls.filter((call) => call.action === 'checkout/cardPayment');
    expect(payments.map(({ body }) => [body.provider, body.transaction_data])).toEqual([['clearent', 'ONE-USE-TOKEN']]);
    expect(submits(api)).toEqual([]);
  });

  it('says the card form could not load, keeps Place order off, and offers the other payments', async () => {
    stubClearent('https://gateway-sb.clearent.net/js-sdk/js/clearent-host.js?offline', false);
    renderInShell(<ReviewStep state={clearentState} />, { path: '/checkout/review' });

    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutStepMessages.cardFormUnavailable);
    expect(screen.getByRole('link', { name: checkoutStepMessages.chooseAnotherPayment })).toHaveAttribute(
      'href',
      '/checkout/payment',
    );
    expect(screen.getByRole('button', { name: checkoutStepMessages.placeOrder })).toBeDisabled();
  });
});
