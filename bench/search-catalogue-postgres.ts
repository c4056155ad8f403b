/**
 * The search benchmark's synthetic catalogue on PostgreSQL: the SQLite catalogue of
 * search-catalogue.ts copied into a schema of its own (`bench_search_<titles>`), kept between runs
 * like the SQLite file (a few minutes to load 200,000 titles), with the demo store loaded as the
 * server would load it.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { loadDemo } from '../packages/server/src/demo/load-demo.ts';
import { databaseFile, ensureCatalogue, titleCount } from './search-catalogue.ts';

export const postgresSchema = `bench_search_${titleCount}`;

/** The catalogue's tables, in the order they are copied (stock and contributors refer to titles). */
const copiedTables = ['titles', 'title_contributors', 'title_subjects', 'stock', 'search_words'] as const;
const batchRows = 5000;

/** The database URL whose connections use the bench's schema. */
export function benchDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${postgresSchema}`);
  return url.toString();
}

/** Columns both databases have (PostgreSQL's generated search vector is left to PostgreSQL). */
async function sharedColumns(client: pg.Client, sqlite: SQLite.Database, table: string): Promise<string[]> {
  const result = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'`,
    [postgresSchema, table],
  );
  const inPostgres = new Set(result.rows.map((row) => row.column_name));
  const inSqlite = sqlite.prepare(`select name from pragma_table_info('${table}')`).pluck().all() as string[];
  return inSqlite.filter((column) => inPostgres.has(column));
}

/** Copies one table in batches: rows as JSON, typed by the table's own row type. */
async function copyTable(client: pg.Client, sqlite: SQLite.Database, table: string) {
  const columns = await sharedColumns(client, sqlite, table);
  const list = columns.map((column) => `"${column}"`).join(', ');
  const rows = sqlite.prepare(`select ${list} from ${table}`).iterate() as Iterable<Record<string, unknown>>;
  let batch: Record<string, unknown>[] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(
      `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)
       on conflict do nothing`,
      [JSON.stringify(batch)],
    );
    copied += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchRows) await flush();
  }
  await flush();
  console.log(`  ${table}: ${copied.toLocaleString('en-US')} rows`);
}

/** Loads the catalogue into its schema unless a complete copy is there. */
export async function ensurePostgresCatalogue(databaseUrl: string): Promise<void> {
  await ensureCatalogue();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const done = await client.query(
      `select 1 from information_schema.tables where table_schema = $1 and table_name = 'bench_complete'`,
      [postgresSchema],
    );
    if (done.rowCount === 1) return;
    console.log(
      `Copying ${titleCount.toLocaleString('en-US')} titles into PostgreSQL schema ${postgresSchema} (once)…`,
    );
    const started = Date.now();
    await client.query(`drop schema if exists ${postgresSchema} cascade`);
    await client.query(`create schema ${postgresSchema}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'bookfront-bench-pg-'));
    try {
      const handle = openDatabase({ dataDir, databaseUrl, postgresSchema });
      await migrateToLatest(handle.db);
      await loadDemo({ db: handle.db, dataDir });
      await handle.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    await client.query(`set search_path = ${postgresSchema}`);
    const sqlite = new SQLite(databaseFile, { readonly: true });
    try {
      await client.query('delete from search_words');
      for (const table of copiedTables) await copyTable(client, sqlite, table);
    } finally {
      sqlite.close();
    }
    await client.query('analyze');
    await client.query('create table bench_complete (at timestamptz default now())');
    console.log(`  copied in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}
