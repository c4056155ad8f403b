import {
  checkoutStateSchema,
  commonErrorCodes,
  giftCardErrorCodes,
  giftCardMessages,
  type CheckoutState,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { sha256Hex } from '../../lib/ids.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction } from '../../test/http.ts';
import { cartApp, cookieName, hunger } from '../cart/test-app.ts';
import { groupedGiftCardNumber } from './numbers.ts';
import { createGiftCardService, giftCardRateLimits } from './service.ts';

const notAccepted = { error: giftCardMessages.notAccepted, code: giftCardErrorCodes.notAccepted };

/** A store with a customer signed in, a $12.00 book in the cart, and a way to issue cards. */
async function redeemApp(dialect: Parameters<typeof cartApp>[0]) {
  const context = await cartApp(dialect);
  const { app, store, post } = context;
  const customer = await app.factories.customer({ storeId: store.id });
  const cookie = (await app.signIn(customer))[cookieName] ?? '';
  const asCustomer = (action: string, payload: object = {}) => post(action, payload, cookie);
  await asCustomer('cart/add', { eisbn: hunger, quantity: 1 });
  const giftCards = createGiftCardService({
    db: app.db,
    mail: { send: async () => {} },
    rateLimits: { consume: async () => {} },
  });
  const issue = async (amountCents: number, pin?: string) => {
    const card = await giftCards.issueCard({
      storeId: store.id,
      amountCents,
      currency: 'USD',
      recipientEmail: '',
      now: 1,
    });
    if (pin)
      await app.db
        .updateTable('giftCards')
        .set({ pinHash: sha256Hex(pin) })
        .where('id', '=', card.id)
        .execute();
    return card;
  };
  const stateOf = (response: { json: () => unknown }): CheckoutState => checkoutStateSchema.parse(response.json());
  return { ...context, asCustomer, issue, stateOf };
}

describeEachDatabase('giftcard/balance', (dialect) => {
  it('answers the balance of a number typed with spaces and in lower case, for a guest too', async () => {
    const { post, issue } = await redeemApp(dialect);
    const card = await issue(2500);

    const response = await post('giftcard/balance', { number: groupedGiftCardNumber(card.number).toLowerCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balance: 2500 });
  });

  it('gives an unknown number the one generic refusal', async () => {
    const { post } = await redeemApp(dialect);

    const response = await post('giftcard/balance', { number: 'ZZZZ ZZZZ ZZZZ ZZZZ ZZZZ' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notAccepted);
  });

  it('asks for a number', async () => {
    const { post } = await redeemApp(dialect);

    const response = await post('giftcard/balance', {});

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ number: giftCardMessages.numberRequired });
  });

  it('refuses even a real number, with the same generic refusal, once a session has looked up too many', async () => {
    const { post, issue } = await redeemApp(dialect);
    const card = await issue(2500);
    for (let attempt = 0; attempt < giftCardRateLimits.lookupPerSession.limit; attempt += 1) {
      await post('giftcard/balance', { number: `GUESS${attempt}` });
    }

    const response = await post('giftcard/balance', { number: card.number });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notAccepted);
  });
});

describeEachDatabase('gift card look-up limits', (dialect) => {
  it('refuses an IP past its limit even without a session', async () => {
    const { app, issue } = await redeemApp(dialect);
    const card = await issue(2500);
    const lookUp = (number: string) => app.inject(postAction('giftcard/balance', { number }));
    for (let attempt = 0; attempt < giftCardRateLimits.lookupPerIp.limit; attempt += 1) {
      await lookUp(`GUESS${attempt}`);
    }

    const response = await lookUp(card.number);

    expect(response.json()).toEqual(notAccepted);
  });

  it('refuses the right PIN once a card has had too many tries, from however many sessions', async () => {
    const { app, store, post, issue } = await redeemApp(dialect);
    const card = await issue(5000, '4321');
    const customer = await app.factories.customer({ storeId: store.id });
    const tryPin = async (pin: string) => {
      const cookie = (await app.signIn(customer))[cookieName] ?? '';
      await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
      return post('checkout/addGiftCard', { gift_card_number: card.number, pin }, cookie);
    };
    for (let attempt = 0; attempt < giftCardRateLimits.pinPerCard.limit; attempt += 1) {
      await tryPin(`000${attempt}`);
    }

    const response = await tryPin('4321');

    expect(response.json()).toEqual(notAccepted);
  });
});

