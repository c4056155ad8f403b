import { describe, expect, it } from 'vitest';
import { rankTier } from './rank.ts';

describe('rankTier', () => {
  it.each([
    [1, false, 'Bestseller'],
    [1000, false, 'Bestseller'],
    [1001, false, 'Very popular'],
    [10000, false, 'Very popular'],
    [30000, false, 'Popular'],
    [100000, false, 'Steady seller'],
    [100, true, 'Most anticipated'],
    [101, true, 'Highly anticipated'],
    [3000, true, 'Anticipated'],
    [10000, true, 'Awaited'],
  ])('puts rank %i (forthcoming: %s) in the tier %s', (rank, isForthcoming, label) => {
    expect(rankTier(rank, isForthcoming)?.label).toBe(label);
  });

  it.each([
    [100001, false],
    [10001, true],
    [null, false],
    [0, false],
  ])('gives no tier to rank %s (forthcoming: %s)', (rank, isForthcoming) => {
    expect(rankTier(rank, isForthcoming)).toBeNull();
  });
});
