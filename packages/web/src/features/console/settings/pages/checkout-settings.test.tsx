import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  consoleCheckoutSettingsMessages as messages,
  consolePaymentChoiceLabels,
  consoleMessages,
  consoleSettingsMessages,
  type ConsoleCheckoutSettings,
  type ConsolePaymentSettings,
} from '@bookfront/contract';
import { mockApi } from '../../../../test/fixtures.ts';
import { renderInShell } from '../../../../test/render.tsx';
import { ConsoleApp } from '../../pages/console-app.tsx';
import { consoleSettingsFixture } from '@bookfront/contract';

const staffOf = (role: 'owner' | 'manager') => ({
  staff_id: 's1',
  email: `${role}@example.com`,
  role,
  store_name: 'Riverbend Books',
});

const checkoutSettings: ConsoleCheckoutSettings = {
  taxes: [{ type: 'GST', rate_percent: 5, regions: [] }],
  shipping_enabled: true,
  shipping_providers: [
    {
      id: 'post',
      label: 'Canada Post',
      enabled: true,
      pricing: 'flat',
      base_cents: 1000,
      per_item_cents: 0,
      per_kg_cents: 0,
      regions: [{ country: 'CA', provinces: ['BC'] }],
      delivery_min: 2,
      delivery_max: 5,
      excluded_bindings: [],
      second_shipment_cents: 0,
    },
  ],
  local_delivery: {
    enabled: false,
    label: 'Local Delivery',
    postal_prefixes: [],
    radius_km: null,
    fee_cents: 0,
    min_cents: 0,
    free_min_cents: 0,
    free_delivery: false,
    availability_text: '',
    delivery_min: 0,
    delivery_max: 0,
  },
  location_regions: ['BC'],
};

const unset = { is_set: false, last4: '' };
const paymentSettings: ConsolePaymentSettings = {
  payment_choices: { pickup: ['pickup', 'paypal'], ship: ['contact'] },
  accepted_cards: ['visa'],
  card_public_key: '',
  paypal: { base_url: 'https://api-m.paypal.com', client_id: 'client', client_secret: { is_set: true, last4: '9876' } },
  hosted_cards: {
    clearent: { base_url: 'https://gateway.clearent.net', public_key: '', api_key: unset },
    chase: { base_url: 'https://www.chasepaymentechhostedpay.com', secure_id: unset, api_token: unset },
    global: { base_url: 'https://apis.globalpay.com', app_id: unset, app_key: unset },
  },
  has_keys: { paypal: true, credit_card: false, clearent: false, chase: false, global: false },
};

function stubApi(role: 'owner' | 'manager', handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'console/me': () => ({ json: staffOf(role) }),
    'console/settings/get': () => ({ json: consoleSettingsFixture }),
    'console/settings/checkout': () => ({ json: checkoutSettings }),
    'console/settings/payments': () => ({ json: paymentSettings }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('Store console taxes', () => {
  it('refuses a rate above 100 % on its field without saving, then saves a decimal rate', async () => {
    const api = stubApi('manager', {
      'console/settings/saveTaxes': (body) => ({ json: { ...checkoutSettings, ...body } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/taxes' });
    const rate = await screen.findByRole('textbox', { name: messages.taxRate });

    await userEvent.clear(rate);
    await userEvent.type(rate, '105');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(messages.taxRateInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'console/settings/saveTaxes')).toBe(false);

    await userEvent.clear(rate);
    await userEvent.type(rate, '7.25');
    await userEvent.type(screen.getByRole('textbox', { name: messages.taxRegions }), 'BC, Alberta');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveTaxes')?.body).toMatchObject({
      taxes: [{ type: 'GST', rate_percent: 7.25, regions: ['BC', 'Alberta'] }],
    });
  });
});

describe('Store console shipping', () => {
  it('turns a provider off and sends its amounts in cents', async () => {
    const api = stubApi('manager', {
      'console/settings/saveShipping': (body) => ({ json: { ...checkoutSettings, ...body } }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/shipping' });
    const offered = await screen.findByRole('checkbox', { name: messages.provider.enabled });
    const cost = screen.getByRole('textbox', { name: messages.provider.base_cents });

    await userEvent.click(offered);
    await userEvent.clear(cost);
    await userEvent.type(cost, '12.50');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/settings/saveShipping')?.body).toMatchObject({
      shipping_providers: [
        { id: 'post', enabled: false, base_cents: 1250, regions: [{ country: 'CA', provinces: ['BC'] }] },
      ],
      local_delivery: { enabled: false, radius_km: null },
    });
  });
});

describe('Store console payment', () => {
  it('is offered to an owner only', async () => {
    stubApi('manager');
    renderInShell(<ConsoleApp />, { path: '/settings/taxes' });

    expect(await screen.findByRole('link', { name: messages.taxesHeading })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.paymentsHeading })).not.toBeInTheDocument();
  });

  it('shows a stored secret only as set with its last four, and sends a secret only when typed', async () => {
    const api = stubApi('owner', {
      'console/settings/savePayments': () => ({ json: paymentSettings }),
    });
    renderInShell(<ConsoleApp />, { path: '/settings/payments' });
    const secret = await screen.findByLabelText(messages.keys.client_secret);

    expect(secret).toHaveValue('');
    expect(screen.getByText(messages.secretSet('9876'))).toBeInTheDocument();
    const pickupChoices = within(screen.getByRole('group', { name: messages.pickupChoices }));
    await userEvent.click(pickupChoices.getByRole('checkbox', { name: consolePaymentChoiceLabels.paypal }));
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleSettingsMessages.saved)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.action === 'console/settings/savePayments')?.body;
    expect(sent).toMatchObject({ payment_choices: { pickup: ['pickup'], ship: ['contact'] } });
    expect(sent?.paypal).toEqual({ base_url: 'https://api-m.paypal.com', client_id: 'client', client_secret: '' });
  });
});
