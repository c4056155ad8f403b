import { z } from 'zod';
import { contributorSchema, eisbnSchema } from '../catalog/schemas.ts';
import { formBooleanSchema, singleLineTextSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { registryMessages } from './messages.ts';

/** docs/features/gift-registries.md#limits. */
export const registryLimits = {
  titleMax: limits.textFieldMax,
  descriptionMax: 2000,
  /** Registry card thumbnails: up to 6, or 5 and a '+N more' tile. */
  thumbnailsMax: 6,
  /** Purchase deadlines are days in the store's time zone, ending at its end of day. */
  timeZone: 'America/Los_Angeles',
  /** docs/features/gift-registries.md#registry-detail-page: 'MMM Do, YYYY'. */
  deadlineFormat: 'MMM Do, YYYY',
} as const;

/** The 7 occasions, in the editor's order. */
export const registryOccasions = ['Birthday', 'Wedding', 'Baby', 'School', 'Holiday', 'Bookfair', 'Other'] as const;
export const registryOccasionSchema = z.enum(registryOccasions, { error: registryMessages.occasionRequired });
export type RegistryOccasion = z.infer<typeof registryOccasionSchema>;

export const giftRegistryIdSchema = z
  .string({ error: registryMessages.notFound })
  .trim()
  .min(1, registryMessages.notFound)
  .max(64, registryMessages.notFound);

/** Form data sends numbers as strings. */
const quantitySchema = (min: number) =>
  z.coerce
    .number({ error: registryMessages.quantityInvalid(min, limits.quantityMax) })
    .int(registryMessages.quantityInvalid(min, limits.quantityMax))
    .min(min, registryMessages.quantityInvalid(min, limits.quantityMax))
    .max(limits.quantityMax, registryMessages.quantityInvalid(min, limits.quantityMax));

/** A registry item's requested quantity from `min` (the store console's editor takes it from 1). */
export const registryQuantitySchema = quantitySchema;

/** giftregistry/getAll {show_items}. */
export const getRegistriesInputSchema = z.object({ show_items: formBooleanSchema.optional() });
export type GetRegistriesInput = z.input<typeof getRegistriesInputSchema>;

/** giftregistry/get and giftregistry/delete {gift_registry_id}. */
export const registryIdInputSchema = z.object({
  gift_registry_id: giftRegistryIdSchema,
  show_items: formBooleanSchema.optional(),
});
export type RegistryIdInput = z.input<typeof registryIdInputSchema>;

/** A day 'YYYY-MM-DD', or '' for no deadline. */
const deadlineDaySchema = z
  .string({ error: registryMessages.deadlineInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), registryMessages.deadlineInvalid);

/** 'YYYY-MM-DD' naming a day that exists. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const registryFields = {
  title: singleLineTextSchema({ error: registryMessages.titleRequired })
    .pipe(z.string().min(1, registryMessages.titleRequired))
    .pipe(z.string().max(registryLimits.titleMax, registryMessages.titleTooLong(registryLimits.titleMax))),
  occasion: registryOccasionSchema,
  description: z
    .string({ error: registryMessages.descriptionRequired })
    .trim()
    .min(1, registryMessages.descriptionRequired)
    .max(registryLimits.descriptionMax, registryMessages.descriptionTooLong(registryLimits.descriptionMax)),
  purchase_deadline: deadlineDaySchema,
  /** An address of the owner's address book that items are shipped to; '' for none. */
  shipping_id: z.string().trim().max(64, registryMessages.shippingAddressNotFound),
  shipping_encouraged: formBooleanSchema,
  store_can_edit: formBooleanSchema,
};

/**
 * giftregistry/create: title, occasion and description required; the purchase deadline a day
 * (not past, kept as that day's end in the store's time zone); shipping encouraged by default.
 */
export const createRegistryInputSchema = z.object({
  ...registryFields,
  purchase_deadline: registryFields.purchase_deadline.optional(),
  shipping_id: registryFields.shipping_id.optional(),
  shipping_encouraged: registryFields.shipping_encouraged.default(true),
  store_can_edit: registryFields.store_can_edit.default(false),
});
export type CreateRegistryInput = z.input<typeof createRegistryInputSchema>;
export type CreateRegistryValues = z.output<typeof createRegistryInputSchema>;

