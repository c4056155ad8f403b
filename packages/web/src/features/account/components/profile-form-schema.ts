import type { z } from 'zod';
import {
  accountMessages,
  canadaName,
  extraAccountFieldsSchema,
  isValidPostalCode,
  newPasswordSchema,
  passwordConfirmationSchema,
  profileFieldsSchema,
  withProfileRules,
  type PlaceLookup,
  type SiteSettings,
  type User,
  unitedStatesName,
} from '@bookfront/contract';
import { defaultCommunicationPreference } from '../../../entities/customer/communication-preferences.ts';

const always = () => true;
type Loose = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The cross-field rules, checked on every pass so their messages appear together with the
 * required-field ones (withProfileRules runs them only once every field is well-formed).
 */
function withEarlyRules<T extends z.ZodObject>(schema: T) {
  return schema
    .refine((value: Loose) => !(value.is_institution === true && text(value.company).trim() === ''), {
      path: ['company'],
      message: accountMessages.institutionNameRequired,
      when: always,
    })
    .refine(
      (value: Loose) =>
        isValidPostalCode(text(value.country), text(value.postal_code)) && text(value.postal_code).trim() !== '',
      {
        path: ['postal_code'],
        message: accountMessages.postalCodeInvalid,
        when: always,
      },
    );
}

/** docs/features/accounts.md#security "create": password, confirmation, the profile block and the store's extra fields. */
export function createAccountFormSchema({
  extraFieldNames,
  places,
}: {
  extraFieldNames: readonly string[];
  places?: PlaceLookup;
}) {
  const base = withEarlyRules(
    profileFieldsSchema.extend({
      password: newPasswordSchema,
      confirm_password: passwordConfirmationSchema.shape.confirm_password,
      account_extra_fields: extraAccountFieldsSchema(extraFieldNames),
    }),
  ).refine((value: Loose) => text(value.confirm_password) === '' || value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: accountMessages.passwordsDoNotMatch,
    when: always,
  });
  return withProfileRules(base, places);
}
export type CreateAccountFormInput = z.input<ReturnType<typeof createAccountFormSchema>>;
export type CreateAccountFormOutput = z.output<ReturnType<typeof createAccountFormSchema>>;

/** docs/features/accounts.md#profile-fields "details": the profile block and extra fields that Save Changes sends. */
export function profileFormSchema({
  extraFieldNames,
  places,
}: {
  extraFieldNames: readonly string[];
  places?: PlaceLookup;
}) {
  return withProfileRules(
    withEarlyRules(profileFieldsSchema.extend({ account_extra_fields: extraAccountFieldsSchema(extraFieldNames) })),
    places,
  );
}
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/** The profile block's starting values: the user's own, or empty ones in the store's country. */
export function profileDefaults(settings: SiteSettings, user?: User | null) {
  const extraFields = Object.fromEntries(
    settings.extra_account_fields.map(({ name }) => [name, user?.account_extra_fields[name] ?? '']),
  );
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    is_institution: user?.is_institution ?? false,
    company: user?.company ?? '',
    phone_number: user?.phone_number ?? '',
    phone_number_type: user?.phone_number_type ?? ('cell' as const),
    phone_number_ext: user?.phone_number_ext ?? '',
    alt_phone_number: user?.alt_phone_number ?? '',
    alt_phone_number_type: user?.alt_phone_number_type ?? ('home' as const),
    alt_phone_number_ext: user?.alt_phone_number_ext ?? '',
    communication_preference: defaultCommunicationPreference(settings, user),
    street_address: user?.street_address ?? '',
    street_address_2: user?.street_address_2 ?? '',
    city: user?.city ?? '',
    province: user?.province ?? '',
    postal_code: user?.postal_code ?? '',
    country: user?.country || countryName(settings.store_info.country),
    account_extra_fields: extraFields,
  };
}

/** The store's ISO country as the country list names it. */
function countryName(code: string) {
  if (code === 'CA') return canadaName;
  if (code === 'US') return unitedStatesName;
  return '';
}
