import { setCreditCardResultSchema } from '@bookfront/contract';
import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { dialectOf } from '../../db/dialect.ts';
import { generateCardKeyPair, type CardKeyPair } from '../../lib/card-envelope.ts';
import { nowSeconds, secondsPerDay } from '../../lib/time.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCardRepository } from './card-repository.ts';
import { createCardRetentionService } from './card-retention-service.ts';
import { cardCheckout, cardPayload, cardSettings } from './card-test-flow.ts';

let keys: CardKeyPair;
beforeAll(async () => {
  keys = await generateCardKeyPair();
});

type Shop = Awaited<ReturnType<typeof cardCheckout>>;

/** A guest who gave a card: the two envelopes the browser sent. */
async function shopperWithCard(dialect: Parameters<typeof cardCheckout>[0]) {
  const shop = await cardCheckout(dialect, cardSettings(keys));
  const payload = await cardPayload(keys);
  const saved = setCreditCardResultSchema.parse((await shop.post('checkout/setCreditCard', payload)).json());
  return { ...shop, sealed: payload, checksum: saved.checksum };
}

/** The card retention service as the job and card:charged run it, `daysLater` days from now. */
const retention = ({ app }: Shop, daysLater = 0) =>
  createCardRetentionService({
    cards: createCardRepository(app.db),
    now: () => nowSeconds() + daysLater * secondsPerDay,
  });

/**
 * Whether `text` is anywhere in the database: in any row of the tables a card passes through and,
 * on SQLite, in the bytes of the database file and its write-ahead log after a checkpoint has
 * copied the log into the file (the log itself is searched as it is left).
 */
async function isStored({ app }: Shop, text: string): Promise<boolean> {
  const rows = JSON.stringify(
    await Promise.all([
      app.db.selectFrom('orders').selectAll().execute(),
      app.db.selectFrom('checkoutDrafts').selectAll().execute(),
      app.db.selectFrom('jobs').selectAll().execute(),
    ]),
  );
  if (rows.includes(text)) return true;
  if (dialectOf(app.db) !== 'sqlite') return false;
  await sql`pragma wal_checkpoint(passive)`.execute(app.db);
  const files = fs.readdirSync(app.dataDir).filter((name) => name.startsWith('bookfront.sqlite'));
  expect(files).toContain('bookfront.sqlite');
  return files.some((name) => fs.readFileSync(path.join(app.dataDir, name)).includes(Buffer.from(text)));
}

describeEachDatabase('card retention', (dialect) => {
  it('erases the CVV once the payment is recorded as taken: its bytes are gone, the card is kept', async () => {
    const shop = await shopperWithCard(dialect);
    const placed = await shop.submit(shop.checksum);
    const orderNumber: string = placed.json().order_number;
    expect(await isStored(shop, shop.sealed.encrypted_cvv)).toBe(true);

    const charged = await retention(shop).recordCharged(shop.store.id, orderNumber);

    expect(charged).toMatchObject({ cardErased: false });
    const order = await shop.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ paymentStatus: 'captured', cvvCiphertext: null, cardErasedAt: null });
    expect(order.cvvErasedAt).toBeGreaterThanOrEqual(order.createdAt);
    expect(await isStored(shop, shop.sealed.encrypted_cvv)).toBe(false);
    expect(await isStored(shop, shop.sealed.encrypted_cc_info)).toBe(true);
  });

  it('erases the whole card 6 days after the order, recording when, and keeps a younger one', async () => {
    const shop = await shopperWithCard(dialect);
    await shop.submit(shop.checksum);

    const early = await retention(shop, 5).eraseExpiredCards();
    const due = await retention(shop, 6.01).eraseExpiredCards();

    expect(early.orders).toBe(0);
    expect(due.orders).toBe(1);
    const order = await shop.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ ccCiphertext: null, cvvCiphertext: null });
    expect(order.cardErasedAt).toBeGreaterThan(order.createdAt + 6 * secondsPerDay);
    expect(order.cvvErasedAt).toBe(order.cardErasedAt);
    expect(await isStored(shop, shop.sealed.encrypted_cc_info)).toBe(false);
    expect(await isStored(shop, shop.sealed.encrypted_cvv)).toBe(false);
    expect(await retention(shop).orderCard(shop.store.id, order.orderNumber)).toEqual({
      state: 'erased',
      erasedAt: order.cardErasedAt,
    });
  });

  it('forgets the card of a checkout left untouched for 6 days', async () => {
    const shop = await shopperWithCard(dialect);

    const erased = await retention(shop, 6.01).eraseExpiredCards();

    expect(erased.drafts).toBe(1);
    const draft = await shop.app.db.selectFrom('checkoutDrafts').selectAll().executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ ccCiphertext: null, cvvCiphertext: null, ccInfo: null });
    expect(await isStored(shop, shop.sealed.encrypted_cc_info)).toBe(false);
    expect(await isStored(shop, shop.sealed.encrypted_cvv)).toBe(false);
  });
});
