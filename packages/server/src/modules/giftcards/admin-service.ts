import { consoleContentErrorCodes, consoleContentMessages } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { createGiftCardAdminRepository } from './admin-repository.ts';
import { insertGiftCard, type IssuedGiftCard } from './issue.ts';
import { newGiftCardNumber } from './numbers.ts';
import { createGiftCardRepository } from './repository.ts';

/** A card as the console shows it, with its ledger oldest first. */
export type AdminGiftCard = {
  id: string;
  number: string;
  balanceCents: number;
  initialCents: number;
  currency: string;
  recipientEmail: string;
  createdAt: number;
  ledger: { at: number; amountCents: number; reason: string; note: string | null; orderId: string | null }[];
};

const isIssue = (entry: { reason: string }) => entry.reason === 'issue';

const notFound = () =>
  new NotFoundError(consoleContentErrorCodes.giftCardNotFound, consoleContentMessages.giftCardNotFound, {
    number: consoleContentMessages.giftCardNotFound,
  });

/**
 * Gift cards as the store's staff run them (docs/features/store-console.md#gift-cards): issue one
 * sold in the shop, find one by its number, adjust its balance through the ledger with a reason.
 * Made on a transaction, it writes inside it.
 */
export function createGiftCardAdminService(db: Kysely<Database>) {
  const cards = createGiftCardRepository(db);
  const admin = createGiftCardAdminRepository(db);

  async function load(storeId: string, number: string): Promise<AdminGiftCard> {
    const card = await cards.findByNumber(storeId, number);
    if (!card) throw notFound();
    const ledger = await admin.ledgerOf(storeId, card.id);
    return {
      id: card.id,
      number: card.number,
      balanceCents: Number(card.balanceCents),
      initialCents: Number(card.initialCents),
      currency: card.currency,
      recipientEmail: card.recipientEmail,
      createdAt: Number(card.createdAt),
      // Its issue comes first, though a change in the same second has an id that sorts before it.
      ledger: [...ledger.filter(isIssue), ...ledger.filter((entry) => !isIssue(entry))].map((entry) => ({
        at: Number(entry.createdAt),
        amountCents: Number(entry.amountCents),
        reason: entry.reason,
        note: entry.note,
        orderId: entry.orderId,
      })),
    };
  }

  return {
    findByNumber: load,

    /** A card sold in the shop, with a new number; email it once the transaction has committed. */
    async issue(input: {
      storeId: string;
      amountCents: number;
      currency: string;
      recipientEmail: string;
      now: number;
    }): Promise<IssuedGiftCard> {
      const number = newGiftCardNumber();
      const id = await insertGiftCard(db, { ...input, number, orderId: null, orderPosition: null });
      return { id, number, ...input, note: null };
    },

    /** Raises or lowers the balance by `amountCents` with a ledger entry holding the reason; never below zero. */
    async adjust(input: { storeId: string; number: string; amountCents: number; reason: string; now: number }) {
      const card = await load(input.storeId, input.number);
      if (!(await admin.adjustBalance(input.storeId, card.id, input.amountCents))) {
        throw new ConflictError(consoleContentErrorCodes.balanceTooLow, consoleContentMessages.balanceTooLow, {
          amount_cents: consoleContentMessages.balanceTooLow,
        });
      }
      await admin.addAdjustment({
        storeId: input.storeId,
        // Ordered by time, so two adjustments of one second read in the order they were made.
        id: newOrderedId(),
        giftCardId: card.id,
        amountCents: input.amountCents,
        note: input.reason,
        createdAt: input.now,
      });
      return { before: card, after: await load(input.storeId, input.number) };
    },
  };
}
export type GiftCardAdminService = ReturnType<typeof createGiftCardAdminService>;