describeEachDatabase('checkout/addGiftCard', (dialect) => {
  it('applies what is owed when the card holds more, and answers the checkout with its cart', async () => {
    const { asCustomer, issue, stateOf } = await redeemApp(dialect);
    const card = await issue(5000);

    const response = await asCustomer('checkout/addGiftCard', { gift_card_number: card.number, pin: '' });

    expect(response.statusCode).toBe(200);
    const { cart } = stateOf(response);
    expect(cart.gift_cards).toEqual([{ number: card.number, amount: 1200 }]);
    expect(cart.summary).toMatchObject({ total: 1200, total_gift_card_amount_used: 1200 });
    expect(cart.checksum).not.toBe('');
  });

  it('applies the whole balance when it is less than what is owed, and a second card the rest', async () => {
    const { asCustomer, issue, stateOf } = await redeemApp(dialect);
    const first = await issue(500);
    const second = await issue(5000);

    await asCustomer('checkout/addGiftCard', { gift_card_number: first.number });
    const response = await asCustomer('checkout/addGiftCard', { gift_card_number: second.number });

    expect(stateOf(response).cart.gift_cards).toEqual([
      { number: first.number, amount: 500 },
      { number: second.number, amount: 700 },
    ]);
  });

  it("says 'This card has a balance of $0' for a spent card", async () => {
    const { app, asCustomer, issue } = await redeemApp(dialect);
    const card = await issue(500);
    await app.db.updateTable('giftCards').set({ balanceCents: 0 }).where('id', '=', card.id).execute();

    const response = await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: giftCardMessages.zeroBalance,
      code: giftCardErrorCodes.zeroBalance,
    });
  });

  it('answers a wrong PIN exactly as an unknown number', async () => {
    const { asCustomer, issue } = await redeemApp(dialect);
    const card = await issue(5000, '4321');

    const wrongPin = await asCustomer('checkout/addGiftCard', { gift_card_number: card.number, pin: '1234' });
    const unknown = await asCustomer('checkout/addGiftCard', { gift_card_number: 'ZZZZZZZZZZ', pin: '1234' });
    const rightPin = await asCustomer('checkout/addGiftCard', { gift_card_number: card.number, pin: '4321' });

    expect([wrongPin.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(wrongPin.json()).toEqual(notAccepted);
    expect(unknown.json()).toEqual(notAccepted);
    expect(rightPin.statusCode).toBe(200);
  });

  it('refuses the same card twice, and a card when nothing is left to pay', async () => {
    const { asCustomer, issue } = await redeemApp(dialect);
    const card = await issue(5000);
    const other = await issue(5000);
    await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });

    const again = await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });
    const paid = await asCustomer('checkout/addGiftCard', { gift_card_number: other.number });

    expect(again.json().code).toBe(giftCardErrorCodes.alreadyApplied);
    expect(paid.json().code).toBe(giftCardErrorCodes.nothingOwing);
  });

  it('is for logged-in customers only: a guest gets 401 and learns nothing of the card', async () => {
    const { post, issue } = await redeemApp(dialect);
    const card = await issue(5000);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('checkout/addGiftCard', { gift_card_number: card.number });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(commonErrorCodes.loginRequired);
  });

  it('refuses redemptions past the limit with the generic refusal', async () => {
    const { asCustomer, issue } = await redeemApp(dialect);
    const card = await issue(5000);
    for (let attempt = 0; attempt < giftCardRateLimits.lookupPerSession.limit; attempt += 1) {
      await asCustomer('checkout/addGiftCard', { gift_card_number: `GUESS${attempt}` });
    }

    const response = await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });

    expect(response.json()).toEqual(notAccepted);
  });
});

describeEachDatabase('checkout/editGiftCard', (dialect) => {
  it('sets the amount a card pays, in dollars as typed', async () => {
    const { asCustomer, issue, stateOf } = await redeemApp(dialect);
    const card = await issue(5000);
    await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });

    const response = await asCustomer('checkout/editGiftCard', { gift_card_number: card.number, amount: '$ 4.50' });

    expect(response.statusCode).toBe(200);
    expect(stateOf(response).cart.summary.total_gift_card_amount_used).toBe(450);
  });

  it('refuses more than the balance, and more than is owed, on the amount field', async () => {
    const { asCustomer, issue } = await redeemApp(dialect);
    const small = await issue(500);
    const large = await issue(5000);
    await asCustomer('checkout/addGiftCard', { gift_card_number: small.number });
    await asCustomer('checkout/addGiftCard', { gift_card_number: large.number });

    const aboveBalance = await asCustomer('checkout/editGiftCard', { gift_card_number: small.number, amount: '6' });
    const aboveOwing = await asCustomer('checkout/editGiftCard', { gift_card_number: large.number, amount: '8.00' });

    expect(aboveBalance.json()).toMatchObject({
      code: giftCardErrorCodes.amountAboveBalance,
      fields: { amount: giftCardMessages.amountAboveBalance('$5.00') },
    });
    expect(aboveOwing.json()).toMatchObject({
      code: giftCardErrorCodes.amountAboveOwing,
      fields: { amount: giftCardMessages.amountAboveOwing('$7.00') },
    });
  });

  it("says 'Amount required.' for an amount that is not dollars and cents", async () => {
    const { asCustomer, issue } = await redeemApp(dialect);
    const card = await issue(5000);
    await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });

    const response = await asCustomer('checkout/editGiftCard', { gift_card_number: card.number, amount: '4.5.0' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ amount: giftCardMessages.amountRequired });
  });

  it('refuses a card that is not applied', async () => {
    const { asCustomer, issue } = await redeemApp(dialect);
    const card = await issue(5000);

    const response = await asCustomer('checkout/editGiftCard', { gift_card_number: card.number, amount: '1' });

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(giftCardErrorCodes.notApplied);
  });
});

describeEachDatabase('checkout/removeGiftCard', (dialect) => {
  it('takes the card off the order', async () => {
    const { asCustomer, issue, stateOf } = await redeemApp(dialect);
    const card = await issue(5000);
    await asCustomer('checkout/addGiftCard', { gift_card_number: card.number });

    const response = await asCustomer('checkout/removeGiftCard', { gift_card_number: card.number });

    expect(stateOf(response).cart.gift_cards).toEqual([]);
    expect(stateOf(response).cart.summary.total_gift_card_amount_used).toBe(0);
  });

  it('refuses a card that is not applied, and a guest', async () => {
    const { post, asCustomer } = await redeemApp(dialect);

    const missing = await asCustomer('checkout/removeGiftCard', { gift_card_number: 'ABCDE' });
    const guest = await post('checkout/removeGiftCard', { gift_card_number: 'ABCDE' });

    expect(missing.json().code).toBe(giftCardErrorCodes.notApplied);
    expect(guest.statusCode).toBe(401);
  });
});
