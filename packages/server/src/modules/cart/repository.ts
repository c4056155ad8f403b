import { limits } from '@bookfront/contract';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { CheckoutDraftsTable, Database } from '../../db/schema.ts';
import { newOrderedId } from '../../lib/ids.ts';

export type NewLine = {
  storeId: string;
  cartId: string;
  lineKey: string;
  eisbn: string;
  conditionCode: string;
  quantity: number;
  giftRegistryId: string | null;
  now: number;
};

/** The parts of a checkout draft a change may set. */
export type DraftChanges = Omit<Updateable<CheckoutDraftsTable>, 'storeId' | 'cartId' | 'updatedAt'>;

/** Owns: carts, cartItems, checkoutDrafts. */
export function createCartRepository(db: Kysely<Database>) {
  return {
    findCart: (storeId: string, cartId: string) =>
      db.selectFrom('carts').selectAll().where('storeId', '=', storeId).where('id', '=', cartId).executeTakeFirst(),

    findCartOfUser: (storeId: string, userId: string) =>
      db.selectFrom('carts').selectAll().where('storeId', '=', storeId).where('userId', '=', userId).executeTakeFirst(),

    insertCart: (row: { storeId: string; id: string; userId: string | null; now: number }) =>
      db
        .insertInto('carts')
        .values({ storeId: row.storeId, id: row.id, userId: row.userId, createdAt: row.now, updatedAt: row.now })
        .execute(),

    setCartUser: (storeId: string, cartId: string, userId: string) =>
      db.updateTable('carts').set({ userId }).where('storeId', '=', storeId).where('id', '=', cartId).execute(),

    setPromoCodes: (storeId: string, cartId: string, codes: string[]) =>
      db
        .updateTable('carts')
        .set({ promoCodes: JSON.stringify(codes) })
        .where('storeId', '=', storeId)
        .where('id', '=', cartId)
        .execute(),

    setNotices: (storeId: string, cartId: string, notices: string[]) =>
      db
        .updateTable('carts')
        .set({ notices: JSON.stringify(notices) })
        .where('storeId', '=', storeId)
        .where('id', '=', cartId)
        .execute(),

    clearNotices: (storeId: string, cartId: string) =>
      db
        .updateTable('carts')
        .set({ notices: '[]' })
        .where('storeId', '=', storeId)
        .where('id', '=', cartId)
        .where('notices', '<>', '[]')
        .execute(),

    /** Moves a line (a gift card, which is a line of its own) to another cart of the store. */
    moveLine: (storeId: string, lineId: string, toCartId: string) =>
      db
        .updateTable('cartItems')
        .set({ cartId: toCartId })
        .where('storeId', '=', storeId)
        .where('id', '=', lineId)
        .execute(),

    removeCart: (storeId: string, cartId: string) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('cartItems').where('storeId', '=', storeId).where('cartId', '=', cartId).execute();
        await trx.deleteFrom('carts').where('storeId', '=', storeId).where('id', '=', cartId).execute();
      }),

    linesOf: (storeId: string, cartId: string) =>
      db
        .selectFrom('cartItems')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        // Line ids sort by creation time, so this is the order the lines were added.
        .orderBy('id')
        .execute(),

    findLine: (storeId: string, cartId: string, lineId: string) =>
      db
        .selectFrom('cartItems')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .where('id', '=', lineId)
        .executeTakeFirst(),

    /**
     * Adds to the line of `lineKey`, creating it if needed. One upsert: two tabs adding the same
     * title at once both count, whichever arrives first.
     */
    addToLine: (line: NewLine) =>
      db
        .insertInto('cartItems')
        .values({
          storeId: line.storeId,
          id: newOrderedId(),
          cartId: line.cartId,
          lineKey: line.lineKey,
          eisbn: line.eisbn,
          conditionCode: line.conditionCode,
          quantity: line.quantity,
          giftRegistryId: line.giftRegistryId,
          giftcardPriceCents: null,
          giftCardInfo: null,
          createdAt: line.now,
          updatedAt: line.now,
        })
        .onConflict((conflict) =>
          conflict.columns(['storeId', 'cartId', 'lineKey']).doUpdateSet({
            // docs/features/cart.md#limits: a line never holds more than the most one line may, even when two adds race.
            quantity: sql<number>`case when cart_items.quantity + excluded.quantity > ${sql.lit(limits.quantityMax)} then ${sql.lit(limits.quantityMax)} else cart_items.quantity + excluded.quantity end`,
            updatedAt: line.now,
          }),
        )
        .execute(),

    /** A gift card is a line of its own each time it is added (each may carry its own note). */
    insertGiftCardLine: (line: {
      storeId: string;
      cartId: string;
      eisbn: string;
      quantity: number;
      priceCents: number;
      giftCardInfo: string;
      now: number;
    }) => {
      const id = newOrderedId();
      return db
        .insertInto('cartItems')
        .values({
          storeId: line.storeId,
          id,
          cartId: line.cartId,
          lineKey: `giftcard|${id}`,
          eisbn: line.eisbn,
          conditionCode: 'NEW',
          quantity: line.quantity,
          giftRegistryId: null,
          isGiftcard: 1,
          giftcardPriceCents: line.priceCents,
          giftCardInfo: line.giftCardInfo,
          createdAt: line.now,
          updatedAt: line.now,
        })
        .execute();
    },

    updateGiftCardLine: (
      storeId: string,
      cartId: string,
      lineId: string,
      changes: { quantity: number; priceCents: number; giftCardInfo: string; now: number },
    ) =>
      db
        .updateTable('cartItems')
        .set({
          quantity: changes.quantity,
          giftcardPriceCents: changes.priceCents,
          giftCardInfo: changes.giftCardInfo,
          updatedAt: changes.now,
        })
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .where('id', '=', lineId)
        .where('isGiftcard', '=', 1)
        .execute(),

    setQuantity: (storeId: string, cartId: string, lineId: string, quantity: number, now: number) =>
      db
        .updateTable('cartItems')
        .set({ quantity, updatedAt: now })
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .where('id', '=', lineId)
        .execute(),

    removeLines: (storeId: string, cartId: string, lineIds: string[]) =>
      lineIds.length === 0
        ? Promise.resolve()
        : db
            .deleteFrom('cartItems')
            .where('storeId', '=', storeId)
            .where('cartId', '=', cartId)
            .where('id', 'in', lineIds)
            .execute(),

    removeAllLines: (storeId: string, cartId: string) =>
      db.deleteFrom('cartItems').where('storeId', '=', storeId).where('cartId', '=', cartId).execute(),

    findDraft: (storeId: string, cartId: string) =>
      db
        .selectFrom('checkoutDrafts')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .executeTakeFirst(),

    /** The carts whose checkout is paying with `paymentChoice` now. */
    cartIdsPayingWith: async (storeId: string, paymentChoice: string): Promise<string[]> =>
      (
        await db
          .selectFrom('checkoutDrafts')
          .select('cartId')
          .where('storeId', '=', storeId)
          .where('paymentChoice', '=', paymentChoice)
          .execute()
      ).map((row) => row.cartId),

    upsertDraft: (storeId: string, cartId: string, changes: DraftChanges, now: number) =>
      db
        .insertInto('checkoutDrafts')
        .values({
          storeId,
          cartId,
          deliveryPreference: null,
          addressId: null,
          provider: null,
          multishipMethod: null,
          shippingCents: null,
          taxRegion: null,
          paymentChoice: null,
          ccCiphertext: null,
          ccInfo: null,
          paypalOrderId: null,
          ...changes,
          updatedAt: now,
        })
        .onConflict((conflict) => conflict.columns(['storeId', 'cartId']).doUpdateSet({ ...changes, updatedAt: now }))
        .execute(),

    /** The cart's lines changed: what delivery costs must be priced again. */
    forgetDraftShipping: (storeId: string, cartId: string) =>
      db
        .updateTable('checkoutDrafts')
        .set({ shippingCents: null })
        .where('storeId', '=', storeId)
        .where('cartId', '=', cartId)
        .where('shippingCents', 'is not', null)
        .execute(),

    removeDraft: (storeId: string, cartId: string) =>
      db.deleteFrom('checkoutDrafts').where('storeId', '=', storeId).where('cartId', '=', cartId).execute(),
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
