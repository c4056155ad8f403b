import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/*
 * The full-text index of the titles (docs/features/browse-and-search.md#search, docs/decisions/0008-search-index.md).
 *
 * SQLite: an FTS5 table with external content (the titles table itself), kept in step by triggers,
 * so the importer only ever writes titles. No stemming: words match as prefixes, '!word' exactly.
 * The prefix indexes make short prefixes ('th*') cheap.
 *
 * PostgreSQL: a stored generated tsvector on titles with the 'simple' configuration (the same
 * no-stemming rule), weighted title A, contributors B, series and publisher C, subjects and ISBNs D,
 * with a GIN index.
 */
const ftsColumns = [
  'title',
  'subtitle',
  'series',
  'contributor_names',
  'publisher',
  'subject_labels',
  'eisbn',
  'isbn10',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      alter table titles add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(subtitle, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(contributor_names, '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(series, '') || ' ' || coalesce(publisher, '')), 'C') ||
        setweight(to_tsvector('simple', coalesce(subject_labels, '') || ' ' || eisbn || ' ' || coalesce(isbn10, '')), 'D')
      ) stored`.execute(db);
    await sql`create index titles_search_vector_idx on titles using gin (search_vector)`.execute(db);
    return;
  }
  const columns = sql.raw(ftsColumns.join(', '));
  const newValues = sql.raw(ftsColumns.map((column) => `new.${column}`).join(', '));
  const oldValues = sql.raw(ftsColumns.map((column) => `old.${column}`).join(', '));
  await sql`
    create virtual table titles_fts using fts5(
      ${columns},
      content = 'titles', content_rowid = 'rowid',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  await sql`create trigger titles_fts_insert after insert on titles begin
      insert into titles_fts(rowid, ${columns}) values (new.rowid, ${newValues});
    end`.execute(db);
  await sql`create trigger titles_fts_delete after delete on titles begin
      insert into titles_fts(titles_fts, rowid, ${columns}) values ('delete', old.rowid, ${oldValues});
    end`.execute(db);
  // Only a change to an indexed column touches the index (a popularity refresh does not).
  await sql`create trigger titles_fts_update after update of ${columns} on titles begin
      insert into titles_fts(titles_fts, rowid, ${columns}) values ('delete', old.rowid, ${oldValues});
      insert into titles_fts(rowid, ${columns}) values (new.rowid, ${newValues});
    end`.execute(db);
  // Titles already there (a database migrated after the demo was loaded) are indexed now.
  await sql`insert into titles_fts(titles_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index titles_search_vector_idx`.execute(db);
    await sql`alter table titles drop column search_vector`.execute(db);
    return;
  }
  await sql`drop trigger titles_fts_update`.execute(db);
  await sql`drop trigger titles_fts_delete`.execute(db);
  await sql`drop trigger titles_fts_insert`.execute(db);
  await sql`drop table titles_fts`.execute(db);
}
