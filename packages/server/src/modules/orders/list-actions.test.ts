import { orderListSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { ordersApp } from './test-app.ts';

const day = 86_400;
const newYear2026 = Date.UTC(2026, 0, 1, 8, 0, 0) / 1000; // midnight in Los Angeles

describeEachDatabase('order/getList', (dialect) => {
  it('pages the history five at a time, newest first, counting every match', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    for (let index = 0; index < 7; index += 1) {
      await orders.order({
        storeId: store.id,
        locationId: 'downtown',
        userId: ada.id,
        orderNumber: String(500 + index),
        createdAt: newYear2026 + index * day,
      });
    }
    const cookies = await app.signIn(ada);

    const first = orderListSchema.parse((await post('order/getList', {}, cookies)).json());
    const second = orderListSchema.parse((await post('order/getList', { page: '2' }, cookies)).json());

    expect(first.rowcount).toBe(7);
    expect(first.rows.map((row) => row.order_number)).toEqual(['506', '505', '504', '503', '502']);
    expect(second.rows.map((row) => row.order_number)).toEqual(['501', '500']);
    expect(second.page).toBe(2);
  });

  it('shows three items of each order and how many more it has', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      items: titles.map((title, index) => ({ title, eisbn: `978000000000${index}` })),
    });

    const list = orderListSchema.parse((await post('order/getList', {}, await app.signIn(ada))).json());

    expect(list.rows[0]?.items.map((item) => item.title)).toEqual(['One', 'Two', 'Three']);
    expect(list.rows[0]?.more_items).toBe(2);
  });

  it('filters by the year of the order in Los Angeles, and lists the years that have orders', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    // 07:00 UTC on New Year's Day 2026 is still 2025 in Los Angeles.
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: 'late-2025',
      createdAt: newYear2026 - 3600,
    });
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: 'early-2026',
      createdAt: newYear2026,
    });
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: 'old',
      createdAt: newYear2026 - 800 * day,
    });
    const cookies = await app.signIn(ada);

    const in2025 = orderListSchema.parse((await post('order/getList', { year: 2025 }, cookies)).json());

    expect(in2025.rows.map((row) => row.order_number)).toEqual(['late-2025']);
    expect(in2025.years).toEqual([2026, 2025, 2023]);
  });

  it('finds orders by order number, title or ISBN with or without hyphens, in any case', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: '1001',
      items: [{ title: 'The Hunger Games', eisbn: '9780439023481' }],
    });
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: '1002',
      items: [{ title: 'Mockingjay', eisbn: '9780439023511' }],
    });
    await orders.order({
      storeId: store.id,
      locationId: 'downtown',
      userId: ada.id,
      orderNumber: '2001',
      items: [{ title: '100% Cotton', eisbn: '9780000000019' }],
    });
    const cookies = await app.signIn(ada);
    const numbersFor = async (term: string) =>
      orderListSchema
        .parse((await post('order/getList', { term }, cookies)).json())
        .rows.map((row) => row.order_number);

    expect(await numbersFor('hunger')).toEqual(['1001']);
    expect(await numbersFor('978-0-439-02351-1')).toEqual(['1002']);
    expect(await numbersFor('100')).toEqual(['2001', '1002', '1001']);
    expect(await numbersFor('100%')).toEqual(['2001']);
    expect(await numbersFor('_')).toEqual([]);
  });

  it('filters by pick-up location', async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    await orders.order({ storeId: store.id, locationId: 'downtown', userId: ada.id, orderNumber: 'D1' });
    await orders.order({ storeId: store.id, locationId: 'uptown', userId: ada.id, orderNumber: 'U1' });

    const list = orderListSchema.parse(
      (await post('order/getList', { location_id: 'uptown' }, await app.signIn(ada))).json(),
    );

    expect(list.rows.map((row) => row.order_number)).toEqual(['U1']);
  });

  it("never lists another customer's orders or a guest's", async () => {
    const { app, store, ada, orders, post } = await ordersApp(dialect);
    const other = await app.factories.customer({ storeId: store.id });
    await orders.order({ storeId: store.id, locationId: 'downtown', userId: other.id, corpId: other.corpId });
    await orders.order({ storeId: store.id, locationId: 'downtown', guestToken: 'secret' });

    const list = orderListSchema.parse((await post('order/getList', {}, await app.signIn(ada))).json());

    expect(list).toEqual({ rows: [], rowcount: 0, years: [], page: 1 });
  });

  it('asks a guest to log in, and refuses malformed filters with a 400', async () => {
    const { app, ada, post } = await ordersApp(dialect);
    const cookies = await app.signIn(ada);

    expect((await post('order/getList', {})).statusCode).toBe(401);
    expect((await post('order/getList', { year: 'last year' }, cookies)).statusCode).toBe(400);
    expect((await post('order/getList', { page: -1 }, cookies)).statusCode).toBe(400);
    expect((await post('order/getList', { term: ['a'] }, cookies)).statusCode).toBe(400);
  });
});
