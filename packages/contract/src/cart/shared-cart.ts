import { z } from 'zod';
import { defineAction } from '../actions/define.ts';
import { titleSummarySchema } from '../catalog/schemas.ts';
import { limits } from '../limits.ts';
import { cartAccessErrors } from './add-action.ts';
import { cartImportMaxRows, cartImportResultSchema } from './schemas.ts';

/*
 * The emailed cart link (docs/features/cart.md#email-cart): the sender's titles travel in the
 * link itself, `/checkout/shared?titles=9780439023481:2,9780316015844:1:USED`, each an eisbn, a
 * quantity and a condition when it is not NEW. The recipient sees them and adds them to their own cart.
 */

/** Sentences of the shared cart page. */
export const sharedCartMessages = {
  heading: 'A cart shared with you',
  intro: 'These are the titles in the cart that was emailed to you. Add them to your own cart in one click.',
  addAll: 'Add these to my cart',
  added: (count: number) =>
    count === 1 ? '1 title was added to your cart.' : `${count} titles were added to your cart.`,
  goToCart: 'Go to cart',
  notAdded: 'Not added',
  empty: 'This link names no titles we can find. They may no longer be in our catalogue.',
  invalidLink: 'This cart link could not be read. Please ask for the cart to be emailed again.',
  quantity: (count: number) => `Quantity: ${count}`,
} as const;

export type SharedCartLine = { eisbn: string; quantity: number; condition: string };

const linePattern = /^(\d{13}):(\d{1,4})(?::([A-Z0-9_-]{1,32}))?$/;

/** The `titles` value of a shared cart link for these lines. */
export function sharedCartParam(lines: readonly SharedCartLine[]): string {
  return lines
    .map((line) => [line.eisbn, line.quantity, ...(line.condition === 'NEW' ? [] : [line.condition])].join(':'))
    .join(',');
}

/** The link's path (relative to the store's address) for these lines. */
export const sharedCartPath = (lines: readonly SharedCartLine[]) =>
  `/checkout/shared?titles=${encodeURIComponent(sharedCartParam(lines))}`;

/** Reads a link's `titles`; null when any part of it is not a line this page writes. */
export function parseSharedCartParam(value: string): SharedCartLine[] | null {
  const parts = value.split(',').filter((part) => part.trim() !== '');
  if (parts.length === 0 || parts.length > cartImportMaxRows) return null;
  const lines: SharedCartLine[] = [];
  for (const part of parts) {
    const match = linePattern.exec(part.trim().toUpperCase());
    const quantity = Number(match?.[2]);
    if (!match?.[1] || quantity < limits.quantityMin || quantity > limits.quantityMax) return null;
    lines.push({ eisbn: match[1], quantity, condition: match[3] ?? 'NEW' });
  }
  return lines;
}

export const sharedCartInputSchema = z.object({
  titles: z
    .string()
    .max(cartImportMaxRows * 52)
    .transform((value, context) => {
      const lines = parseSharedCartParam(value);
      if (lines) return lines;
      context.addIssue({ code: 'custom', message: sharedCartMessages.invalidLink });
      return z.NEVER;
    }),
});
export type SharedCartInput = z.input<typeof sharedCartInputSchema>;

/** The titles of a shared cart the catalogue still has, in the link's order, each with its quantity. */
export const sharedCartSchema = z.object({
  lines: z.array(z.object({ quantity: z.number().int(), condition: z.string(), title: titleSummarySchema })),
});
export type SharedCart = z.infer<typeof sharedCartSchema>;

export const cartGetSharedAction = defineAction({
  name: 'cart/getShared',
  input: sharedCartInputSchema,
  output: sharedCartSchema,
  errors: [],
  access: 'public',
});

/** Adds a shared cart's titles with cart/import's rules: each line reported, the ones that pass added. */
export const cartAddSharedAction = defineAction({
  name: 'cart/addShared',
  input: sharedCartInputSchema,
  output: cartImportResultSchema,
  errors: cartAccessErrors,
  access: 'public',
});
