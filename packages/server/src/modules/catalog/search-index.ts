import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DatabaseDialect } from '../../db/database.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { SearchColumns, SearchTerm } from './search-query.ts';
import { createPostgresSearchIndex } from './search-index-postgres.ts';
import { createSqliteSearchIndex } from './search-index-sqlite.ts';

/**
 * The database's own full-text engine behind one interface (docs/features/browse-and-search.md#search): SQLite FTS5 or
 * PostgreSQL tsvector + GIN. The rest of the server only asks "does this title match?".
 * Both follow one rule (docs/decisions/0008-search-index.md): no stemming; every term must
 * match; a term matches words it begins, or exactly the word when typed with '!'.
 */
export interface SearchIndex {
  readonly dialect: DatabaseDialect;
  /** A condition on the titles row aliased `t`: every term matches within `columns`. */
  matches(terms: SearchTerm[], columns: SearchColumns): RawBuilder<SqlBool>;
  /**
   * The bare full-text lookup alone: how many titles match, counting no further than `cap` when
   * given (browse/get's count of a plain search, answered by the index without touching titles).
   */
  countMatches(terms: SearchTerm[], columns: SearchColumns, cap?: number): Promise<number>;
}

export function createSearchIndex(db: Kysely<Database>): SearchIndex {
  return dialectOf(db) === 'postgres' ? createPostgresSearchIndex(db) : createSqliteSearchIndex(db);
}
