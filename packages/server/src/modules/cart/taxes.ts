import type { TaxRate } from '@bookfront/contract';
import type { AppliedTaxRate } from './pricing.ts';

const normalized = (value: string) => value.trim().toLowerCase();

/**
 * The store's taxes that apply in `region` (a province or state, by name or code, as the
 * bookseller wrote it); a tax without regions applies everywhere.
 */
export function taxRatesIn(rates: readonly TaxRate[], region: string): AppliedTaxRate[] {
  const here = normalized(region);
  return rates
    .filter((rate) => rate.regions.length === 0 || rate.regions.some((name) => normalized(name) === here))
    .map((rate) => ({ type: rate.type, ratePercent: rate.rate_percent }));
}
