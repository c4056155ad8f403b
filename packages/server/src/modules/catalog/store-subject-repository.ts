import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A store subject of one title in one store (docs/features/store-console.md#catalogue-and-stock). */
export type StoreSubjectRow = { eisbn: string; code: string; label: string };

/**
 * The store subjects stores give titles for their own storefront. Owns storeTitleSubjects and storeSubjectClaims; every
 * query is limited to one store, through the primary key (store, eisbn, code).
 */
export function createStoreSubjectRepository(db: Kysely<Database>) {
  return {
    /** All of a store's rows in primary-key order: what each browse of the store reads. */
    ofStore: (storeId: string): Promise<StoreSubjectRow[]> =>
      db
        .selectFrom('storeTitleSubjects')
        .select(['eisbn', 'code', 'label'])
        .where('storeId', '=', storeId)
        .orderBy('eisbn')
        .orderBy('code')
        .execute(),

    /** A title's store subjects in one store, by label. */
    ofTitle: (storeId: string, eisbn: string, executor: Executor = db) =>
      executor
        .selectFrom('storeTitleSubjects')
        .select(['code', 'label'])
        .where('storeId', '=', storeId)
        .where('eisbn', '=', eisbn)
        .orderBy('label')
        .orderBy('code')
        .execute(),

    /** The store subjects a store uses, by label, with how many titles have each. */
    summary: async (storeId: string) =>
      (
        await db
          .selectFrom('storeTitleSubjects')
          .select(['code', 'label', (eb) => eb.fn.countAll<number | string>().as('titles')])
          .where('storeId', '=', storeId)
          .groupBy(['code', 'label'])
          .orderBy('label')
          .orderBy('code')
          .execute()
      ).map((row) => ({ code: row.code, label: row.label, titles: Number(row.titles) })),

    /** The label the store gives `code` on its titles already; undefined when it uses no such code. */
    labelOf: async (storeId: string, code: string, executor: Executor = db) =>
      (
        await executor
          .selectFrom('storeTitleSubjects')
          .select('label')
          .where('storeId', '=', storeId)
          .where('code', '=', code)
          .limit(1)
          .executeTakeFirst()
      )?.label,

    countOfStore: async (storeId: string, executor: Executor = db) =>
      Number(
        (
          await executor
            .selectFrom('storeTitleSubjects')
            .select((eb) => eb.fn.countAll<number | string>().as('rows'))
            .where('storeId', '=', storeId)
            .executeTakeFirst()
        )?.rows ?? 0,
      ),

    /**
     * Writes the code's claim row, whose lock the transaction `executor` belongs to then holds: another
     * add of the code waits here until this one commits, and then reads the label it gave.
     */
    claimCode: (storeId: string, code: string, now: number, executor: Executor) =>
      executor
        .insertInto('storeSubjectClaims')
        .values({ storeId, code, claimedAt: now })
        .onConflict((conflict) => conflict.columns(['storeId', 'code']).doUpdateSet({ claimedAt: now }))
        .execute(),

    add: (row: StoreSubjectRow & { storeId: string; addedAt: number }, executor: Executor = db) =>
      executor
        .insertInto('storeTitleSubjects')
        .values(row)
        .onConflict((conflict) => conflict.columns(['storeId', 'eisbn', 'code']).doNothing())
        .execute(),

    remove: (storeId: string, eisbn: string, code: string, executor: Executor = db) =>
      executor
        .deleteFrom('storeTitleSubjects')
        .where('storeId', '=', storeId)
        .where('eisbn', '=', eisbn)
        .where('code', '=', code)
        .execute(),
  };
}
export type StoreSubjectRepository = ReturnType<typeof createStoreSubjectRepository>;
