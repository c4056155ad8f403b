import { z } from 'zod';
import { eisbnSchema } from '../catalog/schemas.ts';
import { singleLineTextSchema, unixSecondsSchema } from '../common/fields.ts';
import { eventLimits } from '../events/event-text.ts';
import { eventTicketSchema } from '../events/schemas.ts';
import { normalizeGiftCardNumber } from '../giftcard/schemas.ts';
import { homePageId, pageLimits } from '../pages/page-limits.ts';
import { blockPlacementSchema, blockTypeSchema } from '../pages/schemas.ts';
import {
  deleteRegistryItemInputSchema,
  registryQuantitySchema,
  updateRegistryInputSchema,
  updateRegistryItemInputSchema,
} from '../registry/schemas.ts';
import { limits } from '../limits.ts';
import { consoleContentMessages as messages } from './content-messages.ts';

/** 'YYYY-MM-DD HH:mm' in the store's time zone, as a bookseller reads a clock. */
const localTimeSchema = z
  .string({ error: messages.eventTimeInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/, messages.eventTimeInvalid)
  .overwrite((value) => value.replace('T', ' '));

/** An event as the console writes it (docs/features/store-console.md#events). */
export const consoleEventInputSchema = z.object({
  name: singleLineTextSchema({ error: messages.eventNameRequired })
    .min(1, messages.eventNameRequired)
    .max(eventLimits.nameMax, messages.eventNameTooLong),
  start: localTimeSchema,
  end: localTimeSchema,
  place: singleLineTextSchema().max(eventLimits.placeMax).default(''),
  description: z.string().max(eventLimits.descriptionMax).default(''),
  img_path: z.string().trim().max(2000).default(''),
  books: z.array(eisbnSchema).max(eventLimits.booksMax).default([]),
  tickets: z
    .array(
      z.object({ label: singleLineTextSchema().min(1).max(eventLimits.ticketLabelMax), url: z.string().max(2000) }),
    )
    .max(eventLimits.ticketsMax)
    .default([]),
});
export type ConsoleEventInput = z.input<typeof consoleEventInputSchema>;

export const consoleEventIdInputSchema = z.object({ event_id: z.string().trim().min(1).max(64) });
export const consoleEventUpdateInputSchema = consoleEventInputSchema.extend(consoleEventIdInputSchema.shape);
export type ConsoleEventUpdateInput = z.input<typeof consoleEventUpdateInputSchema>;

/** One event in the console: its times both as unix seconds and as the store's clock reads them. */
export const consoleEventSchema = z.object({
  event_id: z.string(),
  name: z.string(),
  from: unixSecondsSchema,
  to: unixSecondsSchema,
  start: z.string(),
  end: z.string(),
  place: z.string(),
  description: z.string(),
  img_path: z.string(),
  books: z.array(z.string()),
  tickets: z.array(eventTicketSchema),
  views: z.number().int(),
});
export type ConsoleEvent = z.infer<typeof consoleEventSchema>;

export const consoleEventListSchema = z.object({ events: z.array(consoleEventSchema) });
export type ConsoleEventList = z.infer<typeof consoleEventListSchema>;

export const consoleDeletedSchema = z.object({ deleted: z.literal(true) });

/** docs/features/store-console.md#gift-cards: a card sold in the shop is from one cent to $9999.00. */
export const consoleGiftCardMaxCents = 999_900;

export const consoleGiftCardIssueInputSchema = z.object({
  amount_cents: z
    .number({ error: messages.giftCardAmountInvalid })
    .int(messages.giftCardAmountInvalid)
    .min(1, messages.giftCardAmountInvalid)
    .max(consoleGiftCardMaxCents, messages.giftCardAmountInvalid),
  email: z.union([z.literal(''), z.email(messages.giftCardEmailInvalid).max(254)]).default(''),
});
export type ConsoleGiftCardIssueInput = z.input<typeof consoleGiftCardIssueInputSchema>;

const giftCardNumberSchema = z
  .string({ error: messages.giftCardNumberRequired })
  .transform(normalizeGiftCardNumber)
  .pipe(z.string().min(1, messages.giftCardNumberRequired).max(40, messages.giftCardNotFound));

export const consoleGiftCardNumberInputSchema = z.object({ number: giftCardNumberSchema });

export const consoleGiftCardAdjustInputSchema = z.object({
  number: giftCardNumberSchema,
  amount_cents: z
    .number({ error: messages.adjustAmountInvalid })
    .int(messages.adjustAmountInvalid)
    .min(-consoleGiftCardMaxCents, messages.adjustAmountInvalid)
    .max(consoleGiftCardMaxCents, messages.adjustAmountInvalid)
    .refine((cents) => cents !== 0, messages.adjustAmountInvalid),
  reason: singleLineTextSchema({ error: messages.adjustReasonRequired })
    .min(1, messages.adjustReasonRequired)
    .max(200, messages.adjustReasonTooLong),
});
export type ConsoleGiftCardAdjustInput = z.input<typeof consoleGiftCardAdjustInputSchema>;

/** A gift card as the console shows it: its balance and every change of it, oldest first. */
export const consoleGiftCardSchema = z.object({
  number: z.string(),
  balance_cents: z.number().int(),
  initial_cents: z.number().int(),
  currency: z.string(),
  recipient_email: z.string(),
  created_at: unixSecondsSchema,
  ledger: z.array(
    z.object({
      at: unixSecondsSchema,
      amount_cents: z.number().int(),
      reason: z.string(),
      note: z.string().nullable(),
      order_id: z.string().nullable(),
    }),
  ),
});
export type ConsoleGiftCard = z.infer<typeof consoleGiftCardSchema>;

/**
 * console/registries/update: a registry its owner lets the store co-manage (docs/features/gift-registries.md#editor), every
 * field but where its items ship and who may change it, which stay the owner's.
 */
export const consoleRegistryUpdateInputSchema = updateRegistryInputSchema.omit({
  shipping_id: true,
  shipping_encouraged: true,
  store_can_edit: true,
});
export type ConsoleRegistryUpdateInput = z.input<typeof consoleRegistryUpdateInputSchema>;

/**
 * console/registries/setItemQuantity: the quantity a co-managed registry asks for of one of its
 * titles, from 1 (docs/features/gift-registries.md#editor: lowered only while above 1; Remove takes it off).
 */
export const consoleRegistryItemQuantityInputSchema = updateRegistryItemInputSchema.extend({
  qty: registryQuantitySchema(limits.quantityMin),
});
export type ConsoleRegistryItemQuantityInput = z.input<typeof consoleRegistryItemQuantityInputSchema>;

/** console/registries/removeItem: takes a title off a co-managed registry. */
export const consoleRegistryItemRemoveInputSchema = deleteRegistryItemInputSchema;
export type ConsoleRegistryItemRemoveInput = z.input<typeof consoleRegistryItemRemoveInputSchema>;

/** Ours: the titles one featured list takes from the console at once. */
export const consoleFeatureTitlesMax = 500;

/** docs/features/store-console.md#featured-lists: a featured list as the console writes it. */
export const consoleFeatureInputSchema = z.object({
  header: singleLineTextSchema({ error: messages.featureHeaderRequired })
    .min(1, messages.featureHeaderRequired)
    .max(pageLimits.nameMax, messages.featureHeaderTooLong),
  description: z.string().max(pageLimits.descriptionMax).default(''),
  image: z.string().trim().max(2000).default(''),
  category: singleLineTextSchema().max(pageLimits.categoryMax).default(''),
  sub_category: singleLineTextSchema().max(pageLimits.categoryMax).default(''),
  placement: z.enum(['banner', 'other']).default('other'),
  isbns: z.array(eisbnSchema).max(consoleFeatureTitlesMax).default([]),
});
export type ConsoleFeatureInput = z.input<typeof consoleFeatureInputSchema>;

export const consoleFeatureIdInputSchema = z.object({ list_id: z.string().trim().min(1).max(64) });
export const consoleFeatureUpdateInputSchema = consoleFeatureInputSchema.extend(consoleFeatureIdInputSchema.shape);

export const consoleFeatureSchema = z.object({
  list_id: z.string(),
  header: z.string(),
  description: z.string(),
  image: z.string(),
  category: z.string(),
  sub_category: z.string(),
  placement: z.enum(['banner', 'other']),
  /** The list's titles, in its order. */
  isbns: z.array(z.string()),
  /**
   * Those of its titles the store hides (docs/features/store-console.md#featured-lists): the console
   * marks them Hidden; the storefront leaves them out.
   */
  hidden_isbns: z.array(z.string()),
});
export type ConsoleFeature = z.infer<typeof consoleFeatureSchema>;
export const consoleFeatureListSchema = z.object({ features: z.array(consoleFeatureSchema) });

/** docs/features/store-console.md#home-page: a block of the home page as the console writes it. */
const blockFields = {
  placement: blockPlacementSchema,
  header: singleLineTextSchema().max(pageLimits.headerMax).default(''),
  description: z.string().max(pageLimits.descriptionMax).default(''),
  image: z.string().trim().max(2000).default(''),
  link: z.string().trim().max(2000).default(''),
  limit: z.number().int().min(1).max(pageLimits.sliderMax).optional(),
  calendar_widgets: z.boolean().default(false),
};

/** A page of blocks: 'home', 'landing' or a navigation item's id (as `page:add-block --page` takes). */
export const consolePageIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, messages.pageIdInvalid);

