import {
  availabilityMessages,
  emptyCartSummary,
  type AvailabilityRow,
  type Cart,
  type CartItem,
  type PromoCodeSetting,
  type TitleSummary,
  cartPageMessages,
} from '@bookfront/contract';
import type { CartItemRow } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { parseStringRecord } from '../../lib/string-record.ts';
import { applyPromoCodes } from './promotions.ts';

export type AppliedTaxRate = { type: string; ratePercent: number };

/** A gift card applied at checkout: its number and the most the shopper wants taken from it, in cents. */
export type AppliedGiftCard = { number: string; amountCents: number };

/** What each applied gift card pays, in order, until the total is paid. */
function spendGiftCards(cards: readonly AppliedGiftCard[], total: number): { number: string; amount: number }[] {
  let owing = Math.max(0, total);
  return cards.map((card) => {
    const amount = Math.min(card.amountCents, owing);
    owing -= amount;
    return { number: card.number, amount };
  });
}

/** Conditions a shopper cannot order at all (docs/features/item-page.md#availability: they offer other editions instead). */
const unorderableStates = new Set(['no_price', 'out_of_print', 'out_of_stock_indefinitely']);

/** The line's availability row: its condition at the shopper's location. */
export const rowFor = (summary: TitleSummary | undefined, conditionCode: string): AvailabilityRow | null =>
  summary?.available.find((row) => row.code === conditionCode) ?? null;

/**
 * docs/features/cart.md#hidden-titles: a line whose title the store has since hidden from its
 * storefront keeps its title and price, but the store no longer sells it: it reads "Not currently
 * available" and, like a title out of stock indefinitely, cannot be ordered.
 */
const noLongerSold = (row: AvailabilityRow | null): AvailabilityRow | null =>
  row && {
    ...row,
    availability: 'out_of_stock_indefinitely',
    message: availabilityMessages.notAvailable,
    sub_message: '',
  };

export const isOrderable = (row: AvailabilityRow | null): row is AvailabilityRow =>
  row !== null && !unorderableStates.has(row.availability);

/** A pre-order or an extra-orderable title may be ordered beyond what is on hand. */
export const canOrderBeyondStock = (row: AvailabilityRow) =>
  row.is_extra_orderable || row.availability === 'forthcoming';

/** What is on hand, where 'Y' (in stock, count not shown) reads as enough. */
export const onHandOf = (row: AvailabilityRow) => (row.onhand === 'Y' ? Number.POSITIVE_INFINITY : row.onhand);

/** Changes whenever a line, a quantity, an entered promo code or the location changes (docs/features/cart.md#checksum). */
export function cartChecksum(
  lines: readonly Pick<CartItemRow, 'id' | 'quantity'>[],
  locationId: string,
  enteredCodes: readonly string[],
): string {
  const parts = lines.map((line) => `${line.id}:${line.quantity}`).sort();
  return sha256Hex(JSON.stringify({ parts, locationId, codes: [...enteredCodes].sort() })).slice(0, 32);
}

/** The personal note of a gift card line, as stored. */
function giftCardInfoOf(line: CartItemRow) {
  const stored = parseStringRecord(line.giftCardInfo ?? '{}');
  return {
    personalize: stored.personalize === 'true',
    from: stored.from ?? '',
    to: stored.to ?? '',
    message: stored.message ?? '',
  };
}

/** A gift card line: priced as the shopper chose, never out of stock, and only for customers (docs/features/gift-cards.md#buying-a-gift-card). */
function toGiftCardItem(line: CartItemRow, isLoggedIn: boolean): CartItem {
  const price = line.giftcardPriceCents ?? 0;
  return {
    title_info: {
      eisbn: line.eisbn,
      title: cartPageMessages.giftCardTitle,
      subtitle: '',
      binding: cartPageMessages.giftCardTitle,
      cover_image_cache: '',
      price,
      list_price: null,
      is_forthcoming: false,
      is_large_print: false,
      release_date: null,
      available: null,
    },
    cart_info: {
      cart_id: line.id,
      quantity: line.quantity,
      condition: line.conditionCode,
      cartable: isLoggedIn,
      cartable_logged_in: true,
      backorder_quantity: 0,
      backorder_sub_message: '',
      gift_registry_id: null,
      gift_registry_info: null,
      is_giftcard: true,
      last_ordered: null,
      sold_price: price,
      cart_notes: { giftcard_price: price, gift_card_info: giftCardInfoOf(line) },
    },
  };
}

