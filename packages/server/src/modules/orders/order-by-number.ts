import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What an orders row is: orders and quotes share one number sequence per store. */
export type OrderKind = 'order' | 'quote';

/** One store's order or quote by its number, of the kinds asked for (undefined when there is none). */
export const findOrderByNumber = (
  db: Kysely<Database> | Transaction<Database>,
  storeId: string,
  orderNumber: string,
  kinds: readonly OrderKind[],
) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('orderNumber', '=', orderNumber)
    .where('kind', 'in', kinds)
    .executeTakeFirst();
