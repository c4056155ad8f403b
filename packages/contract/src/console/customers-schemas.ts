import { z } from 'zod';
import { consoleCustomersMessages } from './customers-messages.ts';
import { consolePageNumberSchema, pagedRows } from './paged-schemas.ts';

const idSchema = z.string().trim().min(1).max(64);

/** console/customers/search: by name, email or order number; empty lists every customer, newest first. */
export const consoleCustomerSearchInputSchema = z.object({
  q: z.string().trim().max(200, consoleCustomersMessages.searchTooLong).default(''),
  page: consolePageNumberSchema,
});
export type ConsoleCustomerSearchInput = z.input<typeof consoleCustomerSearchInputSchema>;

export const customerSummarySchema = z.object({
  customer_id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.number().int(),
  is_locked: z.boolean(),
  is_verified: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const consoleCustomerListSchema = pagedRows(customerSummarySchema, 'customers');
export type ConsoleCustomerList = z.infer<typeof consoleCustomerListSchema>;

export const consoleCustomerIdInputSchema = z.object({ customer_id: idSchema });
export type ConsoleCustomerIdInput = z.infer<typeof consoleCustomerIdInputSchema>;

export const consoleCustomerLinkInputSchema = z.object({ customer_id: idSchema, link_id: idSchema });
export type ConsoleCustomerLinkInput = z.infer<typeof consoleCustomerLinkInputSchema>;

/** One side of an institution link (docs/features/accounts.md#linked-accounts). */
export const customerLinkSchema = z.object({
  link_id: z.string(),
  /** The institution's name, or the linked customer's name or invited email. */
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'authorized']),
});
export type CustomerLink = z.infer<typeof customerLinkSchema>;

/** A customer as the console shows them: never a password hash, card data or token. */
export const consoleCustomerSchema = customerSummarySchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  phone_number: z.string(),
  street_address: z.string(),
  street_address_2: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  country: z.string(),
  communication_preference: z.string(),
  locked_at: z.number().int().nullable(),
  institution: z.object({ name: z.string(), is_institution: z.boolean() }),
  orders: z.array(
    z.object({
      order_number: z.string(),
      placed_at: z.number().int(),
      status: z.string(),
      total_cents: z.number().int(),
    }),
  ),
  lists: z.array(
    z.object({ list_id: z.string(), name: z.string(), is_favourites: z.boolean(), item_count: z.number().int() }),
  ),
  registries: z.array(
    z.object({
      gift_registry_id: z.string(),
      title: z.string(),
      occasion: z.string(),
      item_count: z.number().int(),
      purchase_deadline: z.number().int().nullable(),
    }),
  ),
  /** The institutions this customer may buy for. */
  buys_for: z.array(customerLinkSchema),
  /** When the customer owns an institution account: who may buy for it. */
  buyers: z.array(customerLinkSchema),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

export const consoleVerificationSentSchema = z.object({ customer: consoleCustomerSchema, sent_to: z.string() });

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** console/mail/list: newest first, by status and a part of the recipient's address. */
export const consoleMailListInputSchema = z.object({
  status: mailStatusSchema.optional(),
  recipient: z.string().trim().max(320).default(''),
  page: consolePageNumberSchema,
});
export type ConsoleMailListInput = z.input<typeof consoleMailListInputSchema>;

export const mailEntrySchema = z.object({
  mail_id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  created_at: z.number().int(),
  /** The mail this one is a copy of, sent again from the console. */
  resent_from: z.string().nullable(),
});
export type MailEntry = z.infer<typeof mailEntrySchema>;

export const consoleMailListSchema = pagedRows(mailEntrySchema, 'mails');
export type ConsoleMailList = z.infer<typeof consoleMailListSchema>;

export const consoleMailIdInputSchema = z.object({ mail_id: idSchema });

/** One mail with its parts; links that carry a sign-in or confirmation token are masked. */
export const consoleMailSchema = mailEntrySchema.extend({
  from: z.string(),
  last_error: z.string().nullable(),
  text: z.string(),
  html: z.string(),
});
export type ConsoleMail = z.infer<typeof consoleMailSchema>;

/** console/mail/resend: the same key again (a second click, a retried request) queues nothing more. */
export const consoleMailResendInputSchema = z.object({ mail_id: idSchema, idempotency_key: z.uuid() });
export type ConsoleMailResendInput = z.infer<typeof consoleMailResendInputSchema>;
