import { commonErrorCodes, consolePaymentErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { generateCardKeyPair, openCardEnvelope, openCvvEnvelope, sealCard } from '../../lib/card-envelope.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { consoleApp } from './test-app.ts';

const card = {
  number: '4111111111111111',
  cvv: '737',
  expiry_month: 3,
  expiry_year: 2030,
  name: 'Ada Reader',
  postal_code: 'V5K 0A1',
};

describeEachDatabase('console/orders/openCard and recordCharged', (dialect) => {
  async function withCardOrder() {
    const context = await consoleApp(dialect);
    const keys = await generateCardKeyPair();
    const sealed = await sealCard(keys.publicPem, card);
    await context.orders.order({
      storeId: 'main',
      locationId: 'downtown',
      orderNumber: '100001',
      paymentType: 'credit_card',
      paymentStatus: 'pending',
      sealedCard: sealed,
      items: [{ quantity: 2, soldPriceCents: 1200 }],
    });
    const orderRow = () =>
      context.app.db.selectFrom('orders').selectAll().where('orderNumber', '=', '100001').executeTakeFirstOrThrow();
    return { ...context, keys, orderRow };
  }

  it('gives a manager the sealed card and the amount to charge, which the store’s private key opens', async () => {
    const { post, logIn, keys } = await withCardOrder();
    const cookies = await logIn('manager@riverbend.example');

    const response = await post('console/orders/openCard', { order_number: '100001' }, { cookies });

    expect(response.statusCode).toBe(200);
    const sealed = response.json();
    expect(sealed.amount).toBe(2400);
    expect(await openCardEnvelope(keys.privatePem, sealed.encrypted_cc_info)).toMatchObject({
      number: card.number,
      name: 'Ada Reader',
    });
    expect(await openCvvEnvelope(keys.privatePem, sealed.encrypted_cvv)).toBe('737');
  });

  it('records the card charged: the payment is taken, the CVV erased at once, and the audit log never holds the card', async () => {
    const { post, logIn, app, orderRow } = await withCardOrder();
    const cookies = await logIn('owner@riverbend.example');
    await post('console/orders/openCard', { order_number: '100001' }, { cookies });

    const response = await post('console/orders/recordCharged', { order_number: '100001' }, { cookies });
    const again = await post('console/orders/recordCharged', { order_number: '100001' }, { cookies });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ payment_status: 'captured', can_charge_card: false });
    const row = await orderRow();
    expect(row).toMatchObject({ paymentStatus: 'captured', cvvCiphertext: null });
    expect(row.cvvErasedAt).not.toBeNull();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: consolePaymentErrorCodes.alreadyCharged });
    const audit = await app.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['order.openCard', 'order.recordCharged']);
    const logged = JSON.stringify(audit);
    expect(logged).not.toContain('4111');
    expect(logged).not.toContain(row.ccCiphertext ?? 'no card');
  });

  it('refuses a clerk both, and answers an order not paid by card that it holds no card', async () => {
    const { post, logIn, orders, orderRow } = await withCardOrder();
    await orders.order({ storeId: 'main', locationId: 'downtown', orderNumber: '100002', paymentType: 'pickup' });
    const clerk = await logIn('clerk@riverbend.example');
    const manager = await logIn('manager@riverbend.example');

    const open = await post('console/orders/openCard', { order_number: '100001' }, { cookies: clerk });
    const charge = await post('console/orders/recordCharged', { order_number: '100001' }, { cookies: clerk });
    const noCard = await post('console/orders/openCard', { order_number: '100002' }, { cookies: manager });

    expect([open.statusCode, charge.statusCode]).toEqual([403, 403]);
    expect(open.json()).toMatchObject({ code: commonErrorCodes.staffForbidden });
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json()).toMatchObject({ code: consolePaymentErrorCodes.cardNotKept });
    expect((await orderRow()).paymentStatus).toBe('pending');
  });
});
