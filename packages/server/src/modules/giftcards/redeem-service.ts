import {
  checkoutErrorCodes,
  checkoutMessages,
  commonErrorCodes,
  giftCardErrorCodes,
  giftCardMessages,
  type AddGiftCardInput,
  type CheckoutState,
  type EditGiftCardInput,
} from '@bookfront/contract';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { draftGiftCardsOf, type CartService, type DraftGiftCard } from '../cart/service.ts';
import type { Checkout, CheckoutService } from '../checkout/service.ts';
import { cartViewerFor } from '../session/service.ts';
import type { GiftCardService, LookupCaller } from './service.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * checkout/addGiftCard, editGiftCard and removeGiftCard (docs/features/gift-cards.md#redeeming-at-checkout): the gift cards of a checkout
 * draft and how much each pays. Nothing is spent here: the draft says what to take, the cart's
 * pricing caps it at what is owed, and checkout/submit spends it (redeemForOrder).
 */
export function createGiftCardRedeemService(deps: {
  giftCards: GiftCardService;
  carts: CartService;
  checkout: CheckoutService;
}) {
  const { giftCards, carts, checkout: checkouts } = deps;

  /** docs/features/gift-cards.md#redeeming-at-checkout: only logged-in customers redeem gift cards. */
  function requireCustomer(checkout: Checkout): void {
    if (!checkout.session.userId) {
      throw new UnauthorizedError(commonErrorCodes.loginRequired, giftCardMessages.loginRequired);
    }
  }

  async function appliedCards(checkout: Checkout): Promise<DraftGiftCard[]> {
    return draftGiftCardsOf(await carts.draftOf(checkout.store.id, checkout.cartId));
  }

  /** What is left to pay once every applied card but `number` has paid what it was set to. */
  async function owingBeside(checkout: Checkout, applied: readonly DraftGiftCard[], number: string): Promise<number> {
    const cart = await carts.describeCart(cartViewerFor(checkout.store, checkout.session), checkout.cartId);
    if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
    const others = applied.filter((card) => card.number !== number);
    return Math.max(0, (cart.summary.total ?? 0) - others.reduce((sum, card) => sum + card.amount_cents, 0));
  }

  async function save(checkout: Checkout, applied: DraftGiftCard[]): Promise<CheckoutState> {
    await carts.updateDraft(checkout.store.id, checkout.cartId, { giftCards: JSON.stringify(applied) });
    return checkouts.state(checkout);
  }

  function findApplied(applied: readonly DraftGiftCard[], number: string): DraftGiftCard {
    const card = applied.find((candidate) => candidate.number === number);
    if (!card) throw new NotFoundError(giftCardErrorCodes.notApplied, giftCardMessages.notApplied);
    return card;
  }

  return {
    /** Applies the card's balance, up to what is still owed. */
    async addGiftCard(checkout: Checkout, input: AddGiftCardInput, caller: LookupCaller): Promise<CheckoutState> {
      requireCustomer(checkout);
      const card = await giftCards.findUsableCard({
        storeId: checkout.store.id,
        number: input.gift_card_number,
        pin: input.pin,
        caller,
      });
      const applied = await appliedCards(checkout);
      if (applied.some((entry) => entry.gift_card_id === card.id)) {
        throw new ConflictError(giftCardErrorCodes.alreadyApplied, giftCardMessages.alreadyApplied);
      }
      if (card.balanceCents <= 0) throw new ConflictError(giftCardErrorCodes.zeroBalance, giftCardMessages.zeroBalance);
      const owing = await owingBeside(checkout, applied, card.number);
      if (owing === 0) throw new ConflictError(giftCardErrorCodes.nothingOwing, giftCardMessages.nothingOwing);
      const amountCents = Math.min(card.balanceCents, owing);
      return save(checkout, [...applied, { gift_card_id: card.id, number: card.number, amount_cents: amountCents }]);
    },

    /**
     * Sets how much an applied card pays: at most its balance and what is owed. The card was
     * opened with its PIN when it was added, so the PIN is not asked again.
     */
    async editGiftCard(checkout: Checkout, input: EditGiftCardInput): Promise<CheckoutState> {
      requireCustomer(checkout);
      const applied = await appliedCards(checkout);
      const entry = findApplied(applied, input.gift_card_number);
      const card = await giftCards.findById(checkout.store.id, entry.gift_card_id);
      const balance = card?.balanceCents ?? 0;
      if (input.amount > balance) {
        const message = giftCardMessages.amountAboveBalance(dollars(balance));
        throw new ConflictError(giftCardErrorCodes.amountAboveBalance, message, { amount: message });
      }
      const owing = await owingBeside(checkout, applied, entry.number);
      if (input.amount > owing) {
        const message = giftCardMessages.amountAboveOwing(dollars(owing));
        throw new ConflictError(giftCardErrorCodes.amountAboveOwing, message, { amount: message });
      }
      return save(
        checkout,
        applied.map((candidate) => (candidate === entry ? { ...entry, amount_cents: input.amount } : candidate)),
      );
    },

    async removeGiftCard(checkout: Checkout, number: string): Promise<CheckoutState> {
      requireCustomer(checkout);
      const applied = await appliedCards(checkout);
      const entry = findApplied(applied, number);
      return save(
        checkout,
        applied.filter((candidate) => candidate !== entry),
      );
    },
  };
}
export type GiftCardRedeemService = ReturnType<typeof createGiftCardRedeemService>;
