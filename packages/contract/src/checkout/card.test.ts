import { describe, expect, it } from 'vitest';
import { addressMessages } from '../address/messages.ts';
import { cardMessages } from './card-messages.ts';
import { checkoutSettingsMessages, checkoutSettingsSchema } from './settings.ts';
import {
  cardExpiryYears,
  cardFormSchema,
  detectCardBrand,
  formatCardNumber,
  maskCardNumber,
  passesLuhn,
  setCreditCardInputSchema,
  type CardFormValues,
} from './card.ts';
import { packCardEnvelope, unpackCardEnvelope, pemToDer, derToPem, CardEnvelopeError } from './card-envelope.ts';

const now = new Date(2026, 10, 23); // November 2026
const allBrands = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners'] as const;
const schema = cardFormSchema({ acceptedCards: allBrands, country: 'United States', now });

const validCard: CardFormValues = {
  name: 'Ada Lovelace',
  number: '4242 4242 4242 4242',
  expiry_month: '12',
  expiry_year: '2027',
  cvv: '123',
  postal_code: '90210',
};

/** The message the form shows on `field` for `card`, or undefined when the field passes. */
function messageOn(field: keyof CardFormValues, card: Partial<CardFormValues>, options = schema) {
  const result = options.safeParse({ ...validCard, ...card });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('detectCardBrand and passesLuhn', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4222222222222', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['3530111333300000', 'jcb'],
    ['36227206271667', 'diners'],
    ['30569309025904', 'diners'],
  ])('reads %s as a Luhn-valid %s', (digits, brand) => {
    expect(passesLuhn(digits)).toBe(true);
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it.each([['4242424242424241'], ['5555555555554440'], ['378282246310006']])('fails the Luhn check of %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });

  it('knows no brand for a number outside every range or of the wrong length', () => {
    expect(detectCardBrand('9999999999999995')).toBeNull();
    expect(detectCardBrand('37828224631000')).toBeNull();
  });
});

describe('cardFormSchema', () => {
  it('accepts a valid card, keeping the digits of its number and the numbers of its expiry', () => {
    expect(schema.parse(validCard)).toEqual({
      name: 'Ada Lovelace',
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2027,
      cvv: '123',
      postal_code: '90210',
    });
  });

  it.each([
    ['', cardMessages.numberTooShort],
    ['4242 4242 4242', cardMessages.numberTooShort],
    ['4242 4242 4242 424x', cardMessages.numberInvalid],
    ['abcd', cardMessages.numberInvalid],
    ['4242 42ab', cardMessages.numberInvalid],
    ['4242 4242 4242 4241', cardMessages.numberInvalid],
    ['5555 5555 5555 4440', cardMessages.numberInvalid],
    ['9999 9999 9999 9995', cardMessages.brandNotAccepted],
  ])('says why the number %j is refused: %s', (number, message) => {
    expect(messageOn('number', { number })).toBe(message);
  });

  it('refuses a Luhn-valid card of a brand the store does not accept', () => {
    const visaAndMastercard = cardFormSchema({ acceptedCards: ['visa', 'mastercard'], country: 'United States', now });

    expect(messageOn('number', { number: '3782 822463 10005' }, visaAndMastercard)).toBe(cardMessages.brandNotAccepted);
    expect(messageOn('number', { number: '5555 5555 5555 4444' }, visaAndMastercard)).toBeUndefined();
  });

  it.each([
    [{ expiry_month: '10', expiry_year: '2026' }, cardMessages.expiryPast],
    [{ expiry_month: '12', expiry_year: '2025' }, cardMessages.expiryPast],
    [{ expiry_month: '11', expiry_year: '2026' }, undefined],
  ])('checks the expiry %j against November 2026: %s', (expiry, message) => {
    expect(messageOn('expiry_month', expiry)).toBe(message);
  });

  it('requires the month and the year', () => {
    expect(messageOn('expiry_month', { expiry_month: '' })).toBe(cardMessages.monthRequired);
    expect(messageOn('expiry_year', { expiry_year: '' })).toBe(cardMessages.yearRequired);
  });

  it.each([['12'], ['12345'], ['12a'], ['']])('refuses the CVV %j', (cvv) => {
    expect(messageOn('cvv', { cvv })).toBe(cardMessages.cvvInvalid);
  });

  it.each([['123'], ['1234']])('accepts the CVV %j', (cvv) => {
    expect(messageOn('cvv', { cvv })).toBeUndefined();
  });

  it('requires the name on the card', () => {
    expect(messageOn('name', { name: '  ' })).toBe(cardMessages.nameRequired);
  });

  it("checks the postal code by the order's country and writes it the country's way", () => {
    const canada = cardFormSchema({ acceptedCards: allBrands, country: 'Canada', now });

    expect(messageOn('postal_code', { postal_code: '9021' })).toBe(addressMessages.postalCodeInvalid);
    expect(messageOn('postal_code', { postal_code: '90210' }, canada)).toBe(addressMessages.postalCodeInvalid);
    expect(canada.parse({ ...validCard, postal_code: 'k1a0b1' }).postal_code).toBe('K1A 0B1');
  });
});

describe('card number helpers', () => {
  it('spaces a number as it is typed, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-4242 4242 4242 4242 999')).toBe('4242 4242 4242 4242 424');
  });

  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4242424242424242')).toBe('•••• 4242');
  });

  it('offers the current year and the nine after it', () => {
    expect(cardExpiryYears(now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });
});

