/**
 * Search text as the index and the query both read it (docs/features/browse-and-search.md#name-variants):
 * the same function runs on what is indexed and on what a shopper types, so both sides agree.
 */

/** Two or more single letters in a row, apart by dots or spaces only: "J.K.", "J. K.", "J K", "G. R. R.". */
const initialsRun = /(?<![\p{L}\p{N}])\p{L}(?:[.\s]+\p{L}(?![\p{L}\p{N}]))+\.?/gu;

/**
 * Writes a run of initials as one word, so "J.K. Rowling", "J. K. Rowling", "J K Rowling" and
 * "JK Rowling" all read "JK Rowling". A single initial ("Stephen R. Donaldson") stays as it is, and
 * initials apart by anything else ("Smith J | K Brown") are not joined.
 */
export function joinInitials(text: string): string {
  return text.replace(initialsRun, (run) => run.replace(/[.\s]+/g, ''));
}

/** Contributor names as the search index holds them (titles.contributor_names). */
export function contributorSearchNames(names: string[]): string {
  return joinInitials(names.join(' | '));
}

const wordSeparator = /[^\p{L}\p{N}]+/u;
const hasLetter = /\p{L}/u;
/** Shorter words have no typo candidates, longer ones are not words. */
export const vocabularyWordLength = { min: 4, max: 40 } as const;

/** The indexed text of a title the catalogue's vocabulary is counted from (ISBNs are not words). */
export type SearchableText = {
  title: string;
  subtitle?: string | null;
  series?: string | null;
  contributorNames?: string;
  publisher?: string | null;
  subjectLabels?: string;
};

/** The distinct words of a title's indexed text that count in the catalogue's vocabulary, lower case. */
export function vocabularyWordsOf(text: SearchableText): Set<string> {
  const words = new Set<string>();
  const parts = [text.title, text.subtitle, text.series, text.contributorNames, text.publisher, text.subjectLabels];
  for (const part of parts) {
    if (!part) continue;
    for (const word of part.toLowerCase().split(wordSeparator)) {
      if (word.length >= vocabularyWordLength.min && word.length <= vocabularyWordLength.max && hasLetter.test(word))
        words.add(word);
    }
  }
  return words;
}

/**
 * How the vocabulary's counts change when titles' text goes from `before` (the rows replaced,
 * none for new titles) to `after`: +1 for each title that now holds a word, -1 for each that no
 * longer does. Words whose count does not change are left out.
 */
export function vocabularyChanges(before: SearchableText[], after: SearchableText[]): Map<string, number> {
  return wordCountChanges(before.map(vocabularyWordsOf), after.map(vocabularyWordsOf));
}

/**
 * `vocabularyChanges` from each title's words (`vocabularyWordsOf`), for words worked out
 * elsewhere (an import's reader thread).
 */
export function wordCountChanges(before: Iterable<string>[], after: Iterable<string>[]): Map<string, number> {
  const changes = new Map<string, number>();
  const add = (titles: Iterable<string>[], step: number) => {
    for (const words of titles) for (const word of words) changes.set(word, (changes.get(word) ?? 0) + step);
  };
  add(before, -1);
  add(after, 1);
  for (const [word, change] of changes) if (change === 0) changes.delete(word);
  return changes;
}
