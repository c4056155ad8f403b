import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findOrderByNumber, type OrderKind } from './order-by-number.ts';

/** The console's queue: one store's orders in one status, narrowed by location and delivery type. */
export type QueueCriteria = {
  storeId: string;
  /** An order status, or 'quote' for the quotes waiting for an answer. */
  status: string;
  locationId: string | null;
  deliveryPreference: string | null;
};

/** A line's copies that came from stock at the order's location, to give back on cancelling. */
export type RestockLine = { eisbn: string; conditionCode: string; quantity: number };

/** The writes of one status change, bound to its transaction. */
export type FulfilmentWrites = {
  changeStatus(
    storeId: string,
    orderId: string,
    change: { from: readonly string[]; to: string; tracking?: string },
  ): Promise<boolean>;
  insertStatusChange(row: {
    storeId: string;
    id: string;
    orderId: string;
    status: string;
    staffEmail: string;
    note: string;
    createdAt: number;
  }): Promise<unknown>;
  restock(storeId: string, locationId: string, lines: readonly RestockLine[], now: number): Promise<number>;
  declineQuote(storeId: string, orderId: string): Promise<boolean>;
};

/**
 * Owns: orders (fulfilment_status, tracking), orderStatusChanges. Cancelling gives the order's
 * copies back, so `restock` writes the catalogue's stock rows too, inside the same transaction as
 * the status change (as placing an order takes them in checkout/order-repository.ts).
 */
export function createFulfilmentRepository(db: Kysely<Database>) {
  /**
   * docs/features/store-console.md#quotes: the quotes waiting are those not declined; a declined quote
   * is counted and listed with the cancelled orders.
   */
  function queue(criteria: Omit<QueueCriteria, 'status'>, kind: 'order' | 'quote' = 'order') {
    let query = db
      .selectFrom('orders')
      .where('storeId', '=', criteria.storeId)
      .where((eb) =>
        kind === 'quote'
          ? eb.and([eb('kind', '=', 'quote'), eb('fulfilmentStatus', '!=', 'cancelled')])
          : eb.or([
              eb('kind', '=', 'order'),
              eb.and([eb('kind', '=', 'quote'), eb('fulfilmentStatus', '=', 'cancelled')]),
            ]),
      );
    if (criteria.locationId) query = query.where('locationId', '=', criteria.locationId);
    if (criteria.deliveryPreference) query = query.where('deliveryPreference', '=', criteria.deliveryPreference);
    return query;
  }

  function writes(trx: Transaction<Database>): FulfilmentWrites {
    return {
      /** Moves the order to `to` only from one of `from`; false when another change came first. */
      async changeStatus(
        storeId: string,
        orderId: string,
        change: { from: readonly string[]; to: string; tracking?: string },
      ): Promise<boolean> {
        const result = await trx
          .updateTable('orders')
          .set({ fulfilmentStatus: change.to, ...(change.tracking === undefined ? {} : { tracking: change.tracking }) })
          .where('storeId', '=', storeId)
          .where('id', '=', orderId)
          .where('fulfilmentStatus', 'in', change.from)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      },

      insertStatusChange: (row: {
        storeId: string;
        id: string;
        orderId: string;
        status: string;
        staffEmail: string;
        note: string;
        createdAt: number;
      }) => trx.insertInto('orderStatusChanges').values(row).execute(),

      /** Puts copies back on hand at the location; a title the location no longer stocks is skipped. */
      async restock(storeId: string, locationId: string, lines: readonly RestockLine[], now: number): Promise<number> {
        let restocked = 0;
        for (const line of lines) {
          const result = await trx
            .updateTable('stock')
            .set((eb) => ({ onhand: eb('onhand', '+', line.quantity), updatedAt: now }))
            .where('storeId', '=', storeId)
            .where('locationId', '=', locationId)
            .where('eisbn', '=', line.eisbn)
            .where('conditionCode', '=', line.conditionCode)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 1) restocked += line.quantity;
        }
        return restocked;
      },

      /**
       * docs/features/store-console.md#quotes: cancels the quote only while it is a quote and not yet
       * declined; the statement takes the row's lock, so of a decline and an answer at once one wins.
       */
      async declineQuote(storeId: string, orderId: string): Promise<boolean> {
        const result = await trx
          .updateTable('orders')
          .set({ fulfilmentStatus: 'cancelled' })
          .where('storeId', '=', storeId)
          .where('id', '=', orderId)
          .where('kind', '=', 'quote')
          .where('fulfilmentStatus', '!=', 'cancelled')
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      },
    };
  }

  return {
    countByStatus: async (criteria: Omit<QueueCriteria, 'status'>) =>
      (
        await queue(criteria)
          .select((eb) => ['fulfilmentStatus', eb.fn.countAll<number | string>().as('count')])
          .groupBy('fulfilmentStatus')
          .execute()
      ).map((row) => ({ status: row.fulfilmentStatus, count: Number(row.count) })),

    /** docs/features/store-console.md#quotes: how many quotes wait for an answer under the same filters. */
    countQuotes: async (criteria: Omit<QueueCriteria, 'status'>) =>
      Number(
        (
          await queue(criteria, 'quote')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirst()
        )?.count ?? 0,
      ),

    /** Oldest first: the queue is worked from the top. */
    pageOfQueue: (criteria: QueueCriteria, offset: number, limit: number) =>
      (criteria.status === 'quote'
        ? queue(criteria, 'quote')
        : queue(criteria).where('fulfilmentStatus', '=', criteria.status)
      )
        .selectAll()
        .orderBy('createdAt', 'asc')
        .orderBy('orderNumber', 'asc')
        .offset(offset)
        .limit(limit)
        .execute(),

    itemCountsOf: async (storeId: string, orderIds: string[]): Promise<Map<string, number>> => {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orderItems')
        .select((eb) => ['orderId', eb.fn.sum<number | string>('quantity').as('count')])
        .where('storeId', '=', storeId)
        .where('orderId', 'in', orderIds)
        .groupBy('orderId')
        .execute();
      return new Map(rows.map((row) => [row.orderId, Number(row.count)]));
    },

    /** An order or a quote of the store by its number, of the kinds asked for. */
    findByNumber: (storeId: string, orderNumber: string, kinds: readonly OrderKind[] = ['order']) =>
      findOrderByNumber(db, storeId, orderNumber, kinds),

    statusChangesOf: (storeId: string, orderId: string) =>
      db
        .selectFrom('orderStatusChanges')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('orderId', '=', orderId)
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    /** Runs `work` in one transaction with the fulfilment writes bound to it. */
    inTransaction: <T>(work: (bound: FulfilmentWrites, trx: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute((trx) => work(writes(trx), trx)),
  };
}
export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