/** giftregistry/update: the same fields, none defaulted; a field left out keeps its value. */
export const updateRegistryInputSchema = z.object(registryFields).partial().extend({
  gift_registry_id: giftRegistryIdSchema,
});
export type UpdateRegistryInput = z.input<typeof updateRegistryInputSchema>;

/** giftregistry/addItem {eisbn, gift_registry_id, qty}: raises the title's requested quantity by qty. */
export const addRegistryItemInputSchema = z.object({
  gift_registry_id: giftRegistryIdSchema,
  eisbn: eisbnSchema,
  qty: quantitySchema(limits.quantityMin).default(1),
});
export type AddRegistryItemInput = z.input<typeof addRegistryItemInputSchema>;

/** giftregistry/updateItem: sets the requested quantity; 0 removes the title. */
export const updateRegistryItemInputSchema = addRegistryItemInputSchema.extend({ qty: quantitySchema(0) });
export type UpdateRegistryItemInput = z.input<typeof updateRegistryItemInputSchema>;

/** giftregistry/deleteItem {eisbn, gift_registry_id}. */
export const deleteRegistryItemInputSchema = z.object({ gift_registry_id: giftRegistryIdSchema, eisbn: eisbnSchema });
export type DeleteRegistryItemInput = z.input<typeof deleteRegistryItemInputSchema>;

/** docs/features/gift-registries.md#data "Registry item". */
export const registryItemSchema = z.object({
  gift_registry_id: z.string(),
  qty_requested: z.number().int(),
  qty_purchased: z.number().int(),
  title: z.object({
    eisbn: z.string(),
    title: z.string(),
    authors: z.array(contributorSchema),
    cover_image_cache: z.string(),
  }),
});
export type RegistryItem = z.infer<typeof registryItemSchema>;

/** docs/features/gift-registries.md#data "Gift registry". */
export const giftRegistrySchema = z.object({
  gift_registry_id: z.string(),
  title: z.string(),
  description: z.string(),
  occasion: registryOccasionSchema,
  /** The deadline's end of day, unix seconds; null without one. */
  purchase_deadline: z.number().int().nullable(),
  /** The deadline's day 'YYYY-MM-DD' (in the store's time zone), '' without one. */
  purchase_deadline_ts: z.string(),
  /** Shown to the owner only; null for everyone else. */
  shipping_id: z.string().nullable(),
  shipping_encouraged: z.boolean(),
  store_can_edit: z.boolean(),
  owner: z.object({ name: z.string(), is_you: z.boolean() }),
  /** Totals of every item, for the progress line. */
  qty_requested: z.number().int(),
  qty_purchased: z.number().int(),
  item_count: z.number().int(),
  /** Every item with show_items, else the first 6 (the card's thumbnails). */
  items: z.array(registryItemSchema),
});
export type GiftRegistry = z.infer<typeof giftRegistrySchema>;

export const registriesResultSchema = z.object({ registries: z.array(giftRegistrySchema) });
export type RegistriesResult = z.infer<typeof registriesResultSchema>;
export const registryResultSchema = z.object({ registry: giftRegistrySchema, message: z.string().optional() });
export type RegistryResult = z.infer<typeof registryResultSchema>;
export const registryDeletedResultSchema = z.object({ gift_registry_id: z.string(), message: z.string() });

/** An item counts as purchased when qty_purchased reaches qty_requested. */
export const isFullyPurchased = (item: Pick<RegistryItem, 'qty_purchased' | 'qty_requested'>) =>
  item.qty_purchased >= item.qty_requested;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ordinalOf = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/** A deadline day 'YYYY-MM-DD' as 'MMM Do, YYYY' ('Dec 5th, 2026'); '' for no deadline. */
export function formatRegistryDeadline(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  return `${monthNames[Number(match[2]) - 1] ?? ''} ${ordinalOf(Number(match[3]))}, ${match[1]}`;
}
