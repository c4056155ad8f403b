import {
  cardErrorCodes,
  cardMessages,
  CardEnvelopeError,
  cardEnvelopeVersion,
  checkoutErrorCodes,
  checkoutMessages,
  isExpiryPast,
  unpackCardEnvelope,
  type CcInfo,
  type SetCreditCardInput,
  type SetCreditCardResult,
} from '@bookfront/contract';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors.ts';
import type { CartService } from '../cart/service.ts';
import type { Checkout, CheckoutService } from './service.ts';

const oneDayMs = 86_400_000;

/**
 * checkout/setCreditCard: keeps the card and its CVV the browser sealed with the store's public key.
 * The server never sees the number or the CVV (the payload schema refuses them), so it checks what
 * it can: the store takes cards for this order, the brand is accepted, the card has not expired.
 */
export function createCardService({
  carts,
  checkout,
  now = () => new Date(),
}: {
  carts: CartService;
  checkout: CheckoutService;
  now?: () => Date;
}) {
  /** docs/features/checkout.md#card-entry: credit_card must be the chosen payment, offered for this delivery, with a key to seal cards with. */
  async function assertCardOffered({ store, cartId }: Checkout): Promise<void> {
    const settings = store.settings.checkout;
    const draft = await carts.draftOf(store.id, cartId);
    if (!draft?.deliveryPreference) {
      throw new ConflictError(checkoutErrorCodes.deliveryRequired, checkoutMessages.deliveryRequired);
    }
    const offered = settings.payment_choices[draft.deliveryPreference === 'pickup' ? 'pickup' : 'ship'];
    const isOffered = settings.card_public_key.trim() !== '' && offered.includes('credit_card');
    if (!isOffered) throw new ForbiddenError(cardErrorCodes.cardNotOffered, cardMessages.cardNotOffered);
    if (draft.paymentChoice !== 'credit_card') {
      throw new ConflictError(checkoutErrorCodes.paymentRequired, checkoutMessages.paymentRequired);
    }
  }

  function assertCardAcceptable({ store }: Checkout, input: SetCreditCardInput): void {
    if (!store.settings.checkout.accepted_cards.includes(input.brand)) {
      throw new BadRequestError(cardErrorCodes.brandNotAccepted, cardMessages.brandNotAccepted, {
        brand: cardMessages.brandNotAccepted,
      });
    }
    // A day's grace: a shopper west of the server may still be in the card's last month.
    const shoppersToday = new Date(now().getTime() - oneDayMs);
    if (isExpiryPast({ month: input.expiry_month, year: input.expiry_year }, shoppersToday)) {
      throw new BadRequestError(cardErrorCodes.expiryPast, cardMessages.expiryPast, {
        expiry_month: cardMessages.expiryPast,
      });
    }
    assertSealedApart('encrypted_cc_info', input.encrypted_cc_info);
    assertSealedApart('encrypted_cvv', input.encrypted_cvv);
  }

  /**
   * An envelope of the current version: the card and its CVV sealed apart, so the CVV can be erased
   * alone (docs/decisions/0013-card-payments.md#retention). An older page's single envelope is refused.
   */
  function assertSealedApart(field: 'encrypted_cc_info' | 'encrypted_cvv', envelope: string): void {
    let version: number | undefined;
    try {
      version = unpackCardEnvelope(envelope).version;
    } catch (error) {
      if (!(error instanceof CardEnvelopeError)) throw error;
    }
    if (version !== cardEnvelopeVersion) {
      throw new BadRequestError(cardErrorCodes.envelopeInvalid, cardMessages.cardFailed, {
        [field]: cardMessages.cardFailed,
      });
    }
  }

  return {
    async setCreditCard(current: Checkout, input: SetCreditCardInput): Promise<SetCreditCardResult> {
      await assertCardOffered(current);
      assertCardAcceptable(current, input);
      const ccInfo: CcInfo = {
        brand: input.brand,
        masked_number: input.masked_number,
        name: input.name,
        expiry_month: input.expiry_month,
        expiry_year: input.expiry_year,
      };
      // The cart's prices do not depend on the card, so the state read before saving stays true.
      const state = await checkout.state(current);
      if (state.cart.items.length === 0) {
        throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
      }
      await carts.updateDraft(current.store.id, current.cartId, {
        ccCiphertext: input.encrypted_cc_info,
        cvvCiphertext: input.encrypted_cvv,
        ccInfo: JSON.stringify(ccInfo),
      });
      return { ...state, draft: { ...state.draft, cc_info: ccInfo }, cc_info: ccInfo, checksum: state.cart.checksum };
    },
  };
}
export type CardService = ReturnType<typeof createCardService>;
