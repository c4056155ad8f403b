import { z } from 'zod';
import { isSitePathOrHttpUrl } from '../common/links.ts';

/*
 * docs/features/gift-cards.md#gift-cards-page: what the gift cards page shows besides the buy
 * button and the balance checker, from the store's settings (`store_giftcards`,
 * `webstore_custom_elements`) and answered by giftcard/get.
 */

const itemIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'An id is lower-case letters, digits and -.');

/** One of the store's gift cards as the page presents it (a design, an e-gift card, a card sold in the shop). */
export const storeGiftCardSettingSchema = z.object({
  id: itemIdSchema,
  name: z.string().trim().min(1).max(80),
  /** Plain text. */
  description: z.string().trim().max(400).default(''),
  /** A picture of the card: a path on this site or an http(s) address; empty for none. */
  image_url: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (value) => value === '' || isSitePathOrHttpUrl(value),
      "A link is an http(s) address or a path on this site starting with a single '/'.",
    )
    .default(''),
});
export type StoreGiftCardSetting = z.infer<typeof storeGiftCardSettingSchema>;

/** A block of the store's own words on the gift cards page; its HTML is sanitised before it is answered. */
export const customElementSettingSchema = z.object({
  id: itemIdSchema,
  title: z.string().trim().max(120).default(''),
  html: z.string().max(5000).default(''),
});
export type CustomElementSetting = z.infer<typeof customElementSettingSchema>;

export const giftCardPageLimits = { giftCardsMax: 12, customElementsMax: 10 } as const;

/** giftcard/get's answer: the names are the spec's, `show_gc_balanace_checker` spelling included. */
export const giftCardPageSchema = z.object({
  store_giftcards: z.array(
    z.object({ id: z.string(), name: z.string(), description: z.string(), image_url: z.string() }),
  ),
  show_gc_balanace_checker: z.boolean(),
  webstore_custom_elements: z.array(z.object({ id: z.string(), title: z.string(), html: z.string() })),
});
export type GiftCardPage = z.infer<typeof giftCardPageSchema>;
