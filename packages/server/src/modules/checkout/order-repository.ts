import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewOrder, NewOrderItem, OrderPromoCodesTable } from '../../db/schema.ts';
import { nowSeconds } from '../../lib/time.ts';
import { findOrderByNumber } from '../orders/order-by-number.ts';

/** Orders and quotes share one sequence per store, starting here. */
const firstOrderNumber = 100_001;

/** A stock row an order line takes copies from. */
export type StockKey = { storeId: string; locationId: string; eisbn: string; conditionCode: string };

/** How many copies of a line came from stock and how many are to be ordered in. */
export type Reservation = { taken: number; backorder: number };

/** A concurrent writer changed the row between our read and our write; read again, a few times at most. */
const reservationAttempts = 5;

function queries(db: Kysely<Database>) {
  const stockRow = (key: StockKey) =>
    db
      .selectFrom('stock')
      .select(['onhand', 'isExtraOrderable'])
      .where('storeId', '=', key.storeId)
      .where('locationId', '=', key.locationId)
      .where('eisbn', '=', key.eisbn)
      .where('conditionCode', '=', key.conditionCode)
      .executeTakeFirst();

  /**
   * Takes `quantity` copies only while that many are on hand; one statement, so two orders cannot
   * both take the last. The row's change time moves, so cached browse results see the sale.
   */
  async function takeFromStock(key: StockKey, quantity: number): Promise<boolean> {
    const result = await db
      .updateTable('stock')
      .set((eb) => ({ onhand: eb('onhand', '-', quantity), updatedAt: nowSeconds() }))
      .where('storeId', '=', key.storeId)
      .where('locationId', '=', key.locationId)
      .where('eisbn', '=', key.eisbn)
      .where('conditionCode', '=', key.conditionCode)
      .where('onhand', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    findByIdempotencyKey: (storeId: string, key: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'orderNumber', 'userId', 'guestTokenHash', 'kind'])
        .where('storeId', '=', storeId)
        .where('idempotencyKey', '=', key)
        .executeTakeFirst(),

    /** The customer's own corp: their orders are bought as it unless they chose to buy for an institution. */
    async ownCorpOf(storeId: string, userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('corpId')
        .where('storeId', '=', storeId)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.corpId ?? null;
    },

    /**
     * Claims the cart's lines for this order by deleting them, only as they were priced (same ids,
     * same quantities). False when another request changed or ordered them first.
     */
    async claimCartLines(
      storeId: string,
      cartId: string,
      lines: readonly { id: string; quantity: number }[],
    ): Promise<boolean> {
      if (lines.length === 0) return false;
      const result = await db
        .deleteFrom('cartItems')
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .where((eb) => eb.or(lines.map((line) => eb.and([eb('id', '=', line.id), eb('quantity', '=', line.quantity)]))))
        .executeTakeFirst();
      return Number(result.numDeletedRows) === lines.length;
    },

    /**
     * Reserves a line's copies (docs/features/checkout.md#stock-check 'We no longer have the inventory…'): from what is on hand,
     * and for a title that may be ordered beyond stock (extra orderable, forthcoming) the rest on
     * backorder. Stock never goes below zero. Null when the copies are not there.
     */
    async reserveStock(key: StockKey, quantity: number, isForthcoming: boolean): Promise<Reservation | null> {
      if (await takeFromStock(key, quantity)) return { taken: quantity, backorder: 0 };
      for (let attempt = 0; attempt < reservationAttempts; attempt += 1) {
        const row = await stockRow(key);
        if (!row || (row.isExtraOrderable !== 1 && !isForthcoming)) return null;
        if (row.onhand >= quantity) {
          if (await takeFromStock(key, quantity)) return { taken: quantity, backorder: 0 };
          continue;
        }
        const onhand = Math.max(0, row.onhand);
        // Compare-and-set: only if nobody took copies since we read the row.
        const result = await db
          .updateTable('stock')
          .set({ onhand: 0, updatedAt: nowSeconds() })
          .where('storeId', '=', key.storeId)
          .where('locationId', '=', key.locationId)
          .where('eisbn', '=', key.eisbn)
          .where('conditionCode', '=', key.conditionCode)
          .where('onhand', '=', row.onhand)
          .$if(!isForthcoming, (query) => query.where('isExtraOrderable', '=', 1))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return { taken: onhand, backorder: quantity - onhand };
      }
      return null;
    },

    /**
     * The store's next order number, in one statement (insert-or-increment). Called inside the
     * order's transaction, as its last step before the order row is written: the number is taken
     * only if the order commits, so numbers have no gaps, and the counter row stays locked for the
     * few statements left (docs/decisions/0015-placing-an-order-once.md).
     */
    async allocateOrderNumber(storeId: string): Promise<string> {
      const row = await db
        .insertInto('orderNumberCounters')
        .values({ storeId, nextNumber: firstOrderNumber + 1 })
        .onConflict((conflict) =>
          conflict.column('storeId').doUpdateSet({ nextNumber: sql<number>`order_number_counters.next_number + 1` }),
        )
        .returning('nextNumber')
        .executeTakeFirstOrThrow();
      return String(Number(row.nextNumber) - 1);
    },

    insertOrder: (order: NewOrder) => db.insertInto('orders').values(order).execute(),

    insertItems: (items: NewOrderItem[]) =>
      items.length === 0 ? Promise.resolve() : db.insertInto('orderItems').values(items).execute(),

    /** docs/features/store-console.md#promo-codes: the codes the order used, which the console counts. */
    insertPromoCodeUses: (uses: OrderPromoCodesTable[]) =>
      uses.length === 0 ? Promise.resolve() : db.insertInto('orderPromoCodes').values(uses).execute(),

    /** A quote waiting for an answer, by its number (docs/features/store-console.md#quotes). */
    findQuote: (storeId: string, orderNumber: string) => findOrderByNumber(db, storeId, orderNumber, ['quote']),

    promoCodeUsesOf: (storeId: string, orderId: string) =>
      db
        .selectFrom('orderPromoCodes')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('orderId', '=', orderId)
        .orderBy('code')
        .execute(),

    /**
     * Makes the quote an order with `changes`, only while it is still a quote and not declined: the
     * statement takes the row's lock, so of two answers at once the second waits, then finds it
     * answered (false).
     */
    async answerQuote(
      storeId: string,
      orderId: string,
      changes: Pick<
        NewOrder,
        'paymentType' | 'paymentStatus' | 'summary' | 'totalCents' | 'totalOwingCents' | 'quoteAnsweredAt'
      >,
    ): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ ...changes, kind: 'order' })
        .where('storeId', '=', storeId)
        .where('id', '=', orderId)
        .where('kind', '=', 'quote')
        .where('fulfilmentStatus', '!=', 'cancelled')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A line's price per copy as answered, and how many of its copies are to be ordered in. */
    setLinePrice: (line: {
      storeId: string;
      orderId: string;
      position: number;
      soldPriceCents: number;
      backorder: number;
    }) =>
      db
        .updateTable('orderItems')
        .set({ soldPriceCents: line.soldPriceCents, backorderQuantity: line.backorder })
        .where('storeId', '=', line.storeId)
        .where('orderId', '=', line.orderId)
        .where('position', '=', line.position)
        .execute(),

    setPromoCodeUse: (use: OrderPromoCodesTable) =>
      db
        .updateTable('orderPromoCodes')
        .set({ amountCents: use.amountCents })
        .where('storeId', '=', use.storeId)
        .where('orderId', '=', use.orderId)
        .where('code', '=', use.code)
        .execute(),

    /** docs/features/checkout.md#review-and-submit: the draft and the entered promo codes go with the cart's lines. */
    async clearCheckout(storeId: string, cartId: string): Promise<void> {
      await db.deleteFrom('checkoutDrafts').where('storeId', '=', storeId).where('cartId', '=', cartId).execute();
      await db
        .updateTable('carts')
        .set({ promoCodes: '[]' })
        .where('storeId', '=', storeId)
        .where('id', '=', cartId)
        .execute();
    },

    removeAllCartLines: (storeId: string, cartId: string) =>
      db.deleteFrom('cartItems').where('storeId', '=', storeId).where('cartId', '=', cartId).execute(),
  };
}

export type OrderQueries = ReturnType<typeof queries>;
/** The queries bound to one transaction, and the transaction itself for other modules' work in it. */
export type OrderTransaction = OrderQueries & { trx: Transaction<Database> };

/**
 * Orders, their lines, the order number counter and the stock an order takes. Placing an order
 * also empties the cart it came from, in the same transaction, so an order and its cart can never
 * both survive a crash. Owns no table: for that one transaction it writes tables of the orders
 * (orders, orderItems, orderPromoCodes, orderNumberCounters), catalogue (stock) and cart (cartItems, carts,
 * checkoutDrafts) modules and reads the account module's users.
 */
export function createOrderRepository(db: Kysely<Database>) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction; a throw rolls every write back. */
    transaction: <T>(work: (orders: OrderTransaction) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work({ ...queries(trx), trx })),
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
