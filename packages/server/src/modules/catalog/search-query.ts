import type { SearchKind } from '@bookfront/contract';
import anyAscii from 'any-ascii';
import { compactIdentifier, uncheckedEisbn } from '../../lib/identifiers.ts';
import { joinInitials } from './search-text.ts';

/**
 * One word of a search: matched as a prefix, or as the exact word when typed with '!'. A word that
 * joined initials ('jk' from 'J. K.') also matches its letters apart (`parts`) in a keyword search,
 * since titles keep initials as printed; `typos` are the catalogue's words a slip away from it
 * that a search also accepts, each matched as that exact word.
 */
export type SearchTerm = { text: string; exact: boolean; parts?: string[]; typos?: string[] };

/** The parts of the title a search kind looks in. */
export type SearchColumns = 'all' | 'title' | 'author' | 'series' | 'publisher' | 'subject';

/** A search as the index sees it; `isbns` is set when the text is an ISBN-10/13 or EAN. */
export type TextQuery = { terms: SearchTerm[]; columns: SearchColumns; isbns: IsbnLookup | null };

/** An exact lookup: eisbns (ISBN-13/EAN) and, for ISBN-10 input, the ISBN-10 itself. */
export type IsbnLookup = { eisbns: string[]; isbn10: string | null };

const maxTerms = 16;
const wordSeparator = /[^\p{L}\p{N}]+/u;

const columnsByKind: Record<Exclude<SearchKind, 'isbn'>, SearchColumns> = {
  keyword: 'all',
  title: 'title',
  author: 'author',
  series: 'series',
  publisher: 'publisher',
  subject: 'subject',
};

/**
 * Reads an ISBN-10, ISBN-13 or EAN typed with or without hyphens and spaces. An ISBN-10 is also
 * looked up as its ISBN-13 (978 + its first nine digits + the EAN check digit).
 */
export function toIsbnLookup(text: string): IsbnLookup | null {
  const eisbn = uncheckedEisbn(text);
  if (eisbn === null) return null;
  const compact = compactIdentifier(text);
  return { eisbns: [eisbn], isbn10: compact.length === 10 ? compact : null };
}

/** Splits search text into terms: '!word' is exact, every other word a prefix. */
export function toSearchTerms(text: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const exact = word.startsWith('!');
    for (const part of word.toLowerCase().split(wordSeparator)) {
      if (part !== '' && terms.length < maxTerms) terms.push({ text: part, exact });
    }
  }
  return terms;
}

/**
 * The index query for the text and kind of a browse filter; null when there is nothing to search.
 * A keyword search that reads as an ISBN (with or without hyphens) is an exact ISBN lookup.
 */
export function toTextQuery(text: string, kind: SearchKind): TextQuery | null {
  if (text.trim() === '') return null;
  const isbns = toIsbnLookup(text);
  if (kind === 'isbn') return { terms: [], columns: 'all', isbns: isbns ?? { eisbns: [], isbn10: null } };
  if (kind === 'keyword' && isbns) return { terms: [], columns: 'all', isbns };
  // Initials are joined on both sides, the index's contributor names and the query (search-text.ts).
  const terms = kind === 'keyword' || kind === 'author' ? toNameTerms(text, kind === 'keyword') : toSearchTerms(text);
  // Only punctuation: nothing can match, which is an empty result rather than the whole catalogue.
  if (terms.length === 0) return { terms: [], columns: 'all', isbns: { eisbns: [], isbn10: null } };
  return { terms, columns: columnsByKind[kind], isbns: null };
}

/**
 * Terms of text that may name a contributor: runs of initials joined into one word, as the index
 * holds contributor names; with `keepParts`, a joined word also matches its letters apart.
 */
function toNameTerms(text: string, keepParts: boolean): SearchTerm[] {
  const terms = toSearchTerms(joinInitials(text));
  if (!keepParts) return terms;
  const typed = new Set(toSearchTerms(text).map((term) => term.text));
  return terms.map((term) => (typed.has(term.text) ? term : { ...term, parts: [...term.text] }));
}

/** What finds a word's typo candidates (typo-index.ts). */
export type TypoCandidates = { candidates: (word: string) => { word: string }[] };

const cyrillicOrGreek = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * A word typed in Cyrillic or Greek letters as the catalogue most likely writes it in Latin ones
 * ("толстой" → "tolstoy", docs/features/browse-and-search.md#name-variants); null for any other
 * word. Only these two scripts: their romanisation is a fixed letter-for-letter one, where a
 * Chinese or Japanese name has no single reading.
 */
export function latinSpelling(word: string): string | null {
  if (!cyrillicOrGreek.test(word)) return null;
  const latin = anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return latin === '' ? null : latin;
}

/**
 * The query with each word of five letters or more also matching the catalogue's words a slip
 * away (docs/features/browse-and-search.md#typos), besides those it begins; a word in Cyrillic or
 * Greek letters also matches its Latin spelling and the words a slip away from that. An ISBN, a
 * word typed with '!' and joined initials get none.
 */
export function withTypos(query: TextQuery, typoIndex: TypoCandidates): TextQuery {
  if (query.isbns) return query;
  const terms = query.terms.map((term) => {
    if (term.exact || term.parts) return term;
    const latin = latinSpelling(term.text);
    const candidates = typoIndex.candidates(latin ?? term.text).map((candidate) => candidate.word);
    const alternatives = new Set(latin ? [latin, ...candidates] : candidates);
    const typos = [...alternatives].filter((word) => !word.startsWith(term.text));
    return typos.length > 0 ? { ...term, typos } : term;
  });
  return { ...query, terms };
}

/** The query as typed: its words and their prefixes, no typo candidates. */
export function withoutTypos(query: TextQuery): TextQuery {
  return {
    ...query,
    terms: query.terms.map((term) =>
      term.parts ? { text: term.text, exact: term.exact, parts: term.parts } : { text: term.text, exact: term.exact },
    ),
  };
}

/**
 * Relevance's tiers of a word search, each a query whose matches rank before the next's
 * (docs/features/browse-and-search.md#search); what none of them matches comes last. A keyword
 * search ranks titles with every word in the title, then in the contributors; with two words or
 * more, the contributors first, since the words then likely name one ("stephen king": King's own
 * books before a companion to them). A match through a typo candidate ranks after every match of
 * the words as typed, by popularity alone (tiers of its own would cost a full-text read each).
 */
export function relevanceTiers(query: TextQuery): TextQuery[] {
  if (query.isbns || query.terms.length === 0) return [];
  const asTyped = withoutTypos(query);
  const hasTypos = query.terms.some((term) => term.typos);
  const byColumns = (tier: TextQuery): TextQuery[] => {
    if (tier.columns !== 'all') return [];
    const order: SearchColumns[] = tier.terms.length >= 2 ? ['author', 'title'] : ['title', 'author'];
    return order.map((columns) => ({ ...tier, columns }));
  };
  return hasTypos ? [...byColumns(asTyped), asTyped] : byColumns(asTyped);
}
