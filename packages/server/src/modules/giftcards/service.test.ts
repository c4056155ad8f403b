import { giftCardErrorCodes } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { describeEachDatabase, openMigratedTestDatabase } from '../../test/databases.ts';
import { createFactories } from '../../test/factories.ts';
import { testStoreContext } from '../../test/store-context.ts';
import type { OutgoingMail } from '../mail/service.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import { giftCardNumberLength, groupedGiftCardNumber, newGiftCardNumber } from './numbers.ts';
import { createGiftCardService } from './service.ts';

const now = 1_760_000_000;
const unlimited: Pick<RateLimitService, 'consume'> = { consume: async () => {} };

async function giftCardsOn(dialect: DatabaseDialect) {
  const database = await openMigratedTestDatabase(dialect);
  const store = await createFactories(database.db).store({ id: 'riverbend' });
  const sent: OutgoingMail[] = [];
  const giftCards = createGiftCardService({
    db: database.db,
    mail: { send: async (_store, mail) => void sent.push(mail) },
    // Look-ups and their limits are covered through the actions; nothing here looks a card up.
    rateLimits: unlimited,
  });
  const issue = (amountCents: number) =>
    giftCards.issueCard({ storeId: store.id, amountCents, currency: 'USD', recipientEmail: '', now });
  const balanceOf = async (id: string) => (await giftCards.findById(store.id, id))?.balanceCents;
  return { db: database.db, store, giftCards, sent, issue, balanceOf };
}

