import {
  orderSchema,
  orderSummarySchema,
  type Address,
  type Cart,
  type CartItem,
  type CheckoutContact,
  type DeliveryPreference,
  type OrderShipping,
  type OrderSummary,
  type PaymentChoice,
} from '@bookfront/contract';
import type { CheckoutDraftRow, NewOrder, NewOrderItem, OrderItemRow, OrderPromoCodesTable } from '../../db/schema.ts';
import { draftGiftCardsOf } from '../cart/service.ts';
import type { GiftCardNote } from '../giftcards/service.ts';
import type { StoreContext } from '../store/service.ts';
import type { PlacedOrderMail } from './order-emails.ts';
import type { Reservation } from './order-repository.ts';
import { totalOwingOf } from './payment-service.ts';

/** docs/features/checkout.md#data "Order" summary, from the server's priced cart (never from the request). */
export function orderSummaryOf(cart: Cart): OrderSummary {
  const { summary } = cart;
  const subtotal = summary.subtotal ?? 0;
  return orderSummarySchema.parse({
    total: summary.total ?? 0,
    total_owing: totalOwingOf(cart),
    subtotal,
    original_price: summary.original_price ?? subtotal,
    discounts: summary.discounts ?? 0,
    promo_codes: summary.promo_codes.map((promo) => ({
      type: promo.type,
      description: promo.description,
      amount: promo.amount,
    })),
    total_gift_card_amount_used: summary.total_gift_card_amount_used,
    taxes: summary.taxes,
    shipping: summary.shipping ?? 0,
    item_count: summary.item_count,
  });
}

/** The promo codes the priced cart applied, as the order keeps them for the console's usage counts. */
export function promoCodeUseRows(options: { storeId: string; orderId: string; cart: Cart }): OrderPromoCodesTable[] {
  const seen = new Set<string>();
  return options.cart.summary.promo_codes.flatMap((promo) => {
    if (seen.has(promo.code)) return [];
    seen.add(promo.code);
    return [{ storeId: options.storeId, orderId: options.orderId, code: promo.code, amountCents: promo.amount }];
  });
}

/** docs/features/accounts.md#address-book "Order" shipping, from the address book entry the draft names. */
export function orderShippingOf(address: Address, providerLabel: string): OrderShipping {
  return {
    orgname: address.company_name,
    name: address.name,
    addr1: address.street_address,
    addr2: address.street_address_2,
    city: address.city,
    prov: address.province,
    country: address.country,
    postal: address.postal_code,
    phone: address.phone_number,
    provider: providerLabel,
  };
}

/** The label the shopper saw for the draft's provider. */
export function providerLabelOf(store: StoreContext, delivery: DeliveryPreference, provider: string | null): string {
  if (delivery === 'pickup') return '';
  if (delivery === 'local_delivery') return store.settings.checkout.local_delivery.label;
  return store.settings.checkout.shipping_providers.find((candidate) => candidate.id === provider)?.label ?? '';
}

/** The order's lines as stored, each with what its reservation took from stock. */
export function orderItemRows(options: {
  storeId: string;
  orderId: string;
  items: readonly CartItem[];
  reservations: ReadonlyMap<string, Reservation>;
}): NewOrderItem[] {
  return options.items.map((item, position) => {
    const { title_info: title, cart_info: line } = item;
    const backorder = options.reservations.get(line.cart_id)?.backorder ?? 0;
    const soldPrice = line.sold_price ?? 0;
    return {
      storeId: options.storeId,
      orderId: options.orderId,
      position,
      eisbn: title.eisbn,
      conditionCode: line.condition,
      title: title.title,
      binding: title.binding,
      coverImageCache: title.cover_image_cache,
      quantity: line.quantity,
      soldPriceCents: soldPrice,
      originalPriceCents: line.is_giftcard ? soldPrice : (title.available?.row_price ?? soldPrice),
      backorderQuantity: backorder,
      backorderSubMessage: backorder > 0 ? (title.available?.sub_message ?? '') : '',
      availability: title.available ? JSON.stringify(title.available) : null,
      isForthcoming: title.is_forthcoming ? 1 : 0,
      releaseDate: title.release_date,
      giftRegistryId: line.gift_registry_id,
      isGiftcard: line.is_giftcard ? 1 : 0,
      giftcardPriceCents: line.cart_notes?.giftcard_price ?? null,
      giftCardInfo: line.cart_notes ? JSON.stringify(line.cart_notes.gift_card_info) : null,
    };
  });
}

