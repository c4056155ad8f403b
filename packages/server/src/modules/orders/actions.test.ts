import { orderErrorCodes, orderMessages, orderSchema } from '@bookfront/contract';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { emailedToken } from '../../test/outbox.ts';
import { ordersApp } from './test-app.ts';

const shipping = {
  orgname: '',
  name: 'Ada Reader',
  addr1: '12 Main Street',
  addr2: '',
  city: 'Seattle',
  prov: 'Washington',
  country: 'United States',
  postal: '98101',
  phone: '(206) 555-0100',
  provider: 'UPS Ground',
};

describeEachDatabase('order/get', (dialect) => {
  it('gives a customer their order as it was placed: items, summary, delivery and contact', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const placed = await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      corpId: ada.corpId,
      deliveryPreference: 'ship',
      shipping,
      purchaseOrder: 'PO-7',
      notes: 'Leave at the back door',
      items: [
        { title: 'The Hunger Games', quantity: 2, soldPriceCents: 1200, originalPriceCents: 1500 },
        {
          eisbn: '9780000000019',
          title: 'Gift card',
          isGiftcard: true,
          soldPriceCents: 2500,
          giftCardInfo: { to: 'Sam', from: 'Ada', message: 'Happy reading' },
        },
        { eisbn: '9780439023511', title: 'Mockingjay', backorderQuantity: 1, backorderSubMessage: 'Ships in 2 weeks' },
      ],
      summary: { shipping: 899, total: 6999, total_owing: 6999 },
    });

    const response = await post('order/get', { order_id: placed.orderNumber }, await app.signIn(ada));

    expect(response.statusCode).toBe(200);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      order_number: placed.orderNumber,
      delivery_type: 'ship',
      delivery_key: 'ship',
      payment_type: 'pickup',
      purchaseorder: 'PO-7',
      notes: 'Leave at the back door',
      shipping,
      order_location_id: 'downtown',
      email: 'ada@example.com',
      summary: { subtotal: 6100, shipping: 899, total: 6999 },
    });
    expect(order.items.map((item) => item.title_info.title)).toEqual(['The Hunger Games', 'Gift card', 'Mockingjay']);
    expect(order.items[0]?.cart_info).toMatchObject({ quantity: 2, sold_price: 1200, discount: 300 });
    expect(order.items[1]?.cart_info.cart_notes?.gift_card_info).toEqual({
      to: 'Sam',
      from: 'Ada',
      message: 'Happy reading',
    });
    expect(order.items[2]?.cart_info).toMatchObject({
      backorder_quantity: 1,
      backorder_sub_message: 'Ships in 2 weeks',
    });
  });

  it('tells a quote by its delivery key', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const quote = await orders.order({ storeId: store.id, locationId: 'downtown', userId: ada.id, kind: 'quote' });

    const response = await post('order/get', { order_id: quote.orderNumber }, await app.signIn(ada));

    expect(orderSchema.parse(response.json())).toMatchObject({ delivery_key: 'quote', payment_type: 'quote' });
  });

  it("opens a guest's order with the secret of its link, and with nothing else", async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const placed = await orders.order({ storeId: store.id, locationId: 'downtown', guestToken: 'link-secret' });

    const withToken = await post('order/get', { order_id: placed.orderNumber, token: 'link-secret' });
    const wrongToken = await post('order/get', { order_id: placed.orderNumber, token: 'link-secreT' });
    const noToken = await post('order/get', { order_id: placed.orderNumber });
    const asCustomer = await post('order/get', { order_id: placed.orderNumber }, await app.signIn(ada));

    expect(withToken.statusCode).toBe(200);
    for (const refused of [wrongToken, noToken, asCustomer]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: orderMessages.notFound, code: orderErrorCodes.notFound });
    }
  });

  it("answers another customer's order exactly as a missing one", async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const placed = await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      corpId: ada.corpId,
    });
    const stranger = await app.factories.customer({ storeId: store.id });

    const theirs = await post('order/get', { order_id: placed.orderNumber }, await app.signIn(stranger));
    const missing = await post('order/get', { order_id: '999999' }, await app.signIn(stranger));

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('shows an institution the orders placed for it, and a linked customer while buying as it', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const school = await app.factories.customer({ storeId: store.id, isInstitution: true, company: 'Hillside School' });
    const forSchool = await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      corpId: school.corpId,
    });
    const teacher = await app.factories.customer({ storeId: store.id, email: 'ms.lee@example.com' });
    await post('account/linkToRequest', { email: teacher.email }, await app.signIn(school));
    const token = await emailedToken(app.dataDir, teacher.email, 'link');
    const teacherCookies = await app.signIn(teacher);
    await post('account/linkToVerify', { token }, teacherCookies);

    const bySchool = await post('order/get', { order_id: forSchool.orderNumber }, await app.signIn(school));
    const byTeacherAsSelf = await post('order/get', { order_id: forSchool.orderNumber }, teacherCookies);
    await post('account/setCorp', { corp_id: school.corpId }, teacherCookies);
    const byTeacherAsSchool = await post('order/get', { order_id: forSchool.orderNumber }, teacherCookies);

    expect(bySchool.statusCode).toBe(200);
    expect(byTeacherAsSelf.statusCode).toBe(404);
    expect(byTeacherAsSchool.statusCode).toBe(200);
  });

  it('refuses a malformed request with a 400, not a failure of the server', async () => {
    const { post } = await ordersApp(dialect);

    expect((await post('order/get', {})).statusCode).toBe(400);
    expect((await post('order/get', { order_id: { $gt: '' } })).statusCode).toBe(400);
    expect((await post('order/get', { order_id: 'x'.repeat(41) })).statusCode).toBe(400);
  });
});

