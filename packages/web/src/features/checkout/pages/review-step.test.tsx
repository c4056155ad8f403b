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
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ReviewStep } from './review-step.tsx';

afterEach(() => vi.unstubAllGlobals());

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
});
