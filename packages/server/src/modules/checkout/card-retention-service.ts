import { unpackCardEnvelope, legacyCardEnvelopeVersion } from '@bookfront/contract';
import { nowSeconds, secondsPerDay } from '../../lib/time.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createCardRepository, type CardRepository } from './card-repository.ts';

/**
 * docs/decisions/0013-card-payments.md#retention: a card is erased 6 days after its order by a job
 * that runs every hour, so no card is kept 7 days while a server runs.
 */
export const cardRetentionSeconds = 6 * secondsPerDay;
export const cardErasureIntervalMs = 3_600_000;

/** What card data an order still holds. */
export type OrderCard =
  | { state: 'no-order' }
  | { state: 'not-card' }
  | { state: 'erased'; erasedAt: number }
  | {
      state: 'kept';
      envelope: string;
      /** The CVV's own envelope, or null: erased, or inside `envelope` (an older order). */
      cvvEnvelope: string | null;
      cvvErasedAt: number | null;
      /** When the whole card will be erased. */
      erasesAt: number;
    };

/** Whether an envelope is of the older kind that holds the CVV with the card. */
const holdsCvv = (envelope: string) => {
  try {
    return unpackCardEnvelope(envelope).version === legacyCardEnvelopeVersion;
  } catch {
    return false;
  }
};

/**
 * Keeps card data only as long as PCI DSS allows: the CVV until the order's payment is recorded as
 * taken (the bookseller's `card:charged`, later their console), the sealed card at most 7 days.
 */
export function createCardRetentionService({ cards, now = nowSeconds }: { cards: CardRepository; now?: () => number }) {
  async function recordChargedOn(on: CardRepository, storeId: string, orderNumber: string) {
    const order = await on.findByOrderNumber(storeId, orderNumber);
    if (!order || order.paymentType !== 'credit_card') return null;
    const at = now();
    const eraseCard = order.ccCiphertext !== null && holdsCvv(order.ccCiphertext);
    await on.recordCharged(order.id, { now: at, eraseCard });
    return { cvvErasedAt: order.cvvErasedAt ?? at, cardErased: eraseCard || order.cardErasedAt !== null };
  }

  return {
    /** The card data an order holds, for `card:decrypt`. */
    async orderCard(storeId: string, orderNumber: string): Promise<OrderCard> {
      const order = await cards.findByOrderNumber(storeId, orderNumber);
      if (!order) return { state: 'no-order' };
      if (order.cardErasedAt !== null) return { state: 'erased', erasedAt: order.cardErasedAt };
      if (order.paymentType !== 'credit_card' || !order.ccCiphertext) return { state: 'not-card' };
      return {
        state: 'kept',
        envelope: order.ccCiphertext,
        cvvEnvelope: order.cvvCiphertext,
        cvvErasedAt: order.cvvErasedAt,
        erasesAt: order.createdAt + cardRetentionSeconds,
      };
    },

    /**
     * Records an order's card payment as taken and erases its CVV at once. An older order's single
     * envelope holds the CVV, so all of it goes. Null when the store has no such card order.
     */
    async recordCharged(
      storeId: string,
      orderNumber: string,
    ): Promise<{ cvvErasedAt: number; cardErased: boolean } | null> {
      const charged = await recordChargedOn(cards, storeId, orderNumber);
      if (charged) await cards.flushErased();
      return charged;
    },

    /**
     * The store console's Record as charged (docs/features/store-console.md#charging-a-sealed-card):
     * the same rule inside the caller's transaction, beside its audit entry. Call `flushErased` once
     * it commits.
     */
    recordChargedIn: (trx: Kysely<Database>, storeId: string, orderNumber: string) =>
      recordChargedOn(createCardRepository(trx), storeId, orderNumber),

    /** Makes the bytes of erased cards leave the database files (see card-repository.ts). */
    flushErased: () => cards.flushErased(),

    /** The job: erases the cards of orders placed, and of drafts untouched, longer ago than the retention. */
    async eraseExpiredCards(): Promise<{ orders: number; drafts: number }> {
      const at = now();
      const cutoff = at - cardRetentionSeconds;
      const erased = { orders: await cards.eraseOrderCards(cutoff, at), drafts: await cards.eraseDraftCards(cutoff) };
      if (erased.orders + erased.drafts > 0) await cards.flushErased();
      return erased;
    },
  };
}
export type CardRetentionService = ReturnType<typeof createCardRetentionService>;
