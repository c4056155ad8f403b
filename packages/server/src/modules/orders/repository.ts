import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findOrderByNumber } from './order-by-number.ts';

/** Whose orders: the customer's own, and those of the corp they buy as. */
export type OrderOwner = { storeId: string; userId: string; corpId: string | null };

/** The history's filters, already turned into what the query needs. */
export type OrderListCriteria = {
  owner: OrderOwner;
  /** [from, to) in unix seconds: one calendar year where orders are dated. */
  period: { from: number; to: number } | null;
  /** A LIKE pattern (lower case, wildcards escaped with '\') on the number, the titles and the ISBNs. */
  termPattern: string | null;
  locationId: string | null;
  offset: number;
  limit: number;
};

function ownedBy(owner: OrderOwner) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.and([
      eb('orders.storeId', '=', owner.storeId),
      owner.corpId
        ? eb.or([eb('orders.userId', '=', owner.userId), eb('orders.corpId', '=', owner.corpId)])
        : eb('orders.userId', '=', owner.userId),
    ]);
}

/** `lower(column) LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
const lowerLike = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** How many of a customer's latest orders "last ordered" looks in. */
const lastOrderedDepth = 500;

/**
 * Owns: orders, orderItems, orderNumberCounters. A new order is written by checkout's
 * order-repository, inside the submit transaction that also takes the stock and empties the cart.
 */
export function createOrdersRepository(db: Kysely<Database>) {
  function matching(criteria: Omit<OrderListCriteria, 'offset' | 'limit'>) {
    let query = db.selectFrom('orders').where(ownedBy(criteria.owner));
    if (criteria.period) {
      query = query
        .where('orders.createdAt', '>=', criteria.period.from)
        .where('orders.createdAt', '<', criteria.period.to);
    }
    if (criteria.locationId) query = query.where('orders.locationId', '=', criteria.locationId);
    const pattern = criteria.termPattern;
    if (pattern) {
      query = query.where((eb) =>
        eb.or([
          lowerLike('orders.orderNumber', pattern),
          eb.exists(
            eb
              .selectFrom('orderItems')
              .select(sql.lit(1).as('one'))
              .whereRef('orderItems.storeId', '=', 'orders.storeId')
              .whereRef('orderItems.orderId', '=', 'orders.id')
              .where((inner) =>
                inner.or([lowerLike('orderItems.title', pattern), lowerLike('orderItems.eisbn', pattern)]),
              ),
          ),
        ]),
      );
    }
    return query;
  }

  return {
    /**
     * When the customer last ordered each of `eisbns` (docs/features/cart.md#data cart_info.last_ordered), unix
     * seconds. Read from the customer's own orders (their index), not from every order of the
     * title, so a best seller's history does not slow a cart down; a title not among their latest
     * `lastOrderedDepth` orders shows none.
     */
    async findLastOrderedDates(storeId: string, userId: string, eisbns: string[]): Promise<Map<string, number>> {
      if (eisbns.length === 0) return new Map();
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'createdAt'])
        .where('storeId', '=', storeId)
        .where('userId', '=', userId)
        .where('kind', '=', 'order')
        .orderBy('createdAt', 'desc')
        .limit(lastOrderedDepth)
        .execute();
      if (orders.length === 0) return new Map();
      const placedAt = new Map(orders.map((order) => [order.id, Number(order.createdAt)]));
      const lines = await db
        .selectFrom('orderItems')
        .select(['orderId', 'eisbn'])
        .where('storeId', '=', storeId)
        .where('orderId', 'in', [...placedAt.keys()])
        .where('eisbn', 'in', eisbns)
        .execute();
      const latest = new Map<string, number>();
      for (const line of lines) {
        const at = placedAt.get(line.orderId) ?? 0;
        if (at > (latest.get(line.eisbn) ?? -1)) latest.set(line.eisbn, at);
      }
      return latest;
    },

    findByNumber: (storeId: string, orderNumber: string) =>
      findOrderByNumber(db, storeId, orderNumber, ['order', 'quote']),

    itemsOf: (storeId: string, orderId: string) =>
      db
        .selectFrom('orderItems')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('orderId', '=', orderId)
        .orderBy('position')
        .execute(),

    /** The first `perOrder` items of each order (a page holds 5 orders, so one small query each). */
    leadingItemsOf: (storeId: string, orderIds: string[], perOrder: number) =>
      Promise.all(
        orderIds.map((orderId) =>
          db
            .selectFrom('orderItems')
            .selectAll()
            .where('storeId', '=', storeId)
            .where('orderId', '=', orderId)
            .orderBy('position')
            .limit(perOrder)
            .execute(),
        ),
      ).then((lists) => lists.flat()),

    /** How many items each of the orders has. */
    async itemCountsOf(storeId: string, orderIds: string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orderItems')
        .select((eb) => ['orderId', eb.fn.countAll<number>().as('count')])
        .where('storeId', '=', storeId)
        .where('orderId', 'in', orderIds)
        .groupBy('orderId')
        .execute();
      return new Map(rows.map((row) => [row.orderId, Number(row.count)]));
    },

    countMatching: async (criteria: Omit<OrderListCriteria, 'offset' | 'limit'>) =>
      Number(
        (
          await matching(criteria)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),

    pageMatching: (criteria: OrderListCriteria) =>
      matching(criteria)
        .selectAll('orders')
        .orderBy('orders.createdAt', 'desc')
        .orderBy('orders.orderNumber', 'desc')
        .offset(criteria.offset)
        .limit(criteria.limit)
        .execute(),

    /** The first and last order dates of the owner, or undefined without orders. */
    async dateRange(owner: OrderOwner): Promise<{ first: number; last: number } | undefined> {
      const row = await db
        .selectFrom('orders')
        .where(ownedBy(owner))
        .select((eb) => [eb.fn.min('orders.createdAt').as('first'), eb.fn.max('orders.createdAt').as('last')])
        .executeTakeFirst();
      if (row?.first === null || row?.first === undefined || row.last === null) return undefined;
      return { first: Number(row.first), last: Number(row.last) };
    },

    /** Whether the owner has an order dated in [from, to). */
    hasOrderBetween: async (owner: OrderOwner, from: number, to: number) =>
      (await db
        .selectFrom('orders')
        .where(ownedBy(owner))
        .where('orders.createdAt', '>=', from)
        .where('orders.createdAt', '<', to)
        .select(sql.lit(1).as('one'))
        .limit(1)
        .executeTakeFirst()) !== undefined,
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