describe('gift card numbers', () => {
  it('are 20 Crockford base32 characters, 100 bits, never the same twice', () => {
    const numbers = Array.from({ length: 200 }, newGiftCardNumber);

    expect(numbers.every((number) => /^[0-9A-HJKMNP-TV-Z]{20}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(giftCardNumberLength * Math.log2(32)).toBe(100);
  });

  it('are grouped by four for reading', () => {
    expect(groupedGiftCardNumber('ABCD1234EFGH5678JKMN')).toBe('ABCD 1234 EFGH 5678 JKMN');
  });
});

describeEachDatabase('redeemForOrder', (dialect) => {
  it('lowers each balance and writes a ledger row that keeps the balance equal to the sum of the ledger', async () => {
    const { db, store, giftCards, issue, balanceOf } = await giftCardsOn(dialect);
    const card = await issue(5000);

    await db.transaction().execute((trx) =>
      giftCards.redeemForOrder(trx, {
        storeId: store.id,
        orderId: 'order-1',
        cards: [{ giftCardId: card.id, amountCents: 1250 }],
        now,
      }),
    );

    expect(await balanceOf(card.id)).toBe(3750);
    const ledger = await giftCards.ledgerOf(store.id, card.id);
    expect(ledger.map((entry) => [entry.reason, entry.amountCents, entry.orderId])).toEqual([
      ['issue', 5000, null],
      ['redeem', -1250, 'order-1'],
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(3750);
  });

  it('refuses more than the balance with a stable code, and the transaction spends nothing', async () => {
    const { db, store, giftCards, issue, balanceOf } = await giftCardsOn(dialect);
    const first = await issue(1000);
    const second = await issue(500);

    const attempt = db.transaction().execute((trx) =>
      giftCards.redeemForOrder(trx, {
        storeId: store.id,
        orderId: 'order-1',
        cards: [
          { giftCardId: first.id, amountCents: 1000 },
          { giftCardId: second.id, amountCents: 600 },
        ],
        now,
      }),
    );

    await expect(attempt).rejects.toMatchObject({ status: 409, code: giftCardErrorCodes.balanceChanged });
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([1000, 500]);
    expect(await giftCards.ledgerOf(store.id, first.id)).toHaveLength(1);
  });

  it('never takes a card below zero when two orders spend it at once', async () => {
    const { db, store, giftCards, issue, balanceOf } = await giftCardsOn(dialect);
    const card = await issue(5000);
    const spend = (orderId: string) =>
      db.transaction().execute((trx) =>
        giftCards.redeemForOrder(trx, {
          storeId: store.id,
          orderId,
          cards: [{ giftCardId: card.id, amountCents: 3000 }],
          now,
        }),
      );

    const results = await Promise.allSettled([spend('order-a'), spend('order-b')]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balanceOf(card.id)).toBe(2000);
    expect(await giftCards.ledgerOf(store.id, card.id)).toHaveLength(2);
  });
});

// On PostgreSQL both transactions are open before either spends: the second waits on the row lock,
// then finds the lowered balance. (SQLite runs one write transaction at a time, so it cannot overlap.)
describe.runIf(process.env.DATABASE_URL)('redeemForOrder with overlapping transactions [postgres]', () => {
  it('lets only one of two open transactions spend a balance that covers one', async () => {
    const { db, store, giftCards, issue, balanceOf } = await giftCardsOn('postgres');
    const card = await issue(5000);
    let arrived = 0;
    let release: () => void = () => {};
    const bothOpen = new Promise<void>((resolve) => (release = resolve));
    const spend = (orderId: string) =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('giftCards').select('id').where('storeId', '=', store.id).execute();
        arrived += 1;
        if (arrived === 2) release();
        await bothOpen;
        await giftCards.redeemForOrder(trx, {
          storeId: store.id,
          orderId,
          cards: [{ giftCardId: card.id, amountCents: 3000 }],
          now,
        });
      });

    const results = await Promise.allSettled([spend('order-a'), spend('order-b')]);

    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(await balanceOf(card.id)).toBe(2000);
  });
});

describeEachDatabase('issueForOrder', (dialect) => {
  it('makes one card per unit of each gift card line, and emails each to the buyer with its note', async () => {
    const { db, store, giftCards, sent, balanceOf } = await giftCardsOn(dialect);
    const note = { personalize: true, to: 'Sam', from: 'Ada', message: 'Happy reading!' };

    const issued = await db.transaction().execute((trx) =>
      giftCards.issueForOrder(trx, {
        storeId: store.id,
        orderId: 'order-1',
        currency: 'USD',
        lines: [
          { position: 0, amountCents: 2500, quantity: 2, note: null },
          { position: 3, amountCents: 4000, quantity: 1, note },
        ],
        buyerEmail: 'ada@example.com',
        now,
      }),
    );
    await giftCards.sendIssuedCardEmails({
      store: testStoreContext({ id: store.id, name: 'Riverbend Books' }),
      baseUrl: 'https://shop.example.com',
      cards: issued,
    });

    expect(issued.map((card) => card.amountCents)).toEqual([2500, 2500, 4000]);
    expect(new Set(issued.map((card) => card.number)).size).toBe(3);
    expect(await balanceOf(issued[2]?.id ?? '')).toBe(4000);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', 'Your Riverbend Books gift card'],
      ['ada@example.com', 'Your Riverbend Books gift card'],
      ['ada@example.com', 'A Riverbend Books gift card for Sam'],
    ]);
    expect(sent[2]?.paragraphs).toEqual(
      expect.arrayContaining([
        `Gift card number: ${groupedGiftCardNumber(issued[2]?.number ?? '')}`,
        'Amount: $40.00',
        'To: Sam',
        'From: Ada',
        'Message: Happy reading!',
      ]),
    );
  });

  it('issues nothing when the transaction rolls back', async () => {
    const { db, store, giftCards } = await giftCardsOn(dialect);

    const attempt = db.transaction().execute(async (trx) => {
      await giftCards.issueForOrder(trx, {
        storeId: store.id,
        orderId: 'order-1',
        currency: 'USD',
        lines: [{ position: 0, amountCents: 2500, quantity: 1, note: null }],
        buyerEmail: 'ada@example.com',
        now,
      });
      throw new Error('payment declined');
    });

    await expect(attempt).rejects.toThrow('payment declined');
    expect(await db.selectFrom('giftCards').select('id').execute()).toEqual([]);
  });
});
