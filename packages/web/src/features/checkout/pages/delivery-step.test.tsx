import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressMessages,
  checkoutStepMessages,
  emptyCheckoutDraft,
  type Address,
  type CheckoutState,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { loggedInSessionFixture, userFixture } from '../../../test/account-fixtures.ts';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { DeliveryStep } from './delivery-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const address = (id: string, overrides: Partial<Address> = {}): Address => ({
  address_id: id,
  name: `Reader ${id}`,
  company_name: '',
  phone_number: '(503) 555-0100',
  phone_number_ext: '',
  email_address: '',
  street_address: `${id} Main St`,
  street_address_2: '',
  city: 'Portland',
  province: 'Oregon',
  country: 'United States',
  postal_code: '97204',
  preferred: false,
  can_ship_to: true,
  ...overrides,
});

const state: CheckoutState = {
  draft: { ...emptyCheckoutDraft, delivery: 'ship' },
  cart: cartFixture([cartItemFixture()]),
};

function stubApi(addresses: Address[]) {
  const api = mockApi({
    'address/getList': () => ({ json: { addresses } }),
    'address/create': (body) => ({
      json: { addresses: [...addresses, address('new', { name: String(body.name), street_address: '9 New Rd' })] },
    }),
    'country/getList': () => ({ json: { countries: ['Canada', 'United States'] } }),
    'province/getList': () => ({ json: { provinces: ['Oregon', 'Washington'] } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const renderStep = () =>
  renderInShell(<DeliveryStep state={state} />, { path: '/checkout/delivery', session: loggedInSessionFixture() });

describe('DeliveryStep', () => {
  it("states local delivery's area, minimum, fee and free threshold before any address is refused", async () => {
    stubApi([address('a1')]);
    const settings = siteSettingsFixture({
      checkout: {
        local_delivery: {
          enabled: true,
          fee_cents: 500,
          min_cents: 2500,
          free_min_cents: 7500,
          availability_text: 'Portland addresses',
        },
      },
    });

    renderInShell(<DeliveryStep state={{ ...state, draft: { ...state.draft, delivery: 'local_delivery' } }} />, {
      path: '/checkout/delivery',
      session: loggedInSessionFixture(),
      settings,
    });

    expect(
      await screen.findByText(
        'We deliver to Portland addresses. Orders of $25.00 or more qualify for local delivery. ' +
          'Delivery costs $5.00, and is free on orders of $75.00 or more.',
      ),
    ).toBeInTheDocument();
  });

  it('states no local delivery terms for an order that ships', async () => {
    stubApi([address('a1')]);

    renderStep();

    expect(await screen.findByRole('radio', { name: /a1 Main St/ })).toBeInTheDocument();
    expect(screen.queryByText(/qualify for local delivery/)).not.toBeInTheDocument();
  });

  it('starts on the preferred address and keeps one the store cannot ship to from being chosen', async () => {
    stubApi([address('a1'), address('a2', { preferred: true }), address('a3', { can_ship_to: false })]);

    renderStep();

    expect(await screen.findByRole('radio', { name: /Reader a2/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Reader a3/ })).toBeDisabled();
    expect(screen.getByText(checkoutStepMessages.cannotShipTo)).toBeVisible();
  });

  it("offers a gift registry's address by its owner's name and city beside the buyer's own, and goes on with it", async () => {
    stubApi([address('a1', { preferred: true })]);
    const user = userEvent.setup();
    const session = loggedInSessionFixture(
      userFixture({
        alt_addresses: [
          {
            address_id: 'reg-address',
            gift_registry_name: 'Alex turns 30',
            street_address: 'Seattle, Washington',
            shipping_encouraged: true,
            owner_name: 'Alex Morgan',
          },
        ],
      }),
    );
    const { router } = renderInShell(<DeliveryStep state={state} />, { path: '/checkout/delivery', session });

    const registryCard = await screen.findByRole('radio', {
      name: 'Alex Morgan’s registry address, Seattle, Washington',
    });
    expect(screen.getByRole('radio', { name: /Reader a1/ })).toBeChecked();
    expect(screen.getByText(checkoutStepMessages.forRegistry('Alex turns 30'))).toBeVisible();
    await user.click(registryCard);
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));

    await waitFor(() => expect(router.state.location.search).toBe('?address=reg-address'));
  });

  it('adds a new address, chooses it, and goes on to its shipping options', async () => {
    const api = stubApi([]);
    const user = userEvent.setup();
    const { router } = renderStep();

    await user.click(await screen.findByRole('button', { name: checkoutStepMessages.addAddress }));
    const dialog = await screen.findByRole('dialog', { name: checkoutStepMessages.addAddress });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText(addressMessages.nameRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Ada Reader');
    await user.type(within(dialog).getByRole('textbox', { name: /Street Address/ }), '9 New Rd');
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Portland');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /State/ }), 'Oregon');
    await user.type(within(dialog).getByRole('textbox', { name: /Zip Code/ }), '97204');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '5035550100');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByRole('radio', { name: /Ada Reader/ })).toBeChecked();
    expect(api.calls.find((call) => call.action === 'address/create')?.body).toMatchObject({
      name: 'Ada Reader',
      province: 'Oregon',
      postal_code: '97204',
    });
    await user.click(screen.getByRole('button', { name: checkoutStepMessages.continue }));
    await waitFor(() => expect(router.state.location.search).toBe('?address=new'));
  });
});
