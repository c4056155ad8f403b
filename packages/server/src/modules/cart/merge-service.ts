import { cartPageMessages, limits } from '@bookfront/contract';
import { nowSeconds } from '../../lib/time.ts';
import type { TitleService } from '../catalog/title-service.ts';
import { enteredCodesOf } from './cart-row.ts';
import { canOrderBeyondStock, isOrderable, onHandOf, rowFor } from './pricing.ts';
import type { CartPromoCodeService } from './promo-code-service.ts';
import { enterPromoCode } from './promotions.ts';
import type { CartRepository } from './repository.ts';
import type { CartViewer } from './service.ts';

/** A guest's cart joining the customer's at login (docs/features/cart.md#login). */
export function createCartMergeService({
  repo,
  titles,
  promoCodes,
}: {
  repo: CartRepository;
  titles: TitleService;
  promoCodes: Pick<CartPromoCodeService, 'usableGuestCodes'>;
}) {
  const { usableGuestCodes } = promoCodes;
  return {
    /**
     * Login keeps the guest's cart (docs/features/cart.md#login): the guest's lines join the customer's
     * cart, or the guest's cart becomes the customer's. A merged line holds at most what can be ordered
     * at `viewer`'s location (and 9999); the cart keeps a notice of each line it cut. The guest's promo
     * code joins the customer's as if entered now: one its usage limits refuse is left out with a
     * notice. Returns the session's cart from now on.
     */
    async adoptOnLogin(viewer: CartViewer, guestCartId: string | null, userId: string): Promise<string | null> {
      const storeId = viewer.storeId;
      const [guestCart, userCart] = await Promise.all([
        guestCartId ? repo.findCart(storeId, guestCartId) : undefined,
        repo.findCartOfUser(storeId, userId),
      ]);
      if (!guestCart || guestCart.userId === userId) return userCart?.id ?? guestCart?.id ?? null;
      if (guestCart.userId !== null) return userCart?.id ?? null;
      if (!userCart) {
        await repo.setCartUser(storeId, guestCart.id, userId);
        const guestCodes = enteredCodesOf(guestCart);
        const notices: string[] = [];
        const usable = await usableGuestCodes(viewer, { ...guestCart, userId }, guestCodes, notices);
        if (usable.length < guestCodes.length) {
          await Promise.all([
            repo.setPromoCodes(storeId, guestCart.id, usable),
            repo.setNotices(storeId, guestCart.id, notices),
          ]);
        }
        return guestCart.id;
      }
      const [guestLines, userLines] = await Promise.all([
        repo.linesOf(storeId, guestCart.id),
        repo.linesOf(storeId, userCart.id),
      ]);
      const titleLines = guestLines.filter((line) => line.isGiftcard !== 1);
      const summaries = new Map(
        (await titles.summaries(viewer, [...new Set(titleLines.map((line) => line.eisbn))])).map((summary) => [
          summary.eisbn,
          summary,
        ]),
      );
      const notices: string[] = [];
      const now = nowSeconds();
      for (const line of guestLines) {
        if (line.isGiftcard === 1) {
          await repo.moveLine(storeId, line.id, userCart.id);
          continue;
        }
        const already = userLines.find((candidate) => candidate.lineKey === line.lineKey)?.quantity ?? 0;
        if (already === 0) {
          // A line of its own is priced and checked like any other; only adding to a line can push it past stock.
          await repo.addToLine({ ...line, cartId: userCart.id, now });
          continue;
        }
        const summary = summaries.get(line.eisbn);
        const row = rowFor(summary, line.conditionCode);
        const most = !isOrderable(row)
          ? already
          : canOrderBeyondStock(row)
            ? limits.quantityMax
            : Math.min(limits.quantityMax, Math.max(already, onHandOf(row)));
        const quantity = Math.min(already + line.quantity, most);
        if (quantity > already)
          await repo.addToLine({ ...line, quantity: quantity - already, cartId: userCart.id, now });
        if (quantity < already + line.quantity)
          notices.push(cartPageMessages.mergeReduced(summary?.title ?? line.eisbn, quantity));
      }
      const userCodes = enteredCodesOf(userCart);
      const guestCodes = await usableGuestCodes(
        viewer,
        userCart,
        enteredCodesOf(guestCart).filter((code) => !userCodes.includes(code)),
        notices,
      );
      const { entered } = guestCodes.reduce((codes, code) => enterPromoCode(viewer.promoCodes, codes.entered, code), {
        entered: userCodes,
        replaced: [] as string[],
      });
      await Promise.all([
        repo.setPromoCodes(storeId, userCart.id, entered),
        repo.setNotices(storeId, userCart.id, notices),
        repo.forgetDraftShipping(storeId, userCart.id),
      ]);
      await repo.removeCart(storeId, guestCart.id);
      return userCart.id;
    },
  };
}
