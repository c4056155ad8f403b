import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './search-index-sqlite.ts';
import { toTsQuery } from './search-index-postgres.ts';
import { latinSpelling, toIsbnLookup, toSearchTerms, toTextQuery, withTypos } from './search-query.ts';
import { TypoIndex } from './typo-index.ts';

describe('search text', () => {
  it.each([
    [
      'The River',
      [
        { text: 'the', exact: false },
        { text: 'river', exact: false },
      ],
    ],
    [
      '!run home',
      [
        { text: 'run', exact: true },
        { text: 'home', exact: false },
      ],
    ],
    ["O'Brien, sci-fi", ['o', 'brien', 'sci', 'fi'].map((text) => ({ text, exact: false }))],
    [
      'Brontë  "Wuthering"',
      [
        { text: 'brontë', exact: false },
        { text: 'wuthering', exact: false },
      ],
    ],
    ['"OR" AND NEAR(', ['or', 'and', 'near'].map((text) => ({ text, exact: false }))],
  ])('reads %j as terms', (text, terms) => {
    expect(toSearchTerms(text)).toEqual(terms);
  });

  it.each([
    ['978-0-306-40615-7', { eisbns: ['9780306406157'], isbn10: null }],
    ['0-306-40615-2', { eisbns: ['9780306406157'], isbn10: '0306406152' }],
    ['080442957X', { eisbns: ['9780804429573'], isbn10: '080442957X' }],
    ['012345678905', { eisbns: ['0012345678905'], isbn10: null }],
    ['river', null],
    ['12345', null],
  ])('reads %s as an ISBN lookup', (text, lookup) => {
    expect(toIsbnLookup(text)).toEqual(lookup);
  });

  it('searches a keyword that reads as an ISBN as that ISBN only', () => {
    expect(toTextQuery('978 0 306 40615 7', 'keyword')).toEqual({
      terms: [],
      columns: 'all',
      isbns: { eisbns: ['9780306406157'], isbn10: null },
    });
    expect(toTextQuery('   ', 'keyword')).toBeNull();
  });

  it('writes each term quoted for FTS5, prefixes with *, in the kind’s columns', () => {
    const terms = toSearchTerms('!run hom');

    expect(toFtsQuery(terms, 'all')).toBe('("run" AND "hom"*)');
    expect(toFtsQuery(terms, 'author')).toBe('{contributor_names} : ("run" AND "hom"*)');
    expect(toTsQuery(terms, 'A')).toBe("'run':A & 'hom':*A");
    expect(toTsQuery(terms, '')).toBe("'run' & 'hom':*");
  });

  it('reads initials as one word in a keyword or author search, keeping the letters apart for keyword only', () => {
    expect(toTextQuery('j.k. rowling', 'author')?.terms).toEqual([
      { text: 'jk', exact: false },
      { text: 'rowling', exact: false },
    ]);
    expect(toTextQuery('J. K. Rowling', 'keyword')?.terms).toEqual([
      { text: 'jk', exact: false, parts: ['j', 'k'] },
      { text: 'rowling', exact: false },
    ]);
    expect(toTextQuery('jk rowling', 'keyword')?.terms).toEqual([
      { text: 'jk', exact: false },
      { text: 'rowling', exact: false },
    ]);
    expect(toTextQuery('j.k.', 'title')?.terms).toEqual([
      { text: 'j', exact: false },
      { text: 'k', exact: false },
    ]);
  });

  it('writes a term’s letters apart and its typo candidates as alternatives, candidates as exact words', () => {
    const terms = [
      { text: 'jk', exact: false, parts: ['j', 'k'] },
      { text: 'poter', exact: false, typos: ['potter', 'peter'] },
    ];

    expect(toFtsQuery(terms, 'author')).toBe(
      '{contributor_names} : (("jk"* OR ("j"* AND "k"*)) AND ("poter"* OR "potter" OR "peter"))',
    );
    expect(toTsQuery(terms, 'B')).toBe("('jk':*B | ('j':*B & 'k':*B)) & ('poter':*B | 'potter':B | 'peter':B)");
  });

  it.each([
    ['толстой', 'tolstoy'],
    ['гоголь', 'gogol'],
    ['καζαντζάκης', 'kazantzakis'],
    ['tolstoy', null],
    ['村上春樹', null],
  ])('spells %s in Latin letters as %j', (word, latin) => {
    expect(latinSpelling(word)).toBe(latin);
  });

  it('matches a word typed in Cyrillic by its Latin spelling and the catalogue words a slip from it', () => {
    const typoIndex = TypoIndex.build([
      { word: 'dostoevsky', frequency: 12 },
      { word: 'dostoyevsky', frequency: 4 },
    ]);
    const query = toTextQuery('Достоевский', 'author');

    expect(query && withTypos(query, typoIndex).terms).toEqual([
      { text: 'достоевский', exact: false, typos: ['dostoevskiy', 'dostoevsky', 'dostoyevsky'] },
    ]);
  });
});
