import { chaseInitResultSchema, globalInitResultSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { hostedCheckout, ordersOf, startStandIn } from './test-flow.ts';

/* docs/features/checkout.md#provider-notices */

type Context = Awaited<ReturnType<typeof hostedCheckout>>;

/** Posts a provider's notice as the provider would, with `signature` in its header. */
const postNotice = (context: Context, provider: string, body: string, signature: string) =>
  context.app.inject({
    method: 'POST',
    url: `/webhooks/hosted-cards/${provider}`,
    headers: { 'content-type': 'application/json', 'x-gp-signature': signature },
    payload: body,
  });

/** Posts Chase's notice as its hosted form would: form-encoded, `signature` in X-Chase-Signature. */
const postChaseNotice = (context: Context, body: string, signature: string) =>
  context.app.inject({
    method: 'POST',
    url: '/webhooks/hosted-cards/chase',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-chase-signature': signature },
    payload: body,
  });

/** The shopper opens Chase's form and pays in it, then closes the tab: the form's uID. */
async function paidInChaseAndGone(context: Context, providers: Awaited<ReturnType<typeof startStandIn>>) {
  const { uid } = chaseInitResultSchema.parse((await context.as('checkout/chaseInit')).json());
  providers.payChase(uid);
  return uid;
}

/** The shopper opens Global's page and pays, then closes the tab: the paid transaction's id. */
async function paidAndGone(context: Context, providers: Awaited<ReturnType<typeof startStandIn>>) {
  globalInitResultSchema.parse((await context.as('checkout/globalInit')).json());
  const [linkId] = [...providers.globalLinks][0] ?? [];
  return providers.payGlobal(linkId ?? '') ?? '';
}

describeEachDatabase('hosted card provider notices: POST /webhooks/hosted-cards/{provider}', (dialect) => {
  it("places the order once from Global's signed notice when the shopper never came back", async () => {
    const providers = await startStandIn();
    const context = await hostedCheckout(dialect, providers, 'global');
    const transactionId = await paidAndGone(context, providers);
    const { body, signature } = providers.globalNotice(transactionId);

    const first = await postNotice(context, 'global', body, signature);
    const again = await postNotice(context, 'global', body, signature);
    const shopperBack = await context.as('checkout/cardPayment', {
      provider: 'global',
      transaction_data: transactionId,
    });

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const orders = await ordersOf(context.app);
    expect(orders).toMatchObject([{ paymentType: 'global', paymentStatus: 'captured', totalCents: 2400 }]);
    expect(shopperBack.json()).toMatchObject({ order_number: orders[0]?.orderNumber });
    expect(providers.globalLinks.get([...providers.globalLinks.keys()][0] ?? '')?.noticeUrl).toBe(
      'https://books.example/webhooks/hosted-cards/global',
    );
    expect(providers.refunds).toEqual([]);
  });

  it('refuses a notice whose signature is not the provider’s, saying nothing, and places no order', async () => {
    const providers = await startStandIn();
    const context = await hostedCheckout(dialect, providers, 'global');
    const transactionId = await paidAndGone(context, providers);
    const { body } = providers.globalNotice(transactionId);

    const forged = await postNotice(context, 'global', body, 'f'.repeat(128));
    const unsigned = await context.app.inject({ method: 'POST', url: '/webhooks/hosted-cards/global', payload: body });

    expect(forged.statusCode).toBe(401);
    expect(forged.body).toBe('');
    expect(unsigned.statusCode).toBe(401);
    expect(await ordersOf(context.app)).toEqual([]);
  });

  it("places the order once from Chase's signed notice, asking Chase what the uID paid", async () => {
    const providers = await startStandIn();
    const context = await hostedCheckout(dialect, providers, 'chase');
    const uid = await paidInChaseAndGone(context, providers);
    const { body, signature } = providers.chaseNotice(uid);

    const first = await postChaseNotice(context, body, signature);
    const again = await postChaseNotice(context, body, signature);
    const shopperBack = await context.as('checkout/chaseSuccess', { uid });

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const orders = await ordersOf(context.app);
    expect(orders).toMatchObject([{ paymentType: 'chase', paymentStatus: 'captured', totalCents: 2400 }]);
    expect(orders[0]?.paymentMessage).toContain(providers.chaseForms.get(uid)?.transactionId ?? 'none');
    expect(shopperBack.json()).toMatchObject({ order_number: orders[0]?.orderNumber });
    expect(providers.refunds).toEqual([]);
  });

  it('places nothing from a Chase notice for a form that was never paid, whatever the notice says', async () => {
    const providers = await startStandIn();
    const context = await hostedCheckout(dialect, providers, 'chase');
    const { uid } = chaseInitResultSchema.parse((await context.as('checkout/chaseInit')).json());
    const { body, signature } = providers.chaseNotice(uid);

    const notice = await postChaseNotice(context, body, signature);

    expect(notice.statusCode).toBe(200);
    expect(await ordersOf(context.app)).toEqual([]);
  });

  it('refuses a Chase notice with a wrong or missing signature (401) or a uID Chase never made (404), saying nothing', async () => {
    const providers = await startStandIn();
    const context = await hostedCheckout(dialect, providers, 'chase');
    const uid = await paidInChaseAndGone(context, providers);
    const { body } = providers.chaseNotice(uid);
    const unknown = providers.chaseNotice('NOSUCHUID');

    const forged = await postChaseNotice(context, body, 'f'.repeat(64));
    const unsigned = await context.app.inject({ method: 'POST', url: '/webhooks/hosted-cards/chase', payload: body });
    const neverMade = await postChaseNotice(context, unknown.body, unknown.signature);

    expect([forged.statusCode, unsigned.statusCode, neverMade.statusCode]).toEqual([401, 401, 404]);
    expect([forged.body, unsigned.body, neverMade.body]).toEqual(['', '', '']);
    expect(await ordersOf(context.app)).toEqual([]);
  });

  it('refuses a provider that sends no notices, or none the store knows, with 404', async () => {
    const providers = await startStandIn();
    const context = await hostedCheckout(dialect, providers, 'global');

    const clearent = await postNotice(context, 'clearent', '{}', 'x');
    const unknown = await postNotice(context, 'stripe', '{}', 'x');

    expect(clearent.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
  });
});
