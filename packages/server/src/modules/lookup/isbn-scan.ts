import { toIsbn13 } from '../../lib/identifiers.ts';

/** The most titles one lookup shows; a longer list is cut, in the order the ISBNs appear. */
export const maxIsbnsPerLookup = 1000;

// Digits may be grouped by hyphens (any of the Unicode dashes a word processor puts in) or spaces.
const separator = '[-\u2010\u2011\u2012\u2013 ]?';
const isbn13Pattern = new RegExp(`(?<![0-9])97[89](?:${separator}[0-9]){10}(?![0-9])`, 'g');
const isbn10Pattern = new RegExp(
  `(?<![0-9Xx\u2010-\u2013-])[0-9](?:${separator}[0-9]){8}${separator}[0-9Xx](?![0-9A-Za-z])`,
  'g',
);

/** Collects distinct ISBN-13s from pieces of text, in order of first appearance, up to a limit. */
export class IsbnCollector {
  private readonly found = new Set<string>();

  constructor(private readonly limit: number = maxIsbnsPerLookup) {}

  get isFull(): boolean {
    return this.found.size >= this.limit;
  }

  get isbns(): string[] {
    return [...this.found];
  }

  /** Scans text for ISBN-13 and ISBN-10 patterns, with or without hyphens; keeps those with valid checksums. */
  addText(text: string): void {
    if (this.isFull || text.length < 10) return;
    const matches = [...text.matchAll(isbn13Pattern), ...text.matchAll(isbn10Pattern)].sort(
      (left, right) => left.index - right.index,
    );
    for (const match of matches) this.add(match[0]);
  }

  /**
   * A spreadsheet number: an ISBN typed into a cell becomes one, and an ISBN-10 starting with 0
   * loses that digit on the way, so a 9-digit number is also tried with it.
   */
  addNumber(value: number): void {
    if (!Number.isSafeInteger(value) || value <= 0) return;
    const digits = String(value);
    if (digits.length === 9) this.add(`0${digits}`);
    else if (digits.length === 10 || digits.length === 13) this.add(digits);
  }

  private add(candidate: string): void {
    if (this.isFull) return;
    const isbn13 = toIsbn13(candidate);
    if (isbn13) this.found.add(isbn13);
  }
}

/** The distinct ISBN-13s in a text, in order of first appearance. */
export function findIsbns(text: string, limit = maxIsbnsPerLookup): string[] {
  const collector = new IsbnCollector(limit);
  collector.addText(text);
  return collector.isbns;
}
