import { z } from 'zod';
import { userSchema } from '../account/entities.ts';
import { cartSchema } from '../cart/schemas.ts';
import { formBooleanSchema } from '../common/fields.ts';
import { shellMessages } from '../store/messages.ts';

/**
 * The logged-in user (docs/features/accounts.md#linked-accounts "User") as the corp it is buying as (docs/features/accounts.md#sessions "Session"):
 * company, is_institution and is_owner describe that corp.
 */
export const sessionUserSchema = userSchema.extend({
  is_personal: z.boolean(),
  corp_id: z.string().nullable(),
  /** How many corps the user may buy as; the header's account switcher shows past one. */
  available_corp_count: z.number().int().nonnegative(),
  /** The bookseller approved this customer for an exclusive site (docs/features/shell-and-navigation.md#private-and-exclusive-sites). */
  site_approved: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The session carries the whole cart (docs/features/accounts.md#sessions "Session"); docs/features/accounts.md#sessions reads a part of it. */
export const sessionCartSchema = cartSchema;
export type SessionCart = z.infer<typeof sessionCartSchema>;

export const wishlistRowSchema = z.object({ eisbn: z.string() });

/** The answer of session/get (docs/features/accounts.md#sessions "Session", docs/features/accounts.md#sessions "Session"). */
export const sessionSchema = z.object({
  logged_in: z.boolean(),
  session_id: z.string(),
  user: sessionUserSchema.nullable(),
  location_id: z.string().nullable(),
  /** True when the shopper still has to choose a location (consolidated multistore, none chosen). */
  pick_location: z.boolean(),
  cart: sessionCartSchema,
  wishlist: z.array(wishlistRowSchema),
  wishlist_id: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const getSessionInputSchema = z.object({
  reset_cart: formBooleanSchema.optional(),
});
export type GetSessionInput = z.infer<typeof getSessionInputSchema>;

export const checksumSchema = z.object({ cart_checksum: z.string() });
export type Checksum = z.infer<typeof checksumSchema>;

export const setMultistoreLocationInputSchema = z.object({
  location_id: z
    .string({ error: shellMessages.locationRequired })
    .trim()
    .min(1, shellMessages.locationRequired)
    .max(64, shellMessages.locationNotFound),
});
export type SetMultistoreLocationInput = z.infer<typeof setMultistoreLocationInputSchema>;

export const clearSessionResultSchema = z.object({ cleared: z.boolean() });
