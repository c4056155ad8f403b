import { z } from 'zod';
import { sessionSchema } from '../session/schemas.ts';
import { corpAccountSchema, linkedChildSchema } from './entities.ts';
import { callbackUrlSchema, emailAddressSchema } from './schemas.ts';
import { accountMessages } from './messages.ts';

/**
 * Institutions and the customers who may buy for them (docs/features/accounts.md#linked-accounts,
 * docs/features/accounts.md#switching-accounts).
 */

/** account/getAvailableCorps: with a token, the institution that link invites the caller to. */
export const getAvailableCorpsInputSchema = z.object({ token: z.string().trim().max(200).optional() });
export const availableCorpsResultSchema = z.object({ corps: z.array(corpAccountSchema) });
export type AvailableCorpsResult = z.infer<typeof availableCorpsResultSchema>;

export const setCorpInputSchema = z.object({ corp_id: z.string().trim().min(1).max(64) });
export type SetCorpInput = z.infer<typeof setCorpInputSchema>;
export const setCorpResultSchema = sessionSchema;

/** account/getAvailableChildren: the institution's linked customers, for its owner. */
export const availableChildrenResultSchema = z.object({
  /** The institution whose links these are. */
  company: z.string(),
  children: z.array(linkedChildSchema),
});
export type AvailableChildrenResult = z.infer<typeof availableChildrenResultSchema>;

export const linkToRequestInputSchema = z.object({
  email: emailAddressSchema(accountMessages.linkRequestEmailRequired),
  callback_url: callbackUrlSchema,
});
export type LinkToRequestInput = z.infer<typeof linkToRequestInputSchema>;

export const linkToVerifyInputSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type LinkToVerifyInput = z.infer<typeof linkToVerifyInputSchema>;

/**
 * account/removeChildLink: `id` is the linked child's id (the link, as getAvailableChildren lists it).
 * account/removeParentLink: `id` is the institution's corp id (as getAvailableCorps lists it), since
 * that is all the customer's side knows of the link.
 */
export const linkIdInputSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type LinkIdInput = z.infer<typeof linkIdInputSchema>;

/** account/removeParentLink answers the institutions the customer may still buy for. */
export const parentLinksResultSchema = z.object({ corps: z.array(corpAccountSchema) });

export const linkMessageResultSchema = z.object({ message: z.string() });

/** v1/transfer and v1/changeCorpAndTransfer: where the browser goes next (the store's other site). */
export const transferInputSchema = z.object({ corp_id: z.string().trim().max(64).optional() });
export const transferResultSchema = z.object({ url: z.string() });
export type TransferResult = z.infer<typeof transferResultSchema>;

/** docs/features/accounts.md#switching-accounts: how long the old-site version cookie lasts, in days. */
export const legacySiteCookieDays = { transfer: 7, accountSwitch: 365 } as const;
