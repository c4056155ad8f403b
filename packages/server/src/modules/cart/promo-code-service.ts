import { cartPageMessages, type Cart, type PromoCodeSetting } from '@bookfront/contract';
import { BadRequestError } from '../../lib/errors.ts';
import type { CheckoutDraftRow } from '../../db/schema.ts';
import { parseStringRecord } from '../../lib/string-record.ts';
import { nowSeconds } from '../../lib/time.ts';
import { enteredCodesOf } from './cart-row.ts';
import { enterPromoCode, promoCodeProblem } from './promotions.ts';
import type { CartRepository } from './repository.ts';
import type { CartPricer, CartViewer } from './service.ts';

/** What the cart's books cost before promo codes: promo codes never apply to gift cards (docs/features/cart.md#promo-codes). */
const booksSubtotalOf = (cart: Cart) =>
  cart.items
    .filter((item) => !item.cart_info.is_giftcard)
    .reduce((total, item) => total + (item.cart_info.sold_price ?? 0) * item.cart_info.quantity, 0);

/** Who a promo code is checked for when it is typed: a customer's email; the account module answers. */
export type CartBuyerSource = { emailOf(storeId: string, userId: string): Promise<string | null> };

/** Whether a limited promo code has a use left; the orders module counts them. */
export type PromoUseSource = {
  assertUseLeft(options: { storeId: string; promo: PromoCodeSetting; email: string | null }): Promise<void>;
  noUseLeft(options: {
    storeId: string;
    promo: PromoCodeSetting;
    email: string | null;
  }): Promise<'usedUp' | 'usedByYou' | null>;
};

/**
 * The promo codes a shopper enters on the cart, checked against the cart's books and against their
 * usage limits (docs/features/cart.md#promo-codes, docs/features/store-console.md#promo-code-limits).
 */
export function createCartPromoCodeService({
  repo,
  buyers,
  promoUses,
  priced,
}: {
  repo: CartRepository;
  buyers: CartBuyerSource;
  promoUses: PromoUseSource;
  priced: CartPricer;
}) {
  /**
   * The email a once-per-customer code is counted by, as Place order will count it
   * (docs/features/store-console.md#promo-code-limits): the checkout's contact email once given,
   * else a customer's own; null for a guest who has not given one yet.
   */
  async function buyerEmailOf(
    viewer: CartViewer,
    cart: { userId: string | null } | undefined,
    draft: CheckoutDraftRow | undefined,
  ): Promise<string | null> {
    const contactEmail = parseStringRecord(draft?.contact ?? '{}').email?.trim();
    if (contactEmail) return contactEmail;
    return viewer.isLoggedIn && cart?.userId ? buyers.emailOf(viewer.storeId, cart.userId) : null;
  }

  /**
   * The guest's codes that may join the customer's cart at login: each is checked against its usage
   * limits as if the customer typed it in their cart now, and one with no use left stays out, with a
   * notice saying why (docs/features/cart.md#login).
   */
  async function usableGuestCodes(
    viewer: CartViewer,
    userCart: { id: string; userId: string | null },
    codes: readonly string[],
    notices: string[],
  ): Promise<string[]> {
    if (codes.length === 0) return [];
    const email = await buyerEmailOf(viewer, userCart, await repo.findDraft(viewer.storeId, userCart.id));
    const usable: string[] = [];
    for (const code of codes) {
      const promo = viewer.promoCodes.find((candidate) => candidate.code === code);
      const reason = promo ? await promoUses.noUseLeft({ storeId: viewer.storeId, promo, email }) : null;
      if (reason === 'usedUp') notices.push(cartPageMessages.mergePromoCodeUsedUp(code));
      else if (reason === 'usedByYou') notices.push(cartPageMessages.mergePromoCodeUsedByYou(code));
      else usable.push(code);
    }
    return usable;
  }

  return {
    usableGuestCodes,

    /**
     * checkout/addPromocode: the code is checked against the cart's books as they are now and against
     * its usage limits, then kept on the cart in place of the codes entered before, unless they and it
     * are stackable (docs/features/cart.md#promo-codes). The message says which codes it replaced.
     */
    async addPromoCode(viewer: CartViewer, cartId: string, code: string): Promise<{ cart: Cart; message: string }> {
      const [cartRow, draft] = await Promise.all([
        repo.findCart(viewer.storeId, cartId),
        repo.findDraft(viewer.storeId, cartId),
      ]);
      const cart = await priced(viewer, cartId, { draft });
      const promo = viewer.promoCodes.find((candidate) => candidate.code === code);
      const problem = promoCodeProblem(promo, booksSubtotalOf(cart), nowSeconds());
      if (problem) throw new BadRequestError(problem.code, problem.message, { code: problem.message });
      if (promo) {
        const email = await buyerEmailOf(viewer, cartRow, draft);
        await promoUses.assertUseLeft({ storeId: viewer.storeId, promo, email });
      }
      const { entered, replaced } = enterPromoCode(viewer.promoCodes, enteredCodesOf(cartRow), code);
      await repo.setPromoCodes(viewer.storeId, cartId, entered);
      return {
        cart: await priced(viewer, cartId),
        message:
          replaced.length > 0
            ? cartPageMessages.promoCodeReplaced(code, replaced)
            : cartPageMessages.promoCodeApplied(code),
      };
    },

    /** checkout/removePromocode: forgets the codes the shopper entered (automatic ones keep applying). */
    async removePromoCodes(viewer: CartViewer, cartId: string | null): Promise<Cart> {
      if (cartId) await repo.setPromoCodes(viewer.storeId, cartId, []);
      return priced(viewer, cartId);
    },
  };
}
export type CartPromoCodeService = ReturnType<typeof createCartPromoCodeService>;
