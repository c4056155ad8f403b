import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/*
 * PostgreSQL's text parser reads a hyphen before digits as a sign and keeps dotted and slashed runs
 * whole, so "Catch-22" was indexed as "catch" and "-22", and "catch 22" found nothing, while a query
 * is split into letters and digits only (docs/features/browse-and-search.md#search). The search
 * text now goes through search_words(), which reads every ASCII punctuation mark as a space, as
 * SQLite's tokenizer already does; the SQLite index is unchanged.
 *
 * A generated column's expression cannot be altered, so the column and its index are made again;
 * that rewrites the titles table once.
 */

const generatedSearchVector = (words: (column: string) => string) =>
  sql.raw(`tsvector generated always as (
    setweight(to_tsvector('simple', ${words("coalesce(title, '') || ' ' || coalesce(subtitle, '')")}), 'A') ||
    setweight(to_tsvector('simple', ${words("coalesce(contributor_names, '')")}), 'B') ||
    setweight(to_tsvector('simple', ${words("coalesce(series, '') || ' ' || coalesce(publisher, '')")}), 'C') ||
    setweight(to_tsvector('simple', ${words("coalesce(subject_labels, '') || ' ' || eisbn || ' ' || coalesce(isbn10, '')")}), 'D')
  ) stored`);

async function remakeSearchVector(db: Kysely<unknown>, words: (column: string) => string): Promise<void> {
  await sql`drop index titles_search_vector_idx`.execute(db);
  await sql`alter table titles drop column search_vector`.execute(db);
  await sql`alter table titles add column search_vector ${generatedSearchVector(words)}`.execute(db);
  await sql`create index titles_search_vector_idx on titles using gin (search_vector)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  // Code point ranges, so the database's locale cannot change which characters are punctuation.
  await sql`
    create function search_words(text) returns text language sql immutable parallel safe
    as $$ select regexp_replace($1, '[!-/:-@[-\`{-~]+', ' ', 'g') $$`.execute(db);
  await remakeSearchVector(db, (column) => `search_words(${column})`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await remakeSearchVector(db, (column) => column);
  await sql`drop function search_words(text)`.execute(db);
}
