import {
  checkoutErrorCodes,
  checkoutMessages,
  type HostedCardProviderName,
  type OrderPlaced,
} from '@bookfront/contract';
import { AppError, ConflictError } from '../../../lib/errors.ts';
import { sha256Hex } from '../../../lib/ids.ts';
import { totalOwingOf } from '../payment-service.ts';
import type { CartService } from '../../cart/service.ts';
import type { SessionService } from '../../session/service.ts';
import type { StoreContext } from '../../store/service.ts';
import type { Checkout, CheckoutService } from '../service.ts';
import { assertCartOrderable, assertDraftComplete } from '../submit-checks.ts';
import type { SubmitService } from '../submit-service.ts';
import { hostedCardProviders, hostedCardUsable } from './providers.ts';
import type { HostedCardPayment, HostedCardProvider, HostedFormRequest, HostedFormSession } from './provider.ts';

/** docs/features/checkout.md#hosted-card-forms: the modal 'There was an error'; no money was kept. */
const cardPaymentFailed = () =>
  new ConflictError(checkoutErrorCodes.cardPaymentFailed, checkoutMessages.cardPaymentFailed);

/** Where the hosted pages send the shopper back; the page then confirms the payment with the server. */
export const hostedCardReturnPaths = { chase: '/checkout/chase', global: '/checkout/global' } as const;

/** Where a provider posts its signed notices of payments (docs/features/checkout.md#provider-notices). */
export const hostedCardNoticePath = (name: HostedCardProviderName) => `/webhooks/hosted-cards/${name}`;

/**
 * The reference a payment is made for: 12 hex digits of the checkout's cart, then 10 of the cart's content (its
 * checksum). The first part tells a payment of this checkout from another's (never touched); the second a cart
 * changed since the form was opened (the payment goes back). 22 characters, the most Chase's order id holds.
 */
const cartPartOf = (checkout: Pick<Checkout, 'cartId'>) => sha256Hex(`hosted-card:${checkout.cartId}`).slice(0, 12);
const referenceOf = (checkout: Checkout, checksum: string) =>
  `${cartPartOf(checkout)}${sha256Hex(`hosted-card:${checksum}`).slice(0, 10)}`;

/**
 * Hosted card forms, server to server (docs/features/checkout.md#hosted-card-forms): checkout/chaseInit and globalInit open the
 * provider's form for what is owed; checkout/chaseSuccess and cardPayment ask the provider what was paid and place the
 * order once with the submit service. The provider's transaction is the request id, so a replayed confirmation answers
 * the order already placed; a payment whose order cannot be placed is given back.
 */
