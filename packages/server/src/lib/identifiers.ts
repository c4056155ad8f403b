import ISBN from 'isbn3';

/*
 * Product identifiers: ISBN-10, ISBN-13, EAN-13 and UPC-A, and the eisbn a title is keyed by
 * (its ISBN-13 or EAN-13; a UPC gets a leading 0). isbn3 validates and converts ISBNs against the
 * ISBN agency's ranges; an ISBN in a range newer than its table still passes the checked
 * conversions when its check digit is right. EANs that are not ISBNs, and UPCs, are checked by
 * the GTIN check digit.
 */

export type ResolvedIdentifiers = { eisbn: string; isbn10: string | null; upc: string | null };

/** The identifier without the hyphens and spaces it may be typed with, X upper-cased. */
export const compactIdentifier = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The GTIN (EAN-13, UPC-A) check digit of the digits before it. */
function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const weight = (body.length - index) % 2 === 1 ? 3 : 1;
    sum += Number(body[index]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

const isGtin = (value: string, length: number) =>
  new RegExp(`^\\d{${length}}$`).test(value) && gtinCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));

function isbn10CheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(body[index]) * (10 - index);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** 978, the first nine digits of an ISBN-10 and the EAN check digit: its ISBN-13. */
function isbn10Body13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** An ISBN-13 (978/979) → itself, or null when it is not one or its check digit is wrong. */
export function normaliseIsbn13(value: string): string | null {
  const digits = compactIdentifier(value);
  const parsed = ISBN.parse(digits);
  if (parsed?.isIsbn13) return parsed.isbn13;
  return /^97[89]/.test(digits) && isGtin(digits, 13) ? digits : null;
}

/** An ISBN-10 → its ISBN-13, or null when its check digit is wrong. */
export function isbn10ToIsbn13(value: string): string | null {
  const digits = compactIdentifier(value);
  const parsed = ISBN.parse(digits);
  if (parsed?.isIsbn10) return parsed.isbn13;
  if (!/^\d{9}[\dX]$/.test(digits) || isbn10CheckDigit(digits) !== digits[9]) return null;
  return isbn10Body13(digits);
}

/** The ISBN-10 of a 978 ISBN-13 (979 ISBNs have none). */
export function isbn13ToIsbn10(isbn13: string): string | null {
  if (!isbn13.startsWith('978')) return null;
  const parsed = ISBN.parse(isbn13);
  if (parsed?.isbn10) return parsed.isbn10;
  const body = isbn13.slice(3, 12);
  return `${body}${isbn10CheckDigit(body)}`;
}

/**
 * The ISBN-13 of an ISBN-13 or ISBN-10 in a range isbn3 knows, with a valid check digit, else
 * null. Every character but digits and X is dropped first (a scanned text's dashes of any kind).
 */
export function toIsbn13(candidate: string): string | null {
  const compact = candidate.replace(/[^0-9Xx]/g, '').toUpperCase();
  if (compact.length !== 10 && compact.length !== 13) return null;
  return ISBN.parse(compact)?.isbn13 ?? null;
}

/**
 * Any ISBN-10, ISBN-13, EAN-13 or UPC-A (hyphens and spaces allowed) → the eisbn it files under,
 * or null when it is none of these or a check digit is wrong.
 */
export function checkedEisbn(value: string): string | null {
  const digits = compactIdentifier(value);
  if (digits.length === 10) return isbn10ToIsbn13(digits);
  if (digits.length === 13)
    return /^97[89]/.test(digits) ? normaliseIsbn13(digits) : isGtin(digits, 13) ? digits : null;
  if (digits.length === 12) return isGtin(digits, 12) ? `0${digits}` : null;
  return null;
}

/**
 * Anything shaped like an ISBN-10, ISBN-13, EAN-13 or UPC-A (hyphens and spaces allowed) → the
 * eisbn it would file under, check digits unchecked; null when it has none of these shapes.
 */
export function uncheckedEisbn(value: string): string | null {
  const compact = compactIdentifier(value);
  if (/^\d{13}$/.test(compact)) return compact;
  if (/^\d{12}$/.test(compact)) return `0${compact}`;
  if (/^\d{9}[\dX]$/.test(compact)) return isbn10Body13(compact);
  return null;
}

/** Titles are keyed by ISBN-13/EAN; an ISBN-10 in a link or a request means its ISBN-13. */
export const toEisbn = (value: string): string => uncheckedEisbn(value) ?? value;

/** ISBN-13 with hyphens where the ranges are known (isbn3), otherwise the plain digits. */
export function hyphenatedIsbn13(eisbn: string): string {
  const parsed = /^97[89]\d{10}$/.test(eisbn) ? ISBN.parse(eisbn) : null;
  return parsed?.isbn13h ?? eisbn;
}

/**
 * Picks the eisbn from a product's identifiers, checking every one given: ISBN-13, else EAN-13,
 * else the ISBN-13 of the ISBN-10, else the UPC. Returns a reason when one is wrong or none is given.
 */
export function resolveIdentifiers(ids: {
  isbn13: string | null;
  gtin13: string | null;
  isbn10: string | null;
  upc: string | null;
}): ResolvedIdentifiers | { reason: string } {
  const isbn13 = ids.isbn13 === null ? null : normaliseIsbn13(ids.isbn13);
  if (ids.isbn13 !== null && !isbn13) return { reason: `ISBN-13 '${ids.isbn13}' is not valid (check digit or format)` };
  const gtin13 = ids.gtin13 === null ? null : checkedEisbn(ids.gtin13);
  if (ids.gtin13 !== null && (!gtin13 || gtin13.length !== 13))
    return { reason: `EAN-13 '${ids.gtin13}' is not valid (check digit or format)` };
  const fromIsbn10 = ids.isbn10 === null ? null : isbn10ToIsbn13(ids.isbn10);
  if (ids.isbn10 !== null && !fromIsbn10)
    return { reason: `ISBN-10 '${ids.isbn10}' is not valid (check digit or format)` };
  const upc = ids.upc === null ? null : compactIdentifier(ids.upc);
  if (upc !== null && !isGtin(upc, 12)) return { reason: `UPC '${ids.upc}' is not valid (check digit or format)` };
  const eisbn = isbn13 ?? gtin13 ?? fromIsbn10 ?? (upc ? `0${upc}` : null);
  if (!eisbn) return { reason: 'has no ISBN, EAN or UPC' };
  const isbn10 = ids.isbn10 !== null && fromIsbn10 === eisbn ? compactIdentifier(ids.isbn10) : isbn13ToIsbn10(eisbn);
  return { eisbn, isbn10, upc };
}
