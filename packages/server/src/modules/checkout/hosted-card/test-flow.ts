import { expect, onTestFinished } from 'vitest';
import { startHostedCardStandIn, type HostedCardStandIn } from '../../../test/hosted-card-stand-in.ts';
import { hunger } from '../../cart/test-app.ts';
import { checkoutApp, guestContact } from '../submit-test-flow.ts';

type Dialect = Parameters<typeof checkoutApp>[0];

/** The stand-in of the three providers, closed when the test finishes. */
export async function startStandIn() {
  const providers = await startHostedCardStandIn();
  onTestFinished(providers.close);
  return providers;
}

/** A store offering the three hosted card forms, and a guest who has two copies in the cart ready to pay with `choice`. */
export async function hostedCheckout(
  dialect: Dialect,
  providers: HostedCardStandIn,
  choice: 'clearent' | 'chase' | 'global',
) {
  const context = await checkoutApp(dialect, {
    hosted_cards: providers.settings,
    checkout: { payment_choices: { pickup: ['clearent', 'chase', 'global', 'pickup'], ship: ['contact'] } },
  });
  const { post } = context;
  const cookie = await context.newGuest();
  await post('cart/add', { eisbn: hunger, quantity: 2 }, cookie);
  await post('checkout/setDelivery', { delivery_preference: 'pickup' }, cookie);
  await post('checkout/setExtras', guestContact, cookie);
  const chosen = await post('checkout/setPaymentChoice', { payment_choice: choice }, cookie);
  expect(chosen.statusCode).toBe(200);
  const as = (action: string, payload: object = {}) => post(action, payload, cookie);
  return { ...context, cookie, as };
}

export const ordersOf = async (app: Awaited<ReturnType<typeof checkoutApp>>['app']) =>
  app.db.selectFrom('orders').selectAll().execute();
export const onHandOf = async (app: Awaited<ReturnType<typeof checkoutApp>>['app']) =>
  (await app.db.selectFrom('stock').select('onhand').where('eisbn', '=', hunger).executeTakeFirstOrThrow()).onhand;