/** Titles a store sells to customers only (docs/features/cart.md#who-sees-the-cart): conditions, and eisbns in any condition. */
export type CustomersOnly = { conditions: readonly string[]; eisbns: readonly string[] };

export const isCustomersOnly = (rule: CustomersOnly, line: Pick<CartItemRow, 'eisbn' | 'conditionCode'>) =>
  rule.conditions.includes(line.conditionCode) || rule.eisbns.includes(line.eisbn);

/** The list price in the store's currency when it is above what the store asks (docs/features/cart.md#summary-and-pricing). */
function listPriceOf(summary: TitleSummary | undefined, row: AvailabilityRow | null, currency: Currency) {
  const listPrice = (currency === 'CAD' ? summary?.list_price_can : summary?.list_price_usa) ?? null;
  return listPrice !== null && row?.row_price != null && listPrice > row.row_price ? listPrice : null;
}

export type Currency = 'USD' | 'CAD';

function toCartItem(
  line: CartItemRow,
  summary: TitleSummary | undefined,
  options: {
    isLoggedIn: boolean;
    lastOrderedAt: number | undefined;
    currency: Currency;
    customersOnly: CustomersOnly;
    registries: ReadonlyMap<string, CartRegistry> | undefined;
    /** The store hides the line's title from its storefront now. */
    isHidden: boolean;
  },
): CartItem {
  const { isLoggedIn, lastOrderedAt } = options;
  if (line.isGiftcard === 1) return toGiftCardItem(line, isLoggedIn);
  const stocked = rowFor(summary, line.conditionCode);
  const row = options.isHidden ? noLongerSold(stocked) : stocked;
  const orderable = isOrderable(row);
  const onhand = orderable ? onHandOf(row) : 0;
  const beyondStock = orderable && canOrderBeyondStock(row);
  const withinStock = line.quantity <= onhand || beyondStock;
  const backorder = beyondStock ? Math.max(0, line.quantity - onhand) : 0;
  const cartableLoggedIn = orderable && withinStock;
  // docs/features/cart.md#who-sees-the-cart: a guest may not buy what the store sells to customers only.
  const cartable = cartableLoggedIn && (isLoggedIn || !isCustomersOnly(options.customersOnly, line));
  return {
    title_info: {
      eisbn: line.eisbn,
      title: summary?.title ?? '',
      subtitle: summary?.subtitle ?? '',
      binding: summary?.binding ?? '',
      cover_image_cache: summary?.cover_image_cache ?? '',
      price: row?.price ?? null,
      list_price: listPriceOf(summary, row, options.currency),
      is_forthcoming: summary?.is_forthcoming ?? false,
      is_large_print: summary?.is_large_print ?? false,
      release_date: summary?.release_date ?? null,
      available: row,
    },
    cart_info: {
      cart_id: line.id,
      quantity: line.quantity,
      condition: line.conditionCode,
      cartable,
      cartable_logged_in: cartableLoggedIn,
      backorder_quantity: Number.isFinite(backorder) ? backorder : 0,
      backorder_sub_message: backorder > 0 && row ? row.sub_message : '',
      gift_registry_id: line.giftRegistryId,
      gift_registry_info: registryInfoOf(line.giftRegistryId, options.registries),
      is_giftcard: false,
      last_ordered: lastOrderedAt === undefined ? null : { date_ordered: lastOrderedAt },
      sold_price: row?.price ?? null,
      cart_notes: null,
    },
  };
}

/** What the cart shows of a registry a line buys for (docs/features/gift-registries.md#in-the-cart). */
export type CartRegistry = { occasion: string; name: string; wantsShipping: boolean };

function registryInfoOf(
  registryId: string | null,
  registries: ReadonlyMap<string, CartRegistry> | undefined,
): { occasion: string; name: string } | null {
  const registry = registryId === null ? undefined : registries?.get(registryId);
  return registry ? { occasion: registry.occasion, name: registry.name } : null;
}

/** A sum of cents, or null when any part is unknown (prices hidden from a guest). */
const sumOf = (values: (number | null)[]) =>
  values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The cart as the shopper sees it, every price from the store's stock rows at the shopper's
 * location: what a request says a price is never counts.
 */
