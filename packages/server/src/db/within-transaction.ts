import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in a transaction of `db`, or in `db` itself when it already is one: a repository made
 * on a caller's transaction (a console change and its audit entry) writes inside it, since Kysely
 * does not nest transactions.
 */
export function withinTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