/** console/blocks/list: the blocks of one page, the home page's when none is named. */
export const consoleBlocksListInputSchema = z.object({ page_id: consolePageIdSchema.default(homePageId) });
export type ConsoleBlocksListInput = z.input<typeof consoleBlocksListInputSchema>;

/** console/blocks/pages: the pages whose blocks the console edits, with the title and path each shows at. */
export const consoleBlockPagesSchema = z.object({
  pages: z.array(z.object({ page_id: z.string(), title: z.string(), path: z.string(), block_count: z.number().int() })),
});
export type ConsoleBlockPages = z.infer<typeof consoleBlockPagesSchema>;

/** One page whose blocks the console edits. */
export const consoleBlockPageSchema = consoleBlockPagesSchema.shape.pages.element;
export type ConsoleBlockPage = z.infer<typeof consoleBlockPageSchema>;

/** The menus a new page's entry may go in (docs/features/store-console.md#home-page). */
export const consolePageMenus = ['site_navigation', 'extra_navigation', 'none'] as const;
export type ConsolePageMenu = (typeof consolePageMenus)[number];

/**
 * console/pages/create: a new store page, titled, with its entry at the end of the chosen menu; with
 * none, a hidden entry at the end of the menu bar's, so the page has its address and no link.
 */
export const consolePageCreateInputSchema = z.object({
  title: singleLineTextSchema({ error: messages.pageTitleRequired })
    .trim()
    .min(1, messages.pageTitleRequired)
    .max(pageLimits.pageTitleMax, messages.pageTitleTooLong),
  menu: z.enum(consolePageMenus).default('site_navigation'),
});
export type ConsolePageCreateInput = z.input<typeof consolePageCreateInputSchema>;

