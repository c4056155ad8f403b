import { PostgresAdapter, type Kysely } from 'kysely';
import type { DatabaseDialect } from './database.ts';

/** Which database a Kysely instance talks to: the one place the server tells SQLite from PostgreSQL. */
export const dialectOf = (db: Pick<Kysely<unknown>, 'getExecutor'>): DatabaseDialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
