import {
  checkoutErrorCodes,
  checkoutStateSchema,
  chaseInitResultSchema,
  globalInitResultSchema,
} from '@bookfront/contract';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { hunger } from '../../cart/test-app.ts';
import { checkoutApp, guestContact } from '../submit-test-flow.ts';
import { hostedCheckout, onHandOf, ordersOf, startStandIn } from './test-flow.ts';

const cardFailed = { code: checkoutErrorCodes.cardPaymentFailed, error: 'There was an error' };

describeEachDatabase('hosted card forms: checkout/chaseInit, chaseSuccess, globalInit and cardPayment', (dialect) => {
  it('opens the Chase form for what is owed and places the order once when Chase confirms the uid', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'chase');

    const init = chaseInitResultSchema.parse((await as('checkout/chaseInit')).json());
    providers.payChase(init.uid);
    const first = await as('checkout/chaseSuccess', { uid: init.uid });
    const again = await as('checkout/chaseSuccess', { uid: init.uid });

    const form = providers.chaseForms.get(init.uid);
    expect(form).toMatchObject({ amount: '24.00', currency: 'USD', returnUrl: 'https://books.example/checkout/chase' });
    expect(init.url).toBe(`${providers.origin}/hpf/1_1/?uID=${init.uid}`);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().order_number).toBe(first.json().order_number);
    expect(await ordersOf(app)).toMatchObject([
      {
        paymentType: 'chase',
        paymentStatus: 'captured',
        paymentMessage: `Paid by card (chase transaction ${form?.transactionId})`,
        totalCents: 2400,
      },
    ]);
    expect(await onHandOf(app)).toBe(3);
    expect(providers.refunds).toEqual([]);
  });

  it('opens the Global Payments page and places the order once when its transaction is confirmed', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'global');

    const init = globalInitResultSchema.parse((await as('checkout/globalInit')).json());
    const [linkId, link] = [...providers.globalLinks][0] ?? [];
    const transactionId = providers.payGlobal(linkId ?? '') ?? '';
    const first = await as('checkout/cardPayment', { provider: 'global', transaction_data: transactionId });
    const again = await as('checkout/cardPayment', { provider: 'global', transaction_data: transactionId });

    expect(init.url).toBe(`${providers.origin}/hpp/${linkId}`);
    expect(link).toMatchObject({ amount: '2400', currency: 'USD', returnUrl: 'https://books.example/checkout/global' });
    expect(first.statusCode).toBe(200);
    expect(again.json().order_number).toBe(first.json().order_number);
    expect(await ordersOf(app)).toMatchObject([{ paymentType: 'global', paymentStatus: 'captured', totalCents: 2400 }]);
  });

  it("charges Clearent's token for what is owed once, and a replayed token places no second order", async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'clearent');
    const token = providers.clearentToken();

    const first = await as('checkout/cardPayment', { provider: 'clearent', transaction_data: token });
    const again = await as('checkout/cardPayment', { provider: 'clearent', transaction_data: token });

    expect(first.statusCode).toBe(200);
    expect(again.json().order_number).toBe(first.json().order_number);
    expect(providers.clearentSales).toHaveLength(1);
    expect(providers.clearentSales[0]?.amount).toBe('24.00');
    expect(await ordersOf(app)).toMatchObject([{ paymentType: 'clearent', paymentStatus: 'captured' }]);
  });

  it('places one order when the same confirmation arrives twice at once', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'chase');
    const { uid } = chaseInitResultSchema.parse((await as('checkout/chaseInit')).json());
    providers.payChase(uid);

    const [first, second] = await Promise.all([
      as('checkout/chaseSuccess', { uid }),
      as('checkout/chaseSuccess', { uid }),
    ]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().order_number).toBe(first.json().order_number);
    expect(await ordersOf(app)).toHaveLength(1);
    expect(providers.refunds).toEqual([]);
  });

  it('says there was an error when the provider cannot be reached', async () => {
    const providers = await startStandIn();
    const { as } = await hostedCheckout(dialect, providers, 'chase');
    await providers.close();

    const response = await as('checkout/chaseInit');

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(cardFailed);
  });

  it('says there was an error and places nothing when the provider declines the card', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'chase');
    const { uid } = chaseInitResultSchema.parse((await as('checkout/chaseInit')).json());
    providers.payChase(uid);
    providers.behaviour.decline = true;

    const response = await as('checkout/chaseSuccess', { uid });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(cardFailed);
    expect(await ordersOf(app)).toEqual([]);
    expect(await onHandOf(app)).toBe(5);
  });

  it('refuses a form that was never paid, and a Clearent sale declined', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'chase');
    const { uid } = chaseInitResultSchema.parse((await as('checkout/chaseInit')).json());
    const unpaid = await as('checkout/chaseSuccess', { uid });
    const unknown = await as('checkout/chaseSuccess', { uid: 'NOSUCHUID' });
    await as('checkout/setPaymentChoice', { payment_choice: 'clearent' });
    providers.behaviour.decline = true;
    const declined = await as('checkout/cardPayment', {
      provider: 'clearent',
      transaction_data: providers.clearentToken(),
    });

    expect(unpaid.json()).toMatchObject(cardFailed);
    expect(unknown.json()).toMatchObject(cardFailed);
    expect(declined.json()).toMatchObject(cardFailed);
    expect(await ordersOf(app)).toEqual([]);
  });

  it('gives the money back and places nothing when the provider reports another amount than is owed', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'global');
    await as('checkout/globalInit');
    const transactionId = providers.payGlobal([...providers.globalLinks.keys()][0] ?? '') ?? '';
    providers.behaviour.reportAmount = '1200';

    const response = await as('checkout/cardPayment', { provider: 'global', transaction_data: transactionId });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(cardFailed);
    expect(providers.refunds).toEqual([{ provider: 'global', transactionId }]);
    expect(await ordersOf(app)).toEqual([]);
  });

  it('gives the money back when the cart changed after the form was opened', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'chase');
    const { uid } = chaseInitResultSchema.parse((await as('checkout/chaseInit')).json());
    providers.payChase(uid);
    await as('cart/add', { eisbn: hunger, quantity: 1 });
    await as('checkout/setPaymentChoice', { payment_choice: 'chase' });

    const response = await as('checkout/chaseSuccess', { uid });

    expect(response.json().code).toBe(checkoutErrorCodes.checksumMismatch);
    expect(providers.refunds).toHaveLength(1);
    expect(await ordersOf(app)).toEqual([]);
  });

  it("refuses another shopper's payment and leaves it alone, so its own checkout can still place it", async () => {
    const providers = await startStandIn();
    const owner = await hostedCheckout(dialect, providers, 'chase');
    const { uid } = chaseInitResultSchema.parse((await owner.as('checkout/chaseInit')).json());
    providers.payChase(uid);
    const other = await owner.newGuest();
    await owner.post('cart/add', { eisbn: hunger, quantity: 2 }, other);
    await owner.post('checkout/setDelivery', { delivery_preference: 'pickup' }, other);
    await owner.post('checkout/setExtras', guestContact, other);
    await owner.post('checkout/setPaymentChoice', { payment_choice: 'chase' }, other);

    const stolen = await owner.post('checkout/chaseSuccess', { uid }, other);
    const own = await owner.as('checkout/chaseSuccess', { uid });

    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject(cardFailed);
    expect(providers.refunds).toEqual([]);
    expect(own.statusCode).toBe(200);
    expect(await ordersOf(owner.app)).toHaveLength(1);
  });

  it("refuses a customer's payment to another customer, whose checkout it is not", async () => {
    const providers = await startStandIn();
    const context = await checkoutApp(dialect, {
      hosted_cards: providers.settings,
      checkout: { payment_choices: { pickup: ['global'], ship: ['global'] } },
    });
    const { app, post, store } = context;
    const signedIn = async () =>
      Object.values(await app.signIn(await app.factories.customer({ storeId: store.id })))[0] ?? '';
    const [owner, other] = [await signedIn(), await signedIn()];
    for (const cookie of [owner, other]) {
      await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
      await post('checkout/setDelivery', { delivery_preference: 'pickup' }, cookie);
      await post('checkout/setExtras', guestContact, cookie);
      await post('checkout/setPaymentChoice', { payment_choice: 'global' }, cookie);
    }
    await post('checkout/globalInit', {}, owner);
    const transactionId = providers.payGlobal([...providers.globalLinks.keys()][0] ?? '') ?? '';
    const payload = { provider: 'global', transaction_data: transactionId };

    const stolen = await post('checkout/cardPayment', payload, other);
    const own = await post('checkout/cardPayment', payload, owner);

    expect(stolen.json()).toMatchObject(cardFailed);
    expect(own.statusCode).toBe(200);
    expect(providers.refunds).toEqual([]);
    expect(await ordersOf(app)).toHaveLength(1);
  });

  it('is not offered, and cannot be started, while the store has not set the provider keys', async () => {
    const { post } = await checkoutApp(dialect, {
      checkout: { payment_choices: { pickup: ['chase', 'global', 'clearent', 'pickup'], ship: ['contact'] } },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });

    const choices = await post('checkout/getPaymentChoices');
    const choose = await post('checkout/setPaymentChoice', { payment_choice: 'chase' });
    const start = await post('checkout/chaseInit');
    const pay = await post('checkout/cardPayment', { provider: 'clearent', transaction_data: 'token' });

    expect(choices.json().choices.pickup).toEqual(['pickup']);
    expect(choose.statusCode).toBe(409);
    expect(start.statusCode).toBe(409);
    expect(pay.json().code).toBe(checkoutErrorCodes.paymentChoiceUnavailable);
  });

  it('refuses a confirmation for a payment choice the checkout has not made, and a plain submit of a hosted choice', async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'chase');
    const checksum = checkoutStateSchema.parse((await as('checkout/get')).json()).cart.checksum;

    const response = await as('checkout/cardPayment', {
      provider: 'clearent',
      transaction_data: providers.clearentToken(),
    });
    const submitted = await as('checkout/submit', { checksum, uuid: randomUUID() });

    expect(response.json().code).toBe(checkoutErrorCodes.paymentRequired);
    expect(submitted.json().code).toBe(checkoutErrorCodes.paymentRequired);
    expect(providers.clearentSales).toEqual([]);
    expect(await ordersOf(app)).toEqual([]);
  });

  it('answers 400 to malformed payloads and never reaches a provider', async () => {
    const providers = await startStandIn();
    const { as } = await hostedCheckout(dialect, providers, 'clearent');

    const answers = await Promise.all([
      as('checkout/cardPayment', { provider: 'chase', transaction_data: 'x' }),
      as('checkout/cardPayment', { provider: 'clearent' }),
      as('checkout/cardPayment', { provider: 'clearent', transaction_data: '   ' }),
      as('checkout/cardPayment', { provider: 'global', transaction_data: 'x'.repeat(4001) }),
      as('checkout/chaseSuccess', {}),
      as('checkout/chaseSuccess', { uid: 42 }),
    ]);

    expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(providers.clearentSales).toEqual([]);
  });

  it('keeps the provider keys off the settings every browser is sent', async () => {
    const providers = await startStandIn();
    const { post } = await hostedCheckout(dialect, providers, 'chase');

    const settings = await post('store/getSettings');

    expect(settings.statusCode).toBe(200);
    expect(JSON.stringify(settings.json())).not.toContain(providers.settings.chase.api_token);
    expect(settings.json()).not.toHaveProperty('hosted_cards');
  });
});
