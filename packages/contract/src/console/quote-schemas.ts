import { z } from 'zod';
import { consoleQuoteMessages as messages } from './quote-messages.ts';
import { consoleOrderNumberInputSchema } from './schemas.ts';

/** docs/features/store-console.md#quotes: a price per copy or shipping of at most $99,999.99. */
export const consoleQuotePriceMaxCents = 9_999_999;

const priceSchema = z
  .number({ error: messages.priceInvalid })
  .int(messages.priceInvalid)
  .min(0, messages.priceInvalid)
  .max(consoleQuotePriceMaxCents, messages.priceInvalid);

/** console/orders/answerQuote: each line's price per copy by its position, the shipping and a note. */
export const consoleAnswerQuoteInputSchema = consoleOrderNumberInputSchema.extend({
  lines: z
    .array(z.object({ position: z.number().int().min(0).max(10_000), price_cents: priceSchema }))
    .min(1, messages.linesInvalid)
    .max(10_000),
  shipping_cents: priceSchema.default(0),
  note: z.string().trim().max(500, messages.noteTooLong).default(''),
});
export type ConsoleAnswerQuoteInput = z.input<typeof consoleAnswerQuoteInputSchema>;
export type ConsoleAnswerQuoteFields = z.output<typeof consoleAnswerQuoteInputSchema>;

/** console/orders/declineQuote: the quote to decline and a note to the customer. */
export const consoleDeclineQuoteInputSchema = consoleOrderNumberInputSchema.extend({
  note: z.string().trim().max(500, messages.noteTooLong).default(''),
});
export type ConsoleDeclineQuoteInput = z.input<typeof consoleDeclineQuoteInputSchema>;
