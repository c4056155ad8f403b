import { resultCountCaps } from '@bookfront/contract';

/**
 * 1234 → '1,234', as en-US writes whole numbers. Written out rather than with toLocaleString or
 * Intl.NumberFormat: a page's first number format loads the locale's data, 50–70 ms on a phone
 * while the page waits to be drawn.
 */
export const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** A result or option count, '9,277', with '+' after a cap: '10,000+' (docs/features/browse-and-search.md#result-counts-and-paging). */
export const formatResultCount = (count: number) =>
  count === resultCountCaps.facet || count === resultCountCaps.total
    ? `${groupThousands(count)}+`
    : groupThousands(count);
