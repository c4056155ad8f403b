import { describe, expect, it } from 'vitest';
import { emptyProductRecord, type ProductRecord } from './product-record.ts';
import { toTitleRows, type TitleRows } from './title-rows.ts';

function record(overrides: Partial<ProductRecord>): ProductRecord {
  return {
    ...emptyProductRecord(10),
    identifiers: { isbn13: '9780439023481', gtin13: null, isbn10: null, upc: null },
    title: 'The Hunger Games',
    contributors: [{ name: 'Suzanne Collins', role: 'author', bio: null, isCanadian: false }],
    ...overrides,
  };
}

function rowsOf(input: ProductRecord): TitleRows {
  const rows = toTitleRows(input, 1000);
  if ('reason' in rows) throw new Error(rows.reason);
  return rows;
}

describe('toTitleRows', () => {
  it('keeps a safe subset of the description: no scripts, handlers or javascript: links', () => {
    const rows = rowsOf(
      record({
        description:
          '<p onclick="x()">A <em>storm</em><br><a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    );

    expect(rows.title.description).toBe(
      '<p>A <em>storm</em><br /><a rel="nofollow noopener" target="_blank">x</a> <a href="https://example.com" rel="nofollow noopener" target="_blank">y</a></p>',
    );
  });

  it('keeps the code as the label of a subject without one, and each code once', () => {
    const rows = rowsOf(
      record({
        subjects: [
          { scheme: 'BISAC', code: 'FIC000000', label: null },
          { scheme: 'THEMA', code: 'FBA', label: 'Modern fiction' },
          { scheme: 'BISAC', code: 'FIC000000', label: 'FICTION / General' },
        ],
      }),
    );

    expect(rows.subjects.map(({ code, label, scheme }) => ({ code, label, scheme }))).toEqual([
      { code: 'FIC000000', label: 'FIC000000', scheme: 'BISAC' },
      { code: 'FBA', label: 'Modern fiction', scheme: 'THEMA' },
    ]);
    expect(rows.title.subjectLabels).toBe('FIC000000 | Modern fiction');
  });

  it('joins contributor names for the search index and keys the work by title and first author', () => {
    const rows = rowsOf(
      record({
        title: 'The Hunger Games!',
        contributors: [
          { name: 'Suzanne Collins', role: 'author', bio: null, isCanadian: false },
          { name: 'Carolyn McCormick', role: 'narrator', bio: null, isCanadian: false },
        ],
      }),
    );

    expect(rows.title).toMatchObject({
      contributorNames: 'Suzanne Collins | Carolyn McCormick',
      workKey: 'the hunger games|suzanne collins',
      titleSort: 'hunger games',
      authorSort: 'collins suzanne collins',
      isbn10: '0439023483',
    });
  });

  it.each([
    [
      'a wrong ISBN check digit',
      { identifiers: { isbn13: '9780439023482', gtin13: null, isbn10: null, upc: null } },
      "ISBN-13 '9780439023482' is not valid (check digit or format)",
    ],
    ['no title', { title: '  ' }, 'has no title'],
    ['a value the reader could not read', { problems: ["price 'x' is not an amount"] }, "price 'x' is not an amount"],
  ])('refuses a record with %s', (_case, overrides: Partial<ProductRecord>, reason) => {
    expect(toTitleRows(record(overrides), 1000)).toEqual({ reason });
  });
});
