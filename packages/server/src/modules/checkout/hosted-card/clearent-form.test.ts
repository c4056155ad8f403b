import { paymentChoicesSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import { hostedCheckout, ordersOf, startStandIn } from './test-flow.ts';

/* docs/features/checkout.md#hosted-card-forms: Clearent's browser form */

type Providers = Awaited<ReturnType<typeof startStandIn>>;

/** What Clearent's card fields do with a card number: ask the gateway for a one-use token with the public key. */
async function tokenFromFields(providers: Providers, publicKey: string, card = '4111111111111111') {
  const response = await fetch(`${providers.origin}/js-sdk/token`, {
    method: 'POST',
    body: JSON.stringify({ pk: publicKey, card }),
  });
  return ((await response.json()) as { jwt: string }).jwt;
}

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describeEachDatabase("Clearent's browser form", (dialect) => {
  it("gives the browser the form's script and public key, and places the order once from the token it makes", async () => {
    const providers = await startStandIn();
    const { app, as } = await hostedCheckout(dialect, providers, 'clearent');

    const choices = await as('checkout/getPaymentChoices');
    const form = paymentChoicesSchema.parse(choices.json()).clearent_form;
    const token = await tokenFromFields(providers, form?.public_key ?? '');
    const first = await as('checkout/cardPayment', { provider: 'clearent', transaction_data: token });
    const again = await as('checkout/cardPayment', { provider: 'clearent', transaction_data: token });

    expect(form).toEqual({
      script_url: `${providers.origin}/js-sdk/js/clearent-host.js`,
      base_url: providers.origin,
      public_key: providers.settings.clearent.public_key,
    });
    expect(choices.body).not.toContain(providers.settings.clearent.api_key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ order_number: (first.json() as { order_number: string }).order_number });
    expect(providers.clearentSales).toHaveLength(1);
    expect(await ordersOf(app)).toMatchObject([{ paymentType: 'clearent', paymentStatus: 'captured' }]);
  });

  it("lets Clearent's script and frames into the review page of a store offering Clearent, and nowhere else", async () => {
    const providers = await startStandIn();
    const { app } = await hostedCheckout(dialect, providers, 'clearent');
    await app.factories.store({
      id: 'other',
      basename: 'other',
      settings: {
        hosted_cards: providers.settings,
        checkout: { payment_choices: { pickup: ['chase', 'pickup'], ship: ['contact'] } },
      },
    });
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'books.example' } });

    const review = await page('/checkout/review');
    const home = await page('/');
    const payment = await page('/checkout/payment');
    const otherReview = await page('/other/checkout/review');

    const policy = review.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toContain(providers.origin);
    expect(directive(policy, 'frame-src')).toContain(providers.origin);
    expect(directive(policy, 'default-src')).not.toContain(providers.origin);
    for (const elsewhere of [home, payment, otherReview]) {
      expect(elsewhere.statusCode).toBe(200);
      expect(String(elsewhere.headers['content-security-policy'])).not.toContain(providers.origin);
    }
  });
});
