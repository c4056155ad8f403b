import { z } from 'zod';
import { deliveryPreferenceSchema } from '../checkout/schemas.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { orderSchema } from '../order/schemas.ts';
import { consoleMessages } from './messages.ts';
import { consolePageNumberSchema, pagedRows } from './paged-schemas.ts';
import { refundStateSchema } from './refund-schemas.ts';

/**
 * A staff member's role (docs/features/store-console.md#roles): the owner may do everything, a
 * manager runs the catalogue, content and orders, a clerk orders and pick-ups.
 */
export const staffRoles = ['owner', 'manager', 'clerk'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The logged-in staff member, as the console shows them. */
export const staffMemberSchema = z.object({
  staff_id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  store_name: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A 6-digit TOTP code; spaces a phone app shows between its halves are dropped. */
export const totpCodeSchema = z
  .string({ error: consoleMessages.codeInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, consoleMessages.codeInvalid));

/** console/login: an owner sends the code from their authenticator app too, once asked for it. */
export const consoleLoginInputSchema = z.object({
  email: singleLineTextSchema({ error: consoleMessages.emailRequired })
    .toLowerCase()
    .min(1, consoleMessages.emailRequired)
    .max(254, consoleMessages.loginFailed),
  password: z
    .string({ error: consoleMessages.passwordRequired })
    .min(1, consoleMessages.passwordRequired)
    .max(limits.passwordMax, consoleMessages.loginFailed),
  code: totpCodeSchema.optional(),
});
export type ConsoleLoginInput = z.input<typeof consoleLoginInputSchema>;

/** Logged in (`staff`), or the password was right and an owner's code is asked for (`totp_required`). */
export const consoleLoginResultSchema = z.object({
  staff: staffMemberSchema.nullable(),
  totp_required: z.boolean(),
});
export type ConsoleLoginResult = z.infer<typeof consoleLoginResultSchema>;

export const consoleLogoutResultSchema = z.object({ logged_out: z.literal(true) });

/** An order's fulfilment status (docs/features/store-console.md#order-statuses). */
export const orderStatuses = ['new', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * What the queue shows: an order status, or the quotes waiting for an answer
 * (docs/features/store-console.md#quotes), which are not orders until answered.
 */
export const queueStatuses = [...orderStatuses, 'quote'] as const;
export const queueStatusSchema = z.enum(queueStatuses);
export type QueueStatus = z.infer<typeof queueStatusSchema>;

/** How many orders the console's queue shows per page. */
export const consoleOrderPageLength = 25;

const idSchema = singleLineTextSchema().max(64);

/** console/orders/list: one status's queue, narrowed to a location and a delivery type. */
export const consoleOrderListInputSchema = z.object({
  status: queueStatusSchema.default('new'),
  location_id: idSchema.optional(),
  delivery_type: deliveryPreferenceSchema.optional(),
  page: consolePageNumberSchema,
});
export type ConsoleOrderListInput = z.input<typeof consoleOrderListInputSchema>;

export const consoleOrderRowSchema = z.object({
  order_number: z.string(),
  order_date: z.number().int(),
  status: queueStatusSchema,
  purchaser_name: z.string(),
  email: z.string(),
  delivery_type: deliveryPreferenceSchema,
  location_id: z.string(),
  location_name: z.string(),
  item_count: z.number().int(),
  /** Cents. */
  total: z.number().int(),
  /** Cents left to take after gift cards and payments taken. */
  total_owing: z.number().int(),
  payment_type: z.string(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;

export const consoleOrderListSchema = z.object({
  rows: z.array(consoleOrderRowSchema),
  rowcount: z.number().int(),
  page: z.number().int(),
  page_length: z.number().int(),
  /** How many orders each status holds (and how many quotes wait), with the same location and delivery filters. */
  counts: z.record(queueStatusSchema, z.number().int()),
  locations: z.array(z.object({ location_id: z.string(), name: z.string() })),
});
export type ConsoleOrderList = z.infer<typeof consoleOrderListSchema>;

export const consoleOrderNumberInputSchema = z.object({
  order_number: singleLineTextSchema({ error: consoleMessages.orderNotFound }).min(1).max(20),
});

const noteSchema = z.string().trim().max(500, consoleMessages.noteTooLong).default('');

export const consoleOrderChangeInputSchema = consoleOrderNumberInputSchema.extend({ note: noteSchema });

export const consoleMarkShippedInputSchema = consoleOrderChangeInputSchema.extend({
  tracking: singleLineTextSchema({ error: consoleMessages.trackingRequired })
    .min(1, consoleMessages.trackingRequired)
    .max(100, consoleMessages.trackingTooLong),
});
export type ConsoleMarkShippedInput = z.input<typeof consoleMarkShippedInputSchema>;

/** One change of an order's status, and who made it. */
export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  at: z.number().int(),
  staff_email: z.string(),
  note: z.string(),
});

/** console/orders/get and every status change: the order with what staff need to fulfil it. */
export const consoleOrderDetailSchema = z.object({
  order: orderSchema,
  /** 'quote' for a quote waiting for an answer. */
  status: queueStatusSchema,
  tracking: z.string(),
  /** 'none', 'pending', 'authorized' or 'captured'. */
  payment_status: z.string(),
  /** Cents left to take. */
  total_owing: z.number().int(),
  paypal_order_id: z.string().nullable(),
  /** A sealed card is still kept, to be charged from the console. */
  has_sealed_card: z.boolean(),
  /** The caller may open the sealed card and record it charged (docs/features/store-console.md#charging-a-sealed-card). */
  can_charge_card: z.boolean(),
  /** What may still be refunded, and the refunds made (docs/features/store-console.md#refunds). */
  refund: refundStateSchema,
  can_refund: z.boolean(),
  history: z.array(orderStatusChangeSchema),
  /** The changes the caller's role may make now, in the order the console offers them. */
  actions: z.array(z.enum(['markReady', 'markShipped', 'markCompleted', 'cancel'])),
  /** The caller may turn this quote into an order (docs/features/store-console.md#quotes). */
  can_answer_quote: z.boolean(),
  /** When a bookseller turned it from a quote into an order; null otherwise. */
  quote_answered_at: z.number().int().nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

/** How many audit entries the console shows per page. */
export const consoleAuditPageLength = 50;

/** console/audit/list: the newest entries first. */
export const consoleAuditListInputSchema = z.object({
  page: consolePageNumberSchema,
});

/** One staff change (docs/features/store-console.md#audit-log); before and after are JSON text. */
export const auditEntrySchema = z.object({
  at: z.number().int(),
  staff_email: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const consoleAuditListSchema = pagedRows(auditEntrySchema);
export type ConsoleAuditList = z.infer<typeof consoleAuditListSchema>;
