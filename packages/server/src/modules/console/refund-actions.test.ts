import { randomUUID } from 'node:crypto';
import {
  commonErrorCodes,
  consoleErrorCodes,
  consolePaymentErrorCodes,
  consolePaymentMessages,
} from '@bookfront/contract';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { startPaypalStandIn, type PaypalStandIn } from '../../test/paypal-stand-in.ts';
import { insertGiftCard } from '../giftcards/issue.ts';
import { createGiftCardService } from '../giftcards/service.ts';
import { consoleApp } from './test-app.ts';

const hungerGames = '9780439023481';
const catching = '9780439023498';

describeEachDatabase('console/orders/refund', (dialect) => {
  let paypal: PaypalStandIn | null = null;
  afterEach(async () => {
    await paypal?.close();
    paypal = null;
  });

  /**
   * Ada's order 100001 at Downtown: 2 × The Hunger Games at $10 and 1 × Catching Fire at $20
   * ($40), $10 of it on her gift card and the rest taken as `paymentType` ('captured' unless said).
   */
  async function withPaidOrder(options: { paymentType?: string; paymentStatus?: string; paypal?: boolean } = {}) {
    if (options.paypal) paypal = await startPaypalStandIn();
    const context = await consoleApp(dialect, paypal ? { paypal: paypal.settings } : {});
    const { app, orders, catalog, ada } = context;
    await catalog.title({ eisbn: hungerGames, title: 'The Hunger Games' });
    await catalog.title({ eisbn: catching, title: 'Catching Fire' });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: hungerGames, onhand: 3 });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: catching, onhand: 0 });
    let paypalOrderId: string | undefined;
    if (paypal) {
      // A PayPal order the stand-in captured for the $30 left to take.
      paypalOrderId = [...paypal.orders.keys()][0] ?? 'P-1';
      paypal.orders.set(paypalOrderId, {
        id: paypalOrderId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '30.00' },
        referenceId: 'ref',
        returnUrl: '',
        cancelUrl: '',
        captureId: 'CAPTURE-1',
      });
    }
    const order = await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: '100001',
      paymentType: options.paymentType ?? (paypal ? 'paypal' : 'credit_card'),
      paymentStatus: options.paymentStatus ?? 'captured',
      ...(paypalOrderId ? { paypalOrderId } : {}),
      items: [
        { eisbn: hungerGames, title: 'The Hunger Games', quantity: 2, soldPriceCents: 1000 },
        { eisbn: catching, title: 'Catching Fire', quantity: 1, soldPriceCents: 2000 },
      ],
      summary: { total: 4000, total_owing: 3000, total_gift_card_amount_used: 1000 },
    });
    const giftCardId = await insertGiftCard(app.db, {
      storeId: 'main',
      number: '6000111122223333',
      amountCents: 2500,
      currency: 'USD',
      recipientEmail: '',
      orderId: null,
      orderPosition: null,
      now: 1_700_000_000,
    });
    const giftCards = createGiftCardService({
      db: app.db,
      mail: { send: async () => {} },
      rateLimits: { consume: async () => {} },
    });
    await app.db.transaction().execute((trx) =>
      giftCards.redeemForOrder(trx, {
        storeId: 'main',
        orderId: order.id,
        cards: [{ giftCardId, amountCents: 1000 }],
        now: 1_700_000_001,
      }),
    );
    const balance = async () =>
      (
        await app.db
          .selectFrom('giftCards')
          .select('balanceCents')
          .where('id', '=', giftCardId)
          .executeTakeFirstOrThrow()
      ).balanceCents;
    const onHand = async (eisbn: string) =>
      (
        await app.db
          .selectFrom('stock')
          .select('onhand')
          .where('storeId', '=', 'main')
          .where('locationId', '=', 'downtown')
          .where('eisbn', '=', eisbn)
          .executeTakeFirstOrThrow()
      ).onhand;
    const refundRows = () => app.db.selectFrom('orderRefunds').selectAll().execute();
    return { ...context, order, balance, onHand, refundRows };
  }

  const refund = (payload: object) => ({ order_number: '100001', idempotency_key: randomUUID(), ...payload });

  it('gives a copy back to the gift card and the terminal in proportion, restocks it, audits it and emails the customer', async () => {
    const { post, logIn, app, balance, onHand } = await withPaidOrder();
    const cookies = await logIn('manager@riverbend.example');

    const response = await post(
      'console/orders/refund',
      refund({ lines: [{ position: 0, quantity: 1 }], restock: true, note: 'Damaged spine' }),
      { cookies },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().refund).toMatchObject({
      paid: 4000,
      refunded: 1000,
      quantities: [1, 1],
      refunds: [{ amount: 1000, gift_card: 250, terminal: 750, paypal: 0, restocked: 1, note: 'Damaged spine' }],
    });
    expect(await balance()).toBe(1500 + 250);
    expect(await onHand(hungerGames)).toBe(4);
    const audit = await app.db.selectFrom('auditLog').selectAll().where('action', '=', 'order.refund').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject: '100001', staffEmail: 'manager@riverbend.example' });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      amount: 1000,
      gift_card: 250,
      terminal: 750,
      restocked: 1,
    });
    const email = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(email.subject).toBe('Riverbend Books: a refund for order 100001');
    expect(email.text).toContain('We refunded $10.00 for your order 100001.');
    expect(email.text).toContain('$2.50 back on your gift card ending 3333.');
    expect(email.text).toContain('$7.50 back to the card or payment you paid with');
  });

  it('refunds the whole order to the cent once every line is back, and then has nothing left to refund', async () => {
    const { post, logIn, balance } = await withPaidOrder();
    const cookies = await logIn('owner@riverbend.example');

    await post('console/orders/refund', refund({ lines: [{ position: 0, quantity: 1 }] }), { cookies });
    const last = await post(
      'console/orders/refund',
      refund({
        lines: [
          { position: 0, quantity: 1 },
          { position: 1, quantity: 1 },
        ],
      }),
      { cookies },
    );

    expect(last.json().refund).toMatchObject({ paid: 4000, refunded: 4000, quantities: [0, 0] });
    expect(last.json().can_refund).toBe(false);
    expect(await balance()).toBe(2500);
  });

  it('never gives back more than was taken: a payment due at pick-up took only the gift card’s part', async () => {
    const { post, logIn, refundRows, balance } = await withPaidOrder({ paymentType: 'pickup', paymentStatus: 'none' });
    const cookies = await logIn('manager@riverbend.example');

    const tooMuch = await post('console/orders/refund', refund({ lines: [{ position: 1, quantity: 1 }] }), { cookies });
    const tooMany = await post('console/orders/refund', refund({ lines: [{ position: 0, quantity: 3 }] }), { cookies });
    const nothing = await post('console/orders/refund', refund({ lines: [] }), { cookies });

    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      error: consolePaymentMessages.refundTooMuch('$10.00'),
      code: consolePaymentErrorCodes.refundTooMuch,
    });
    expect(tooMany.json()).toMatchObject({ code: consolePaymentErrorCodes.refundInvalid });
    expect(nothing.json()).toMatchObject({ error: consolePaymentMessages.refundNothing });
    expect(await refundRows()).toEqual([]);
    expect(await balance()).toBe(1500);
  });

  it('refunds once when the same request is sent twice at once', async () => {
    const { post, logIn, refundRows, balance } = await withPaidOrder();
    const cookies = await logIn('manager@riverbend.example');
    const payload = refund({ lines: [{ position: 1, quantity: 1 }] });

    const answers = await Promise.all([
      post('console/orders/refund', payload, { cookies }),
      post('console/orders/refund', payload, { cookies }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await refundRows()).toHaveLength(1);
    expect(await balance()).toBe(1500 + 500);
  });

  it('gives two different refunds at once no more than the order took', async () => {
    const { post, logIn, refundRows } = await withPaidOrder();
    const cookies = await logIn('manager@riverbend.example');
    const whole = {
      lines: [
        { position: 0, quantity: 2 },
        { position: 1, quantity: 1 },
      ],
    };

    const answers = await Promise.all([
      post('console/orders/refund', refund(whole), { cookies }),
      post('console/orders/refund', refund(whole), { cookies }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await refundRows()).reduce((sum, row) => sum + row.amountCents, 0)).toBe(4000);
  });

  it('refunds PayPal’s part through PayPal once, and records nothing when PayPal refuses', async () => {
    const { post, logIn, refundRows, balance } = await withPaidOrder({ paypal: true });
    const cookies = await logIn('manager@riverbend.example');
    const standIn = paypal as PaypalStandIn;
    standIn.behaviour.declineRefund = true;

    const refused = await post('console/orders/refund', refund({ lines: [{ position: 1, quantity: 1 }] }), { cookies });
    standIn.behaviour.declineRefund = false;
    const made = await post('console/orders/refund', refund({ lines: [{ position: 1, quantity: 1 }] }), { cookies });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: consolePaymentErrorCodes.paypalRefundFailed });
    expect(made.json().refund.refunds).toMatchObject([{ amount: 2000, gift_card: 500, paypal: 1500, terminal: 0 }]);
    expect(standIn.refundAmounts).toEqual([{ captureId: 'CAPTURE-1', amount: '15.00' }]);
    expect(await refundRows()).toHaveLength(1);
    expect(await balance()).toBe(2000);
  });

  it('holds no lock on the order while PayPal answers: another refund of it is made meanwhile, each once', async () => {
    const { post, logIn, refundRows, balance } = await withPaidOrder({ paypal: true });
    const cookies = await logIn('manager@riverbend.example');
    const standIn = paypal as PaypalStandIn;
    let meanwhile: Awaited<ReturnType<typeof post>> | null = null;
    standIn.behaviour.whileRefunding = async () => {
      meanwhile = await post('console/orders/refund', refund({ lines: [{ position: 0, quantity: 1 }] }), { cookies });
    };

    const first = await post('console/orders/refund', refund({ lines: [{ position: 1, quantity: 1 }] }), { cookies });

    expect(first.statusCode).toBe(200);
    expect((meanwhile as Awaited<ReturnType<typeof post>> | null)?.statusCode).toBe(200);
    expect(first.json().refund).toMatchObject({ paid: 4000, refunded: 3000, quantities: [1, 0] });
    expect(standIn.refundAmounts).toEqual([
      { captureId: 'CAPTURE-1', amount: '7.50' },
      { captureId: 'CAPTURE-1', amount: '15.00' },
    ]);
    expect((await refundRows()).map((row) => row.paypalRefundId !== null)).toEqual([true, true]);
    expect(await balance()).toBe(1500 + 500 + 250);
  });

  it('keeps a refund PayPal failed to answer waiting, and finishes it once when its key is sent again', async () => {
    const { post, logIn, refundRows, balance } = await withPaidOrder({ paypal: true });
    const cookies = await logIn('manager@riverbend.example');
    const standIn = paypal as PaypalStandIn;
    const payload = refund({ lines: [{ position: 1, quantity: 1 }] });
    standIn.behaviour.failRefund = true;

    const failed = await post('console/orders/refund', payload, { cookies });
    const waiting = await refundRows();
    const balanceWhileWaiting = await balance();
    standIn.behaviour.failRefund = false;
    const again = await post('console/orders/refund', payload, { cookies });
    const onceMore = await post('console/orders/refund', payload, { cookies });

    expect(failed.json()).toMatchObject({ code: consolePaymentErrorCodes.paypalRefundFailed });
    expect(waiting).toMatchObject([{ amountCents: 2000, paypalCents: 1500, paypalRefundId: null }]);
    expect(balanceWhileWaiting).toBe(1500);
    expect(again.statusCode).toBe(200);
    expect(onceMore.json().refund).toMatchObject({ refunded: 2000 });
    expect(standIn.refundAmounts).toEqual([{ captureId: 'CAPTURE-1', amount: '15.00' }]);
    expect((await refundRows()).map((row) => row.paypalRefundId !== null)).toEqual([true]);
    expect(await balance()).toBe(2000);
  });

  it('refuses a clerk, and answers another store’s staff that the order is not found', async () => {
    const { post, logIn, refundRows } = await withPaidOrder();
    const clerk = await logIn('clerk@riverbend.example');
    const harbour = await logIn('clerk@harbour.example', 'other');

    const asClerk = await post('console/orders/refund', refund({ lines: [{ position: 0, quantity: 1 }] }), {
      cookies: clerk,
    });
    const elsewhere = await post(
      'console/orders/get',
      { order_number: '100001' },
      {
        cookies: harbour,
        headers: { host: 'harbour.example' },
      },
    );

    expect(asClerk.statusCode).toBe(403);
    expect(asClerk.json()).toMatchObject({ code: commonErrorCodes.staffForbidden });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: consoleErrorCodes.orderNotFound });
    expect(await refundRows()).toEqual([]);
  });
});
