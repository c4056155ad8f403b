import { emptyBrowseFilter } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { FacetIndex, membersOf } from './facet-index.ts';
import { toFilterInfo, type FacetCounts } from './facets.ts';

/** 150 titles; author n (of 150) wrote titles n up to 150, so author 1 has the most. */
const titles = Array.from({ length: 150 }, (_, at) => ({
  id: at + 1,
  eisbn: `978000000${String(at + 1).padStart(4, '0')}`,
  bindingCode: null,
  binding: null,
  language: null,
  audience: null,
  releaseDate: null,
  publisher: null,
  workKey: null,
  popularityRank: null,
  titleRank: null,
}));
const index = FacetIndex.build(
  titles,
  [],
  titles.flatMap((title) =>
    Array.from({ length: title.id }, (_, author) => ({
      eisbn: title.eisbn,
      name: `Author ${String(author + 1).padStart(3, '0')}`,
    })),
  ),
);

function filterInfo(selected: string[] = []) {
  const result = index.all;
  const groups = Object.fromEntries(
    Object.entries(index.groups).map(([name, group]) => [
      name,
      group.count(result, () => membersOf(result), result.count(), 1000),
    ]),
  ) as FacetCounts['groups'];
  return toFilterInfo({
    filter: { ...emptyBrowseFilter, c: selected },
    index,
    groups,
    statuses: new Map(),
    prices: new Map(),
    pubDates: new Map(),
  }).filter((option) => option.m === 'c');
}

describe('toFilterInfo', () => {
  it('lists the 100 most frequent contributors, most titles first, and a chosen one beyond them', () => {
    const contributors = filterInfo(['Author 150']);

    expect(contributors).toHaveLength(101);
    expect(contributors.slice(0, 3).map((option) => [option.k, option.c])).toEqual([
      ['Author 001', 150],
      ['Author 002', 149],
      ['Author 003', 148],
    ]);
    expect(contributors[99]?.k).toBe('Author 100');
    expect(contributors[100]).toMatchObject({ k: 'Author 150', c: 1 });
  });
});
