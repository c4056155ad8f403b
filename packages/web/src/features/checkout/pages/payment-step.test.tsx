import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages, checkoutStepMessages, emptyCheckoutDraft, type CheckoutState } from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { PaymentStep } from './payment-step.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const state: CheckoutState = {
  draft: { ...emptyCheckoutDraft, delivery: 'pickup' },
  cart: cartFixture([cartItemFixture()]),
};

function stubApi(totalOwing: number, pickup = ['pickup', 'contact', 'paypal', 'credit_card', 'clearent']) {
  const api = mockApi({
    'checkout/get': () => ({ json: state }),
    'checkout/getPaymentChoices': () => ({
      json: {
        choices: { pickup, ship: ['contact'] },
        total_owing: totalOwing,
      },
    }),
    'checkout/setPaymentChoice': (body) => ({
      json: { ...state, draft: { ...state.draft, payment: body.payment_choice } },
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const savedChoices = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.action === 'checkout/setPaymentChoice').map((call) => call.body.payment_choice);

describe('PaymentStep', () => {
  it('saves a chosen payment one second after it is chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi(999);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderInShell(<PaymentStep state={state} />, { path: '/checkout/payment' });

    await user.click(await screen.findByRole('radio', { name: checkoutStepMessages.paymentChoice.contact }));
    act(() => vi.advanceTimersByTime(900));
    expect(savedChoices(api)).toEqual([]);
    act(() => vi.advanceTimersByTime(100));

    await waitFor(() => expect(savedChoices(api)).toEqual(['contact']));
  });

  it("offers only the payments this storefront can complete: no sealed card without a key, Clearent's form", async () => {
    stubApi(999);
    renderInShell(<PaymentStep state={state} />, { path: '/checkout/payment' });

    await screen.findByRole('radio', { name: checkoutStepMessages.paymentChoice.pickup });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      checkoutStepMessages.paymentChoice.pickup,
      checkoutStepMessages.paymentChoice.contact,
      checkoutStepMessages.paymentChoice.paypal,
      checkoutStepMessages.paymentChoice.clearent,
    ]);
  });

  it("goes to the review, where Clearent's card fields are, when clearent is chosen", async () => {
    stubApi(999, ['clearent']);
    const user = userEvent.setup();
    const { router } = renderInShell(<PaymentStep state={state} />, { path: '/checkout/payment' });

    await screen.findByRole('radio', { name: checkoutStepMessages.paymentChoice.clearent });
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/review'));
  });

  it('offers the card where the store has a key to seal it with, and goes to the card page', async () => {
    stubApi(999, ['pickup', 'contact', 'paypal', 'credit_card']);
    const user = userEvent.setup();
    const settings = siteSettingsFixture({ checkout: { card_public_key: 'PUBLIC KEY' } });
    const { router } = renderInShell(<PaymentStep state={state} />, { path: '/checkout/payment', settings });

    await user.click(await screen.findByRole('radio', { name: checkoutStepMessages.paymentChoice.credit_card }));
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/credit_card'));
  });

  it("goes to the hosted card form's own page when chase or global is chosen", async () => {
    stubApi(999, ['chase']);
    const user = userEvent.setup();
    const { router } = renderInShell(<PaymentStep state={state} />, { path: '/checkout/payment' });

    await user.click(await screen.findByRole('button', { name: checkoutStepMessages.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/chase'));
  });

  it('chooses the only payment on offer, so Continue saves it and goes on without a click on it', async () => {
    const api = stubApi(999);
    const user = userEvent.setup();
    const shipping: CheckoutState = { ...state, draft: { ...state.draft, delivery: 'ship' } };
    const { router } = renderInShell(<PaymentStep state={shipping} />, { path: '/checkout/payment' });

    expect(await screen.findByRole('radio', { name: checkoutStepMessages.paymentChoice.contact })).toBeChecked();
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/review'));
    expect(savedChoices(api)).toEqual(['contact']);
  });

  it("offers 'Continue (it's free!)' when nothing is owed, and saves not_required", async () => {
    const api = stubApi(0);
    const user = userEvent.setup();
    renderInShell(<PaymentStep state={state} />, { path: '/checkout/payment' });

    await user.click(await screen.findByRole('button', { name: checkoutMessages.continueFree }));

    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(savedChoices(api)).toEqual(['not_required']));
  });
});
