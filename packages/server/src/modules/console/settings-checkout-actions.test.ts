import { consoleCheckoutSettingsMessages as messages, consoleErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { consoleApp } from './test-app.ts';

type Context = Awaited<ReturnType<typeof consoleApp>>;

const provider = {
  id: 'post',
  label: 'Canada Post',
  enabled: true,
  pricing: 'flat',
  base_cents: 1000,
  per_item_cents: 0,
  per_kg_cents: 0,
  regions: [{ country: 'ca', provinces: ['BC'] }],
  delivery_min: 2,
  delivery_max: 5,
  excluded_bindings: [],
  second_shipment_cents: 0,
};

const localDelivery = {
  enabled: true,
  label: 'Local Delivery',
  postal_prefixes: ['v6b'],
  radius_km: null,
  fee_cents: 500,
  min_cents: 0,
  free_min_cents: 5000,
  free_delivery: false,
  availability_text: 'downtown',
  delivery_min: 1,
  delivery_max: 2,
};

const payments = {
  payment_choices: { pickup: ['pickup', 'paypal'], ship: ['contact'] },
  accepted_cards: ['visa'],
  card_public_key: '',
  paypal: { base_url: 'https://api-m.sandbox.paypal.com', client_id: 'client-id', client_secret: 'paypal-secret-9876' },
  hosted_cards: {
    clearent: { base_url: 'https://gateway-sb.clearent.net', public_key: '' },
    chase: { base_url: 'https://www.chasepaymentechhostedpay.com' },
    global: { base_url: 'https://apis.globalpay.com', app_id: 'gp-app', app_key: 'gp-key-4321' },
  },
};

const auditOf = (context: Context, action: string) =>
  context.app.db.selectFrom('auditLog').selectAll().where('action', '=', action).execute();

describeEachDatabase('console/settings/* taxes, shipping and payment', (dialect) => {
  it('a manager’s tax rates are the store’s at once, audited before and after', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    const taxes = [
      { type: 'GST', rate_percent: 5, regions: [] },
      { type: 'PST', rate_percent: 7.125, regions: ['BC'] },
    ];

    const saved = await context.post('console/settings/saveTaxes', { taxes }, { cookies });
    const read = await context.post('console/settings/checkout', {}, { cookies });

    expect(saved.statusCode).toBe(200);
    expect(read.json().taxes).toEqual(taxes);
    expect(await auditOf(context, 'settings.taxes')).toMatchObject([
      {
        staffEmail: 'manager@riverbend.example',
        before: JSON.stringify({ taxes: [] }),
        after: JSON.stringify({ taxes }),
      },
    ]);
  });

  it.each([
    [{ type: 'GST', rate_percent: 100.5, regions: [] }, 'taxes.0.rate_percent', messages.taxRateInvalid],
    [{ type: 'GST', rate_percent: -1, regions: [] }, 'taxes.0.rate_percent', messages.taxRateInvalid],
    [{ type: 'GST', rate_percent: 5.0001, regions: [] }, 'taxes.0.rate_percent', messages.taxRateTooPrecise],
    [{ type: 'GST', rate_percent: '5%', regions: [] }, 'taxes.0.rate_percent', messages.taxRateInvalid],
    [{ type: ' ', rate_percent: 5, regions: [] }, 'taxes.0.type', messages.taxTypeRequired],
  ])('refuses the tax %o on its field and keeps the rates', async (tax, field, message) => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');

    const response = await context.post('console/settings/saveTaxes', { taxes: [tax] }, { cookies });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect((await context.post('console/settings/checkout', {}, { cookies })).json().taxes).toEqual([]);
  });

  it('saves the providers and local delivery as checkout reads them, audited', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    const response = await context.post(
      'console/settings/saveShipping',
      { shipping_providers: [{ ...provider, enabled: false }], local_delivery: localDelivery },
      { cookies },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shipping_providers: [{ id: 'post', enabled: false, regions: [{ country: 'CA', provinces: ['BC'] }] }],
      local_delivery: { postal_prefixes: ['V6B'], fee_cents: 500 },
    });
    const [entry] = await auditOf(context, 'settings.shipping');
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
      shipping_providers: [{ id: 'post', enabled: false }],
      local_delivery: { enabled: true },
    });
  });

  it('refuses a second provider with the same id, days in the wrong order and a wrong amount', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    const twice = await context.post(
      'console/settings/saveShipping',
      { shipping_providers: [provider, provider], local_delivery: localDelivery },
      { cookies },
    );
    const wrong = await context.post(
      'console/settings/saveShipping',
      {
        shipping_providers: [
          { ...provider, base_cents: 10.5 },
          { ...provider, id: 'late', delivery_min: 6 },
        ],
        local_delivery: { ...localDelivery, radius_km: 0 },
      },
      { cookies },
    );

    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ shipping_providers: messages.providerIdTaken });
    expect(wrong.json().fields).toEqual({
      'shipping_providers.0.base_cents': messages.amountInvalid,
      'shipping_providers.1.delivery_max': messages.daysOrder,
      'local_delivery.radius_km': messages.radiusInvalid,
    });
  });

  it('an owner’s payment settings show each secret as set and its last four, never the secret', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');

    const saved = await context.post('console/settings/savePayments', payments, { cookies });
    const read = await context.post('console/settings/payments', {}, { cookies });

    expect(saved.statusCode).toBe(200);
    expect(read.body).not.toContain('paypal-secret-9876');
    expect(read.body).not.toContain('gp-key-4321');
    expect(read.json()).toMatchObject({
      payment_choices: { pickup: ['pickup', 'paypal'], ship: ['contact'] },
      paypal: { client_id: 'client-id', client_secret: { is_set: true, last4: '9876' } },
      hosted_cards: {
        global: { app_id: { is_set: true, last4: '-app' }, app_key: { is_set: true, last4: '4321' } },
        chase: { api_token: { is_set: false, last4: '' } },
      },
      has_keys: { paypal: true, global: true, chase: false, credit_card: false },
    });
  });

  it('keeps a stored secret when none is typed, and audits which were replaced without their values', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');
    await context.post('console/settings/savePayments', payments, { cookies });

    const { client_secret: _typed, ...paypalWithoutSecret } = payments.paypal;
    const again = await context.post(
      'console/settings/savePayments',
      {
        ...payments,
        payment_choices: { pickup: ['pickup'], ship: ['contact'] },
        paypal: { ...paypalWithoutSecret, client_secret: '' },
        hosted_cards: { ...payments.hosted_cards, global: { base_url: payments.hosted_cards.global.base_url } },
      },
      { cookies },
    );

    expect(again.json().paypal.client_secret).toEqual({ is_set: true, last4: '9876' });
    const entries = (await auditOf(context, 'settings.payments')).map((entry) => JSON.parse(entry.after ?? '{}'));
    expect(JSON.stringify(entries)).not.toMatch(/paypal-secret|gp-key/);
    expect(entries).toContainEqual(
      expect.objectContaining({ secrets_replaced: ['paypal.client_secret', 'global.app_id', 'global.app_key'] }),
    );
    expect(entries).toContainEqual({ payment_choices: { pickup: ['pickup'], ship: ['contact'] } });
  });

  it('refuses a private key as the card key and a payment choice it does not know', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');

    const response = await context.post(
      'console/settings/savePayments',
      {
        ...payments,
        payment_choices: { pickup: ['barter'], ship: [] },
        card_public_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
      },
      { cookies },
    );

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['card_public_key', 'payment_choices.pickup.0']);
  });

  it('refuses a clerk everywhere and a manager the payment settings (403), changing nothing', async () => {
    const context = await consoleApp(dialect);
    const clerk = await context.logIn('clerk@riverbend.example');
    const manager = await context.logIn('manager@riverbend.example');

    const responses = await Promise.all([
      context.post('console/settings/checkout', {}, { cookies: clerk }),
      context.post('console/settings/saveTaxes', { taxes: [] }, { cookies: clerk }),
      context.post(
        'console/settings/saveShipping',
        { shipping_providers: [], local_delivery: localDelivery },
        { cookies: clerk },
      ),
      context.post('console/settings/payments', {}, { cookies: clerk }),
      context.post('console/settings/payments', {}, { cookies: manager }),
      context.post('console/settings/savePayments', payments, { cookies: manager }),
    ]);

    expect(responses.map((response) => [response.statusCode, response.json().code])).toEqual(
      Array.from({ length: 6 }, () => [403, consoleErrorCodes.forbidden]),
    );
    expect(
      await context.app.db.selectFrom('auditLog').selectAll().where('action', 'like', 'settings.%').execute(),
    ).toEqual([]);
  });

  it('changes only the staff member’s own store, whatever store_id says', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    await context.post(
      'console/settings/saveTaxes',
      { store_id: 'other', taxes: [{ type: 'HST', rate_percent: 13, regions: [] }] },
      { cookies },
    );

    const other = await context.app.db
      .selectFrom('stores')
      .select('settings')
      .where('id', '=', 'other')
      .executeTakeFirstOrThrow();
    expect(other.settings).not.toContain('HST');
  });
});
