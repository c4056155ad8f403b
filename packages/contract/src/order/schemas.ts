import { z } from 'zod';
import { availabilityRowSchema } from '../catalog/schemas.ts';
import {
  ccInfoSchema,
  deliveryPreferenceSchema,
  multishipMethodSchema,
  orderPlacedSchema,
  pickupLocationSchema,
} from '../checkout/schemas.ts';
import { paymentChoiceSchema } from '../checkout/settings.ts';

const cents = z.number().int();

/** docs/features/orders.md#data "Order" summary, in cents, as it was when the order was placed. */
export const orderSummarySchema = z.object({
  total: cents,
  /** What is left to pay after gift cards. */
  total_owing: cents,
  subtotal: cents,
  original_price: cents,
  discounts: cents,
  promo_codes: z.array(z.object({ type: z.string(), description: z.string(), amount: cents })),
  total_gift_card_amount_used: cents,
  taxes: z.array(z.object({ type: z.string(), amount: cents })),
  shipping: cents,
  item_count: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** docs/features/orders.md#data "Order item". */
export const orderItemSchema = z.object({
  title_info: z.object({
    eisbn: z.string(),
    title: z.string(),
    binding: z.string(),
    cover_image_cache: z.string(),
    available: availabilityRowSchema.nullable(),
    is_forthcoming: z.boolean(),
    release_date: z.number().int().nullable(),
  }),
  cart_info: z.object({
    quantity: z.number().int().positive(),
    sold_price: cents,
    original_price: cents,
    discount: cents,
    backorder_quantity: z.number().int().nonnegative(),
    backorder_sub_message: z.string(),
    gift_registry_id: z.string().nullable(),
    gift_registry_info: z.object({ occasion: z.string(), name: z.string() }).nullable(),
    is_giftcard: z.boolean(),
    cart_notes: z
      .object({
        giftcard_price: cents,
        gift_card_info: z.object({ to: z.string(), from: z.string(), message: z.string() }),
      })
      .nullable(),
  }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** docs/features/orders.md#data "Order" shipping: where it goes and with whom. */
export const orderShippingSchema = z.object({
  orgname: z.string(),
  name: z.string(),
  addr1: z.string(),
  addr2: z.string(),
  city: z.string(),
  prov: z.string(),
  country: z.string(),
  postal: z.string(),
  phone: z.string(),
  provider: z.string(),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/** docs/features/cart.md#quotes "Order": an order or a quote. */
export const orderSchema = z.object({
  order_number: z.string(),
  /** Unix seconds; shown in America/Los_Angeles (docs/features/orders.md#dates). */
  order_date: z.number().int(),
  delivery_type: deliveryPreferenceSchema,
  /** 'pickup', 'ship' or 'quote' (docs/features/cart.md#quotes). */
  delivery_key: z.enum(['pickup', 'ship', 'quote']),
  payment_type: paymentChoiceSchema.or(z.literal('quote')),
  payment_message: z.string(),
  purchaser_name: z.string(),
  order_location_id: z.string(),
  communication_preference: z.string(),
  notes: z.string(),
  purchaseorder: z.string(),
  shipping: orderShippingSchema.nullable(),
  multiship_method: multishipMethodSchema.nullable(),
  shipping_batches: z.array(z.object({ label: z.string(), eisbns: z.array(z.string()) })),
  items: z.array(orderItemSchema),
  summary: orderSummarySchema,
  /** Ours: how the store reaches the purchaser, shown on the order page. */
  email: z.string().optional(),
  phone: z.string().optional(),
  /** Ours: what may be shown of the card paid with; never the number. */
  cc_info: ccInfoSchema.nullable().optional(),
  /** Ours: the location the order is picked up at (or taken by), with its street address. */
  location: pickupLocationSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** checkout/requestQuote (docs/features/cart.md#quotes): the quote's number and the quote itself, as its order page shows it. */
export const quotePlacedSchema = orderPlacedSchema.extend({ data: orderSchema });
export type QuotePlaced = z.infer<typeof quotePlacedSchema>;
