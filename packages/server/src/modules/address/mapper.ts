import type { Address } from '@bookfront/contract';
import type { AddressRow } from '../../db/schema.ts';

export function toAddress(row: AddressRow): Address {
  return {
    address_id: row.id,
    name: row.name,
    company_name: row.companyName,
    phone_number: row.phoneNumber,
    phone_number_ext: row.phoneNumberExt,
    email_address: row.emailAddress,
    street_address: row.streetAddress,
    street_address_2: row.streetAddress2,
    city: row.city,
    province: row.province,
    country: row.country,
    postal_code: row.postalCode,
    preferred: row.preferred === 1,
    // The address book does not know where the store ships; its actions ask checkout (ShipsTo).
    can_ship_to: true,
  };
}
