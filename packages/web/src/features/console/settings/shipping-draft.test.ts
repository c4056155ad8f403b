import { describe, expect, it } from 'vitest';
import { regionsOf, textOfRegions } from './shipping-draft.ts';

describe('a provider’s regions as typed', () => {
  it('reads a country a line with its provinces after a colon, and writes them back the same way', () => {
    const regions = regionsOf('CA: BC, Alberta\n\n US \n');

    expect(regions).toEqual([
      { country: 'CA', provinces: ['BC', 'Alberta'] },
      { country: 'US', provinces: [] },
    ]);
    expect(textOfRegions(regions)).toBe('CA: BC, Alberta\nUS');
  });
});
