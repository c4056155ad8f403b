/**
 * The catalogue's words a slip away from a query word (docs/features/browse-and-search.md#typos,
 * docs/decisions/0032-typo-tolerant-search.md): a symmetric-deletion index (as SymSpell) over the
 * vocabulary, built in memory once per catalogue revision.
 *
 * Words within `d` edits of each other share a string made by deleting at most `d` letters from
 * each. Every word's deletions (of its first `prefixLength` letters, as SymSpell does, so a long
 * word costs no more than a short one) are kept as 32-bit hashes beside the word's number, sorted,
 * in one Float64Array: about 30 entries and 240 bytes a word, where a Map of delete strings would
 * cost kilobytes. A query word's deletions are looked up by binary search, and each word found is
 * checked with the real distance (a hash collision only costs that check).
 */
import { doubleMetaphone } from 'double-metaphone';
import { fnv1a } from '../../lib/fnv1a.ts';

/** `soundsAlike`: the word has the query word's Double Metaphone code ("steven" → "stephen"). */
export type TypoCandidate = { word: string; distance: number; frequency: number; soundsAlike: boolean };
export type VocabularyWord = { word: string; frequency: number };

const prefixLength = 7;
/** Room for the word's number under the hash in one exactly representable double (32 + 21 bits). */
const wordNumberSpace = 2 ** 21;
/**
 * The most candidates a query word is expanded to: the closest, then the most frequent. Each one
 * widens the result, and the facet counts read over it, by its titles.
 */
export const maxCandidates = 5;

/** The most edits between a query word and a catalogue word it finds. */
const maxEdits = 2;

/** How many edits a query word of this many letters may be away from a catalogue word. */
export function allowedEdits(word: string): number {
  const letters = word.length;
  if (letters >= 8) return maxEdits;
  if (letters >= 5) return 1;
  return 0;
}

/**
 * The optimal string alignment distance (Damerau–Levenshtein where a transposition of two
 * neighbouring letters is one edit), or `limit + 1` once it is certain to be more than `limit`.
 */
export function editDistance(s: string, t: string, limit: number): number {
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, index) => index);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s.charCodeAt(i - 1) === t.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s.charCodeAt(i - 1) === t.charCodeAt(j - 2) && s.charCodeAt(i - 2) === t.charCodeAt(j - 1))
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  const distance = previous[t.length] ?? 0;
  return distance > limit ? limit + 1 : distance;
}

/**
 * The word's primary Double Metaphone code, for words of plain Latin letters only: the algorithm
 * reads English spelling, and any other script would share one empty code.
 */
function soundOf(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  return doubleMetaphone(word)[0] || null;
}

function vowelsOf(word: string): string {
  return word.replace(/[^aeiouy]/g, '');
}

/** The strings made by deleting up to `edits` letters of the word's first `prefixLength` (the prefix itself included). */
function deletionsOf(word: string, edits: number): Set<string> {
  const prefix = word.slice(0, prefixLength);
  const found = new Set<string>([prefix]);
  let layer = [prefix];
  for (let round = 0; round < edits; round += 1) {
    const next: string[] = [];
    for (const current of layer) {
      if (current.length <= 1) continue;
      for (let index = 0; index < current.length; index += 1) {
        const shorter = current.slice(0, index) + current.slice(index + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    layer = next;
  }
  return found;
}

export class TypoIndex {
  private constructor(
    private readonly words: string[],
    private readonly frequencies: Int32Array,
    private readonly numbers: Map<string, number>,
    private readonly keys: Float64Array,
    private readonly wordsBySound: Map<string, number[]>,
  ) {}

  /** The index of a vocabulary; past 2,097,152 words only the most frequent are kept. */
  static build(vocabulary: VocabularyWord[]): TypoIndex {
    const kept = [...vocabulary].sort((a, b) => b.frequency - a.frequency).slice(0, wordNumberSpace);
    const words = kept.map((entry) => entry.word);
    const frequencies = Int32Array.from(kept, (entry) => entry.frequency);
    const numbers = new Map(words.map((word, index) => [word, index]));
    const keys: number[] = [];
    const wordsBySound = new Map<string, number[]>();
    words.forEach((word, number) => {
      const sound = word.length >= 4 ? soundOf(word) : null;
      if (sound) {
        const alike = wordsBySound.get(sound);
        if (alike) alike.push(number);
        else wordsBySound.set(sound, [number]);
      }
      // A catalogue word can be a candidate of query words one letter longer at most (5+ letters
      // allow one edit) or two letters longer (8+ letters allow two).
      const letters = word.length;
      const edits = letters >= 6 ? 2 : letters >= 4 ? 1 : 0;
      if (edits === 0) return;
      for (const deletion of deletionsOf(word, edits)) keys.push(fnv1a(deletion) * wordNumberSpace + number);
    });
    return new TypoIndex(words, frequencies, numbers, Float64Array.from(keys).sort(), wordsBySound);
  }

  get size(): number {
    return this.words.length;
  }

  /** How many titles hold the word (0 when the catalogue has no such word). */
  frequencyOf(word: string): number {
    const number = this.numbers.get(word);
    return number === undefined ? 0 : (this.frequencies[number] ?? 0);
  }

  /**
   * The catalogue's words within the edits allowed for the query word (allowedEdits, or `edits`
   * up to 2), other than the word itself, and the words that sound like it one edit further
   * and the same vowels (docs/features/browse-and-search.md#name-variants: "steven" finds
   * "stephen", two edits away).
   * A word that sounds alike counts one edit closer; the closest come first, then the most
   * frequent, at most `limit`.
   */
  candidates(query: string, options: { limit?: number; edits?: number } = {}): TypoCandidate[] {
    const { limit = maxCandidates, edits = allowedEdits(query) } = options;
    if (edits === 0) return [];
    const sound = soundOf(query);
    const alike = new Set(sound ? (this.wordsBySound.get(sound) ?? []) : []);
    const found = new Map<number, TypoCandidate>();
    const consider = (number: number, limitFor: number) => {
      const word = this.words[number] ?? '';
      if (word === query || found.has(number)) return;
      const distance = editDistance(query, word, limitFor);
      if (distance > limitFor) return;
      found.set(number, { word, distance, frequency: this.frequencies[number] ?? 0, soundsAlike: alike.has(number) });
    };
    for (const deletion of deletionsOf(query, edits)) {
      const hash = fnv1a(deletion);
      for (let at = this.firstAtLeast(hash * wordNumberSpace); at < this.keys.length; at += 1) {
        const key = this.keys[at] ?? 0;
        if (Math.floor(key / wordNumberSpace) !== hash) break;
        consider(key % wordNumberSpace, edits);
      }
    }
    // The further edit is only for spellings of one sound with the same vowels ("steven",
    // "stephen"): Double Metaphone ignores vowels, and "peter" must not find "potter".
    const soundLimit = Math.min(edits + 1, maxEdits);
    const vowels = vowelsOf(query);
    for (const number of alike) if (vowelsOf(this.words[number] ?? '') === vowels) consider(number, soundLimit);
    const closeness = (candidate: TypoCandidate) => candidate.distance - (candidate.soundsAlike ? 1 : 0);
    return [...found.values()]
      .sort(
        (a, b) =>
          closeness(a) - closeness(b) || b.frequency - a.frequency || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
      )
      .slice(0, limit);
  }

  private firstAtLeast(key: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? 0) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
