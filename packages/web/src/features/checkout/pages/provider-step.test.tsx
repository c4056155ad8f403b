import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutMessages,
  checkoutStepMessages,
  emptyCheckoutDraft,
  shippingErrorCodes,
  shippingMessages,
  type CheckoutState,
  type ShippingOption,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ProviderStep } from './provider-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const hardcover = cartItemFixture({ title_info: { eisbn: '9780000000001', title: 'A Heavy Atlas' } });
const state: CheckoutState = {
  draft: { ...emptyCheckoutDraft, delivery: 'ship' },
  cart: cartFixture([cartItemFixture(), hardcover]),
};

const option = (provider: string, cost: number, overrides: Partial<ShippingOption> = {}): ShippingOption => ({
  provider,
  delivery_preference: 'ship',
  label: provider,
  cost,
  available: true,
  delivery_min: 2,
  delivery_max: 4,
  conflicting_eisbns: [],
  ...overrides,
});

function stubApi(providers: () => { status?: number; json: unknown }) {
  const api = mockApi({
    'checkout/get': () => ({ json: state }),
    'checkout/getShippingProviders': providers,
    'checkout/getShippingBatch': () => ({
      json: { options: [{ multiship_method: 'all', label: shippingMessages.shipAll, delta_cost: 0 }] },
    }),
    'checkout/setShipping': () => ({ json: state }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const renderStep = () => renderInShell(<ProviderStep state={state} />, { path: '/checkout/provider?address=a1' });

describe('ProviderStep', () => {
  it('explains a failed local delivery under its heading', async () => {
    const message = shippingMessages.localDeliveryFailed('Portland addresses');
    stubApi(() => ({ status: 409, json: { error: message, code: shippingErrorCodes.localDeliveryFailed } }));

    renderStep();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shippingMessages.localDeliveryFailedHeading);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: checkoutMessages.returnToCart })).toHaveAttribute('href', '/checkout/cart');
    expect(screen.queryByRole('button', { name: checkoutStepMessages.continue })).toBeNull();
  });

  it('lists the titles a provider cannot carry and keeps it from being chosen', async () => {
    stubApi(() => ({
      json: {
        providers: [
          option('letter-mail', 300, { available: false, conflicting_eisbns: [hardcover.title_info.eisbn] }),
          option('ground', 900),
        ],
      },
    }));

    renderStep();

    expect(await screen.findByText(shippingMessages.providerConflicts(1))).toBeVisible();
    expect(screen.getByText('A Heavy Atlas')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'letter-mail' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'ground' })).toBeChecked();
  });

  it('saves the chosen provider for the address, then opens the contact step', async () => {
    const api = stubApi(() => ({ json: { providers: [option('ground', 900), option('express', 1900)] } }));
    const user = userEvent.setup();
    const { router } = renderStep();

    await user.click(await screen.findByRole('radio', { name: 'express' }));
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/contact'));
    expect(api.calls.find((call) => call.action === 'checkout/setShipping')?.body).toMatchObject({
      delivery_preference: 'ship',
      address_id: 'a1',
      provider: 'express',
      multiship_method: 'all',
    });
  });
});
