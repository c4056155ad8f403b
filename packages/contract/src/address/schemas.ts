import { z } from 'zod';
import {
  extensionPattern,
  isNorthAmerica,
  isValidPostalCode,
  normalizePostalCode,
  phonePattern,
  type PlaceLookup,
} from '../common/contact.ts';
import { addressSchema } from '../account/entities.ts';
import { singleLineTextSchema } from '../common/fields.ts';
import { limits } from '../limits.ts';
import { addressMessages } from './messages.ts';

const requiredText = (message: string) =>
  singleLineTextSchema({ error: message }).min(1, message).max(limits.textFieldMax, addressMessages.textTooLong);
const optionalText = singleLineTextSchema().max(limits.textFieldMax, addressMessages.textTooLong).default('');
const emailMax = 254;

/**
 * The fields of an address as the address book and checkout send them (docs/features/accounts.md#address-book), as a
 * plain object so actions can add the common fields; `withAddressRules` adds the rules across fields.
 */
export const addressFieldsSchema = z.object({
  name: requiredText(addressMessages.nameRequired),
  company_name: optionalText,
  phone_number: singleLineTextSchema({ error: addressMessages.phoneRequired }).regex(
    phonePattern,
    addressMessages.phoneRequired,
  ),
  phone_number_ext: singleLineTextSchema()
    .refine((value) => value === '' || extensionPattern.test(value), addressMessages.extensionInvalid)
    .default(''),
  /** Optional; an empty one is dropped by `withAddressRules`. */
  email_address: singleLineTextSchema()
    .toLowerCase()
    .max(emailMax, addressMessages.emailInvalid)
    .refine((value) => value === '' || z.email().safeParse(value).success, addressMessages.emailInvalid)
    .optional(),
  street_address: requiredText(addressMessages.streetAddressRequired),
  street_address_2: optionalText,
  city: requiredText(addressMessages.cityRequired),
  /** Checked against the country's list by `withAddressRules`; free text when the country has none. */
  province: singleLineTextSchema().max(limits.textFieldMax, addressMessages.textTooLong).default(''),
  /** Required for Canada and the US (`withAddressRules`); optional elsewhere. */
  postal_code: singleLineTextSchema().max(limits.postalCodeMax, addressMessages.postalCodeInvalid).default(''),
  country: singleLineTextSchema({ error: addressMessages.countryInvalid })
    .min(1, addressMessages.countryInvalid)
    .max(limits.textFieldMax, addressMessages.countryInvalid),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;
/** What a form holds before parsing: every field a string, the optional ones may be missing. */
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;

type AddressShape = Pick<AddressFields, 'country' | 'province' | 'postal_code' | 'email_address'>;

/** The list entry `province` names, matched without regard to case; undefined when there is none. */
const provinceInList = (provinces: readonly string[], province: string) =>
  provinces.find((entry) => entry.toLowerCase() === province.toLowerCase());

/**
 * The rules that read more than one field (docs/features/accounts.md#address-book): the postal code by country and,
 * given the server's lists, the country and the province. The result has the postal code
 * normalised (A1A 1A1, 12345-6789), the province spelled as in its list, and no empty email.
 */
export function withAddressRules<T extends z.ZodType<AddressShape>>(schema: T, places?: PlaceLookup) {
  const provincesOf = (country: string) => places?.provincesOf(country) ?? [];
  return schema
    .superRefine((value, context) => {
      // Checked as it will be stored, so a zip typed without its hyphen passes.
      const postalCode = normalizePostalCode(value.country, value.postal_code);
      if (isNorthAmerica(value.country) && (postalCode === '' || !isValidPostalCode(value.country, postalCode))) {
        context.addIssue({ code: 'custom', path: ['postal_code'], message: addressMessages.postalCodeInvalid });
      }
      if (!places) return;
      if (!places.isCountry(value.country)) {
        context.addIssue({ code: 'custom', path: ['country'], message: addressMessages.countryInvalid });
        return;
      }
      const provinces = provincesOf(value.country);
      if (provinces.length > 0 && !provinceInList(provinces, value.province)) {
        context.addIssue({ code: 'custom', path: ['province'], message: addressMessages.provinceInvalid });
      }
    })
    .transform((value) => {
      const { email_address: emailAddress, ...rest } = value;
      return {
        ...rest,
        province: provinceInList(provincesOf(value.country), value.province) ?? value.province,
        postal_code: normalizePostalCode(value.country, value.postal_code),
        ...(emailAddress ? { email_address: emailAddress } : {}),
      };
    });
}

/** address/create (docs/features/accounts.md#actions). */
export const createAddressInputSchema = addressFieldsSchema;
export type CreateAddressInput = z.infer<typeof createAddressInputSchema>;

export const addressIdSchema = z.string().trim().min(1).max(64);

/** address/modify: the whole address again, with the one it replaces. */
export const modifyAddressInputSchema = addressFieldsSchema.extend({ address_id: addressIdSchema });
export type ModifyAddressInput = z.infer<typeof modifyAddressInputSchema>;

/** address/delete and address/setPreferred. */
export const addressIdInputSchema = z.object({ address_id: addressIdSchema });
export type AddressIdInput = z.infer<typeof addressIdInputSchema>;

/** Every address book action answers the customer's addresses, the preferred one first. */
export const addressesResultSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressesResult = z.infer<typeof addressesResultSchema>;

/** country/getList: country names, as addresses carry them ('Canada', 'United States'). */
export const countryListSchema = z.object({ countries: z.array(z.string()) });
export type CountryList = z.infer<typeof countryListSchema>;

const countryNameSchema = singleLineTextSchema({ error: addressMessages.countryInvalid })
  .min(1, addressMessages.countryInvalid)
  .max(limits.textFieldMax, addressMessages.countryInvalid);

/** province/getList {country}. */
export const provinceListInputSchema = z.object({ country: countryNameSchema });
export type ProvinceListInput = z.infer<typeof provinceListInputSchema>;

/** The state / province names of the country; empty when it has no list (the province is free text). */
export const provinceListSchema = z.object({ provinces: z.array(z.string()) });
export type ProvinceList = z.infer<typeof provinceListSchema>;

/** province/get {country, province}: `province` may be a name in any case or an ISO 3166-2 code ('BC'). */
export const provinceGetInputSchema = z.object({
  country: countryNameSchema,
  province: singleLineTextSchema({ error: addressMessages.provinceInvalid })
    .min(1, addressMessages.provinceInvalid)
    .max(limits.textFieldMax, addressMessages.provinceInvalid),
});
export type ProvinceGetInput = z.infer<typeof provinceGetInputSchema>;

/** The province as the list spells it, or null when the country's list has no such province. */
export const provinceGetResultSchema = z.object({ province: z.string().nullable() });
export type ProvinceGetResult = z.infer<typeof provinceGetResultSchema>;
