import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchColumns, SearchTerm } from './search-query.ts';

/** Weights of titles.search_vector (migrations 0011, 0058): title A, contributors B, series/publisher C, subjects D. */
const weights: Record<SearchColumns, string> = {
  all: '',
  title: 'A',
  author: 'B',
  series: 'C',
  publisher: 'C',
  subject: 'D',
};

/**
 * Columns that share a weight with another: the match is checked again on the column itself, its
 * words split as the index splits them (search_words(), migration 0058).
 */
const recheckColumn: Partial<Record<SearchColumns, RawBuilder<unknown>>> = {
  series: sql`search_words(coalesce(t.series, ''))`,
  publisher: sql`search_words(coalesce(t.publisher, ''))`,
  subject: sql`search_words(t.subject_labels)`,
};

/** A to_tsquery string: 'word:*' for a prefix, 'word' for an exact word, with the weight letter. */
export function toTsQuery(terms: SearchTerm[], weight: string): string {
  return terms.map((term) => termQuery(term, weight)).join(' & ');
}

/** Terms hold only letters and digits (see toSearchTerms); quoting keeps them single lexemes. */
const lexeme = (word: string, prefix: boolean, weight: string) =>
  `'${word}':${prefix ? '*' : ''}${weight}`.replace(/:$/, '');

/** One term: the word (a prefix unless exact), or any of its letters apart and its typo candidates (exact words). */
function termQuery(term: SearchTerm, weight: string): string {
  const alternatives = [lexeme(term.text, !term.exact, weight)];
  if (term.parts) alternatives.push(`(${term.parts.map((part) => lexeme(part, !term.exact, weight)).join(' & ')})`);
  for (const typo of term.typos ?? []) alternatives.push(lexeme(typo, false, weight));
  return alternatives.length === 1 ? (alternatives[0] ?? '') : `(${alternatives.join(' | ')})`;
}

export function createPostgresSearchIndex(db: Kysely<Database>): SearchIndex {
  const condition = (terms: SearchTerm[], columns: SearchColumns): RawBuilder<SqlBool> => {
    const indexed = sql<SqlBool>`t.search_vector @@ to_tsquery('simple', ${toTsQuery(terms, weights[columns])})`;
    const recheck = recheckColumn[columns];
    if (!recheck) return indexed;
    return sql<SqlBool>`(${indexed} and to_tsvector('simple', ${recheck}) @@ to_tsquery('simple', ${toTsQuery(terms, '')}))`;
  };
  return {
    dialect: 'postgres',
    matches: condition,
    async countMatches(terms, columns, cap) {
      const where = condition(terms, columns);
      const result = await (
        cap === undefined
          ? sql<{ count: number }>`select count(*) as count from titles t where ${where}`
          : sql<{ count: number }>`
            select count(*) as count from (select 1 as one from titles t where ${where} limit ${cap}) capped`
      ).execute(db);
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
