import { paymentChoicesSchema, shippingProvidersSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { staffCookieName } from '../../plugins/staff-session.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { hunger } from '../cart/test-app.ts';
import { shippingApp, shippingSettings, vancouver } from '../checkout/shipping-test-app.ts';
import { createStaffRepository } from './staff-repository.ts';
import { createStaffService } from './staff-service.ts';
import { ownerSecret, staffPassword } from './test-app.ts';
import { totpCode } from './totp.ts';

/** The shipping store with an owner and a manager; answers their console cookies. */
async function storeWithStaff(dialect: Parameters<typeof shippingApp>[0]) {
  const context = await shippingApp(dialect);
  const staff = createStaffService(createStaffRepository(context.app.db));
  await staff.addStaff('main', {
    email: 'owner@main.example',
    role: 'owner',
    password: staffPassword,
    totpSecret: ownerSecret,
  });
  await staff.addStaff('main', { email: 'manager@main.example', role: 'manager', password: staffPassword });
  const logIn = async (email: string, extra: object = {}) => {
    const response = await context.app.inject(
      postAction('console/login', { email, password: staffPassword, ...extra }),
    );
    return { [staffCookieName('main')]: responseCookie(response, staffCookieName('main'))?.value ?? '' };
  };
  const asStaff = (cookies: Record<string, string>) => (action: string, payload: object) =>
    context.app.inject(postAction(action, payload, { cookies }));
  return {
    ...context,
    asOwner: asStaff(await logIn('owner@main.example', { code: totpCode(ownerSecret) })),
    asManager: asStaff(await logIn('manager@main.example')),
  };
}

describeEachDatabase('checkout follows the console’s taxes, shipping and payment at once', (dialect) => {
  it('taxes a shopper’s cart at the rate a manager just saved', async () => {
    const context = await storeWithStaff(dialect);
    await context.startCheckout('local_delivery', [[hunger, 1]]);
    const before = (await context.post('checkout/get')).json().cart.summary;

    const saved = await context.asManager('console/settings/saveTaxes', {
      taxes: [{ type: 'GST', rate_percent: 10, regions: [] }],
    });
    const after = (await context.post('checkout/get')).json().cart.summary;

    expect(saved.statusCode).toBe(200);
    expect(before.taxes).not.toEqual(after.taxes);
    expect(after.taxes).toEqual([{ type: 'GST', amount: Math.round(after.subtotal / 10) }]);
    expect(after.total).toBe(after.subtotal + Math.round(after.subtotal / 10) + (after.shipping ?? 0));
  });

  it('no longer offers a shipping provider a manager switched off', async () => {
    const context = await storeWithStaff(dialect);
    const addressId = await context.addAddress(vancouver);
    await context.startCheckout('ship', [[hunger, 1]]);
    const providers = shippingSettings.checkout.shipping_providers.map((provider) =>
      provider.id === 'post' ? { ...provider, enabled: false } : { ...provider, enabled: true },
    );

    const saved = await context.asManager('console/settings/saveShipping', {
      shipping_providers: providers.map((provider) => ({
        per_item_cents: 0,
        per_kg_cents: 0,
        regions: [],
        delivery_min: 0,
        delivery_max: 0,
        excluded_bindings: [],
        second_shipment_cents: 0,
        ...provider,
      })),
      local_delivery: { radius_km: null, free_delivery: false, ...shippingSettings.checkout.local_delivery },
    });
    const response = await context.post('checkout/getShippingProviders', { address_id: addressId });

    expect(saved.statusCode).toBe(200);
    const { providers: offered } = shippingProvidersSchema.parse(response.json());
    expect(offered.map((option) => option.provider)).not.toContain('post');
    expect(offered.map((option) => option.provider)).toContain('flat');
  });

  it('no longer offers a payment choice the owner turned off', async () => {
    const context = await storeWithStaff(dialect);
    await context.startCheckout('local_delivery', [[hunger, 1]]);
    const current = (await context.asOwner('console/settings/payments', {})).json();

    const saved = await context.asOwner('console/settings/savePayments', {
      ...current,
      payment_choices: { pickup: ['pickup', 'contact'], ship: ['pickup'] },
      paypal: { base_url: current.paypal.base_url, client_id: current.paypal.client_id },
      hosted_cards: {
        clearent: { base_url: current.hosted_cards.clearent.base_url, public_key: '' },
        chase: { base_url: current.hosted_cards.chase.base_url },
        global: { base_url: current.hosted_cards.global.base_url },
      },
    });
    const choices = paymentChoicesSchema.parse((await context.post('checkout/getPaymentChoices')).json());
    const refused = await context.post('checkout/setPaymentChoice', { payment_choice: 'contact' });

    expect(saved.statusCode).toBe(200);
    expect(choices.choices.ship).toEqual(['pickup']);
    expect(refused.statusCode).toBe(409);
  });
});
