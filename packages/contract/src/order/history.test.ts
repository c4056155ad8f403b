import { describe, expect, it } from 'vitest';
import { getOrderInputSchema, orderListInputSchema } from './history.ts';

describe('orderListInputSchema', () => {
  it.each([
    [{}, {}],
    [
      { year: '2026', page: '2' },
      { year: 2026, page: 2 },
    ],
    [{ year: '', page: '' }, {}],
    [
      { term: '  Hunger  ', location_id: 'downtown' },
      { term: 'Hunger', location_id: 'downtown' },
    ],
  ])('reads %j as %j', (input, expected) => {
    expect(orderListInputSchema.parse(input)).toEqual(expected);
  });

  it.each([{ year: 'last' }, { year: 1969 }, { page: 0 }, { page: 1.5 }, { term: 'x'.repeat(101) }])(
    'refuses %j',
    (input) => {
      expect(orderListInputSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('getOrderInputSchema', () => {
  it('needs an order number of at most 40 characters', () => {
    expect(getOrderInputSchema.safeParse({ order_id: ' ' }).success).toBe(false);
    expect(getOrderInputSchema.safeParse({ order_id: '1'.repeat(41) }).success).toBe(false);
    expect(getOrderInputSchema.parse({ order_id: ' 10042 ', token: 'secret' })).toEqual({
      order_id: '10042',
      token: 'secret',
    });
  });
});
