import { describe, expect, it } from 'vitest';
import { availabilityState, toAvailability, type StockFacts } from './availability.ts';

const now = 1_800_000_000;
const locations = [
  { id: 'downtown', name: 'Downtown' },
  { id: 'eastside', name: 'Eastside' },
];
const context = { locationId: 'downtown', locations, now, hidePrices: false };
const title = { releaseDate: now - 1000, listPriceUsaCents: 2000, listPriceCanCents: 2600 };
const stock = (fields: Partial<StockFacts>): StockFacts => ({
  locationId: 'downtown',
  conditionCode: 'NEW',
  onhand: 0,
  onorder: 0,
  priceCents: 1500,
  listPriceUsaCents: 1500,
  listPriceCanCents: 1900,
  availabilityCode: 'available',
  isExtraOrderable: 1,
  discountPercent: 0,
  rank: null,
  ...fields,
});

describe('availability', () => {
  it.each([
    [{ onhand: 0, priceCents: 1500, availabilityCode: '', releaseDate: now + 10 }, 'forthcoming'],
    [{ onhand: 2, priceCents: 1500, availabilityCode: '', releaseDate: now + 10 }, 'available'],
    [{ onhand: 0, priceCents: 0, availabilityCode: '', releaseDate: null }, 'no_price'],
    [{ onhand: 0, priceCents: 1500, availabilityCode: 'OP', releaseDate: null }, 'out_of_print'],
    [{ onhand: 0, priceCents: 1500, availabilityCode: '51', releaseDate: null }, 'out_of_print'],
    [{ onhand: 0, priceCents: 1500, availabilityCode: 'osi', releaseDate: null }, 'out_of_stock_indefinitely'],
    [{ onhand: 0, priceCents: 1500, availabilityCode: '21', releaseDate: null }, 'available'],
  ])('%j is %s', (facts, state) => {
    expect(availabilityState({ ...facts, now })).toBe(state);
  });

  it('shows new before used, each with its discounted price', () => {
    const result = toAvailability(
      title,
      [stock({ conditionCode: 'USED_GOOD', onhand: 1, priceCents: 800 }), stock({ onhand: 3, discountPercent: 20 })],
      context,
    );

    expect(result.available.map((row) => [row.code, row.text, row.used, row.row_price, row.price])).toEqual([
      ['NEW', 'New', false, 1500, 1200],
      ['USED_GOOD', 'Used - Good', true, 800, 800],
    ]);
    expect(result.price).toBe(1200);
  });

  it('takes the store rank, the best of its locations', () => {
    const result = toAvailability(title, [stock({ rank: 900 }), stock({ locationId: 'eastside', rank: 40 })], context);

    expect(result.rank).toBe(40);
  });

  it('falls back to the title list prices when the store has no stock row', () => {
    const result = toAvailability(title, [], context);

    expect(result).toMatchObject({ price: null, listPriceUsa: 2000, listPriceCan: 2600, status: 'unavailable' });
    expect(result.available[0]).toMatchObject({ availability: 'no_price', location_id: 'downtown', name: 'Downtown' });
  });
});
