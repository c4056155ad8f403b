import {
  checkoutErrorCodes,
  checkoutExtrasResultSchema,
  checkoutMessages,
  checkoutStateSchema,
  paymentChoicesSchema,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { hunger } from '../cart/test-app.ts';
import { checkoutApp, guestContact } from './submit-test-flow.ts';

type App = Awaited<ReturnType<typeof checkoutApp>>['app'];

async function customerCookie(app: App, storeId: string) {
  const customer = await app.factories.customer({ storeId, firstName: 'Katniss', lastName: 'Everdeen' });
  return { customer, cookie: Object.values(await app.signIn(customer))[0] ?? '' };
}

describeEachDatabase('checkout/setExtras', (dialect) => {
  it('asks a guest for name, email and phone with the spec messages', async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const response = await post('checkout/setExtras', { name: ' ', email: 'not an email', phone: '12' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: checkoutMessages.nameRequired,
      email: checkoutMessages.emailRequired,
      phone: checkoutMessages.phoneRequired,
    });
  });

  it("saves a guest's contact with the store's first way of contacting, and answers the cart's checksum", async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const response = await post('checkout/setExtras', { ...guestContact, email: 'Gale@Example.com' });

    expect(response.statusCode).toBe(200);
    const result = checkoutExtrasResultSchema.parse(response.json());
    expect(result.checksum).toBe(result.cart.checksum);
    expect(result.draft.contact).toEqual({
      ...guestContact,
      preferred_communication: 'email',
      promo_code: '',
      instructions: '',
    });
  });

  it("keeps a guest's name, email and phone on one line, and the instructions' line breaks", async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const response = await post('checkout/setExtras', {
      name: `${guestContact.name.replace(' ', '\r\n')}\n`,
      email: `\t${guestContact.email}\r\n`,
      phone: `${guestContact.phone}\n`,
      promo_code: 'PO\r\n12',
      instructions: 'Ring twice.\nLeave at the side door.',
    });

    expect(response.statusCode).toBe(200);
    expect(checkoutExtrasResultSchema.parse(response.json()).draft.contact).toMatchObject({
      name: guestContact.name,
      email: guestContact.email,
      phone: guestContact.phone,
      promo_code: 'PO 12',
      instructions: 'Ring twice.\nLeave at the side door.',
    });
  });

  it("fills a customer's name, email and phone from the account, and keeps their purchase order and instructions", async () => {
    const { app, store, post } = await checkoutApp(dialect);
    const { customer, cookie } = await customerCookie(app, store.id);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await post('checkout/setDelivery', { delivery_preference: 'pickup' }, cookie);

    const response = await post('checkout/setExtras', { promo_code: 'PO-1234', instructions: 'Gift wrap' }, cookie);

    expect(checkoutExtrasResultSchema.parse(response.json()).draft.contact).toEqual({
      name: 'Katniss Everdeen',
      email: customer.email,
      phone: '(604) 555-0142',
      preferred_communication: 'email',
      promo_code: 'PO-1234',
      instructions: 'Gift wrap',
    });
  });

  it("defaults to the customer's own preference when the store allows it", async () => {
    const { app, store, post } = await checkoutApp(dialect);
    const { customer, cookie } = await customerCookie(app, store.id);
    await app.db.updateTable('users').set({ communicationPreference: 'phone' }).where('id', '=', customer.id).execute();
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await post('checkout/setDelivery', { delivery_preference: 'pickup' }, cookie);

    const response = await post('checkout/setExtras', {}, cookie);

    expect(checkoutExtrasResultSchema.parse(response.json()).draft.contact.preferred_communication).toBe('phone');
  });

  it('refuses texting where the store has not turned it on', async () => {
    const { post } = await checkoutApp(dialect, {
      store_info: { allowed_comm_prefs: ['email', 'text'], texting_enabled: false },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const response = await post('checkout/setExtras', { ...guestContact, preferred_communication: 'text' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ preferred_communication: checkoutMessages.communicationUnavailable });
  });

  it('limits the purchase order number to 10 characters and the instructions to 1000', async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const response = await post('checkout/setExtras', {
      ...guestContact,
      promo_code: '12345678901',
      instructions: 'x'.repeat(1001),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      promo_code: checkoutMessages.purchaseOrderTooLong,
      instructions: checkoutMessages.instructionsTooLong,
    });
  });

  it('needs the delivery chosen first', async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/setExtras', guestContact);

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(checkoutErrorCodes.deliveryRequired);
  });
});

describeEachDatabase('checkout/getPaymentChoices and setPaymentChoice', (dialect) => {
  it("offers the store's choices per delivery type, without PayPal or cards where they are not set up", async () => {
    const { post } = await checkoutApp(dialect, {
      checkout: { payment_choices: { pickup: ['pickup', 'paypal', 'credit_card'], ship: ['contact', 'credit_card'] } },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/getPaymentChoices');

    expect(paymentChoicesSchema.parse(response.json())).toEqual({
      choices: { pickup: ['pickup'], ship: ['contact'] },
      total_owing: 1200,
    });
  });

  it('offers PayPal and cards once the store has their credentials and key', async () => {
    const { post } = await checkoutApp(dialect, {
      checkout: { payment_choices: { pickup: ['pickup', 'paypal', 'credit_card'] }, card_public_key: 'PEM' },
      paypal: { client_id: 'id', client_secret: 'secret' },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/getPaymentChoices');

    expect(paymentChoicesSchema.parse(response.json()).choices.pickup).toEqual(['pickup', 'paypal', 'credit_card']);
  });

  it('offers only not_required when gift cards pay the whole total', async () => {
    const { app, post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });
    await app.db
      .updateTable('checkoutDrafts')
      .set({ giftCards: JSON.stringify([{ gift_card_id: 'card-1', number: '6000111122223333', amount_cents: 5000 }]) })
      .execute();

    const choices = paymentChoicesSchema.parse((await post('checkout/getPaymentChoices')).json());
    const chosen = await post('checkout/setPaymentChoice', { payment_choice: 'not_required' });

    expect(choices).toEqual({ choices: { pickup: ['not_required'], ship: ['not_required'] }, total_owing: 0 });
    expect(checkoutStateSchema.parse(chosen.json()).draft.payment).toBe('not_required');
  });

  it('saves a choice offered for the delivery, and refuses one that is not', async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const refused = await post('checkout/setPaymentChoice', { payment_choice: 'contact' });
    const saved = await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: checkoutErrorCodes.paymentChoiceUnavailable,
      error: checkoutMessages.paymentChoiceUnavailable,
    });
    expect(checkoutStateSchema.parse(saved.json()).draft.payment).toBe('pickup');
    expect(checkoutStateSchema.parse((await post('checkout/get')).json()).draft.payment).toBe('pickup');
  });

  it('refuses an unknown choice, and a choice before delivery is chosen', async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const unknown = await post('checkout/setPaymentChoice', { payment_choice: 'bitcoin' });
    const early = await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });

    expect(unknown.statusCode).toBe(400);
    expect(early.json().code).toBe(checkoutErrorCodes.deliveryRequired);
  });
});
