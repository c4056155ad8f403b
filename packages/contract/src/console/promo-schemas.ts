import { z } from 'zod';
import { singleLineTextSchema } from '../common/fields.ts';
import { consolePromoMessages as messages } from './promo-messages.ts';

/** docs/features/store-console.md#promo-codes: an amount off is at most $100,000.00, as the settings allow. */
export const consolePromoAmountMaxCents = 10_000_000;

/** 'YYYY-MM-DD HH:mm' in the store's time zone, or '' for no limit. */
const optionalLocalTimeSchema = z
  .string({ error: messages.timeInvalid })
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2})?$/, messages.timeInvalid)
  .overwrite((value) => value.replace('T', ' '))
  .default('');

export const consolePromoCodeFieldSchema = singleLineTextSchema({ error: messages.codeRequired })
  .trim()
  .min(1, messages.codeRequired)
  .regex(/^[A-Za-z0-9_-]{1,15}$/, messages.codeInvalid)
  .overwrite((code) => code.toUpperCase());

const promoFields = {
  code: consolePromoCodeFieldSchema,
  description: singleLineTextSchema().trim().max(200, messages.descriptionTooLong).default(''),
  type: z.enum(['percent', 'amount', 'free_shipping']),
  /** Percent off for 'percent', cents off for 'amount', 0 for 'free_shipping'. */
  value: z.number({ error: messages.amountInvalid }).int(messages.amountInvalid).min(0).default(0),
  starts_at: optionalLocalTimeSchema,
  ends_at: optionalLocalTimeSchema,
  min_subtotal: z
    .number({ error: messages.minSubtotalInvalid })
    .int(messages.minSubtotalInvalid)
    .min(0, messages.minSubtotalInvalid)
    .max(consolePromoAmountMaxCents, messages.minSubtotalInvalid)
    .default(0),
  automatic: z.boolean().default(false),
  stackable: z.boolean().default(false),
  active: z.boolean().default(true),
  /** docs/features/store-console.md#promo-code-limits: null for no limit. */
  max_uses: z
    .number({ error: messages.maxUsesInvalid })
    .int(messages.maxUsesInvalid)
    .min(1, messages.maxUsesInvalid)
    .max(1_000_000, messages.maxUsesInvalid)
    .nullable()
    .default(null),
  once_per_customer: z.boolean().default(false),
};

/**
 * A promo code as the console writes it (docs/features/store-console.md#promo-codes), with the rules
 * across its fields: the value fits its kind, and a code that has both dates ends after it starts.
 */
export const consolePromoCodeInputSchema = z.object(promoFields).superRefine((promo, context) => {
  const problem = (field: 'value' | 'ends_at', message: string) =>
    context.addIssue({ code: 'custom', path: [field], message });
  if (promo.type === 'percent' && (promo.value < 1 || promo.value > 100)) problem('value', messages.percentInvalid);
  if (promo.type === 'amount' && (promo.value < 1 || promo.value > consolePromoAmountMaxCents)) {
    problem('value', messages.amountInvalid);
  }
  if (promo.starts_at && promo.ends_at && promo.ends_at <= promo.starts_at)
    problem('ends_at', messages.endsBeforeStart);
});
export type ConsolePromoCodeInput = z.input<typeof consolePromoCodeInputSchema>;
/** The payload as the server reads it, defaults filled in. */
export type ConsolePromoCodeFields = z.output<typeof consolePromoCodeInputSchema>;

export const consolePromoCodeIdInputSchema = z.object({ code: consolePromoCodeFieldSchema });

/** A promo code in the console, with what real orders made of it. */
export const consolePromoCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: z.enum(['percent', 'amount', 'free_shipping']),
  value: z.number().int(),
  /** The store's clock ('YYYY-MM-DD HH:mm'), '' for no limit; `_seconds` the same as unix seconds. */
  starts_at: z.string(),
  ends_at: z.string(),
  starts_at_seconds: z.number().int().nullable(),
  ends_at_seconds: z.number().int().nullable(),
  min_subtotal: z.number().int(),
  automatic: z.boolean(),
  stackable: z.boolean(),
  active: z.boolean(),
  max_uses: z.number().int().nullable(),
  once_per_customer: z.boolean(),
  /** Orders placed with the code (cancelled ones left out) and the discount they were given in total. */
  usage: z.object({ orders: z.number().int(), discount_cents: z.number().int() }),
});
export type ConsolePromoCode = z.infer<typeof consolePromoCodeSchema>;

export const consolePromoCodeListSchema = z.object({ promo_codes: z.array(consolePromoCodeSchema) });
export type ConsolePromoCodeList = z.infer<typeof consolePromoCodeListSchema>;
