import type { Cart, PromoCodeSetting, TaxRate } from '@bookfront/contract';
import { newId } from '../../lib/ids.ts';
import type { CheckoutDraftRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import type { OrdersService } from '../orders/service.ts';
import { enteredCodesOf, noticesOf } from './cart-row.ts';
import { createCartLineService } from './line-service.ts';
import { createCartMergeService } from './merge-service.ts';
import {
  cartChecksum,
  type AppliedGiftCard,
  type CartRegistry,
  type Currency,
  type CustomersOnly,
  priceCart,
} from './pricing.ts';
import { createCartPromoCodeService, type CartBuyerSource, type PromoUseSource } from './promo-code-service.ts';
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

/**
 * The cart priced for `viewer` (describeCart). A caller that has just read the cart's checkout
 * draft passes it as `known.draft` (undefined when there is none), so it is not read twice.
 */
export type CartPricer = (
  viewer: CartViewer,
  cartId: string | null,
  known?: { draft: CheckoutDraftRow | undefined },
) => Promise<Cart>;

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

  const priced: CartPricer = async (viewer, cartId, known) => {
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
    const notices = noticesOf(cart);
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
  };

  const cartLines = createCartLineService({ repo, titles, priced });
  const promoCodes = createCartPromoCodeService({ repo, buyers, promoUses, priced });
  const merge = createCartMergeService({ repo, titles, promoCodes });

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

    add: cartLines.add,
    addTitles: cartLines.addTitles,
    removeItem: cartLines.removeItem,
    removeAll: cartLines.removeAll,
    removeUnavailable: cartLines.removeUnavailable,
    addPromoCode: promoCodes.addPromoCode,
    removePromoCodes: promoCodes.removePromoCodes,
    adoptOnLogin: merge.adoptOnLogin,
  };
}
export type CartService = ReturnType<typeof createCartService>;