export function priceCart(options: {
  lines: CartItemRow[];
  summaries: Map<string, TitleSummary>;
  locationId: string;
  isLoggedIn: boolean;
  orderMinCents: number;
  /** The store's currency: which list price a line's saving is measured from. */
  currency: Currency;
  customersOnly: CustomersOnly;
  /** The taxes that apply where the order is taken. */
  taxRates: readonly AppliedTaxRate[];
  promoCodes: readonly PromoCodeSetting[];
  /** The codes the shopper entered. */
  enteredCodes: readonly string[];
  /** What the chosen delivery costs; null while none is chosen (shipping TBD). */
  shippingCents: number | null;
  /** The gift cards applied at checkout, each with the most the shopper wants taken from it. */
  giftCards: readonly AppliedGiftCard[];
  /** When the customer last ordered each title, unix seconds (none for a guest). */
  lastOrdered?: ReadonlyMap<string, number>;
  /** The registries the lines buy for, by id. */
  registries?: ReadonlyMap<string, CartRegistry>;
  /** The lines' titles the store hides from its storefront. */
  hidden?: ReadonlySet<string>;
  now: number;
}): Cart {
  const items = options.lines.map((line) =>
    toCartItem(line, options.summaries.get(line.eisbn), {
      isLoggedIn: options.isLoggedIn,
      lastOrderedAt: options.lastOrdered?.get(line.eisbn),
      currency: options.currency,
      customersOnly: options.customersOnly,
      registries: options.registries,
      isHidden: options.hidden?.has(line.eisbn) === true,
    }),
  );
  // The original price is the list price where it is above the store's own (docs/features/cart.md#summary-and-pricing).
  const original = sumOf(
    items.map((item) =>
      multiply(
        item.cart_info.is_giftcard
          ? item.cart_info.sold_price
          : (item.title_info.list_price ?? item.title_info.available?.row_price ?? null),
        item.cart_info.quantity,
      ),
    ),
  );
  const subtotal = sumOf(items.map((item) => multiply(item.cart_info.sold_price, item.cart_info.quantity)));
  // Books only: gift cards are never taxed (they are taxed when spent) and promo codes never
  // discount them (docs/features/cart.md#promo-codes).
  const books = sumOf(
    items
      .filter((item) => !item.cart_info.is_giftcard)
      .map((item) => multiply(item.cart_info.sold_price, item.cart_info.quantity)),
  );
  const promotions =
    books === null
      ? { applied: [], discount: 0 }
      : applyPromoCodes({
          promoCodes: options.promoCodes,
          entered: options.enteredCodes,
          subtotal: books,
          now: options.now,
        });
  // The discount comes off the books alone, so the taxable part is what is left of them.
  const taxableAfterDiscount = books === null || books === 0 ? null : books - promotions.discount;
  const taxes =
    taxableAfterDiscount === null || taxableAfterDiscount <= 0
      ? []
      : options.taxRates.map((rate) => ({
          type: rate.type,
          amount: Math.round((taxableAfterDiscount * rate.ratePercent) / 100),
        }));
  const taxTotal = taxes.reduce((total, tax) => total + tax.amount, 0);
  const freeShipping = promotions.applied.some((promo) => promo.type === 'free_shipping');
  const shipping = options.shippingCents === null ? null : freeShipping ? 0 : options.shippingCents;
  const total = subtotal === null ? null : subtotal - promotions.discount + taxTotal + (shipping ?? 0);
  const giftCards = spendGiftCards(options.giftCards, total ?? 0);
  return {
    items,
    summary: {
      ...emptyCartSummary,
      item_count: items.length,
      total_quantity: items.reduce((total, item) => total + item.cart_info.quantity, 0),
      original_price: original,
      discounts: original !== null && subtotal !== null ? original - subtotal : null,
      subtotal,
      promo_codes: promotions.applied,
      post_subtotal_discount: promotions.discount,
      taxes,
      shipping,
      is_shipping_tbd: shipping === null,
      total,
      total_gift_card_amount_used: giftCards.reduce((sum, card) => sum + card.amount, 0),
      contains_gift_registry_item: items.some((item) => item.cart_info.gift_registry_id !== null),
      contains_gift_registry_shipping: items.some((item) => {
        const registryId = item.cart_info.gift_registry_id;
        return registryId !== null && options.registries?.get(registryId)?.wantsShipping === true;
      }),
    },
    gift_cards: giftCards,
    checksum: cartChecksum(options.lines, options.locationId, options.enteredCodes),
    contains_unavailable: items.some((item) => !item.cart_info.cartable),
    meets_order_min: subtotal === null || subtotal >= options.orderMinCents,
    can_click_collect: items.every((item) => {
      const row = item.title_info.available;
      return item.cart_info.is_giftcard || (isOrderable(row) && item.cart_info.quantity <= onHandOf(row));
    }),
  };
}

const multiply = (cents: number | null, quantity: number) => (cents === null ? null : cents * quantity);
