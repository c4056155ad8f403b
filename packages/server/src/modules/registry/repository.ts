import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, GiftRegistriesTable, GiftRegistryItemRow, GiftRegistryRow } from '../../db/schema.ts';

export type NewRegistry = Omit<GiftRegistryRow, 'createdAt' | 'updatedAt'> & { now: number };
export type RegistryChanges = Omit<Updateable<GiftRegistriesTable>, 'storeId' | 'id' | 'userId' | 'createdAt'>;

/** Owns: giftRegistries, giftRegistryItems (checkout/order-repository.ts raises qty_purchased as it places an order). */
export function createRegistryRepository(db: Kysely<Database>) {
  /** A write of several statements in one transaction: its own, or the caller's when made on one. */
  const atomically = <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  const touch = (trx: Kysely<Database>, storeId: string, registryId: string, now: number) =>
    trx
      .updateTable('giftRegistries')
      .set({ updatedAt: now })
      .where('storeId', '=', storeId)
      .where('id', '=', registryId)
      .execute();

  return {
    findById: (storeId: string, registryId: string) =>
      db
        .selectFrom('giftRegistries')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('id', '=', registryId)
        .executeTakeFirst(),

    /** These registries of the store, in one read; ids it does not have are left out. */
    findByIds: (storeId: string, registryIds: readonly string[]): Promise<GiftRegistryRow[]> =>
      registryIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('giftRegistries')
            .selectAll()
            .where('storeId', '=', storeId)
            .where('id', 'in', [...new Set(registryIds)])
            .execute(),

    /** A customer's registries, newest first. */
    findByOwner: (storeId: string, userId: string) =>
      db
        .selectFrom('giftRegistries')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute(),

    /** The registries whose owners let the store change them, newest first (the store console's). */
    findStoreEditable: (storeId: string) =>
      db
        .selectFrom('giftRegistries')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('storeCanEdit', '=', 1)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute(),

    countByOwner: async (storeId: string, userId: string) =>
      Number(
        (
          await db
            .selectFrom('giftRegistries')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('storeId', '=', storeId)
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).count,
      ),

    /** The items of these registries, in the order they were added. */
    itemsOf: (storeId: string, registryIds: string[]): Promise<GiftRegistryItemRow[]> =>
      registryIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('giftRegistryItems')
            .selectAll()
            .where('storeId', '=', storeId)
            .where('giftRegistryId', 'in', registryIds)
            .orderBy('createdAt')
            .orderBy('eisbn')
            .execute(),

    findItem: (storeId: string, registryId: string, eisbn: string) =>
      db
        .selectFrom('giftRegistryItems')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('giftRegistryId', '=', registryId)
        .where('eisbn', '=', eisbn)
        .executeTakeFirst(),

    countItems: async (storeId: string, registryId: string) =>
      Number(
        (
          await db
            .selectFrom('giftRegistryItems')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('storeId', '=', storeId)
            .where('giftRegistryId', '=', registryId)
            .executeTakeFirstOrThrow()
        ).count,
      ),

    insert: ({ now, ...row }: NewRegistry) =>
      db
        .insertInto('giftRegistries')
        .values({ ...row, createdAt: now, updatedAt: now })
        .execute(),

    update: (storeId: string, registryId: string, changes: RegistryChanges) =>
      db
        .updateTable('giftRegistries')
        .set(changes)
        .where('storeId', '=', storeId)
        .where('id', '=', registryId)
        .execute(),

    remove: (storeId: string, registryId: string) =>
      atomically(async (trx) => {
        await trx
          .deleteFrom('giftRegistryItems')
          .where('storeId', '=', storeId)
          .where('giftRegistryId', '=', registryId)
          .execute();
        await trx.deleteFrom('giftRegistries').where('storeId', '=', storeId).where('id', '=', registryId).execute();
      }),

    /** Asks for `qty` more of a title, adding it when the registry does not hold it; one statement, so two adds both count. */
    addItem: (input: { storeId: string; registryId: string; eisbn: string; qty: number; now: number }) =>
      atomically(async (trx) => {
        await trx
          .insertInto('giftRegistryItems')
          .values({
            storeId: input.storeId,
            giftRegistryId: input.registryId,
            eisbn: input.eisbn,
            qtyRequested: input.qty,
            createdAt: input.now,
          })
          .onConflict((conflict) =>
            conflict.columns(['storeId', 'giftRegistryId', 'eisbn']).doUpdateSet({
              qtyRequested: sql<number>`${sql.ref('gift_registry_items.qty_requested')} + ${input.qty}`,
            }),
          )
          .execute();
        await touch(trx, input.storeId, input.registryId, input.now);
      }),

    /** Sets a title's requested quantity; answers whether the registry held it. */
    setItemQuantity: (input: { storeId: string; registryId: string; eisbn: string; qty: number; now: number }) =>
      atomically(async (trx) => {
        const result = await trx
          .updateTable('giftRegistryItems')
          .set({ qtyRequested: input.qty })
          .where('storeId', '=', input.storeId)
          .where('giftRegistryId', '=', input.registryId)
          .where('eisbn', '=', input.eisbn)
          .executeTakeFirst();
        await touch(trx, input.storeId, input.registryId, input.now);
        return Number(result.numUpdatedRows) > 0;
      }),

    /** Takes a title off; answers whether the registry held it. */
    removeItem: (input: { storeId: string; registryId: string; eisbn: string; now: number }) =>
      atomically(async (trx) => {
        const result = await trx
          .deleteFrom('giftRegistryItems')
          .where('storeId', '=', input.storeId)
          .where('giftRegistryId', '=', input.registryId)
          .where('eisbn', '=', input.eisbn)
          .executeTakeFirst();
        await touch(trx, input.storeId, input.registryId, input.now);
        return Number(result.numDeletedRows) > 0;
      }),
  };
}
export type RegistryRepository = ReturnType<typeof createRegistryRepository>;

/**
 * Counts what an order bought for registries, in the order's own transaction: one atomic
 * `qty_purchased = qty_purchased + n` per line, so two buyers at once both count. A negative
 * quantity takes a cancelled order's purchases back, never below 0.
 */
export async function recordRegistryPurchases(
  trx: Transaction<Database>,
  storeId: string,
  lines: { giftRegistryId: string; eisbn: string; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await trx
      .updateTable('giftRegistryItems')
      .set({
        qtyPurchased: sql<number>`case when ${sql.ref('qty_purchased')} + ${line.quantity} < 0 then 0 else ${sql.ref('qty_purchased')} + ${line.quantity} end`,
      })
      .where('storeId', '=', storeId)
      .where('giftRegistryId', '=', line.giftRegistryId)
      .where('eisbn', '=', line.eisbn)
      .execute();
  }
}
