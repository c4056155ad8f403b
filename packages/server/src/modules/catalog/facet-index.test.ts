import { describe, expect, it } from 'vitest';
import { FacetIndex, membersOf } from './facet-index.ts';
import { TitleBitset } from './title-bitset.ts';

const title = (id: number, language: string, releaseDate: number | null = null) => ({
  id,
  eisbn: `978000000${String(id).padStart(4, '0')}`,
  bindingCode: 'TP',
  binding: 'Paperback',
  language,
  audience: null,
  releaseDate,
  publisher: null,
  workKey: null,
  popularityRank: null,
  titleRank: null,
});

/** The catalogue, with one more title far off when `farTitle`: a few titles' sets are then walked title by title. */
const build = (farTitle: boolean) =>
  FacetIndex.build(
    [
      title(1, 'eng', 100),
      title(2, 'spa', 200),
      title(3, 'spa', 300),
      title(5, 'fre'),
      ...(farTitle ? [title(100_000, 'ger')] : []),
    ],
    [
      { eisbn: '9780000000001', code: 'FIC019000', label: 'Fiction / Literary', scheme: 'BISAC' },
      { eisbn: '9780000000001', code: 'FIC022000', label: 'Fiction / Mystery', scheme: 'BISAC' },
      { eisbn: '9780000000003', code: 'HIS037000', label: 'History / World', scheme: 'BISAC' },
    ],
    [
      { eisbn: '9780000000002', name: 'Ada Fields' },
      { eisbn: '9780000000003', name: 'Ada Fields' },
      { eisbn: '9780000000003', name: 'Ben Ortiz' },
    ],
  );
const index = build(false);
const sparse = build(true);

const countsOf = (name: keyof typeof index.groups, result: TitleBitset, isAll = false, of = index) => {
  const group = of.groups[name];
  const counts = group.count(result, () => membersOf(result), result.count(), 1000, isAll);
  return Object.fromEntries(group.keys.map((key, at) => [key, counts[at]]));
};

describe('FacetIndex', () => {
  it('counts each option of a result once per title, by its sets or title by title alike', () => {
    const result = TitleBitset.of(index.maxId, [1, 3, 5]);
    const walked = TitleBitset.of(sparse.maxId, [1, 3, 5]);

    expect(countsOf('language', result)).toEqual({ eng: 1, spa: 1, fre: 1 });
    expect(countsOf('language', walked, false, sparse)).toEqual({ eng: 1, spa: 1, fre: 1, ger: 0 });
    expect(countsOf('subjectTop', walked, false, sparse)).toEqual({ FIC: 1, HIS: 1 });
    expect(countsOf('contributor', walked, false, sparse)).toEqual({ 'Ada Fields': 1, 'Ben Ortiz': 1 });
    // A large result is counted by population counts of the options' sets: the same answer.
    const big = TitleBitset.of(index.maxId, [1, 2, 3, 5]);
    expect(countsOf('language', big)).toEqual({ eng: 1, spa: 2, fre: 1 });
    expect(countsOf('language', big, true)).toEqual({ eng: 1, spa: 2, fre: 1 });
  });

  it('keeps the most frequent options of the whole catalogue, whose counts every plain browse shares, and not those of a result', () => {
    const languages = index.groups.language;
    const totals = languages.count(index.all, () => membersOf(index.all), index.size, 1000, true);
    const result = TitleBitset.of(index.maxId, [2, 3, 5]);
    const counts = languages.count(result, () => membersOf(result), result.count(), 1000);
    const names = (options: readonly number[]) => options.map((option) => languages.keys[option]);

    // Ties at the cut are taken in the options' order: eng before fre.
    expect(names(languages.mostFrequent(totals, 2))).toEqual(['eng', 'spa']);
    expect(languages.mostFrequent(totals, 2)).toBe(languages.mostFrequent(totals, 2));
    expect(names(languages.mostFrequent(counts, 2))).toEqual(['spa', 'fre']);
    expect(languages.mostFrequent(counts, 2)).not.toBe(languages.mostFrequent(counts, 2));
  });

  it('finds and counts the titles of a group of many options, one a title, title by title', () => {
    // 72 publishers: more than a group keeps sets for. Every tenth title has none.
    const rows = Array.from({ length: 160 }, (_, at) => ({
      ...title(at + 1, 'eng'),
      publisher: at % 10 === 9 ? null : `Publisher ${at % 80}`,
    }));
    const many = FacetIndex.build(rows, [], []);
    const result = TitleBitset.of(many.maxId, [4, 10, 84, 85]);
    const counted = Object.entries(countsOf('publisher', result, false, many)).filter(([, count]) => count !== 0);

    expect(many.groups.publisher.sets).toBeNull();
    expect(
      many.groups.publisher.titlesWith((key) => key === 'Publisher 3' || key === 'Publisher 5', many.maxId).rowids(),
    ).toEqual([4, 6, 84, 86]);
    expect(Object.fromEntries(counted)).toEqual({ 'Publisher 3': 2, 'Publisher 4': 1 });
  });

  it('counts the publication date buckets alike over the members and over the whole catalogue', () => {
    const now = 250;
    const over = index.countDates(membersOf(index.all), now, 1000);
    const whole = index.countDates('all', now, 1000);

    expect(whole).toEqual(over);
    expect(whole.forthcoming).toBe(1);
  });

  it('knows the titles of eisbns, and leaves out those it does not hold', () => {
    expect(index.setOf(['9780000000002', '9789999999999']).rowids()).toEqual([2]);
    expect(index.size).toBe(4);
  });
});
