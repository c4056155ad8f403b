import type { SearchTerm, TextQuery } from './search-query.ts';
import { allowedEdits, type TypoIndex } from './typo-index.ts';

/** A search that finds fewer titles than this may offer a corrected one (docs/features/browse-and-search.md#did-you-mean). */
export const fewResults = 3;
/** A word the catalogue holds counts as a slip only when a candidate is this many times as frequent. */
const misspeltRatio = 20;
/** Candidates looked at for a word's correction, the most frequent of them tried. */
const candidatesLooked = 50;
/** The most frequent candidates tried for each of the first two misspelt words (the rest get their most frequent). */
const candidatesTried = 3;

/**
 * The corrected texts of a word search to try, most likely first (docs/features/browse-and-search.md#did-you-mean);
 * none when nothing in it reads as a slip. Two neighbouring words that are one catalogue word
 * written apart ("mocking jay") are joined, and each misspelt word (one no title holds, or whose
 * candidate is far more frequent) is replaced by one of its most frequent candidates; a word of four
 * letters gets candidates one edit away too. At most 9 texts; never for an ISBN.
 */
export function correctedTexts(query: TextQuery, typoIndex: TypoIndex): string[] {
  if (query.isbns || query.terms.length === 0) return [];
  let texts = [''];
  let isChanged = false;
  let misspelt = 0;
  for (let index = 0; index < query.terms.length; index += 1) {
    const term = query.terms[index];
    if (!term) continue;
    const next = query.terms[index + 1];
    let choices = [`${term.exact ? '!' : ''}${term.text}`];
    if (next && !term.exact && !next.exact && typoIndex.frequencyOf(term.text + next.text) > 0) {
      choices = [term.text + next.text];
      isChanged = true;
      index += 1;
    } else {
      const corrections = correctionsOf(term, typoIndex);
      if (corrections.length > 0) {
        choices = corrections.slice(0, misspelt < 2 ? candidatesTried : 1);
        isChanged = true;
        misspelt += 1;
      }
    }
    texts = texts.flatMap((text) => choices.map((choice) => (text === '' ? choice : `${text} ${choice}`)));
  }
  return isChanged ? texts : [];
}

/** A misspelt word's candidates, the most frequent first; none for a word that reads right. */
function correctionsOf(term: SearchTerm, typoIndex: TypoIndex): string[] {
  if (term.exact || term.parts || term.text.length < 4) return [];
  const edits = Math.max(allowedEdits(term.text), 1);
  const floor = typoIndex.frequencyOf(term.text) * misspeltRatio;
  return typoIndex
    .candidates(term.text, { edits, limit: candidatesLooked })
    .filter((candidate) => candidate.frequency > floor)
    .sort((a, b) => b.frequency - a.frequency || a.distance - b.distance)
    .map((candidate) => candidate.word);
}
