import { z } from 'zod';

const cents = z.number().int();

/** One refund made, as the order page lists it. */
export const consoleRefundSchema = z.object({
  at: z.number().int(),
  staff_email: z.string(),
  amount: cents,
  gift_card: cents,
  paypal: cents,
  /** To give back at the store's terminal (a card, a payment at the store). */
  terminal: cents,
  shipping: cents,
  restocked: z.number().int(),
  note: z.string(),
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int(), amount: cents })),
});
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;

/** What of an order may still be refunded. */
export const refundStateSchema = z.object({
  /** What the order took: its gift cards, and what was captured. */
  paid: cents,
  refunded: cents,
  shipping_refundable: cents,
  /** Copies left to refund, by the line's position; a gift card line has none. */
  quantities: z.array(z.number().int()),
  refunds: z.array(consoleRefundSchema),
});
export type RefundState = z.infer<typeof refundStateSchema>;
