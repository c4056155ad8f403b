import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchColumns, SearchTerm } from './search-query.ts';

/** FTS5 column filters per search kind; 'all' searches every column, ISBNs included. */
const columnFilters: Record<SearchColumns, string> = {
  all: '',
  title: '{title subtitle} : ',
  author: '{contributor_names} : ',
  series: '{series} : ',
  publisher: '{publisher} : ',
  subject: '{subject_labels} : ',
};

/**
 * The FTS5 query string: each term a quoted string (so no word is read as an operator), '*' for
 * a prefix. Terms hold only letters and digits (see toSearchTerms), so quoting is safe.
 */
export function toFtsQuery(terms: SearchTerm[], columns: SearchColumns): string {
  return `${columnFilters[columns]}(${terms.map(termQuery).join(' AND ')})`;
}

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** One term: the word (a prefix unless exact), or any of its letters apart and its typo candidates (exact words). */
function termQuery(term: SearchTerm): string {
  const prefix = term.exact ? '' : '*';
  const alternatives = [`${quoted(term.text)}${prefix}`];
  if (term.parts) alternatives.push(`(${term.parts.map((part) => `${quoted(part)}${prefix}`).join(' AND ')})`);
  for (const typo of term.typos ?? []) alternatives.push(quoted(typo));
  return alternatives.length === 1 ? (alternatives[0] ?? '') : `(${alternatives.join(' OR ')})`;
}

export function createSqliteSearchIndex(db: Kysely<Database>): SearchIndex {
  return {
    dialect: 'sqlite',
    // A subquery that does not depend on the row: SQLite runs the match once and probes its result.
    matches: (terms, columns) =>
      sql<boolean>`t.rowid in (select rowid from titles_fts where titles_fts match ${toFtsQuery(terms, columns)})`,
    async countMatches(terms, columns, cap) {
      const match = toFtsQuery(terms, columns);
      const result = await (
        cap === undefined
          ? sql<{ count: number }>`select count(*) as count from titles_fts where titles_fts match ${match}`
          : sql<{ count: number }>`
            select count(*) as count from (
              select 1 as one from titles_fts where titles_fts match ${match} limit ${cap}) capped`
      ).execute(db);
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
