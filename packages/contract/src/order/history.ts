import { z } from 'zod';
import { deliveryPreferenceSchema } from '../checkout/schemas.ts';
import { singleLineTextSchema } from '../common/fields.ts';

/** docs/features/orders.md#order-history: order history and order detail constants. */
export const orderHistoryLimits = {
  pageLength: 5,
  itemsShown: 3,
  /** Order dates are shown in this time zone, and a year filter means a year there. */
  timeZone: 'America/Los_Angeles',
  /** dayjs format (advancedFormat's Do), e.g. 'Nov 23rd 2026'. */
  dateFormat: 'MMM Do YYYY',
  termMax: 100,
} as const;

/** Form data sends numbers as strings, and an empty field means no filter. */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().pipe(schema).optional(),
  );

/**
 * order/get {order_id} (docs/features/orders.md#order-page). order_id is the order number the order page's address holds;
 * a guest also passes the secret of their order link as `token`.
 */
export const getOrderInputSchema = z.object({
  order_id: z.string().trim().min(1).max(40),
  token: z.string().max(200).optional(),
});
export type GetOrderInput = z.infer<typeof getOrderInputSchema>;

/** order/getList {year, term, location_id} (docs/features/orders.md#order-history), and the page (1-based) of 5 orders. */
export const orderListInputSchema = z.object({
  year: optionalNumber(z.number().int().min(1970).max(9999)),
  term: singleLineTextSchema().max(orderHistoryLimits.termMax).optional(),
  location_id: z.string().max(64).optional(),
  page: optionalNumber(z.number().int().min(1).max(1_000_000)),
});
export type OrderListInput = z.input<typeof orderListInputSchema>;

/** One of the first items of an order in the history. */
export const orderListItemSchema = z.object({
  eisbn: z.string(),
  title: z.string(),
  binding: z.string(),
  cover_image_cache: z.string(),
  quantity: z.number().int().positive(),
  is_giftcard: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** An order in the history: its first 3 items and how many more it has (docs/features/orders.md#order-history). */
export const orderListRowSchema = z.object({
  order_number: z.string(),
  /** Unix seconds. */
  order_date: z.number().int(),
  delivery_type: deliveryPreferenceSchema,
  delivery_key: z.enum(['pickup', 'ship', 'quote']),
  order_location_id: z.string(),
  purchaser_name: z.string(),
  /** Cents. */
  total: z.number().int(),
  items: z.array(orderListItemSchema).max(orderHistoryLimits.itemsShown),
  more_items: z.number().int().nonnegative(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/** order/getList's answer: one page of rows, how many match in all, and the years with orders. */
export const orderListSchema = z.object({
  rows: z.array(orderListRowSchema),
  rowcount: z.number().int().nonnegative(),
  /** Newest first. */
  years: z.array(z.number().int()),
  page: z.number().int().positive(),
});
export type OrderList = z.infer<typeof orderListSchema>;
