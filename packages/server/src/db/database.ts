import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SearchPathPostgresDialect } from './search-path-introspector.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

/**
 * Column names whose digit follows an underscore in SQL. CamelCasePlugin reads `street_address_2`
 * as `streetAddress2` but would write `street_address2`, while `phone2` and `isbn10` have none.
 */
const snakeCaseExceptions: Record<string, string> = { streetAddress2: 'street_address_2' };

class ColumnNamesPlugin extends CamelCasePlugin {
  protected override snakeCase(name: string): string {
    return snakeCaseExceptions[name] ?? super.snakeCase(name);
  }
}

/**
 * SQLite transactions take the write lock as they begin (BEGIN IMMEDIATE). A deferred transaction
 * that reads and then writes fails at once with SQLITE_BUSY when another process (a second server
 * process, the CLI importing) wrote in between, and busy_timeout cannot wait that out; begun
 * immediately, it waits its turn. Within one process Kysely runs one transaction at a time anyway.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  constructor(private readonly dialectConfig: SqliteDialectConfig) {
    super(dialectConfig);
  }

  override createDriver() {
    return new ImmediateTransactionDriver(this.dialectConfig);
  }
}

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise the SQLite file DATA_DIR/bookfront.sqlite. */
  databaseUrl?: string | undefined;
  /** SQLite file to open instead of the one in dataDir (tests use a temp file). */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests create one each); the default is the server's search_path. */
  postgresSchema?: string;
  /** Largest PostgreSQL pool; each API process keeps at most this many connections. */
  poolSize?: number;
};

export const sqliteFileName = 'bookfront.sqlite';

const pgInt8 = 20;

/** Opens the database the configuration names. The caller closes it. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openSqlite(options.sqliteFile ?? path.join(options.dataDir, sqliteFileName));
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the one writer; busy_timeout makes a second process (the CLI) wait
  // for the lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed in the file, so erased card data does not linger in
  // free space (docs/decisions/0013-card-payments.md#retention).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Browse and search read a large catalogue: map up to 1 GB of the file and keep 64 MB of pages.
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('cache_size = -65536');
  // The planner needs statistics to pick join orders on a large catalogue. SQLite's advice for
  // long-lived connections: a bounded `optimize` on open, and another before closing, after
  // imports have changed the tables.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionDialect({ database: withStatementCache(sqlite) }),
    plugins: [new ColumnNamesPlugin()],
  });
  const close = () => {
    sqlite.pragma('optimize');
    return db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}

const statementCacheSize = 500;

/**
 * Kysely prepares every query anew; on the hot path (store and session lookups on every request)
 * preparing costs about as much as running. Statements are reusable, so the same SQL text reuses
 * its statement. SQLite re-prepares a cached statement itself when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached) return cached;
      const statement = sqlite.prepare(text);
      // Insert batches make one-off SQL texts; a full cache starts over instead of growing.
      if (statements.size >= statementCacheSize) statements.clear();
      statements.set(text, statement);
      return statement;
    },
  };
}

function openPostgres(connectionString: string, options: DatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
    // count(*) and our bigint unix times come back as int8; as numbers they match SQLite. Unix
    // seconds and row counts stay far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pgInt8
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({
    dialect: new SearchPathPostgresDialect({ pool }),
    plugins: [new ColumnNamesPlugin()],
  });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
