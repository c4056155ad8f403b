import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { hunger } from '../cart/test-app.ts';
import { checkoutApp, readyForPickup } from './submit-test-flow.ts';

describeEachDatabase('order numbers', (dialect) => {
  it('stay consecutive when shoppers submit at once, each sending the same request three times', async () => {
    const { app, post, newGuest } = await checkoutApp(dialect);
    const shoppers: { cookie: string; checksum: string; uuid: string }[] = [];
    for (let index = 0; index < 5; index += 1) {
      const cookie = await newGuest();
      await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
      shoppers.push({ cookie, checksum: await readyForPickup(post, cookie), uuid: randomUUID() });
    }

    const responses = await Promise.all(
      shoppers.flatMap(({ cookie, checksum, uuid }) =>
        [1, 2, 3].map(() => post('checkout/submit', { checksum, uuid }, cookie)),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
    const numbers = (await app.db.selectFrom('orders').select('orderNumber').execute())
      .map((order) => Number(order.orderNumber))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([100_001, 100_002, 100_003, 100_004, 100_005]);
  });
});
