/**
 * Contact-field rules shared by the account form and the address book (docs/features/accounts.md#address-book,
 * "Account"). Countries travel as names, as country/getList returns them.
 */

export const canadaName = 'Canada';
export const unitedStatesName = 'United States';

export const isCanada = (country: string) => country.trim() === canadaName;
export const isUnitedStates = (country: string) => country.trim() === unitedStatesName;
/** Canada and the US share the (xxx) xxx-xxxx phone format. */
export const isNorthAmerica = (country: string) => isCanada(country) || isUnitedStates(country);

/** 10–15 characters of digits, plus, dot, space, hyphen and parentheses. */
export const phonePattern = /^[0-9+.\s\-()]{10,15}$/;
/** An extension is 2–6 digits. */
export const extensionPattern = /^\d{2,6}$/;

const canadianPostalCodePattern = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
const usZipCodePattern = /^\d{5}(-\d{4})?$/;

/** Canada: upper case with one space (A1A 1A1); US: 12345 or 12345-6789; elsewhere trimmed. */
export function normalizePostalCode(country: string, value: string): string {
  const trimmed = value.trim();
  if (isCanada(country)) {
    const compact = trimmed.replace(/[\s-]/g, '').toUpperCase();
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : trimmed.toUpperCase();
  }
  if (isUnitedStates(country)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length === 9 && /^[\d\s-]+$/.test(trimmed)) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }
  return trimmed;
}

export function isValidPostalCode(country: string, value: string): boolean {
  if (isCanada(country)) return canadianPostalCodePattern.test(value.trim());
  if (isUnitedStates(country)) return usZipCodePattern.test(value.trim());
  return value.trim().length <= 10;
}

/** docs/features/accounts.md#profile-fields: 'Zip Code' / 'Zip code' for the US, otherwise 'Postal Code' / 'Postal code'. */
export function postalCodeLabel(country: string, { titleCase }: { titleCase: boolean }): string {
  if (isUnitedStates(country)) return titleCase ? 'Zip Code' : 'Zip code';
  return titleCase ? 'Postal Code' : 'Postal code';
}

/** As the customer types: (xxx) xxx-xxxx for Canada and the US once there are ten digits. */
export function formatPhoneNumber(country: string, value: string): string {
  if (!isNorthAmerica(country)) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The country and province lists the server knows (country/getList, province/getList). */
export interface PlaceLookup {
  isCountry(name: string): boolean;
  /** The province / state names of `country`; empty when the country has no list. */
  provincesOf(country: string): readonly string[];
}
