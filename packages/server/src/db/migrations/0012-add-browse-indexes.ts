import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/*
 * Indexes for browse/get on a million titles (docs/decisions/0008-search-index.md): every sort has
 * an index in its order (ties broken by eisbn, so pages are stable), the multi-valued filters have
 * covering indexes from value to eisbn, and stock has covering indexes for "in stock here" and
 * "anywhere in this store". PostgreSQL needs DESC NULLS LAST spelled out to match the ORDER BY;
 * on SQLite that is the natural order of a descending scan.
 */
type IndexSpec = { name: string; table: string; sqlite: string; postgres: string };

const indexes: IndexSpec[] = [
  {
    name: 'titles_popularity_idx',
    table: 'titles',
    sqlite: 'popularity desc, eisbn',
    postgres: 'popularity desc nulls last, eisbn',
  },
  {
    name: 'titles_release_date_idx',
    table: 'titles',
    sqlite: 'release_date desc, eisbn',
    postgres: 'release_date desc nulls last, eisbn',
  },
  { name: 'titles_title_sort_idx', table: 'titles', sqlite: 'lower(title), eisbn', postgres: 'lower(title), eisbn' },
  {
    name: 'titles_author_sort_idx',
    table: 'titles',
    sqlite: 'lower(contributor_names), eisbn',
    postgres: 'lower(contributor_names), eisbn',
  },
  // The catalogue revision that per-process caches key on: max(updated_at).
  { name: 'titles_updated_at_idx', table: 'titles', sqlite: 'updated_at', postgres: 'updated_at' },
  // ISBN-10 search: the exact lookup beside eisbn.
  { name: 'titles_isbn10_idx', table: 'titles', sqlite: 'isbn10', postgres: 'isbn10' },
  { name: 'titles_binding_idx', table: 'titles', sqlite: 'binding_code', postgres: 'binding_code' },
  { name: 'titles_publisher_idx', table: 'titles', sqlite: 'publisher', postgres: 'publisher' },
  {
    name: 'title_subjects_code_eisbn_idx',
    table: 'title_subjects',
    sqlite: 'code, eisbn',
    postgres: 'code varchar_pattern_ops, eisbn',
  },
  {
    name: 'title_contributors_name_eisbn_idx',
    table: 'title_contributors',
    sqlite: 'name, eisbn',
    postgres: 'name, eisbn',
  },
  {
    name: 'stock_location_onhand_idx',
    table: 'stock',
    sqlite: 'store_id, location_id, eisbn, onhand, onorder, is_extra_orderable, price_cents',
    postgres: 'store_id, location_id, eisbn, onhand, onorder, is_extra_orderable, price_cents',
  },
  {
    name: 'stock_store_eisbn_onhand_idx',
    table: 'stock',
    sqlite: 'store_id, eisbn, onhand, location_id',
    postgres: 'store_id, eisbn, onhand, location_id',
  },
  { name: 'stock_store_updated_idx', table: 'stock', sqlite: 'store_id, updated_at', postgres: 'store_id, updated_at' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const index of indexes) {
    const columns = postgres ? index.postgres : index.sqlite;
    await sql`create index ${sql.id(index.name)} on ${sql.id(index.table)} (${sql.raw(columns)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...indexes].reverse()) await sql`drop index ${sql.id(index.name)}`.execute(db);
}
