import { z } from 'zod';
import { communicationPreferenceSchema } from '../store/schemas.ts';

export const phoneNumberTypeSchema = z.enum(['cell', 'home', 'work']);
export type PhoneNumberType = z.infer<typeof phoneNumberTypeSchema>;

/** docs/features/accounts.md#address-book "Address" as the address book returns it. */
export const addressSchema = z.object({
  address_id: z.string(),
  name: z.string(),
  company_name: z.string(),
  phone_number: z.string(),
  phone_number_ext: z.string(),
  email_address: z.string(),
  street_address: z.string(),
  street_address_2: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postal_code: z.string(),
  preferred: z.boolean(),
  can_ship_to: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** docs/features/accounts.md#data "User". */
export const userSchema = z.object({
  email_address: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  phone_number: z.string(),
  phone_number_type: phoneNumberTypeSchema,
  phone_number_ext: z.string(),
  alt_phone_number: z.string(),
  alt_phone_number_type: phoneNumberTypeSchema,
  alt_phone_number_ext: z.string(),
  communication_preference: communicationPreferenceSchema,
  street_address: z.string(),
  street_address_2: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  country: z.string(),
  account_extra_fields: z.record(z.string(), z.string()),
  is_institution: z.boolean(),
  is_owner: z.boolean(),
  addresses: z.array(addressSchema),
  alt_addresses: z.array(
    z.object({
      address_id: z.string(),
      gift_registry_name: z.string(),
      /** Only the city and region: a buyer never sees the registry owner's street (docs/features/gift-registries.md#shipping-at-checkout). */
      street_address: z.string(),
      shipping_encouraged: z.boolean(),
      /** Ours: the registry owner's name, which names the address for the buyer. */
      owner_name: z.string(),
    }),
  ),
});
export type User = z.infer<typeof userSchema>;

/** docs/features/accounts.md#switching-accounts "Corp account": a corp the user may buy as (their own, or a linked institution). */
export const corpAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  type: z.string(),
  is_institution: z.boolean(),
  is_personal: z.boolean(),
});
export type CorpAccount = z.infer<typeof corpAccountSchema>;

/** docs/features/accounts.md#linked-accounts "Linked child": a customer who may buy for the institution. */
export const linkedChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  pending: z.boolean(),
});
export type LinkedChild = z.infer<typeof linkedChildSchema>;
