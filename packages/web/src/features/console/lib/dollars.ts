/** Dollars as a bookseller types them ('25', '25.5', '$25.00', '-4') in cents; null when it is not such an amount. */
export function centsOf(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
