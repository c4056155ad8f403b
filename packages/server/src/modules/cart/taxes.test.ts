import { describe, expect, it } from 'vitest';
import { taxRatesIn } from './taxes.ts';

const canada = [
  { type: 'GST', rate_percent: 5, regions: [] },
  { type: 'PST', rate_percent: 7, regions: ['British Columbia', 'BC'] },
  { type: 'HST', rate_percent: 13, regions: ['Ontario'] },
];

describe('taxRatesIn', () => {
  it('applies the taxes without regions everywhere and the others where they are named', () => {
    expect(taxRatesIn(canada, 'british columbia')).toEqual([
      { type: 'GST', ratePercent: 5 },
      { type: 'PST', ratePercent: 7 },
    ]);
    expect(taxRatesIn(canada, 'BC')).toHaveLength(2);
    expect(taxRatesIn(canada, 'Alberta')).toEqual([{ type: 'GST', ratePercent: 5 }]);
  });

  it('charges nothing where the store has no taxes', () => {
    expect(taxRatesIn([], 'Oregon')).toEqual([]);
  });
});