describe('setCreditCardInputSchema', () => {
  const payload = {
    encrypted_cc_info: 'A'.repeat(400),
    encrypted_cvv: 'B'.repeat(400),
    masked_number: '•••• 4242',
    brand: 'visa',
    expiry_month: '12',
    expiry_year: '2027',
    name: 'Ada Lovelace',
  };

  it('refuses a card without its CVV sealed apart', () => {
    const { encrypted_cvv: _cvv, ...withoutCvv } = payload;

    expect(setCreditCardInputSchema.safeParse(withoutCvv).success).toBe(false);
  });

  it('accepts the ciphertext and what may be shown of the card', () => {
    expect(setCreditCardInputSchema.parse(payload)).toMatchObject({ expiry_month: 12, expiry_year: 2027 });
  });

  it.each([['number'], ['cvv']])('refuses a payload that carries a plain %s', (field) => {
    expect(setCreditCardInputSchema.safeParse({ ...payload, [field]: '4242424242424242' }).success).toBe(false);
  });

  it.each([
    [{ masked_number: '4242424242424242' }],
    [{ encrypted_cc_info: 'not base64!'.repeat(20) }],
    [{ encrypted_cc_info: 'A'.repeat(4001) }],
    [{ brand: 'unknown' }],
  ])('refuses %j', (change) => {
    expect(setCreditCardInputSchema.safeParse({ ...payload, ...change }).success).toBe(false);
  });
});

describe('card envelope', () => {
  it('reads back the parts it packed', () => {
    const parts = {
      wrappedKey: new Uint8Array(384).fill(7),
      iv: new Uint8Array(12).fill(1),
      ciphertext: new Uint8Array([9, 8, 7]),
    };

    expect(unpackCardEnvelope(packCardEnvelope(parts))).toEqual({ ...parts, version: 2 });
  });

  it('reads the older single envelope as version 1 and refuses versions it does not know', () => {
    const parts = { wrappedKey: new Uint8Array(8), iv: new Uint8Array(12), ciphertext: new Uint8Array([1]) };

    expect(unpackCardEnvelope(packCardEnvelope(parts, 1)).version).toBe(1);
    expect(() => unpackCardEnvelope(packCardEnvelope(parts, 3))).toThrow(CardEnvelopeError);
  });

  it('refuses text that is not an envelope', () => {
    expect(() => unpackCardEnvelope('AgAB')).toThrow(CardEnvelopeError);
    expect(() => unpackCardEnvelope('***')).toThrow(CardEnvelopeError);
  });

  it('writes standard base64 and reads every length back', () => {
    expect(derToPem(new Uint8Array([77, 97, 110, 77, 97]), 'PUBLIC KEY')).toContain('\nTWFuTWE=\n');
    for (const length of [1, 2, 3, 4, 5, 64, 65]) {
      const der = new Uint8Array(length).map((_, index) => (index * 37 + 255) % 256);
      expect(pemToDer(derToPem(der, 'PRIVATE KEY'), 'PRIVATE KEY')).toEqual(der);
    }
  });

  it('turns DER into PEM and back', () => {
    const der = new Uint8Array(100).map((_, index) => index);

    expect(pemToDer(derToPem(der, 'PUBLIC KEY'), 'PUBLIC KEY')).toEqual(der);
    expect(() => pemToDer(derToPem(der, 'PUBLIC KEY'), 'PRIVATE KEY')).toThrow(CardEnvelopeError);
  });
});

describe('checkout.card_public_key', () => {
  it('refuses a private key, which every browser would be sent', () => {
    const result = checkoutSettingsSchema.safeParse({
      card_public_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
    });

    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(
      checkoutSettingsMessages.privateKeyRefused,
    );
  });

  it('takes a public key', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n';

    expect(checkoutSettingsSchema.parse({ card_public_key: pem }).card_public_key).toBe(pem);
  });
});
