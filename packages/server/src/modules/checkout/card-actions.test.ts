import {
  cardErrorCodes,
  checkoutErrorCodes,
  checkoutStateSchema,
  setCreditCardResultSchema,
  type CardDetails,
} from '@bookfront/contract';
import { beforeAll, expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import {
  generateCardKeyPair,
  openCardEnvelope,
  openCvvEnvelope,
  sealLegacyCardEnvelope,
  type CardKeyPair,
} from '../../lib/card-envelope.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { cookieName, hunger } from '../cart/test-app.ts';
import {
  cardCheckout as checkoutWithCard,
  cardPayload as sealedCardPayload,
  cardSettings as storeCardSettings,
  testCard,
} from './card-test-flow.ts';
import type { checkoutApp } from './submit-test-flow.ts';

const card = testCard;

let keys: CardKeyPair;
beforeAll(async () => {
  keys = await generateCardKeyPair();
});

const cardPayload = (details: CardDetails = card, brand = 'visa') => sealedCardPayload(keys, details, brand);
const cardSettings = (checkout: Record<string, unknown> = {}) => storeCardSettings(keys, checkout);
const cardCheckout = (dialect: DatabaseDialect, settings = cardSettings()) => checkoutWithCard(dialect, settings);

const draftRowsText = async (app: Awaited<ReturnType<typeof checkoutApp>>['app']) =>
  JSON.stringify(await app.db.selectFrom('checkoutDrafts').selectAll().execute());

describeEachDatabase('checkout/setCreditCard', (dialect) => {
  it('keeps the sealed card and answers what may be shown of it with the cart and its checksum', async () => {
    const { post } = await cardCheckout(dialect);

    const response = await post('checkout/setCreditCard', await cardPayload());

    expect(response.statusCode).toBe(200);
    const result = setCreditCardResultSchema.parse(response.json());
    expect(result.cc_info).toEqual({
      brand: 'visa',
      masked_number: '•••• 4242',
      name: 'Ada Lovelace',
      expiry_month: 12,
      expiry_year: card.expiry_year,
    });
    expect(result.draft.cc_info).toEqual(result.cc_info);
    expect(result.checksum).toBe(result.cart.checksum);
    expect(checkoutStateSchema.parse((await post('checkout/get')).json()).draft.cc_info).toEqual(result.cc_info);
  });

  it('stores only ciphertext: the card number is nowhere in the draft, and the private key opens it', async () => {
    const { app, post } = await cardCheckout(dialect);

    await post('checkout/setCreditCard', await cardPayload());

    const rowsText = await draftRowsText(app);
    expect(rowsText).not.toContain(card.number);
    expect(rowsText).not.toContain('4242 4242');
    const row = await app.db
      .selectFrom('checkoutDrafts')
      .select(['ccCiphertext', 'cvvCiphertext'])
      .executeTakeFirstOrThrow();
    const { cvv, ...withoutCvv } = card;
    await expect(openCardEnvelope(keys.privatePem, row.ccCiphertext ?? '')).resolves.toEqual(withoutCvv);
    await expect(openCvvEnvelope(keys.privatePem, row.cvvCiphertext ?? '')).resolves.toBe(cvv);
  });

  it('refuses a card sealed in one envelope with its CVV, which could not be erased alone', async () => {
    const { app, post } = await cardCheckout(dialect);
    const payload = await cardPayload();

    const response = await post('checkout/setCreditCard', {
      ...payload,
      encrypted_cc_info: await sealLegacyCardEnvelope(keys.publicPem, card),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(cardErrorCodes.envelopeInvalid);
    expect(await draftRowsText(app)).not.toContain(payload.encrypted_cvv);
  });

  it('refuses a card without its sealed CVV', async () => {
    const { post } = await cardCheckout(dialect);
    const { encrypted_cvv: _cvv, ...withoutCvv } = await cardPayload();

    expect((await post('checkout/setCreditCard', withoutCvv)).statusCode).toBe(400);
  });

  it('forgets the sealed card when the shopper chooses to pay another way', async () => {
    const { app, post } = await cardCheckout(dialect);
    await post('checkout/setCreditCard', await cardPayload());

    const changed = await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });

    expect(checkoutStateSchema.parse(changed.json()).draft.cc_info).toBeNull();
    const row = await app.db
      .selectFrom('checkoutDrafts')
      .select(['ccCiphertext', 'cvvCiphertext', 'ccInfo'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ccCiphertext: null, cvvCiphertext: null, ccInfo: null });
  });

  it('places the order with the sealed card: the private key opens it, and no row or queued mail holds the number', async () => {
    const { app, post, submit } = await cardCheckout(dialect);
    const saved = setCreditCardResultSchema.parse((await post('checkout/setCreditCard', await cardPayload())).json());

    const response = await submit(saved.checksum);

    expect(response.statusCode).toBe(200);
    const order = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order.paymentType).toBe('credit_card');
    await expect(openCardEnvelope(keys.privatePem, order.ccCiphertext ?? '')).resolves.toMatchObject({
      number: card.number,
    });
    await expect(openCvvEnvelope(keys.privatePem, order.cvvCiphertext ?? '')).resolves.toBe(card.cvv);
    const stored = JSON.stringify(
      await Promise.all([
        app.db.selectFrom('orders').selectAll().execute(),
        app.db.selectFrom('orderItems').selectAll().execute(),
        app.db.selectFrom('checkoutDrafts').selectAll().execute(),
        app.db.selectFrom('jobs').selectAll().execute(),
      ]),
    );
    expect(stored).not.toContain(card.number);
  });

  it('lets a signed-in customer give a card', async () => {
    const { app, store, post } = await cardCheckout(dialect, cardSettings());
    const customer = await app.factories.customer({ storeId: store.id });
    const signedIn = (await app.signIn(customer))[cookieName] ?? '';
    await post('cart/add', { eisbn: hunger, quantity: 1 }, signedIn);
    await post('checkout/setDelivery', { delivery_preference: 'pickup' }, signedIn);
    await post('checkout/setExtras', {}, signedIn);
    await post('checkout/setPaymentChoice', { payment_choice: 'credit_card' }, signedIn);

    const response = await post('checkout/setCreditCard', await cardPayload(), signedIn);

    expect(response.statusCode).toBe(200);
  });

  it.each([['number'], ['cvv']])('refuses a payload carrying a plain %s and stores nothing', async (field) => {
    const { app, post } = await cardCheckout(dialect);

    const response = await post('checkout/setCreditCard', {
      ...(await cardPayload()),
      [field]: card[field as 'number'],
    });

    expect(response.statusCode).toBe(400);
    expect(await draftRowsText(app)).not.toContain(card.number);
    expect(JSON.stringify(response.json())).not.toContain(card.number);
  });

  it('refuses a card where the store has no public key to seal it with', async () => {
    const { post } = await cardCheckout(dialect, cardSettings({ card_public_key: '' }));

    const response = await post('checkout/setCreditCard', await cardPayload());

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(cardErrorCodes.cardNotOffered);
  });

  it('refuses a card where credit_card is not offered for the delivery', async () => {
    const { post } = await cardCheckout(dialect, cardSettings({ payment_choices: { pickup: ['pickup'], ship: [] } }));

    expect((await post('checkout/setCreditCard', await cardPayload())).json().code).toBe(cardErrorCodes.cardNotOffered);
  });

  it('refuses a card before credit_card was chosen as the payment', async () => {
    const { post } = await cardCheckout(dialect);
    await post('checkout/setPaymentChoice', { payment_choice: 'pickup' });

    const response = await post('checkout/setCreditCard', await cardPayload());

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(checkoutErrorCodes.paymentRequired);
  });

  it('refuses a guest where the store does not allow guest checkout', async () => {
    const { post } = await cardCheckout(dialect, { ...cardSettings(), guest_allow_checkout: false });

    expect((await post('checkout/setCreditCard', await cardPayload())).statusCode).toBe(401);
  });

  it('refuses a brand the store does not accept', async () => {
    const { post } = await cardCheckout(dialect);
    const amex = { ...card, number: '378282246310005', cvv: '1234' };

    const response = await post('checkout/setCreditCard', await cardPayload(amex, 'amex'));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: cardErrorCodes.brandNotAccepted,
      fields: { brand: expect.any(String) },
    });
  });

  it('refuses a card that has expired', async () => {
    const { post } = await cardCheckout(dialect);
    const lastYear = new Date().getFullYear() - 1;

    const response = await post('checkout/setCreditCard', await cardPayload({ ...card, expiry_year: lastYear }));

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(cardErrorCodes.expiryPast);
  });

  it.each([
    [{ encrypted_cc_info: 'A'.repeat(400) }],
    [{ encrypted_cc_info: 'not base64' }],
    [{ expiry_month: 13 }],
    [{ masked_number: '4242424242424242' }],
    [{ name: '' }],
  ])('answers 400, never 500, to %j', async (change) => {
    const { post } = await cardCheckout(dialect);

    const response = await post('checkout/setCreditCard', { ...(await cardPayload()), ...change });

    expect(response.statusCode).toBe(400);
  });
});