export const consoleBlockCreateInputSchema = z.object({
  page_id: consolePageIdSchema.default(homePageId),
  type: blockTypeSchema,
  ...blockFields,
  /** A list block's titles, its own new list. */
  isbns: z.array(eisbnSchema).max(pageLimits.sliderMax).default([]),
});
export type ConsoleBlockCreateInput = z.input<typeof consoleBlockCreateInputSchema>;

export const consoleBlockIdInputSchema = z.object({ block_id: z.string().trim().min(1).max(64) });
export const consoleBlockUpdateInputSchema = z.object(blockFields).extend(consoleBlockIdInputSchema.shape);
export type ConsoleBlockUpdateInput = z.input<typeof consoleBlockUpdateInputSchema>;
export const consoleBlockMoveInputSchema = consoleBlockIdInputSchema.extend({ direction: z.enum(['up', 'down']) });

export const consoleBlockSchema = z.object({
  block_id: z.string(),
  page_id: z.string(),
  type: blockTypeSchema,
  placement: blockPlacementSchema,
  header: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
  list_id: z.string(),
  limit: z.number().int(),
  calendar_widgets: z.boolean(),
  position: z.number().int(),
  /**
   * A list block's titles the store hides (docs/features/store-console.md#home-page): the console
   * says how many; the storefront leaves them out. Empty for other blocks.
   */
  hidden_isbns: z.array(z.string()),
});
export type ConsoleBlock = z.infer<typeof consoleBlockSchema>;
export const consoleBlockListSchema = z.object({ blocks: z.array(consoleBlockSchema) });
