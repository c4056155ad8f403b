import { z } from 'zod';
import {
  extensionPattern,
  isValidPostalCode,
  normalizePostalCode,
  phonePattern,
  type PlaceLookup,
} from '../common/contact.ts';
import { emailSchema } from '../common/email.ts';
import { formBooleanSchema, jsonStringSchema, singleLineTextSchema } from '../common/fields.ts';
import { isSitePathOrHttpUrl } from '../common/links.ts';
import { sessionSchema } from '../session/schemas.ts';
import { communicationPreferenceSchema } from '../store/schemas.ts';
import { limits } from '../limits.ts';
import { phoneNumberTypeSchema, userSchema } from './entities.ts';
import { accountMessages } from './messages.ts';

/** An email address with the account area's message. */
export const emailAddressSchema = (message: string = accountMessages.invalidEmail) => emailSchema(message);

/**
 * Where the emailed link should lead: a path on this site or an http(s) address, which the server
 * also checks is the store's own (docs/features/accounts.md#emails); emailed links are always built on
 * the store's own base URL.
 */
export const callbackUrlSchema = singleLineTextSchema()
  .max(2000, accountMessages.callbackUrlInvalid)
  .refine((value) => value === '' || isSitePathOrHttpUrl(value), accountMessages.callbackUrlInvalid)
  .optional();

/** A new password: required, at least 8 characters (docs/features/accounts.md#security); the upper bound keeps hashing cheap. */
export const newPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .min(limits.passwordMin, accountMessages.passwordTooShort)
  .max(limits.passwordMax, accountMessages.passwordRequired);

/** A password the customer types to prove it is them. */
export const currentPasswordSchema = (message: string = accountMessages.passwordRequired) =>
  z.string({ error: message }).min(1, message).max(limits.passwordMax, message);

const requiredText = (message: string) =>
  singleLineTextSchema({ error: message }).min(1, message).max(limits.textFieldMax, accountMessages.textTooLong);
const optionalText = singleLineTextSchema().max(limits.textFieldMax, accountMessages.textTooLong).default('');
const optionalExtension = singleLineTextSchema()
  .refine((value) => value === '' || extensionPattern.test(value), accountMessages.extensionInvalid)
  .default('');

/**
 * The address and contact block of account creation and Save Changes (docs/features/accounts.md#sign-up), as a
 * plain object so actions can add the common fields; `withProfileRules` adds the rules across fields.
 */
