import { z } from 'zod';
import { consoleOrderChangeInputSchema } from './schemas.ts';

const cents = z.number().int();

/** console/orders/openCard: the order's sealed card, for the browser to open with the store's private key. */
export const consoleSealedCardSchema = z.object({
  encrypted_cc_info: z.string(),
  /** Null once the CVV is erased, or when an older order's card holds it. */
  encrypted_cvv: z.string().nullable(),
  /** Cents to charge. */
  amount: cents,
});
export type ConsoleSealedCard = z.infer<typeof consoleSealedCardSchema>;

/** One line of a refund: how many copies of the order's line at `position` go back. */
export const refundLineInputSchema = z.object({
  position: z.number().int().min(0).max(999),
  quantity: z.number().int().min(1).max(9999),
});

/**
 * console/orders/refund: copies of lines and the shipping, to the order's tenders. The same
 * idempotency key again refunds nothing more and answers the order.
 */
export const consoleRefundInputSchema = consoleOrderChangeInputSchema.extend({
  idempotency_key: z.uuid(),
  lines: z.array(refundLineInputSchema).max(200).default([]),
  shipping: z.boolean().default(false),
  restock: z.boolean().default(false),
});
export type ConsoleRefundInput = z.input<typeof consoleRefundInputSchema>;
