import { useMemo } from 'react';
import { groupThousands } from './format-number.ts';
import { useSiteSettings } from './site-settings.tsx';

const intlFormatters = new Map<string, Intl.NumberFormat>();

function formatWithIntl(cents: number, currency: string, locale: string) {
  const key = `${locale}:${currency}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    intlFormatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** Dollar stores as en-US and en-CA write their prices: '$1,234.56', '-$0.50'. */
const writtenByHand = new Set(['en-US:USD', 'en-US:CAD', 'en-CA:USD', 'en-CA:CAD']);

/**
 * Money arrives in integer cents (docs/architecture.md#data-model); shown in the store's currency. Dollars are
 * written out by hand, for the reason groupThousands is; a test checks them against Intl's.
 */
export function formatPrice(cents: number, currency: string, locale = 'en-US') {
  if (!writtenByHand.has(`${locale}:${currency}`)) return formatWithIntl(cents, currency, locale);
  const whole = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(whole / 100));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** The price formatter of the current store: `format(1299)` → '$12.99'. */
export function useFormatPrice() {
  const settings = useSiteSettings();
  const currency = settings.store_info.currency;
  const locale = settings.store_info.is_american ? 'en-US' : 'en-CA';
  return useMemo(() => (cents: number) => formatPrice(cents, currency, locale), [currency, locale]);
}
