import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commonFieldsSchema, formBooleanSchema, jsonStringSchema } from './fields.ts';

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
