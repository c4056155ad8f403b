import { useMemo } from 'react';
import { useSiteSettings } from './site-settings.tsx';

const formatters = new Map<string, Intl.NumberFormat>();

/** Money arrives in integer cents (ARCHITECTURE.md §4); shown in the store's currency. */
export function formatPrice(cents: number, currency: string, locale = 'en-US') {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** The price formatter of the current store: `format(1299)` → '$12.99'. */
export function useFormatPrice() {
  const settings = useSiteSettings();
  const currency = settings.store_info.currency;
  const locale = settings.store_info.is_american ? 'en-US' : 'en-CA';
  return useMemo(() => (cents: number) => formatPrice(cents, currency, locale), [currency, locale]);
}
