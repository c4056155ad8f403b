import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { GiftCardNote } from './emails.ts';
import { newGiftCardNumber } from './numbers.ts';
import { createGiftCardRepository } from './repository.ts';

/** A card made by issueForOrder or issueGiftCard, to be emailed once its transaction has committed. */
export type IssuedGiftCard = {
  id: string;
  number: string;
  amountCents: number;
  currency: string;
  recipientEmail: string;
  note: GiftCardNote | null;
};

/** Writes a new card and the ledger row that issues its balance; pass a transaction as `db`. */
export async function insertGiftCard(
  db: Kysely<Database>,
  card: {
    storeId: string;
    number: string;
    amountCents: number;
    currency: string;
    recipientEmail: string;
    orderId: string | null;
    orderPosition: number | null;
    now: number;
  },
): Promise<string> {
  const cards = createGiftCardRepository(db);
  const id = newId();
  await cards.insert({
    storeId: card.storeId,
    id,
    number: card.number,
    pinHash: null,
    initialCents: card.amountCents,
    balanceCents: card.amountCents,
    currency: card.currency,
    orderId: card.orderId,
    orderPosition: card.orderPosition,
    recipientEmail: card.recipientEmail,
    createdAt: card.now,
  });
  await cards.addLedgerEntry({
    storeId: card.storeId,
    id: newId(),
    giftCardId: id,
    amountCents: card.amountCents,
    reason: 'issue',
    orderId: card.orderId,
    createdAt: card.now,
  });
  return id;
}

/**
 * A card not bought online: one sold in the shop (a new random number), or the demo store's card
 * with its known `number`, which is left as it is when it already exists.
 */
export async function issueGiftCard(
  db: Kysely<Database>,
  input: {
    storeId: string;
    amountCents: number;
    currency: string;
    recipientEmail: string;
    now: number;
    number?: string;
  },
): Promise<IssuedGiftCard> {
  const number = input.number ?? newGiftCardNumber();
  const existing = input.number ? await createGiftCardRepository(db).findByNumber(input.storeId, number) : undefined;
  const id =
    existing?.id ??
    (await db
      .transaction()
      .execute((trx) => insertGiftCard(trx, { ...input, number, orderId: null, orderPosition: null })));
  return {
    id,
    number,
    amountCents: existing?.initialCents ?? input.amountCents,
    currency: input.currency,
    recipientEmail: input.recipientEmail,
    note: null,
  };
}
