import { consoleErrorCodes, consoleMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { adaShipping, consoleApp } from './test-app.ts';

const eisbn = '9780439023481';

describeEachDatabase('console/orders/*', (dialect) => {
  async function withOrders() {
    const context = await consoleApp(dialect);
    const { orders, ada, catalog } = context;
    await catalog.title({ eisbn, title: 'The Hunger Games' });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn, onhand: 4 });
    const pickup = await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: '100001',
      createdAt: 1_700_000_000,
      items: [{ eisbn, quantity: 3, backorderQuantity: 1 }],
    });
    const shipped = await orders.order({
      storeId: 'main',
      locationId: 'uptown',
      orderNumber: '100002',
      createdAt: 1_700_000_100,
      deliveryPreference: 'ship',
      paymentType: 'credit_card',
      shipping: adaShipping,
    });
    await orders.order({ storeId: 'main', locationId: 'downtown', orderNumber: '100003', kind: 'quote' });
    const elsewhere = await orders.order({ storeId: 'other', locationId: 'harbour', orderNumber: '100009' });
    return { ...context, pickup, shipped, elsewhere };
  }

  const auditOf = (context: Awaited<ReturnType<typeof withOrders>>) =>
    context.app.db.selectFrom('auditLog').selectAll().orderBy('createdAt').execute();

  it('lists the new orders oldest first with every status’s count, narrowed by location and delivery type', async () => {
    const { post, logIn } = await withOrders();
    const cookies = await logIn('clerk@riverbend.example');

    const all = (await post('console/orders/list', {}, { cookies })).json();
    const uptown = (await post('console/orders/list', { location_id: 'uptown' }, { cookies })).json();
    const pickups = (await post('console/orders/list', { delivery_type: 'pickup' }, { cookies })).json();

    expect(all.rows.map((row: { order_number: string }) => row.order_number)).toEqual(['100001', '100002']);
    expect(all.counts).toEqual({ new: 2, ready_for_pickup: 0, shipped: 0, completed: 0, cancelled: 0, quote: 1 });
    expect(all.rows[0]).toMatchObject({ location_name: 'Downtown', item_count: 3, delivery_type: 'pickup' });
    expect(uptown.rows.map((row: { order_number: string }) => row.order_number)).toEqual(['100002']);
    expect(pickups.rows.map((row: { order_number: string }) => row.order_number)).toEqual(['100001']);
  });

  it('shows an order with its lines, ISBNs, delivery and payment, and what the role may do with it', async () => {
    const { post, logIn } = await withOrders();
    const clerk = await logIn('clerk@riverbend.example');
    const manager = await logIn('manager@riverbend.example');

    const asClerk = (await post('console/orders/get', { order_number: '100002' }, { cookies: clerk })).json();
    const asManager = (await post('console/orders/get', { order_number: '100002' }, { cookies: manager })).json();

    expect(asClerk).toMatchObject({
      status: 'new',
      order: { delivery_type: 'ship', items: [{ title_info: { eisbn } }], shipping: { city: 'Vancouver' } },
      payment_status: 'none',
      actions: ['markShipped', 'markCompleted'],
    });
    expect(asManager.actions).toEqual(['markShipped', 'markCompleted', 'cancel']);
  });

  it('answers another store’s order as not found, and refuses a quote the changes of an order', async () => {
    const { post, logIn } = await withOrders();
    const cookies = await logIn('owner@riverbend.example');

    const quoteReady = await post('console/orders/markReady', { order_number: '100003' }, { cookies });
    expect(quoteReady.statusCode).toBe(404);
    for (const orderNumber of ['100009', 'nope']) {
      const response = await post('console/orders/get', { order_number: orderNumber }, { cookies });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: consoleMessages.orderNotFound, code: consoleErrorCodes.orderNotFound });
    }
    const change = await post('console/orders/markCompleted', { order_number: '100009' }, { cookies });
    expect(change.statusCode).toBe(404);
  });

  it('marks a pick-up order ready, emails the customer, then completes it, each change audited', async () => {
    const context = await withOrders();
    const { post, logIn, app } = context;
    const cookies = await logIn('clerk@riverbend.example');

    const ready = await post('console/orders/markReady', { order_number: '100001', note: 'Shelf B' }, { cookies });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready_for_pickup',
      history: [{ status: 'ready_for_pickup', staff_email: 'clerk@riverbend.example', note: 'Shelf B' }],
      actions: ['markCompleted'],
    });
    const email = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(email.subject).toBe('Riverbend Books: order 100001 is ready for pick-up');
    expect(email.text).toContain('Your order 100001 is ready for you at Downtown.');
    expect(email.links).toContain('https://books.example/account/order/100001');

    const completed = await post('console/orders/markCompleted', { order_number: '100001' }, { cookies });
    expect(completed.json()).toMatchObject({ status: 'completed', actions: [] });

    const audit = await auditOf(context);
    expect(audit.map((entry) => [entry.action, entry.subject, entry.staffEmail])).toEqual([
      ['order.markReady', '100001', 'clerk@riverbend.example'],
      ['order.markCompleted', '100001', 'clerk@riverbend.example'],
    ]);
    expect(JSON.parse(audit[0]?.before ?? '')).toEqual({ status: 'new', tracking: '' });
    expect(JSON.parse(audit[0]?.after ?? '')).toMatchObject({ status: 'ready_for_pickup', note: 'Shelf B' });
  });

  it('marks a shipped order with its tracking number, and refuses a tracking number missing', async () => {
    const { post, logIn } = await withOrders();
    const cookies = await logIn('clerk@riverbend.example');

    const missing = await post('console/orders/markShipped', { order_number: '100002', tracking: '' }, { cookies });
    const shipped = await post(
      'console/orders/markShipped',
      { order_number: '100002', tracking: 'CP123' },
      { cookies },
    );

    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ tracking: consoleMessages.trackingRequired });
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking: 'CP123' });
  });

  it('refuses a change the status does not allow with a conflict', async () => {
    const { post, logIn } = await withOrders();
    const cookies = await logIn('manager@riverbend.example');

    const shipPickup = await post('console/orders/markShipped', { order_number: '100001', tracking: 'X' }, { cookies });
    const readyShipped = await post('console/orders/markReady', { order_number: '100002' }, { cookies });
    await post('console/orders/cancel', { order_number: '100001' }, { cookies });
    const again = await post('console/orders/cancel', { order_number: '100001' }, { cookies });

    for (const response of [shipPickup, readyShipped]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(consoleErrorCodes.statusConflict);
    }
    expect(again.json()).toEqual({
      error: consoleMessages.statusConflict('cancelled'),
      code: consoleErrorCodes.statusConflict,
    });
  });

  it('cancels with restock: the copies taken from stock go back to the order’s location', async () => {
    const context = await withOrders();
    const { post, logIn, app } = context;
    const cookies = await logIn('manager@riverbend.example');

    const cancelled = await post('console/orders/cancel', { order_number: '100001' }, { cookies });

    expect(cancelled.json()).toMatchObject({ status: 'cancelled', actions: [] });
    const stock = await app.db
      .selectFrom('stock')
      .select('onhand')
      .where('storeId', '=', 'main')
      .where('locationId', '=', 'downtown')
      .where('eisbn', '=', eisbn)
      .executeTakeFirstOrThrow();
    // 3 ordered, 1 of them on backorder: 2 came from stock.
    expect(stock.onhand).toBe(6);
    const [entry] = await auditOf(context);
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({ status: 'cancelled', restocked: 2 });
  });

  it('lets only an owner or a manager cancel; a clerk is refused and nothing changes', async () => {
    const context = await withOrders();
    const { post, logIn } = context;
    const cookies = await logIn('clerk@riverbend.example');

    const response = await post('console/orders/cancel', { order_number: '100001' }, { cookies });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: consoleMessages.forbidden, code: consoleErrorCodes.forbidden });
    expect(await auditOf(context)).toEqual([]);
    const order = await post('console/orders/get', { order_number: '100001' }, { cookies });
    expect(order.json().status).toBe('new');
  });

  it('refuses every console action without a console login', async () => {
    const { post } = await withOrders();

    for (const action of ['console/orders/list', 'console/orders/get', 'console/orders/markReady', 'console/me']) {
      const response = await post(action, { order_number: '100001' });
      expect(response.statusCode, action).toBe(401);
    }
  });
});

