/** Dollars as a bookseller types them ('25', '25.5', '$25.00', '-4') in cents; null when it is not such an amount. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A price as a bookseller types it, in cents; null when it is no amount or below 0. */
export function priceCentsOf(text: string): number | null {
  const cents = centsOf(text);
  return cents !== null && cents >= 0 ? cents : null;
}

/** Cents as the dollars a form shows for editing ('18.99'). */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
