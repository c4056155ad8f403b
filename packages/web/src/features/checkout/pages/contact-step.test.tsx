import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutMessages, checkoutStepMessages, emptyCheckoutDraft, type CheckoutState } from '@bookfront/contract';
import { availabilityRowFixture } from '../../../test/catalog-fixtures.ts';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ContactStep } from './contact-step.tsx';

// The instructions box grows with its text and listens for web fonts, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

const line = (quantity: number) =>
  cartItemFixture({
    title_info: { available: availabilityRowFixture({ onhand: 2, is_extra_orderable: false }) },
    cart_info: { quantity },
  });
const stateWith = (quantity: number): CheckoutState => ({
  draft: { ...emptyCheckoutDraft, delivery: 'pickup' },
  cart: cartFixture([line(quantity)]),
});

function stubApi() {
  let quantity = 5;
  const api = mockApi({
    'checkout/get': () => ({ json: stateWith(quantity) }),
    'cart/add': (body) => {
      quantity = Number(body.quantity);
      return { json: { cart: stateWith(quantity).cart } };
    },
    // The contact step's save also answers the cart's checksum.
    'checkout/setExtras': () => ({ json: { ...stateWith(quantity), checksum: 'c0' } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function fillGuestContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gale Hawthorne');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'gale@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '503 555 0199');
}

describe('ContactStep', () => {
  it('asks for a guest name, email and phone in the spec words', async () => {
    stubApi();
    const user = userEvent.setup();
    renderInShell(<ContactStep state={stateWith(1)} />, { path: '/checkout/contact' });

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));

    expect(await screen.findByText(checkoutMessages.nameRequired)).toBeVisible();
    expect(screen.getByText(checkoutMessages.emailRequired)).toBeVisible();
    expect(screen.getByText(checkoutMessages.phoneRequired)).toBeVisible();
  });

  it('adjusts a line above the stock on hand before going on to payment', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    const { router } = renderInShell(<ContactStep state={stateWith(5)} />, { path: '/checkout/contact' });
    await fillGuestContact(user);

    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));
    const prompt = await screen.findByRole('dialog', { name: checkoutMessages.cartAdjustmentHeading });
    expect(prompt).toHaveTextContent(checkoutStepMessages.adjustTo('The Hunger Games', 2));
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.adjustCart }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
      cart_id: 'line-1',
      quantity: 2,
    });
    expect(api.calls.find((call) => call.action === 'checkout/setExtras')?.body).toMatchObject({
      name: 'Gale Hawthorne',
      email: 'gale@example.com',
    });
  });
});