/** What the order emails need, from the rows just written. */
export function placedOrderMail(options: {
  store: StoreContext;
  order: NewOrder;
  items: readonly NewOrderItem[];
  summary: OrderSummary;
  /** Where the order goes as the buyer may see it. */
  shipping: OrderShipping | null;
  /** The whole address, for the store's notice, when the buyer sees less of it (a registry's). */
  staffShipping?: OrderShipping | null;
  contact: CheckoutContact;
  delivery: DeliveryPreference;
  payment: PaymentChoice | 'quote';
  orderUrl: string;
}): PlacedOrderMail {
  const { store, order } = options;
  // docs/features/checkout.md#order-emails: the location the order was placed with, which the shopper chose.
  const location = store.locations.find((candidate) => candidate.id === order.locationId);
  return {
    kind: order.kind === 'quote' ? 'quote' : 'order',
    storeName: store.name,
    currency: order.currency,
    orderNumber: order.orderNumber,
    lines: options.items.map((item) => ({
      quantity: item.quantity,
      title: item.title,
      binding: item.binding ?? '',
      soldPrice: item.soldPriceCents,
      backorder: item.backorderQuantity ?? 0,
      eisbn: item.eisbn,
    })),
    summary: options.summary,
    delivery: options.delivery,
    locationName: location?.name ?? store.name,
    locationAddress: location
      ? [location.address, location.city, [location.province, location.postalCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : '',
    shipping: options.shipping,
    providerLabel: options.shipping?.provider ?? '',
    payment: options.payment,
    contact: {
      name: options.contact.name,
      email: options.contact.email,
      phone: options.contact.phone,
      preference: options.contact.preferred_communication ?? '',
    },
    purchaseOrder: order.purchaseOrder ?? '',
    notes: order.notes ?? '',
    orderUrl: options.orderUrl,
    staff: {
      multishipMethod: order.multishipMethod ?? null,
      shipments: shipmentsOf(order.shippingBatches),
      paymentStatus: order.paymentStatus,
      totalOwing: order.totalOwingCents,
      hasSealedCard: (order.ccCiphertext ?? null) !== null,
      paypalOrderId: order.paypalOrderId ?? null,
      shipping: options.staffShipping ?? options.shipping,
      // The order page's address is the store's base URL and /account/order/{number}.
      consoleUrl: `${options.orderUrl.replace(/\/account\/order\/.*$/, '')}/console/orders/${encodeURIComponent(order.orderNumber)}`,
    },
  };
}

/** The order's shipments as written (docs/features/checkout.md#shipments shipping_batches); none when unreadable. */
function shipmentsOf(json: string | undefined): { label: string; eisbns: string[] }[] {
  try {
    const parsed = orderSchema.shape.shipping_batches.safeParse(JSON.parse(json ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** What each gift card applied in the draft pays of this order, as the priced cart spent them. */
export function giftCardsSpent(cart: Cart, row: CheckoutDraftRow): { giftCardId: string; amountCents: number }[] {
  const idsByNumber = new Map(draftGiftCardsOf(row).map((card) => [card.number, card.gift_card_id]));
  return cart.gift_cards.flatMap((card) => {
    const giftCardId = idsByNumber.get(card.number);
    return giftCardId && card.amount > 0 ? [{ giftCardId, amountCents: card.amount }] : [];
  });
}

/** The gift card lines of the order, by their position among its lines, with each card's amount and note. */
export function giftCardLinesOf(cart: Cart) {
  return cart.items.flatMap((item, position) => {
    const { cart_info: line } = item;
    if (!line.is_giftcard || !line.cart_notes) return [];
    const info = line.cart_notes.gift_card_info;
    const note: GiftCardNote | null = info.personalize
      ? { personalize: true, to: info.to, from: info.from, message: info.message }
      : null;
    return [{ position, amountCents: line.cart_notes.giftcard_price, quantity: line.quantity, note }];
  });
}

/** Stock rows by eisbn, then condition: the order every writer locks them in, so none waits on another in a cycle. */
const compareStockRows = (a: { eisbn: string; condition: string }, b: { eisbn: string; condition: string }) =>
  a.eisbn.localeCompare(b.eisbn) || a.condition.localeCompare(b.condition);

/** Lines that take copies from stock, in eisbn order so concurrent orders lock rows in the same order. */
export const stockLinesOf = (cart: Cart) =>
  cart.items
    .filter((item) => !item.cart_info.is_giftcard)
    .toSorted((a, b) =>
      compareStockRows(
        { eisbn: a.title_info.eisbn, condition: a.cart_info.condition },
        { eisbn: b.title_info.eisbn, condition: b.cart_info.condition },
      ),
    );

/** An answered quote's lines that take copies from stock, in the same order as stockLinesOf. */
export const stockLinesOrder = (lines: readonly OrderItemRow[]) =>
  lines
    .filter((line) => line.isGiftcard !== 1)
    .toSorted((a, b) =>
      compareStockRows({ eisbn: a.eisbn, condition: a.conditionCode }, { eisbn: b.eisbn, condition: b.conditionCode }),
    );
