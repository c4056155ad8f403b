import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonFieldsSchema, formBooleanSchema, jsonStringSchema, singleLineTextSchema } from './fields.ts';
import { isHttpUrl, isSitePath } from './links.ts';
import { addressFieldsSchema } from '../address/schemas.ts';
import { createAccountInputSchema, profileFieldsSchema } from '../account/schemas.ts';
import { orderListInputSchema } from '../order/history.ts';
import { addPromoCodeInputSchema, cartAddInputSchema } from '../cart/schemas.ts';
import { guestContactSchema, setExtrasInputSchema } from '../checkout/schemas.ts';

describe('formBooleanSchema', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['1', true],
    ['on', true],
    [' YES ', true],
    ['false', false],
    ['0', false],
    ['off', false],
    ['', false],
  ])('reads %j as %s', (input, expected) => {
    expect(formBooleanSchema.parse(input)).toBe(expected);
  });

  it.each(['maybe', 2, null])('rejects %j', (input) => {
    expect(formBooleanSchema.safeParse(input).success).toBe(false);
  });
});

describe('jsonStringSchema', () => {
  const filters = jsonStringSchema(z.array(z.string()));

  it('decodes a field sent as a JSON string', () => {
    expect(filters.parse('["FIC","JUV"]')).toEqual(['FIC', 'JUV']);
  });

  it('accepts the value already decoded, as JSON bodies send it', () => {
    expect(filters.parse(['FIC'])).toEqual(['FIC']);
  });

  it('rejects text that is not JSON, or JSON of the wrong shape', () => {
    expect(filters.safeParse('["FIC"').success).toBe(false);
    expect(filters.safeParse('{"a":1}').success).toBe(false);
  });
});

describe('commonFieldsSchema', () => {
  it('accepts the fields every action may carry', () => {
    const fields = { uuid: 'u1', session_id: 's1', log_url: '/browse', store_id: 'demo' };

    expect(commonFieldsSchema.parse(fields)).toEqual(fields);
  });

  it('refuses an over-long log_url', () => {
    expect(commonFieldsSchema.safeParse({ log_url: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('singleLineTextSchema', () => {
  it.each([
    ['Jane\r\nDoe', 'Jane Doe'],
    ['Jane\nDoe\n', 'Jane Doe'],
    ['\tJane\t\tDoe ', 'Jane Doe'],
    ['Jane\u0000Doe\u007f', 'Jane Doe'],
    ['Jane  Doe', 'Jane  Doe'],
  ])('makes %j one line: %j', (input, expected) => {
    expect(singleLineTextSchema().parse(input)).toBe(expected);
  });

  it('lets the rules that follow read the single line', () => {
    expect(singleLineTextSchema().min(1, 'Required').safeParse('\r\n').success).toBe(false);
    expect(singleLineTextSchema().max(8).parse('Jane\r\nDoe')).toBe('Jane Doe');
  });

  it('makes every single-line field of the shop one line, and leaves multi-line ones alone', () => {
    const address = addressFieldsSchema.parse({
      name: 'Jane\r\nDoe',
      company_name: 'Riverbend\nBooks',
      phone_number: '604 555 0199\n',
      email_address: 'JANE@example.com\r\n',
      street_address: '214 Main\tStreet',
      street_address_2: 'Unit\r\n4',
      city: 'Portland\n',
      province: 'Oregon\n',
      postal_code: '97204\n',
      country: 'United States\r\n',
    });
    const profile = profileFieldsSchema.parse({
      first_name: 'Jane\n',
      last_name: 'Doe\r\n',
      company: 'A\nB',
      phone_number: '604 555 0199',
      street_address: 'x',
      city: 'y',
      postal_code: '97204',
      country: 'United States',
    });
    const contact = guestContactSchema.parse({
      name: 'Jane\r\nDoe',
      email: 'jane@example.com\n',
      phone: '604 555 0199\n',
    });
    const extras = setExtrasInputSchema.parse({ promo_code: 'PO\n1', instructions: 'Ring twice.\nSide door.' });
    const giftCard = cartAddInputSchema.parse({
      eisbn: '9780000000000',
      quantity: 1,
      from: 'Jane\nDoe',
      to: 'Sam\r\n',
      message: 'Happy\nbirthday',
    });

    expect(address).toMatchObject({
      name: 'Jane Doe',
      company_name: 'Riverbend Books',
      phone_number: '604 555 0199',
      email_address: 'jane@example.com',
      street_address: '214 Main Street',
      street_address_2: 'Unit 4',
      city: 'Portland',
      province: 'Oregon',
      country: 'United States',
    });
    expect(profile).toMatchObject({ first_name: 'Jane', last_name: 'Doe', company: 'A B' });
    expect(contact).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com', phone: '604 555 0199' });
    expect(extras).toMatchObject({ promo_code: 'PO 1', instructions: 'Ring twice.\nSide door.' });
    expect(giftCard).toMatchObject({ from: 'Jane Doe', to: 'Sam', message: 'Happy\nbirthday' });
    expect(addPromoCodeInputSchema.parse({ code: 'summer\r\n' }).code).toBe('SUMMER');
    expect(orderListInputSchema.parse({ term: 'hunger\ngames' }).term).toBe('hunger games');
    expect(createAccountInputSchema.shape.account_extra_fields.parse('{"board":"North\\r\\nside"}')).toEqual({
      board: 'North side',
    });
  });
});

describe('links', () => {
  it.each(['/', '/browse/filter/s/FIC', '/a\\b'])('takes %j for a path on this site', (value) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each(['', 'browse', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https://books.example/'])(
    'does not take %j for a path on this site',
    (value) => {
      expect(isSitePath(value)).toBe(false);
    },
  );

  it.each(['https://books.example/', 'http://127.0.0.1:3000/account'])('takes %j for an http(s) address', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'https:/books.example',
    'https:///x',
    'https:\\\\evil.example',
    'ftp://x.example',
    'https://books example/',
    '/x',
  ])('does not take %j for an http(s) address', (value) => {
    expect(isHttpUrl(value)).toBe(false);
  });
});
