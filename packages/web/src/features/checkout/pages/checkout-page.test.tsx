import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  checkoutMessages,
  checkoutStepMessages,
  emptyCheckoutDraft,
  type CheckoutDraft,
  type CheckoutState,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const contacted = { ...emptyCheckoutDraft.contact, preferred_communication: 'email' as const };
const stateWith = (draft: Partial<CheckoutDraft>): CheckoutState => ({
  draft: { ...emptyCheckoutDraft, ...draft },
  cart: cartFixture([cartItemFixture()]),
});

function openAt(path: string, answer: { status?: number; json: unknown }) {
  const choices = { choices: { pickup: ['pickup'], ship: ['contact'] }, total_owing: 999 };
  vi.stubGlobal(
    'fetch',
    mockApi({ 'checkout/get': () => answer, 'checkout/getPaymentChoices': () => ({ json: choices }) }).fetch,
  );
  return renderInShell(
    <Routes>
      <Route path="checkout/cart" element={<p>Cart page</p>} />
      <Route path="checkout/:progress" element={<CheckoutPage />} />
    </Routes>,
    { path },
  );
}

describe('CheckoutPage', () => {
  it('sends a shopper with no delivery chosen back to the cart', async () => {
    openAt('/checkout/contact', { json: stateWith({}) });

    expect(await screen.findByText('Cart page')).toBeVisible();
  });

  it('sends a shopper who skipped ahead to the furthest step the choices allow', async () => {
    const { router } = openAt('/checkout/review', { json: stateWith({ delivery: 'pickup', contact: contacted }) });

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    expect(await screen.findByRole('heading', { name: checkoutStepMessages.paymentHeading })).toBeVisible();
  });

  it('shows the step bar with the pick up steps and the order summary', async () => {
    openAt('/checkout/payment', { json: stateWith({ delivery: 'pickup', contact: contacted }) });

    const bar = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(bar).toHaveTextContent(checkoutMessages.stepPickUp);
    expect(bar).not.toHaveTextContent(checkoutMessages.stepAddress);
    expect(screen.getByRole('region', { name: checkoutStepMessages.summaryHeading })).toBeVisible();
  });

  it('leaves a guest the store asks to log in on the cart page', async () => {
    openAt('/checkout/contact', { status: 401, json: { error: checkoutMessages.loginRequired } });

    expect(await screen.findByText('Cart page')).toBeVisible();
  });
});
