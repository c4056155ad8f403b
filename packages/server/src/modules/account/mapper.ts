import {
  communicationPreferenceSchema,
  phoneNumberTypeSchema,
  type Address,
  type CorpAccount,
  type SessionUser,
  type User,
} from '@bookfront/contract';
import type { CorpRow, UserRow } from '../../db/schema.ts';
import { parseStringRecord } from '../../lib/string-record.ts';

/** Stored values outside the enums (older rows, hand edits) read as the defaults. */
const phoneType = (value: string, fallback: 'cell' | 'home') => phoneNumberTypeSchema.catch(fallback).parse(value);

export function toUser(user: UserRow, corp: CorpRow | undefined, addresses: Address[]): User {
  return {
    email_address: user.email ?? '',
    first_name: user.firstName,
    last_name: user.lastName,
    company: corp?.isInstitution ? corp.name : user.company,
    phone_number: user.phoneNumber,
    phone_number_type: phoneType(user.phoneNumberType, 'cell'),
    phone_number_ext: user.phoneNumberExt,
    alt_phone_number: user.altPhoneNumber,
    alt_phone_number_type: phoneType(user.altPhoneNumberType, 'home'),
    alt_phone_number_ext: user.altPhoneNumberExt,
    communication_preference: communicationPreferenceSchema.catch('email').parse(user.communicationPreference),
    street_address: user.streetAddress,
    street_address_2: user.streetAddress2,
    city: user.city,
    province: user.province,
    postal_code: user.postalCode,
    country: user.country,
    account_extra_fields: parseStringRecord(user.extraFields),
    is_institution: corp?.isInstitution === 1,
    is_owner: corp !== undefined && corp.ownerUserId === user.id,
    addresses,
    // Gift registries are not part of the storefront yet, so no registry shipping addresses.
    alt_addresses: [],
  };
}

/** The user as the corp the session buys as (docs/features/accounts.md#sessions "Session"). */
export function toSessionUser(
  user: UserRow,
  context: { actingCorp: CorpRow | undefined; addresses: Address[]; availableCorpCount: number },
): SessionUser {
  const base = toUser(user, context.actingCorp, context.addresses);
  return {
    ...base,
    is_personal: context.actingCorp === undefined || context.actingCorp.id === user.corpId,
    corp_id: context.actingCorp?.id ?? user.corpId,
    available_corp_count: context.availableCorpCount,
    site_approved: user.siteApprovedAt !== null,
  };
}

export function toCorpAccount(corp: CorpRow, user: Pick<UserRow, 'corpId'>): CorpAccount {
  return {
    id: corp.id,
    name: corp.name,
    company: corp.isInstitution ? corp.name : '',
    type: corp.type,
    is_institution: corp.isInstitution === 1,
    is_personal: corp.id === user.corpId,
  };
}
