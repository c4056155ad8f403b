import type { Kysely } from 'kysely';
import type { Database, NewClientError } from '../../db/schema.ts';

/** Owns: clientErrors. */
export function createLogRepository(db: Kysely<Database>) {
  return {
    insertClientError: (row: NewClientError) => db.insertInto('clientErrors').values(row).execute(),
  };
}
export type LogRepository = ReturnType<typeof createLogRepository>;
