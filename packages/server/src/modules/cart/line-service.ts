import {
  cartErrorCodes,
  cartMessages,
  cartPageMessages,
  commonErrorCodes,
  giftcardEisbn,
  limits,
  shellMessages,
  type Cart,
  type CartAddInput,
} from '@bookfront/contract';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { TitleService } from '../catalog/title-service.ts';
import { canOrderBeyondStock, isOrderable, onHandOf, rowFor } from './pricing.ts';
import type { CartRepository } from './repository.ts';
import type { CartPricer, CartViewer } from './service.ts';

/** Books with the same title, condition and registry are one line. */
const lineKeyOf = (input: Pick<CartAddInput, 'eisbn' | 'condition' | 'gift_registry_id'>) =>
  `${input.eisbn}|${input.condition}|${input.gift_registry_id ?? ''}`;

/**
 * The cart's lines: adding titles and gift cards, setting a line's quantity within the store's stock
 * and the limits, and removing lines (docs/features/cart.md#adding-to-the-cart). Each answers the
 * cart priced.
 */
export function createCartLineService({
  repo,
  titles,
  priced,
}: {
  repo: CartRepository;
  titles: TitleService;
  priced: CartPricer;
}) {
  /**
   * The lines changed: a delivery priced for the old lines is priced again at checkout, and what a
   * login merge said about the lines no longer applies.
   */
  const linesChanged = (storeId: string, cartId: string) =>
    Promise.all([repo.forgetDraftShipping(storeId, cartId), repo.clearNotices(storeId, cartId)]);

  /** cart/add for a gift card: an amount and a note the shopper chose; customers only (docs/features/cart.md#adding-to-the-cart). */
  async function addGiftCard(viewer: CartViewer, cartId: string, input: CartAddInput): Promise<Cart> {
    if (!viewer.giftCards.enabled) {
      throw new ConflictError(cartErrorCodes.giftCardsDisabled, cartMessages.giftCardsDisabled);
    }
    if (!viewer.isLoggedIn) throw new UnauthorizedError(commonErrorCodes.loginRequired, shellMessages.loginOrSignUp);
    const existing = input.cart_id ? await repo.findLine(viewer.storeId, cartId, input.cart_id) : undefined;
    if (input.cart_id && existing?.isGiftcard !== 1) {
      throw new NotFoundError(cartErrorCodes.lineNotFound, cartMessages.lineNotFound);
    }
    if (existing && input.quantity === 0) {
      await repo.removeLines(viewer.storeId, cartId, [existing.id]);
      await linesChanged(viewer.storeId, cartId);
      return priced(viewer, cartId);
    }
    if (input.quantity === 0) throw new ValidationError({ quantity: cartMessages.quantityInvalid });
    if (input.price === undefined) throw new ValidationError({ price: cartMessages.giftCardAmountRequired });
    if (input.price < viewer.giftCards.minimumCents) {
      const message = cartMessages.giftCardBelowMinimum(`$${(viewer.giftCards.minimumCents / 100).toFixed(2)}`);
      throw new ValidationError({ price: message });
    }
    const note = input.personalized
      ? { personalize: 'true', from: input.from, to: input.to, message: input.message }
      : { personalize: 'false' };
    const now = nowSeconds();
    if (existing) {
      await repo.updateGiftCardLine(viewer.storeId, cartId, existing.id, {
        quantity: input.quantity,
        priceCents: input.price,
        giftCardInfo: JSON.stringify(note),
        now,
      });
    } else {
      await repo.insertGiftCardLine({
        storeId: viewer.storeId,
        cartId,
        eisbn: giftcardEisbn,
        quantity: input.quantity,
        priceCents: input.price,
        giftCardInfo: JSON.stringify(note),
        now,
      });
    }
    await linesChanged(viewer.storeId, cartId);
    return priced(viewer, cartId);
  }

  /**
   * cart/add for a catalogue title: adds to its line, or with cart_id sets that line's quantity (0
   * removes it). The quantity allowed is decided from the store's stock rows, never from the request.
   * Writes only; the caller prices the cart.
   */
  async function writeTitleLine(viewer: CartViewer, cartId: string, input: CartAddInput): Promise<void> {
    const storeId = viewer.storeId;
    const existingLine = input.cart_id ? await repo.findLine(storeId, cartId, input.cart_id) : undefined;
    if (input.cart_id && !existingLine) {
      throw new NotFoundError(cartErrorCodes.lineNotFound, cartMessages.lineNotFound);
    }
    if (existingLine && input.quantity === 0) {
      await repo.removeLines(storeId, cartId, [existingLine.id]);
      await linesChanged(storeId, cartId);
      return;
    }
    if (input.quantity === 0) throw new ValidationError({ quantity: cartMessages.quantityInvalid });
    const target = existingLine
      ? { eisbn: existingLine.eisbn, condition: existingLine.conditionCode }
      : { eisbn: input.eisbn, condition: input.condition };
    // docs/features/cart.md#hidden-titles: a title the store hides is added as one it does not know,
    // and a line already holding it cannot be ordered more.
    const [summary] = await titles.shownSummaries(viewer, [target.eisbn]);
    if (!summary && existingLine) throw new ConflictError(cartErrorCodes.notOrderable, cartPageMessages.notOrderable);
    if (!summary) throw new NotFoundError(cartErrorCodes.titleNotFound, cartMessages.titleNotFound);
    const row = rowFor(summary, target.condition);
    if (!isOrderable(row)) throw new ConflictError(cartErrorCodes.notOrderable, cartPageMessages.notOrderable);

    const lineKey = lineKeyOf({ ...target, gift_registry_id: input.gift_registry_id });
    const alreadyInCart = existingLine
      ? 0
      : ((await repo.linesOf(storeId, cartId)).find((line) => line.lineKey === lineKey)?.quantity ?? 0);
    const wanted = alreadyInCart + input.quantity;
    // docs/features/cart.md#limits: repeated adds stop at the most one line holds.
    if (wanted > limits.quantityMax) {
      const message = cartPageMessages.lineQuantityLimit(alreadyInCart);
      throw new ConflictError(cartErrorCodes.lineQuantityLimit, message, { quantity: message });
    }
    const onhand = onHandOf(row);
    if (wanted > onhand && !canOrderBeyondStock(row)) {
      const message = cartMessages.onlyInStock(onhand);
      throw new ConflictError(cartErrorCodes.stockLimit, message, { quantity: message });
    }

    const now = nowSeconds();
    if (existingLine) await repo.setQuantity(storeId, cartId, existingLine.id, input.quantity, now);
    else {
      await repo.addToLine({
        storeId,
        cartId,
        lineKey,
        eisbn: target.eisbn,
        conditionCode: target.condition,
        quantity: input.quantity,
        giftRegistryId: input.gift_registry_id ?? null,
        now,
      });
    }
    await linesChanged(storeId, cartId);
  }

  return {
    /** cart/add: a gift card, or a title by writeTitleLine's rules; answers the cart priced. */
    async add(viewer: CartViewer, cartId: string, input: CartAddInput): Promise<Cart> {
      if (input.eisbn === giftcardEisbn) return addGiftCard(viewer, cartId, input);
      await writeTitleLine(viewer, cartId, input);
      return priced(viewer, cartId);
    },

    /**
     * cart/import: adds titles one after another with cart/add's rules and prices the cart once.
     * Answers, for each input in order, null when it was added or the message of the rule that refused it.
     */
    async addTitles(
      viewer: CartViewer,
      cartId: string,
      inputs: CartAddInput[],
    ): Promise<{ refusals: (string | null)[]; cart: Cart }> {
      const refusals: (string | null)[] = [];
      for (const input of inputs) {
        try {
          await writeTitleLine(viewer, cartId, input);
          refusals.push(null);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refusals.push(error.message);
        }
      }
      return { refusals, cart: await priced(viewer, cartId) };
    },

    async removeItem(viewer: CartViewer, cartId: string | null, lineId: string): Promise<Cart> {
      const line = cartId ? await repo.findLine(viewer.storeId, cartId, lineId) : undefined;
      if (!cartId || !line) throw new NotFoundError(cartErrorCodes.lineNotFound, cartMessages.lineNotFound);
      await repo.removeLines(viewer.storeId, cartId, [line.id]);
      await linesChanged(viewer.storeId, cartId);
      return priced(viewer, cartId);
    },

    /** cart/removeAll: the lines, the checkout draft and the entered promo codes go (docs/features/cart.md#cart-page). */
    async removeAll(viewer: CartViewer, cartId: string | null): Promise<Cart> {
      if (cartId) {
        await Promise.all([
          repo.removeAllLines(viewer.storeId, cartId),
          repo.removeDraft(viewer.storeId, cartId),
          repo.setPromoCodes(viewer.storeId, cartId, []),
          repo.clearNotices(viewer.storeId, cartId),
        ]);
      }
      return priced(viewer, cartId);
    },

    /** docs/features/item-page.md#availability: drops the lines that cannot be ordered as they are. */
    async removeUnavailable(viewer: CartViewer, cartId: string | null): Promise<Cart> {
      const cart = await priced(viewer, cartId);
      const unavailable = cart.items.filter((item) => !item.cart_info.cartable).map((item) => item.cart_info.cart_id);
      if (cartId && unavailable.length > 0) {
        await repo.removeLines(viewer.storeId, cartId, unavailable);
        await linesChanged(viewer.storeId, cartId);
      }
      return priced(viewer, cartId);
    },
  };
}
