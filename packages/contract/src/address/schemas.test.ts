import { describe, expect, it } from 'vitest';
import type { PlaceLookup } from '../common/contact.ts';
import { addressMessages } from './messages.ts';
import {
  addressIdInputSchema,
  createAddressInputSchema,
  modifyAddressInputSchema,
  provinceGetInputSchema,
  withAddressRules,
} from './schemas.ts';

const places: PlaceLookup = {
  isCountry: (name) => ['Canada', 'United States', 'France'].includes(name),
  provincesOf: (country) => {
    if (country === 'Canada') return ['British Columbia', 'Ontario'];
    if (country === 'United States') return ['New York', 'Washington'];
    return [];
  },
};

const canadianAddress = {
  name: 'Ada Reader',
  phone_number: '(604) 555-0142',
  street_address: '12 Main Street',
  city: 'Vancouver',
  province: 'British Columbia',
  postal_code: 'V6B 1A1',
  country: 'Canada',
};

const addressRules = withAddressRules(createAddressInputSchema, places);

/** The message on `field` when `input` is parsed with every rule, or undefined when it passes. */
function messageOn(field: string, input: Record<string, unknown>) {
  const result = addressRules.safeParse(input);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const text = (length: number) => 'a'.repeat(length);

describe('address fields', () => {
  it('accepts a complete Canadian address and spells it as stored', () => {
    expect(addressRules.parse({ ...canadianAddress, postal_code: 'v6b-1a1', province: 'british columbia' })).toEqual({
      ...canadianAddress,
      company_name: '',
      phone_number_ext: '',
      street_address_2: '',
      province: 'British Columbia',
      postal_code: 'V6B 1A1',
    });
  });

  it.each([
    ['name', '', addressMessages.nameRequired],
    ['name', '   ', addressMessages.nameRequired],
    ['name', text(1), undefined],
    ['name', text(80), undefined],
    ['name', text(81), addressMessages.textTooLong],
    ['company_name', '', undefined],
    ['company_name', text(80), undefined],
    ['company_name', text(81), addressMessages.textTooLong],
    ['street_address', '', addressMessages.streetAddressRequired],
    ['street_address', text(80), undefined],
    ['street_address', text(81), addressMessages.textTooLong],
    ['street_address_2', text(81), addressMessages.textTooLong],
    ['city', '', addressMessages.cityRequired],
    ['city', text(80), undefined],
    ['city', text(81), addressMessages.textTooLong],
    ['phone_number', '', addressMessages.phoneRequired],
    ['phone_number', '604555014', addressMessages.phoneRequired],
    ['phone_number', '6045550142', undefined],
    ['phone_number', '+1 (604) 555-01', undefined],
    ['phone_number', '+1 (604) 555-014', addressMessages.phoneRequired],
    ['phone_number', '604-555-O142', addressMessages.phoneRequired],
    ['phone_number_ext', '', undefined],
    ['phone_number_ext', '1', addressMessages.extensionInvalid],
    ['phone_number_ext', '12', undefined],
    ['phone_number_ext', '123456', undefined],
    ['phone_number_ext', '1234567', addressMessages.extensionInvalid],
    ['phone_number_ext', '12a', addressMessages.extensionInvalid],
    ['email_address', 'not-an-email', addressMessages.emailInvalid],
    ['email_address', 'ada@example.com', undefined],
    ['country', '', addressMessages.countryInvalid],
    ['country', 'Narnia', addressMessages.countryInvalid],
    ['country', text(81), addressMessages.countryInvalid],
    ['province', '', addressMessages.provinceInvalid],
    ['province', 'Texas', addressMessages.provinceInvalid],
    ['province', 'Ontario', undefined],
  ])('%s of %j gives %s', (field, value, message) => {
    expect(messageOn(field, { ...canadianAddress, [field]: value })).toBe(message);
  });

  it('asks for the name when it is missing altogether', () => {
    const { name: _name, ...withoutName } = canadianAddress;

    expect(messageOn('name', withoutName)).toBe(addressMessages.nameRequired);
  });
});

describe('postal codes by country', () => {
  const american = { ...canadianAddress, country: 'United States', province: 'New York', postal_code: '10001' };
  const french = { ...canadianAddress, country: 'France', province: '', postal_code: '75001' };

  it.each([
    [canadianAddress, '', addressMessages.postalCodeInvalid],
    [canadianAddress, 'V6B1A1', undefined],
    [canadianAddress, 'v6b-1a1', undefined],
    [canadianAddress, 'V6B 1A', addressMessages.postalCodeInvalid],
    [canadianAddress, '12345', addressMessages.postalCodeInvalid],
    [american, '', addressMessages.postalCodeInvalid],
    [american, '1000', addressMessages.postalCodeInvalid],
    [american, '10001', undefined],
    [american, '10001-1234', undefined],
    [american, '10001-123', addressMessages.postalCodeInvalid],
    [american, 'V6B 1A1', addressMessages.postalCodeInvalid],
    [french, '', undefined],
    [french, text(10), undefined],
    [french, text(11), addressMessages.postalCodeInvalid],
  ])('%# %j', (address, postalCode, message) => {
    expect(messageOn('postal_code', { ...address, postal_code: postalCode })).toBe(message);
  });

  it('spaces and upper-cases a Canadian code and hyphenates a nine-digit zip', () => {
    expect(addressRules.parse({ ...canadianAddress, postal_code: 'v6b1a1' }).postal_code).toBe('V6B 1A1');
    expect(addressRules.parse({ ...american, postal_code: '100011234' }).postal_code).toBe('10001-1234');
  });

  it('takes any province as free text, up to 80 characters, where the country has no list', () => {
    expect(messageOn('province', { ...french, province: 'Île-de-France' })).toBeUndefined();
    expect(messageOn('province', { ...french, province: '' })).toBeUndefined();
    expect(messageOn('province', { ...french, province: text(81) })).toBe(addressMessages.textTooLong);
  });
});

describe('email address', () => {
  it('drops an empty email and keeps a given one in lower case', () => {
    expect(addressRules.parse({ ...canadianAddress, email_address: '  ' })).not.toHaveProperty('email_address');
    expect(addressRules.parse({ ...canadianAddress, email_address: 'Ada@Example.com' }).email_address).toBe(
      'ada@example.com',
    );
  });
});

describe('without the lists', () => {
  it('still checks the postal code but leaves the country and province to the server', () => {
    const rules = withAddressRules(createAddressInputSchema);

    expect(rules.safeParse({ ...canadianAddress, country: 'Narnia', province: 'Anywhere' }).success).toBe(true);
    expect(rules.safeParse({ ...canadianAddress, postal_code: '123' }).error?.issues[0]?.message).toBe(
      addressMessages.postalCodeInvalid,
    );
  });
});

describe('ids', () => {
  it('needs the address_id to modify, delete or prefer an address', () => {
    expect(modifyAddressInputSchema.safeParse(canadianAddress).success).toBe(false);
    expect(addressIdInputSchema.safeParse({ address_id: ' a1 ' }).data).toEqual({ address_id: 'a1' });
    expect(addressIdInputSchema.safeParse({ address_id: '' }).success).toBe(false);
  });

  it('bounds the province lookup', () => {
    expect(provinceGetInputSchema.safeParse({ country: 'Canada', province: text(81) }).success).toBe(false);
  });
});
