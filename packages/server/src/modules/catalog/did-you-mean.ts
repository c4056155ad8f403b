import type { SearchTerm, TextQuery } from './search-query.ts';
import { allowedEdits, type TypoIndex } from './typo-index.ts';

/** A search that finds fewer titles than this may offer a corrected one (docs/features/browse-and-search.md#did-you-mean). */
export const fewResults = 3;
/** A word the catalogue holds counts as a slip only when a candidate is this many times as frequent. */
const misspeltRatio = 20;
/** Candidates looked at for a word's correction, the most frequent of them chosen. */
const candidatesLooked = 50;

/**
 * The corrected text of a word search (docs/features/browse-and-search.md#did-you-mean), or null
 * when nothing in it reads as a slip: two neighbouring words that are one catalogue word written
 * apart ("mocking jay") are joined, and each misspelt word (one no title holds, or whose candidate
 * is far more frequent) is replaced by its most frequent candidate, a word of four letters by one a
 * single edit away too. Never for an ISBN.
 */
export function correctedText(query: TextQuery, typoIndex: TypoIndex): string | null {
  if (query.isbns || query.terms.length === 0) return null;
  const words: string[] = [];
  let isChanged = false;
  for (let index = 0; index < query.terms.length; index += 1) {
    const term = query.terms[index];
    if (!term) continue;
    const next = query.terms[index + 1];
    if (next && !term.exact && !next.exact && typoIndex.frequencyOf(term.text + next.text) > 0) {
      words.push(term.text + next.text);
      isChanged = true;
      index += 1;
      continue;
    }
    const corrected = correctedWord(term, typoIndex);
    if (corrected !== null) isChanged = true;
    words.push(`${term.exact ? '!' : ''}${corrected ?? term.text}`);
  }
  return isChanged ? words.join(' ') : null;
}

function correctedWord(term: SearchTerm, typoIndex: TypoIndex): string | null {
  if (term.exact || term.parts || term.text.length < 4) return null;
  const edits = Math.max(allowedEdits(term.text), 1);
  const [best] = typoIndex
    .candidates(term.text, { edits, limit: candidatesLooked })
    .sort((a, b) => b.frequency - a.frequency || a.distance - b.distance);
  if (!best || best.frequency <= typoIndex.frequencyOf(term.text) * misspeltRatio) return null;
  return best.word;
}
