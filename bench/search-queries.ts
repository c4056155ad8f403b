/**
 * The search benchmarks' query mix: values drawn from pools (50 words, authors, ISBNs…) by a seeded
 * generator, so every run sends the same requests and a result cache does not see one repeated request.
 */
import { benchVocabulary, syntheticEisbn, titleCount } from './search-catalogue.ts';

export type Category =
  | 'empty browse'
  | 'common word'
  | 'rare word'
  | 'typo word'
  | 'author'
  | 'isbn'
  | 'two filters'
  | 'deep page'
  | 'language'
  | 'format'
  | 'big subject'
  | 'three broad filters';
export type Query = {
  category: Category;
  body: Record<string, unknown>;
  fts?: { text: string; columns: 'all' | 'author' };
};

export type Pools = Partial<Record<Category, Query[]>>;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Filters each holding a large share of the catalogue (85% English, 45% paperback, a third fiction). */
export function broadFilterPools(): Partial<Record<Category, Query[]>> {
  const sorts = ['', 'popularity', 'title'];
  return {
    language: sorts.map((v) => ({ category: 'language', body: { g: ['eng'], v } })),
    format: sorts.map((v) => ({ category: 'format', body: { f: ['TP'], v } })),
    'big subject': sorts.map((v) => ({ category: 'big subject', body: { s: ['FIC'], v } })),
    'three broad filters': sorts.map((v) => ({
      category: 'three broad filters',
      body: { g: ['eng'], f: ['TP'], s: ['FIC'], v },
    })),
  };
}

export function queryPools(): Partial<Record<Category, Query[]>> {
  const rand = seeded(7);
  const { words, authors } = benchVocabulary();
  const pool = <T>(size: number, make: (index: number) => T) => Array.from({ length: size }, (_, index) => make(index));
  const groups = ['FIC', 'JUV', 'HIS', 'BIO', 'COO', 'SCI', 'YAF', 'BUS'];
  const bindings = ['HC', 'TP', 'MM'];
  return {
    'empty browse': [{ category: 'empty browse', body: { v: 'popularity' } }],
    'common word': pool(30, (index) => {
      const word = words[10 + index] ?? 'love';
      return { category: 'common word', body: { t: word, k: 'keyword' }, fts: { text: word, columns: 'all' } };
    }),
    'rare word': pool(50, () => {
      const word = words[12_000 + Math.floor(rand() * 8000)] ?? 'zel';
      return { category: 'rare word', body: { t: word, k: 'keyword' }, fts: { text: word, columns: 'all' } };
    }),
    // A word of the vocabulary with two neighbouring letters swapped: matched through its candidates.
    'typo word': pool(40, () => {
      const word = words.filter((candidate) => candidate.length >= 6)[Math.floor(rand() * 8000)] ?? 'lantern';
      const at = 1 + Math.floor(rand() * (word.length - 3));
      const typo = `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
      return { category: 'typo word', body: { t: typo, k: 'keyword' } };
    }),
    author: pool(50, () => {
      const author = authors[Math.floor(rand() * 3000)] ?? 'Ada Kalo';
      return { category: 'author', body: { t: author, k: 'author' }, fts: { text: author, columns: 'author' } };
    }),
    isbn: pool(50, () => {
      const eisbn = syntheticEisbn(Math.floor(rand() * titleCount));
      const typed =
        rand() < 0.5
          ? eisbn
          : `${eisbn.slice(0, 3)}-${eisbn.slice(3, 4)}-${eisbn.slice(4, 8)}-${eisbn.slice(8, 12)}-${eisbn.slice(12)}`;
      return { category: 'isbn', body: { t: typed, k: 'isbn' } };
    }),
    'two filters': pool(24, (index) => ({
      category: 'two filters',
      body: { s: [groups[index % groups.length]], f: [bindings[index % bindings.length]] },
    })),
    'deep page': pool(20, () => ({
      category: 'deep page',
      body: { o: 28 * (180 + Math.floor(rand() * 176)) },
    })),
  };
}
