import {
  checkoutErrorCodes,
  checkoutMessages,
  type Cart,
  type CheckoutState,
  type DeliveryPreference,
  type PaymentChoice,
  type PaymentChoices,
  type StoreSettings,
} from '@bookfront/contract';
import { ConflictError } from '../../lib/errors.ts';
import type { CartService } from '../cart/service.ts';
import { clearentFormOf } from './hosted-card/clearent.ts';
import { hostedCardConfigured, hostedCardUsable, isHostedCardChoice } from './hosted-card/providers.ts';
import { paypalConfigured } from './paypal-client.ts';
import type { Checkout, CheckoutService } from './service.ts';

/** What is left to pay once the applied gift cards are used, in cents. */
export const totalOwingOf = (cart: Cart): number =>
  Math.max(0, (cart.summary.total ?? 0) - cart.summary.total_gift_card_amount_used);

/** Whether the store has set every key a payment choice needs: PayPal's credentials, the card key, a hosted provider's keys. */
export const paymentChoiceHasKeys = (settings: StoreSettings, choice: PaymentChoice): boolean =>
  (choice !== 'paypal' || paypalConfigured(settings.paypal)) &&
  (choice !== 'credit_card' || settings.checkout.card_public_key.trim() !== '') &&
  (!isHostedCardChoice(choice) || hostedCardConfigured(settings.hosted_cards, choice));

/**
 * docs/features/checkout.md#payment: the store's choices per delivery type, without the ones it has not
 * set up (PayPal credentials, the card key, a hosted card provider's keys); nothing to pay leaves only not_required.
 */
export function paymentChoicesFor(settings: StoreSettings, cart: Cart): PaymentChoices {
  const totalOwing = totalOwingOf(cart);
  // A hidden total (prices not shown to this guest) is not "free".
  if (totalOwing === 0 && cart.summary.total !== null) {
    return { choices: { pickup: ['not_required'], ship: ['not_required'] }, total_owing: 0 };
  }
  // A hosted provider also takes only its own currencies (Clearent US dollars).
  const isSetUp = (choice: PaymentChoice) =>
    paymentChoiceHasKeys(settings, choice) && (!isHostedCardChoice(choice) || hostedCardUsable(settings, choice));
  const { pickup, ship } = settings.checkout.payment_choices;
  const choices = { pickup: pickup.filter(isSetUp), ship: ship.filter(isSetUp) };
  const offersClearent = choices.pickup.includes('clearent') || choices.ship.includes('clearent');
  return {
    choices,
    total_owing: totalOwing,
    ...(offersClearent ? { clearent_form: clearentFormOf(settings.hosted_cards.clearent) } : {}),
  };
}

/** Shipping and local delivery share the 'ship' choices (docs/features/checkout.md#local-delivery: "keyed by delivery type (pickup, ship)"). */
export const choicesForDelivery = (choices: PaymentChoices, delivery: DeliveryPreference): PaymentChoice[] =>
  delivery === 'pickup' ? choices.choices.pickup : choices.choices.ship;

export function createPaymentService(deps: { checkout: CheckoutService; carts: CartService }) {
  const { checkout: checkoutService, carts } = deps;

  return {
    /** checkout/getPaymentChoices. */
    async paymentChoices(checkout: Checkout): Promise<PaymentChoices> {
      const { cart } = await checkoutService.state(checkout);
      return paymentChoicesFor(checkout.store.settings, cart);
    },

    /** checkout/setPaymentChoice: only a choice offered for this order's delivery and total. */
    async setPaymentChoice(checkout: Checkout, choice: PaymentChoice): Promise<CheckoutState> {
      const { draft, cart } = await checkoutService.state(checkout);
      if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
      if (!draft.delivery) {
        throw new ConflictError(checkoutErrorCodes.deliveryRequired, checkoutMessages.deliveryRequired);
      }
      const offered = choicesForDelivery(paymentChoicesFor(checkout.store.settings, cart), draft.delivery);
      if (!offered.includes(choice)) {
        throw new ConflictError(
          checkoutErrorCodes.paymentChoiceUnavailable,
          checkoutMessages.paymentChoiceUnavailable,
          {
            payment_choice: checkoutMessages.paymentChoiceUnavailable,
          },
        );
      }
      // A card entered for another choice is forgotten: its envelope is kept only while card is the choice.
      const forgetCard = choice !== 'credit_card' ? { ccCiphertext: null, cvvCiphertext: null, ccInfo: null } : {};
      await carts.updateDraft(checkout.store.id, checkout.cartId, { paymentChoice: choice, ...forgetCard });
      return { draft: { ...draft, payment: choice, ...(choice !== 'credit_card' ? { cc_info: null } : {}) }, cart };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