describeEachDatabase('console/audit/list', (dialect) => {
  it('shows an owner or a manager every change, newest first; a clerk is refused', async () => {
    const { post, logIn, orders, ada } = await consoleApp(dialect);
    await orders.order({ storeId: 'main', locationId: 'downtown', userId: ada.id, orderNumber: '100001' });
    const clerk = await logIn('clerk@riverbend.example');
    const manager = await logIn('manager@riverbend.example');
    await post('console/orders/markReady', { order_number: '100001', note: 'Shelf B' }, { cookies: clerk });
    await post('console/orders/markCompleted', { order_number: '100001' }, { cookies: clerk });

    const log = await post('console/audit/list', {}, { cookies: manager });
    const refused = await post('console/audit/list', {}, { cookies: clerk });

    expect(log.json()).toMatchObject({
      page: 1,
      has_more: false,
      rows: [
        { action: 'order.markCompleted', subject: '100001', staff_email: 'clerk@riverbend.example' },
        { action: 'order.markReady', subject: '100001', staff_email: 'clerk@riverbend.example' },
      ],
    });
    expect(JSON.parse(log.json().rows[1].after)).toMatchObject({ status: 'ready_for_pickup', note: 'Shelf B' });
    expect(refused.statusCode).toBe(403);
  });
});
