import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages, checkoutStepMessages } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ChaseStep, GlobalStep } from './hosted-card-step.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubApi(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'session/get': () => ({ json: {} }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const callsOf = (api: ReturnType<typeof mockApi>, action: string) =>
  api.calls.filter((call) => call.action === action).map((call) => call.body);

describe('ChaseStep', () => {
  it("shows Chase's form for what is owed in a frame", async () => {
    stubApi({
      'checkout/chaseInit': () => ({ json: { uid: 'UID1', url: 'https://chase.example/hpf/1_1/?uID=UID1' } }),
    });
    renderInShell(<ChaseStep />, { path: '/checkout/chase' });

    const frame = await screen.findByTitle(checkoutStepMessages.hostedCardFormTitle);

    expect(frame).toHaveAttribute('src', 'https://chase.example/hpf/1_1/?uID=UID1');
    expect(screen.getByText(checkoutStepMessages.hostedCardIntro)).toBeInTheDocument();
  });

  it('back from the form, confirms the uid with the server and opens the order', async () => {
    const api = stubApi({ 'checkout/chaseSuccess': () => ({ json: { order_number: 'W-1001', token: 'secret' } }) });
    const { router } = renderInShell(<ChaseStep />, { path: '/checkout/chase?uID=UID1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/W-1001'));

    expect(router.state.location.search).toBe('?success=1&token=secret');
    expect(callsOf(api, 'checkout/chaseSuccess')).toMatchObject([{ uid: 'UID1' }]);
    // No new form is opened on the way back (the test's one route shows the step on every page after).
    expect(api.calls.find((call) => call.action.startsWith('checkout/'))?.action).toBe('checkout/chaseSuccess');
  });

  it("says 'There was an error' when the payment was declined, and Try again opens a new form", async () => {
    const api = stubApi({
      'checkout/chaseSuccess': () => ({
        status: 409,
        json: { error: checkoutMessages.cardPaymentFailed, code: 'CHECKOUT_CARD_PAYMENT_FAILED' },
      }),
      'checkout/chaseInit': () => ({ json: { uid: 'UID2', url: 'https://chase.example/hpf/1_1/?uID=UID2' } }),
    });
    const user = userEvent.setup();
    const { router } = renderInShell(<ChaseStep />, { path: '/checkout/chase?uID=UID1' });

    const dialog = await screen.findByRole('dialog', { name: checkoutMessages.cardPaymentFailed });
    expect(within(dialog).getByText(checkoutStepMessages.hostedCardFailedDetail)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: checkoutStepMessages.tryAgain }));

    expect(await screen.findByTitle(checkoutStepMessages.hostedCardFormTitle)).toHaveAttribute(
      'src',
      'https://chase.example/hpf/1_1/?uID=UID2',
    );
    expect(router.state.location.search).toBe('');
    expect(callsOf(api, 'checkout/chaseInit')).toHaveLength(1);
  });

  it('goes back to the cart, silently, when the cart changed while the form was open', async () => {
    stubApi({
      'checkout/chaseSuccess': () => ({
        status: 409,
        json: { error: checkoutMessages.cartChanged, code: 'CART_CHECKSUM_MISMATCH' },
      }),
    });
    const { router } = renderInShell(<ChaseStep />, { path: '/checkout/chase?uID=UID1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/cart'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('GlobalStep', () => {
  it('opens the Global Payments page when the shopper chooses to pay', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({ 'checkout/globalInit': () => ({ json: { url: 'https://pay.example/hpp/LNK_1' } }) });
    const user = userEvent.setup();
    renderInShell(<GlobalStep />, { path: '/checkout/global' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.payByCard }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/hpp/LNK_1'));
    expect(callsOf(api, 'checkout/globalInit')).toHaveLength(1);
  });

  it("back from the page, confirms its transaction as global's card payment and opens the order", async () => {
    const api = stubApi({ 'checkout/cardPayment': () => ({ json: { order_number: 'W-1002' } }) });
    const { router } = renderInShell(<GlobalStep />, { path: '/checkout/global?id=TRN_1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/W-1002'));
    expect(callsOf(api, 'checkout/cardPayment')).toMatchObject([{ provider: 'global', transaction_data: 'TRN_1' }]);
  });
});