export const profileFieldsSchema = z.object({
  first_name: requiredText(accountMessages.firstNameRequired),
  last_name: requiredText(accountMessages.lastNameRequired),
  is_institution: formBooleanSchema.default(false),
  /** The institution's name when is_institution; otherwise an optional company. */
  company: optionalText,
  phone_number: singleLineTextSchema({ error: accountMessages.phoneInvalid }).regex(
    phonePattern,
    accountMessages.phoneInvalid,
  ),
  phone_number_type: phoneNumberTypeSchema.default('cell'),
  phone_number_ext: optionalExtension,
  alt_phone_number: singleLineTextSchema()
    .refine((value) => value === '' || phonePattern.test(value), accountMessages.altPhoneInvalid)
    .default(''),
  alt_phone_number_type: phoneNumberTypeSchema.default('home'),
  alt_phone_number_ext: optionalExtension,
  communication_preference: communicationPreferenceSchema.default('email'),
  street_address: requiredText(accountMessages.streetAddressRequired),
  street_address_2: optionalText,
  city: requiredText(accountMessages.cityRequired),
  province: singleLineTextSchema().max(limits.textFieldMax, accountMessages.provinceInvalid).default(''),
  postal_code: singleLineTextSchema({ error: accountMessages.postalCodeInvalid }).max(
    limits.postalCodeMax,
    accountMessages.postalCodeInvalid,
  ),
  country: singleLineTextSchema({ error: accountMessages.countryInvalid })
    .min(1, accountMessages.countryInvalid)
    .max(limits.textFieldMax, accountMessages.countryInvalid),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

type ProfileShape = Pick<ProfileFields, 'is_institution' | 'company' | 'country' | 'province' | 'postal_code'>;

/**
 * The rules that read more than one field: institution name, postal code by country, and, given
 * the server's country and province lists, the country and province. The postal code comes out
 * normalised (A1A 1A1, 12345-6789).
 */
export function withProfileRules<T extends z.ZodType<ProfileShape>>(schema: T, places?: PlaceLookup) {
  return schema
    .superRefine((value, context) => {
      if (value.is_institution && value.company === '') {
        context.addIssue({ code: 'custom', path: ['company'], message: accountMessages.institutionNameRequired });
      }
      if (value.postal_code === '' || !isValidPostalCode(value.country, value.postal_code)) {
        context.addIssue({ code: 'custom', path: ['postal_code'], message: accountMessages.postalCodeInvalid });
      }
      if (!places) return;
      if (!places.isCountry(value.country)) {
        context.addIssue({ code: 'custom', path: ['country'], message: accountMessages.countryInvalid });
        return;
      }
      const provinces = places.provincesOf(value.country);
      if (provinces.length > 0 && !provinces.includes(value.province)) {
        context.addIssue({ code: 'custom', path: ['province'], message: accountMessages.provinceInvalid });
      }
    })
    .transform((value) => ({ ...value, postal_code: normalizePostalCode(value.country, value.postal_code) }));
}

/** docs/features/accounts.md#sign-up: each of the store's extra account fields is required, at most 50 characters. */
export function extraAccountFieldsSchema(fieldNames: readonly string[]) {
  const value = z
    .string({ error: accountMessages.extraFieldRequired })
    .trim()
    .min(1, accountMessages.extraFieldRequired)
    .max(limits.extraAccountFieldMax, accountMessages.extraFieldTooLong);
  return z.object(Object.fromEntries(fieldNames.map((name) => [name, value])));
}

/** account/check (docs/features/accounts.md#sign-up): is the email known, and does a new account need verifying first? */
export const accountCheckInputSchema = z.object({
  email_address: emailAddressSchema(),
  callback_url: callbackUrlSchema,
});
export type AccountCheckInput = z.infer<typeof accountCheckInputSchema>;

export const emailCheckSchema = z.object({
  exists: z.boolean(),
  validation_required: z.boolean(),
  /** The address a verification link went to, when one was sent. */
  address: z.string(),
});
export type EmailCheck = z.infer<typeof emailCheckSchema>;
export const accountCheckResultSchema = z.object({ email_address: emailCheckSchema });
export type AccountCheckResult = z.infer<typeof accountCheckResultSchema>;

/** account/checkVerification: whether an emailed verification link is still good (docs/features/accounts.md#sign-up). */
export const checkVerificationInputSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type CheckVerificationInput = z.infer<typeof checkVerificationInputSchema>;
/** The address the link confirmed, which the new account will have. */
export const checkVerificationResultSchema = z.object({ email_address: z.string() });
export type CheckVerificationResult = z.infer<typeof checkVerificationResultSchema>;

/** account/create: profile, password, and either the verified token or the email (docs/features/accounts.md#sign-up). */
export const createAccountInputSchema = profileFieldsSchema.extend({
  password: newPasswordSchema,
  email_address: emailAddressSchema().optional(),
  token: z.string().trim().max(200).optional(),
  /** A JSON string of the store's extra account fields, by name (docs/features/accounts.md#sign-up). */
  account_extra_fields: jsonStringSchema(z.record(z.string().max(64), singleLineTextSchema().max(200))).default({}),
});
export type CreateAccountInput = z.infer<typeof createAccountInputSchema>;

/** The web form adds the confirmation the server never sees. */
export const passwordConfirmationSchema = z.object({
  confirm_password: z.string().min(1, accountMessages.confirmPassword),
});

/** docs/features/accounts.md#login-and-logout Login: a username with @ is sent as email_address, otherwise as san. */
export const loginInputSchema = z.object({
  email_address: singleLineTextSchema().toLowerCase().max(254).optional(),
  san: singleLineTextSchema().max(32).optional(),
  password: z.string({ error: accountMessages.loginPasswordRequired }).max(limits.passwordMax),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The login form as the shopper fills it. */
export const loginFormSchema = z.object({
  username: singleLineTextSchema({ error: accountMessages.usernameRequired })
    .min(1, accountMessages.usernameRequired)
    .max(254, accountMessages.usernameRequired),
  password: z
    .string({ error: accountMessages.loginPasswordRequired })
    .min(1, accountMessages.loginPasswordRequired)
    .max(limits.passwordMax),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** docs/features/accounts.md#login-and-logout: login answers with the session (which may include an extra token field). */
export const loginResultSchema = sessionSchema;

export const emailPasswordTokenInputSchema = z.object({
  email_address: emailAddressSchema(),
  callback_url: callbackUrlSchema,
});
export type EmailPasswordTokenInput = z.infer<typeof emailPasswordTokenInputSchema>;

export const resetPasswordInputSchema = z.object({
  password: newPasswordSchema,
  token: z.string({ error: accountMessages.resetLinkExpired }).trim().min(1, accountMessages.resetLinkExpired).max(200),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const deleteAccountInputSchema = z.object({
  email_address: singleLineTextSchema().toLowerCase().max(254).optional(),
  password: currentPasswordSchema(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/**
 * account/modify (docs/features/accounts.md#account-details) does one of four things, chosen by the fields sent: confirm an email
 * change (token), change the password (new_password + password), change the email (email_address +
 * password), or save the profile (profile fields + password). The action picks the variant.
 */
export const modifyAccountInputSchema = z.object({
  token: z.string().trim().max(200).optional(),
  new_password: z.string().max(limits.passwordMax).optional(),
  password: z.string().max(limits.passwordMax).optional(),
  email_address: singleLineTextSchema().max(254).optional(),
  callback_url: callbackUrlSchema,
  account_extra_fields: z.unknown().optional(),
  ...profileFieldsSchema.partial().shape,
});
export type ModifyAccountInput = z.infer<typeof modifyAccountInputSchema>;

export const confirmEmailChangeSchema = z.object({ token: z.string().trim().min(1).max(200) });
export const changePasswordSchema = z.object({
  password: currentPasswordSchema(accountMessages.currentPasswordRequired),
  new_password: newPasswordSchema,
});
export const changeEmailSchema = z.object({
  email_address: emailAddressSchema(accountMessages.emailRequired),
  password: currentPasswordSchema(),
  callback_url: callbackUrlSchema,
});
export const saveProfileSchema = profileFieldsSchema.extend({
  password: currentPasswordSchema(),
  account_extra_fields: createAccountInputSchema.shape.account_extra_fields,
});
export type SaveProfileInput = z.infer<typeof saveProfileSchema>;

/** What account/modify answers (docs/features/accounts.md#account-details). */
export const modifyAccountResultSchema = z.object({
  user: userSchema.nullable(),
  exists: z.boolean(),
  validation_required: z.boolean(),
  address: z.string(),
  /** The sentence to show: 'Account updated.', 'Email updated.', … */
  message: z.string(),
});
export type ModifyAccountResult = z.infer<typeof modifyAccountResultSchema>;

export const accountMessageResultSchema = z.object({ message: z.string() });
export type AccountMessageResult = z.infer<typeof accountMessageResultSchema>;

/** account/create answers the new session, or that the email must be verified first. */
export const createAccountResultSchema = z.object({
  validation_required: z.boolean(),
  address: z.string(),
  session: sessionSchema.nullable(),
});
export type CreateAccountResult = z.infer<typeof createAccountResultSchema>;

/** account/resetPassword answers the message and the now logged-in session. */
export const resetPasswordResultSchema = z.object({ message: z.string(), session: sessionSchema });