export function createHostedCardService(deps: {
  checkout: CheckoutService;
  submits: SubmitService;
  carts: Pick<CartService, 'cartIdsPayingWith'>;
  sessions: Pick<SessionService, 'sessionOfCart'>;
  logError: (error: unknown, message: string) => void;
}) {
  function providerFor(checkout: Checkout, name: HostedCardProviderName) {
    // Each provider reads its own settings; the map keeps the pair together.
    const provider = hostedCardProviders[name] as HostedCardProvider;
    const settings = checkout.store.settings.hosted_cards[name];
    if (!hostedCardUsable(checkout.store.settings, name)) {
      throw new ConflictError(checkoutErrorCodes.paymentChoiceUnavailable, checkoutMessages.paymentChoiceUnavailable);
    }
    return { provider, settings };
  }

  /** The cart as it is now, which must be ready to become an order paid with this provider. */
  async function payable(checkout: Checkout, name: HostedCardProviderName, baseUrl: string) {
    const { state, row } = await deps.checkout.stateWithRow(checkout);
    const { draft, cart } = state;
    if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
    if (draft.payment !== name) {
      throw new ConflictError(checkoutErrorCodes.paymentRequired, checkoutMessages.paymentRequired);
    }
    // Everything the order needs is checked before any card is charged.
    assertCartOrderable(checkout.store, cart, cart.checksum);
    assertDraftComplete(checkout, draft, row);
    const request: HostedFormRequest = {
      reference: referenceOf(checkout, cart.checksum),
      amountCents: totalOwingOf(cart),
      currency: checkout.store.settings.store_info.currency,
      returnUrl: `${baseUrl}${name === 'clearent' ? '/checkout/review' : hostedCardReturnPaths[name]}`,
      noticeUrl: `${baseUrl}${hostedCardNoticePath(name)}`,
      description: `${checkout.store.name} order`,
    };
    return { cart, request };
  }

  async function giveBack(provider: HostedCardProvider, settings: unknown, payment: HostedCardPayment) {
    await (provider.refund as (s: unknown, p: HostedCardPayment) => Promise<void>)(settings, payment).catch(
      (error: unknown) => {
        deps.logError(error, `${provider.name} refund of transaction ${payment.transactionId} failed`);
      },
    );
  }

  /**
   * What the provider says was paid for `data`, checked against this checkout and what it owes, then the order placed
   * once: the provider's transaction is the request id.
   */
  async function confirm(
    checkout: Checkout,
    name: HostedCardProviderName,
    options: { data: string; baseUrl: string },
  ): Promise<OrderPlaced> {
    const requestId = `${name}:${sha256Hex(options.data)}`;
    const placed = await deps.submits.findPlaced(checkout, requestId);
    if (placed) return placed;
    const { provider, settings } = providerFor(checkout, name);
    const { cart, request } = await payable(checkout, name, options.baseUrl);

    let payment: HostedCardPayment;
    try {
      payment = await provider.confirm(settings, options.data, request);
    } catch (error) {
      deps.logError(error, `${name} payment could not be confirmed`);
      throw cardPaymentFailed();
    }
    // Another checkout's payment is refused and left alone: it is not this shopper's to give back.
    if (!payment.approved || !payment.reference.startsWith(cartPartOf(checkout))) throw cardPaymentFailed();
    try {
      if (payment.reference !== request.reference) {
        throw new ConflictError(checkoutErrorCodes.checksumMismatch, checkoutMessages.cartChanged);
      }
      if (payment.amountCents !== request.amountCents || payment.currency !== request.currency) {
        throw cardPaymentFailed();
      }
      return await deps.submits.submit(checkout, {
        requestId,
        checksum: cart.checksum,
        baseUrl: options.baseUrl,
        hostedCard: { provider: name, transactionId: payment.transactionId },
      });
    } catch (error) {
      // Money taken for an order that was not placed goes back.
      await giveBack(provider, settings, payment);
      if (error instanceof AppError) throw error;
      throw cardPaymentFailed();
    }
  }

  /**
   * The checkout a payment's reference was made for: among the carts paying with this provider now, the one whose
   * part of the reference it carries, with the session that holds it.
   */
  async function checkoutOfReference(
    store: StoreContext,
    name: HostedCardProviderName,
    reference: string,
  ): Promise<Checkout | null> {
    for (const cartId of await deps.carts.cartIdsPayingWith(store.id, name)) {
      if (!reference.startsWith(cartPartOf({ cartId }))) continue;
      const session = await deps.sessions.sessionOfCart(store.id, cartId);
      return session ? { store, session, cartId } : null;
    }
    return null;
  }

  return {
    /** checkout/chaseInit and globalInit: the provider's form for what is owed now. */
    async open(checkout: Checkout, name: 'chase' | 'global', options: { baseUrl: string }): Promise<HostedFormSession> {
      const { provider, settings } = providerFor(checkout, name);
      const { request } = await payable(checkout, name, options.baseUrl);
      try {
        if (!provider.open) throw new Error(`${name} has no hosted form session`);
        return await provider.open(settings, request);
      } catch (error) {
        deps.logError(error, `${name} hosted form could not be opened`);
        throw cardPaymentFailed();
      }
    },

    /** checkout/cardPayment and chaseSuccess. */
    confirm,

    /**
     * A provider's signed notice of a payment (docs/features/checkout.md#provider-notices): the checkout whose
     * reference it names is confirmed as if its shopper had come back, so the order is placed once whichever comes
     * first. 'unknown' for a provider without notices or not set up, or a payment the provider itself does not know;
     * 'unsigned' for a signature that is not the provider's; 'unavailable' when the provider could not be asked;
     * otherwise the notice is taken, whether or not it placed an order.
     */
    async takeNotice(
      store: StoreContext,
      name: HostedCardProviderName,
      notice: { body: string; headers: Readonly<Record<string, string | string[] | undefined>>; baseUrl: string },
    ): Promise<'taken' | 'unknown' | 'unsigned' | 'unavailable'> {
      const provider = hostedCardProviders[name] as HostedCardProvider;
      const settings = store.settings.hosted_cards[name];
      if (!provider.readNotice || !provider.configured(settings)) return 'unknown';
      type ReadNotice = (settings: unknown, given: typeof notice) => { data: string; reference?: string } | null;
      const read = (provider.readNotice as ReadNotice)(settings, notice);
      if (!read) return 'unsigned';
      let reference = read.reference ?? null;
      if (reference === null && provider.referenceOf) {
        // The notice names no reference (Chase's): the provider's own API says what the payment was for.
        const referenceOf = provider.referenceOf as (settings: unknown, data: string) => Promise<string | null>;
        try {
          reference = await referenceOf(settings, read.data);
        } catch (error) {
          deps.logError(error, `${name} notice of ${read.data} could not be checked`);
          return 'unavailable';
        }
      }
      if (reference === null) return 'unknown';
      const checkout = await checkoutOfReference(store, name, reference);
      // None: the shopper came back first (the order is placed and the draft gone), or the cart is gone.
      if (!checkout) return 'taken';
      await confirm(checkout, name, { data: read.data, baseUrl: notice.baseUrl }).catch((error: unknown) => {
        deps.logError(error, `${name} notice of transaction ${read.data} placed no order`);
      });
      return 'taken';
    },
  };
}
export type HostedCardService = ReturnType<typeof createHostedCardService>;
