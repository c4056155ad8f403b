import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/*
 * browse/get walks titles in sort order and probes each title for the filter
 * (docs/decisions/0008-search-index.md). A binding (f/HC) is a column of the title row, so the
 * walk read every title's row to check it. With the binding first and the popularity order after
 * it, the walk stays in one index: the first page of "paperbacks in fiction" is read from the
 * index entries alone. It replaces titles_binding_idx (binding_code), which is its prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns =
    dialectOf(db) === 'postgres'
      ? 'binding_code, popularity desc nulls last, eisbn'
      : 'binding_code, popularity desc, eisbn';
  await sql`create index titles_binding_popularity_idx on titles (${sql.raw(columns)})`.execute(db);
  await sql`drop index titles_binding_idx`.execute(db);
  // The planner picks the walk from the index's statistics; a sampled ANALYZE is quick on a
  // million titles (PostgreSQL's autovacuum analyses on its own).
  if (dialectOf(db) !== 'postgres') {
    await sql`pragma analysis_limit = 1000`.execute(db);
    await sql`analyze titles`.execute(db);
    await sql`pragma analysis_limit = 0`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index titles_binding_idx on titles (binding_code)`.execute(db);
  await sql`drop index titles_binding_popularity_idx`.execute(db);
}
