import {
  availabilityRowSchema,
  ccInfoSchema,
  deliveryPreferenceSchema,
  multishipMethodSchema,
  orderSchema,
  orderShippingSchema,
  orderSummarySchema,
  paymentChoiceSchema,
  type Order,
  type OrderItem,
  type OrderListRow,
  type PickupLocation,
} from '@bookfront/contract';
import { z } from 'zod';
import type { LocationRow, OrderItemRow, OrderRow } from '../../db/schema.ts';

const shippingBatchesSchema = orderSchema.shape.shipping_batches;
const giftCardInfoSchema = z.object({
  to: z.string().catch(''),
  from: z.string().catch(''),
  message: z.string().catch(''),
});

/** A JSON column written at submit, read with its contract schema. */
function parseJson<T extends z.ZodType>(schema: T, text: string): z.infer<T> {
  return schema.parse(JSON.parse(text));
}

/** A JSON column only shown, never relied on: anything unreadable reads as absent. */
function readJson<T extends z.ZodType>(schema: T, text: string | null): z.infer<T> | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** docs/features/cart.md#quotes delivery_key: a quote is a quote whatever its delivery; local delivery travels as shipping. */
export function deliveryKeyOf(row: Pick<OrderRow, 'kind' | 'deliveryPreference'>): Order['delivery_key'] {
  if (row.kind === 'quote') return 'quote';
  return row.deliveryPreference === 'pickup' ? 'pickup' : 'ship';
}

const paymentTypeSchema = paymentChoiceSchema.or(z.literal('quote'));

export function toOrderItem(row: OrderItemRow): OrderItem {
  const giftCardInfo = row.isGiftcard === 1 ? readJson(giftCardInfoSchema, row.giftCardInfo) : null;
  return {
    title_info: {
      eisbn: row.eisbn,
      title: row.title,
      binding: row.binding,
      cover_image_cache: row.coverImageCache,
      available: readJson(availabilityRowSchema, row.availability),
      is_forthcoming: row.isForthcoming === 1,
      release_date: row.releaseDate === null ? null : Number(row.releaseDate),
    },
    cart_info: {
      quantity: row.quantity,
      sold_price: row.soldPriceCents,
      original_price: row.originalPriceCents,
      discount: Math.max(0, row.originalPriceCents - row.soldPriceCents),
      backorder_quantity: row.backorderQuantity,
      backorder_sub_message: row.backorderSubMessage,
      gift_registry_id: row.giftRegistryId,
      gift_registry_info: null,
      is_giftcard: row.isGiftcard === 1,
      cart_notes:
        row.isGiftcard === 1
          ? {
              giftcard_price: row.giftcardPriceCents ?? row.soldPriceCents,
              gift_card_info: giftCardInfo ?? { to: '', from: '', message: '' },
            }
          : null,
    },
  };
}

/** docs/features/checkout.md#review-and-submit: a store location as the pick up of an order names it, street address included. */
export function toPickupLocation(location: LocationRow): PickupLocation {
  return {
    location_id: location.id,
    name: location.name,
    address: location.address,
    city: location.city,
    province: location.province,
    postal_code: location.postalCode,
    country: location.country,
  };
}

/** The location of `locationId` among the store's, as an order names it; null when the store no longer has it. */
export function pickupLocationOf(locations: readonly LocationRow[], locationId: string): PickupLocation | null {
  const location = locations.find((candidate) => candidate.id === locationId);
  return location ? toPickupLocation(location) : null;
}

/**
 * docs/features/orders.md#data "Order": the order as the shopper saw it when it was placed. Staff
 * see where it ships whole; a buyer who shipped to a gift registry, only what they were shown of it
 * (docs/features/gift-registries.md#shipping-at-checkout).
 */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  locations: readonly LocationRow[],
  reader: 'buyer' | 'staff' = 'buyer',
): Order {
  const shipping = reader === 'buyer' ? (row.buyerShippingAddress ?? row.shippingAddress) : row.shippingAddress;
  return {
    order_number: row.orderNumber,
    order_date: Number(row.createdAt),
    delivery_type: deliveryPreferenceSchema.parse(row.deliveryPreference),
    delivery_key: deliveryKeyOf(row),
    payment_type: paymentTypeSchema.parse(row.paymentType),
    payment_message: row.paymentMessage,
    purchaser_name: row.purchaserName,
    order_location_id: row.locationId,
    communication_preference: row.communicationPreference,
    notes: row.notes,
    purchaseorder: row.purchaseOrder,
    shipping: shipping === null ? null : parseJson(orderShippingSchema, shipping),
    multiship_method: row.multishipMethod === null ? null : multishipMethodSchema.parse(row.multishipMethod),
    shipping_batches: parseJson(shippingBatchesSchema, row.shippingBatches),
    items: items.map(toOrderItem),
    summary: parseJson(orderSummarySchema, row.summary),
    email: row.email,
    phone: row.phone,
    cc_info: readJson(ccInfoSchema, row.ccInfo),
    location: pickupLocationOf(locations, row.locationId),
  };
}

/** An order in the history: its first items and how many more it has. */
export function toOrderListRow(row: OrderRow, leadingItems: OrderItemRow[], itemCount: number): OrderListRow {
  return {
    order_number: row.orderNumber,
    order_date: Number(row.createdAt),
    delivery_type: deliveryPreferenceSchema.parse(row.deliveryPreference),
    delivery_key: deliveryKeyOf(row),
    order_location_id: row.locationId,
    purchaser_name: row.purchaserName,
    total: row.totalCents,
    items: leadingItems.map((item) => ({
      eisbn: item.eisbn,
      title: item.title,
      binding: item.binding,
      cover_image_cache: item.coverImageCache,
      quantity: item.quantity,
      is_giftcard: item.isGiftcard === 1,
    })),
    more_items: Math.max(0, itemCount - leadingItems.length),
  };
}
