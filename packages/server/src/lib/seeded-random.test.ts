import { expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

it('gives the same sequence for the same seed and another for another seed', () => {
  const take = (seed: number) => {
    const next = seededRandom(seed);
    return Array.from({ length: 5 }, () => next());
  };
  expect(take(42)).toEqual(take(42));
  expect(take(42)).not.toEqual(take(43));
});

it('draws numbers in [0, 1) spread over the whole range', () => {
  const next = seededRandom(7);
  const draws = Array.from({ length: 10_000 }, () => next());
  expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
  const tenths = new Set(draws.map((value) => Math.floor(value * 10)));
  expect(tenths.size).toBe(10);
});
