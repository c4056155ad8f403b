import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AddressesTable, Database, NewAddress } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
/** Whose address book: every query filters by both. */
export type AddressOwner = { storeId: string; userId: string };
export type AddressFieldsUpdate = Omit<Updateable<AddressesTable>, 'storeId' | 'id' | 'userId' | 'preferred'>;

/** Owns: addresses. */
export function createAddressRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /** The preferred address first, then in the order they were added. */
    findByUser: (owner: AddressOwner, executor: Executor = db) =>
      executor
        .selectFrom('addresses')
        .selectAll()
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .orderBy('preferred', 'desc')
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    findById: (owner: AddressOwner, id: string, executor: Executor = db) =>
      executor
        .selectFrom('addresses')
        .selectAll()
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .where('id', '=', id)
        .executeTakeFirst(),

    insert: (row: NewAddress, executor: Executor = db) => executor.insertInto('addresses').values(row).execute(),

    updateFields: (owner: AddressOwner, id: string, changes: AddressFieldsUpdate, executor: Executor = db) =>
      executor
        .updateTable('addresses')
        .set(changes)
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Makes `id` the one preferred address of its owner; run it in a transaction. */
    updatePreferred: async (owner: AddressOwner, id: string, executor: Executor) => {
      await executor
        .updateTable('addresses')
        .set({ preferred: 0 })
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .where('preferred', '=', 1)
        .where('id', '<>', id)
        .execute();
      await executor
        .updateTable('addresses')
        .set({ preferred: 1 })
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .where('id', '=', id)
        .execute();
    },

    remove: (owner: AddressOwner, id: string, executor: Executor = db) =>
      executor
        .deleteFrom('addresses')
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .where('id', '=', id)
        .executeTakeFirst(),

    removeByUser: (owner: AddressOwner, executor: Executor = db) =>
      executor
        .deleteFrom('addresses')
        .where('storeId', '=', owner.storeId)
        .where('userId', '=', owner.userId)
        .execute(),
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
