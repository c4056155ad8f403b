import { commonErrorCodes, consoleErrorCodes } from '@bookfront/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { adaShipping, consoleApp } from './test-app.ts';

const hungerGames = '9780439023481';
const catching = '9780439023498';

async function textOf(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

describeEachDatabase('console/orders/pickList and packingSlip', (dialect) => {
  async function withOrders() {
    const context = await consoleApp(dialect);
    const { orders } = context;
    await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      orderNumber: '100001',
      notes: 'Gift wrap, please',
      items: [
        { eisbn: hungerGames, title: 'The Hunger Games', quantity: 2 },
        { eisbn: catching, title: 'Catching Fire', quantity: 3, backorderQuantity: 3 },
      ],
    });
    await orders.order({
      storeId: 'main',
      locationId: 'uptown',
      orderNumber: '100002',
      deliveryPreference: 'ship',
      shipping: adaShipping,
      items: [{ eisbn: hungerGames, title: 'The Hunger Games', quantity: 1 }],
    });
    await orders.order({
      storeId: 'other',
      locationId: 'harbour',
      orderNumber: '100009',
      items: [{ title: 'Harbour Only' }],
    });
    const get = (action: string, query: string, cookies: Record<string, string>, host?: string) =>
      context.app.inject({
        method: 'GET',
        url: `/api/${action}?${query}`,
        cookies,
        ...(host ? { headers: { host } } : {}),
      });
    return { ...context, get };
  }

  it('gives a clerk the new orders’ copies to pull from stock, by location, with their ISBNs and orders', async () => {
    const { logIn, get } = await withOrders();
    const cookies = await logIn('clerk@riverbend.example');

    const response = await get('console/orders/pickList', 'status=new', cookies);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Riverbend Books: pick list');
    expect(text).toMatch(/Downtown[\s\S]*9780439023481[\s\S]*The Hunger Games[\s\S]*2[\s\S]*100001/);
    expect(text).toMatch(/Uptown[\s\S]*The Hunger Games[\s\S]*100002/);
    // Catching Fire is all on backorder: nothing to pull.
    expect(text).not.toContain('Catching Fire');
    expect(text).not.toContain('Harbour Only');
  });

  it('narrows the pick list to the orders chosen, never another store’s', async () => {
    const { logIn, get } = await withOrders();
    const cookies = await logIn('manager@riverbend.example');

    const text = await textOf((await get('console/orders/pickList', 'orders=100002,100009', cookies)).rawPayload);

    expect(text).toContain('1 order');
    expect(text).toContain('Uptown');
    expect(text).not.toContain('Downtown');
    expect(text).not.toContain('Harbour Only');
  });

  it('prints an order’s packing slip with its address, lines and notes; another store’s order is not found', async () => {
    const { logIn, get } = await withOrders();
    const cookies = await logIn('clerk@riverbend.example');
    const harbour = await logIn('clerk@harbour.example', 'other');

    const shipped = await textOf((await get('console/orders/packingSlip', 'order_number=100002', cookies)).rawPayload);
    const pickup = await textOf((await get('console/orders/packingSlip', 'order_number=100001', cookies)).rawPayload);
    const elsewhere = await get('console/orders/packingSlip', 'order_number=100001', harbour, 'harbour.example');
    const loggedOut = await get('console/orders/packingSlip', 'order_number=100001', {});

    expect(shipped).toContain('Packing slip: order 100002');
    expect(shipped).toMatch(/Ship to[\s\S]*Ada Reader[\s\S]*1 Main St[\s\S]*Vancouver BC V5K 0A1/);
    expect(pickup).toMatch(/Pick up at[\s\S]*Downtown/);
    expect(pickup).toContain('Gift wrap, please');
    expect(pickup).toContain('Catching Fire (3 to order in, to follow)');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: consoleErrorCodes.orderNotFound });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toMatchObject({ code: commonErrorCodes.staffLoginRequired });
  });
});