describeEachDatabase('order/getExcel', (dialect) => {
  it('downloads the order as a spreadsheet: header, items table, then the summary', async () => {
    const { app, store, ada, orders } = await ordersApp(dialect);
    const placed = await orders.order({
      storeId: store.id,
      locationId: 'uptown',
      userId: ada.id,
      createdAt: Date.UTC(2026, 0, 1, 5, 0, 0) / 1000,
      items: [
        { eisbn: '9780439023481', title: 'The Hunger Games', binding: 'Paperback', quantity: 2, soldPriceCents: 1200 },
        { eisbn: '9780439023511', title: 'Mockingjay', binding: 'Hardcover', quantity: 1, soldPriceCents: 1800 },
      ],
      summary: { taxes: [{ type: 'Sales tax', amount: 420 }], total: 4620, total_owing: 4620 },
    });

    const response = await app.inject({
      method: 'GET',
      url: `/api/order/getExcel?order_id=${placed.orderNumber}`,
      cookies: await app.signIn(ada),
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="order-${placed.orderNumber}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const values = (workbook.worksheets[0]?.getSheetValues() ?? []).map((row) =>
      Array.isArray(row) ? row.slice(1) : [],
    );
    expect(values.slice(1, 4)).toEqual([
      [orderMessages.orderNumber, placed.orderNumber],
      // 05:00 UTC on New Year's Day is still the last evening of 2025 in Los Angeles.
      [orderMessages.date, 'Dec 31st 2025'],
      [orderMessages.delivery, orderMessages.pickUpAt('Uptown')],
    ]);
    expect(values.slice(5, 8)).toEqual([
      [
        orderMessages.isbn,
        orderMessages.title,
        orderMessages.format,
        orderMessages.quantity,
        orderMessages.price,
        orderMessages.total,
      ],
      ['9780439023481', 'The Hunger Games', 'Paperback', 2, 12, 24],
      ['9780439023511', 'Mockingjay', 'Hardcover', 1, 18, 18],
    ]);
    const summary = values.slice(9).map((row) => [row[0], row[5]]);
    expect(summary).toEqual([
      [orderMessages.subtotal, 42],
      ['Sales tax', 4.2],
      [orderMessages.shipping, 0],
      [orderMessages.total, 46.2],
      [orderMessages.totalOwing, 46.2],
    ]);
  });

  it("lets a guest download with their link's secret, and nobody else", async () => {
    const { app, store, orders } = await ordersApp(dialect);
    const placed = await orders.order({ storeId: store.id, locationId: 'downtown', guestToken: 'link-secret' });
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/order/getExcel?${query}` });

    expect((await get(`order_id=${placed.orderNumber}&token=link-secret`)).statusCode).toBe(200);
    expect((await get(`order_id=${placed.orderNumber}`)).statusCode).toBe(404);
    expect((await get(`order_id=${placed.orderNumber}&token=guess`)).json().code).toBe(orderErrorCodes.notFound);
    expect((await get('')).statusCode).toBe(400);
  });

  it('answers for the store the query names, as a store sharing its host needs', async () => {
    const { app, store, orders } = await ordersApp(dialect);
    const other = await app.factories.store({ id: 'annex', basename: 'annex' });
    await app.factories.location({ storeId: other.id, id: 'annex-main', name: 'Annex' });
    const placed = await orders.order({ storeId: other.id, locationId: 'annex-main', guestToken: 'annex-secret' });
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/order/getExcel?${query}` });

    const own = await get(`order_id=${placed.orderNumber}&token=annex-secret&store_id=${other.id}`);
    expect(own.statusCode).toBe(200);
    expect((await get(`order_id=${placed.orderNumber}&token=annex-secret&store_id=${store.id}`)).statusCode).toBe(404);
  });
});
