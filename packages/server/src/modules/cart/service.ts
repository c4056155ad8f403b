import {
  cartErrorCodes,
  cartMessages,
  commonErrorCodes,
  giftcardEisbn,
  limits,
  shellMessages,
  type Cart,
  type CartAddInput,
  type PromoCodeSetting,
  type TaxRate,
  cartPageMessages,
} from '@bookfront/contract';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { CheckoutDraftRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { parseStringRecord } from '../../lib/string-record.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import type { OrdersService } from '../orders/service.ts';
import {
  canOrderBeyondStock,
  cartChecksum,
  type AppliedGiftCard,
  type CartRegistry,
  type Currency,
  type CustomersOnly,
  isOrderable,
  onHandOf,
  priceCart,
  rowFor,
} from './pricing.ts';
import { enterPromoCode, promoCodeProblem } from './promotions.ts';
import type { CartRepository, DraftChanges } from './repository.ts';
import { taxRatesIn } from './taxes.ts';

/** Who the cart is priced for: the catalogue's viewer, logged in or not, and the store's order minimum. */
export type CartViewer = Viewer & {
  isLoggedIn: boolean;
  /** Whether the store sells gift cards online, and the smallest amount in cents. */
  giftCards: { enabled: boolean; minimumCents: number };
  orderMinCents: number;
  /** The store's taxes, and the province or state they follow until checkout names a shipping address. */
  taxes: readonly TaxRate[];
  pickupRegion: string;
  promoCodes: PromoCodeSetting[];
  /** The store's currency: the list price a line's saving is measured from. */
  currency: Currency;
  /** What the store sells to customers only (docs/features/cart.md#who-sees-the-cart). */
  customersOnly: CustomersOnly;
};

/** The gift cards a checkout draft holds, as stored: [{gift_card_id, number, amount_cents}]. */
export type DraftGiftCard = { gift_card_id: string; number: string; amount_cents: number };

export function draftGiftCardsOf(draft: { giftCards: string } | undefined): DraftGiftCard[] {
  if (!draft) return [];
  try {
    const parsed: unknown = JSON.parse(draft.giftCards);
    return Array.isArray(parsed) ? (parsed as DraftGiftCard[]) : [];
  } catch {
    return [];
  }
}

/** A JSON array of strings as a cart row keeps it (its promo codes, its notices); [] for anything else. */
function stringsOf(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** The promo codes a cart row says the shopper entered. */
const enteredCodesOf = (cart: { promoCodes: string } | undefined) => stringsOf(cart?.promoCodes);

/** What the cart's books cost before promo codes: promo codes never apply to gift cards (docs/features/cart.md#promo-codes). */
const booksSubtotalOf = (cart: Cart) =>
  cart.items
    .filter((item) => !item.cart_info.is_giftcard)
    .reduce((total, item) => total + (item.cart_info.sold_price ?? 0) * item.cart_info.quantity, 0);

/** Books with the same title, condition and registry are one line. */
const lineKeyOf = (input: Pick<CartAddInput, 'eisbn' | 'condition' | 'gift_registry_id'>) =>
  `${input.eisbn}|${input.condition}|${input.gift_registry_id ?? ''}`;

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

/** The registries cart lines buy for, by id; the registry module answers (a registry gone is left out). */
export type CartRegistrySource = {
  cartRegistriesOf(storeId: string, registryIds: string[]): Promise<ReadonlyMap<string, CartRegistry>>;
};

export function createCartService({
  repo,
  titles,
  orders,
  registries,
  buyers,
  promoUses,
}: {
  repo: CartRepository;
  titles: TitleService;
  orders: Pick<OrdersService, 'lastOrderedDates'>;
  registries: CartRegistrySource;
  buyers: CartBuyerSource;
  promoUses: PromoUseSource;
}) {
  async function readCart(storeId: string, cartId: string | null) {
    if (!cartId) return { lines: [], cart: undefined };
    const [lines, cart] = await Promise.all([repo.linesOf(storeId, cartId), repo.findCart(storeId, cartId)]);
    return { lines, cart };
  }

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

  /**
   * The lines changed: a delivery priced for the old lines is priced again at checkout, and what a
   * login merge said about the lines no longer applies.
   */
  const linesChanged = (storeId: string, cartId: string) =>
    Promise.all([repo.forgetDraftShipping(storeId, cartId), repo.clearNotices(storeId, cartId)]);

  /**
   * The cart priced for `viewer`. A caller that has just read the cart's checkout draft passes it
   * as `known.draft` (undefined when there is none), so it is not read twice.
   */
  async function priced(
    viewer: CartViewer,
    cartId: string | null,
    known?: { draft: CheckoutDraftRow | undefined },
  ): Promise<Cart> {
    const { lines, cart } = await readCart(viewer.storeId, cartId);
    // Most sessions have an empty cart: no catalogue or draft queries for them.
    const eisbns = lines.map((line) => line.eisbn);
    // Only a customer's cart has an order history to look in.
    const customerId = viewer.isLoggedIn ? (cart?.userId ?? null) : null;
    const registryIds = [...new Set(lines.flatMap((line) => (line.giftRegistryId ? [line.giftRegistryId] : [])))];
    const [summaries, hidden, draft, lastOrdered, registriesOfLines] =
      eisbns.length === 0
        ? [[], undefined, undefined, undefined, undefined]
        : await Promise.all([
            titles.summaries(viewer, eisbns),
            titles.hiddenAmong(viewer.storeId, eisbns),
            known ? known.draft : cartId ? repo.findDraft(viewer.storeId, cartId) : undefined,
            customerId ? orders.lastOrderedDates(viewer.storeId, customerId, eisbns) : undefined,
            registryIds.length > 0 ? registries.cartRegistriesOf(viewer.storeId, registryIds) : undefined,
          ]);
    const giftCards: AppliedGiftCard[] = draftGiftCardsOf(draft).map((card) => ({
      number: card.number,
      amountCents: card.amount_cents,
    }));
    const notices = stringsOf(cart?.notices);
    const priced = priceCart({
      lines,
      summaries: new Map(summaries.map((summary) => [summary.eisbn, summary])),
      locationId: viewer.locationId,
      isLoggedIn: viewer.isLoggedIn,
      orderMinCents: viewer.orderMinCents,
      currency: viewer.currency,
      customersOnly: viewer.customersOnly,
      taxRates: taxRatesIn(viewer.taxes, draft?.taxRegion ?? viewer.pickupRegion),
      promoCodes: viewer.promoCodes,
      enteredCodes: enteredCodesOf(cart),
      shippingCents: draft?.shippingCents ?? null,
      giftCards,
      ...(lastOrdered ? { lastOrdered } : {}),
      ...(registriesOfLines ? { registries: registriesOfLines } : {}),
      ...(hidden ? { hidden } : {}),
      now: nowSeconds(),
    });
    return notices.length > 0 ? { ...priced, notices } : priced;
  }

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
    describeCart: priced,

    /** session/getChecksum: the checksum alone, without pricing the cart. */
    async checksum(viewer: Pick<CartViewer, 'storeId' | 'locationId'>, cartId: string | null): Promise<string> {
      const { lines, cart } = await readCart(viewer.storeId, cartId);
      return cartChecksum(lines, viewer.locationId, enteredCodesOf(cart));
    },

    /** docs/features/shell-and-navigation.md#location-choice: changing location empties the cart. */
    emptyCart: async (storeId: string, cartId: string | null) => {
      if (cartId) await Promise.all([repo.removeAllLines(storeId, cartId), repo.removeDraft(storeId, cartId)]);
    },

    /**
     * A new cart for a session; a customer has one cart, so theirs is reused (and a race to
     * create it is settled by the unique index).
     */
    async createCart(storeId: string, userId: string | null): Promise<string> {
      if (userId) {
        const existing = await repo.findCartOfUser(storeId, userId);
        if (existing) return existing.id;
      }
      const id = newId();
      try {
        await repo.insertCart({ storeId, id, userId, now: nowSeconds() });
      } catch (error) {
        const winner = userId && isUniqueViolation(error) ? await repo.findCartOfUser(storeId, userId) : undefined;
        if (winner) return winner.id;
        throw error;
      }
      return id;
    },

    /** The checkout draft kept with a cart (docs/features/cart.md#data "Checkout draft"); undefined before checkout starts. */
    draftOf: (storeId: string, cartId: string) => repo.findDraft(storeId, cartId),

    /** The carts whose checkout is paying with a payment choice now (a provider's notice names one of them). */
    cartIdsPayingWith: (storeId: string, paymentChoice: string) => repo.cartIdsPayingWith(storeId, paymentChoice),

    updateDraft: (storeId: string, cartId: string, changes: DraftChanges) =>
      repo.upsertDraft(storeId, cartId, changes, nowSeconds()),

    /** A cart nobody holds any more (lost a race to be a session's cart). */
    discardCart: (storeId: string, cartId: string) => repo.removeCart(storeId, cartId),

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
export type CartService = ReturnType<typeof createCartService>;
