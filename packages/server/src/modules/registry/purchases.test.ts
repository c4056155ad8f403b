import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { readyForPickup } from '../checkout/submit-test-flow.ts';
import { hunger, mockingjay, registryCheckout } from './test-app.ts';

describeEachDatabase('registry purchases', (dialect) => {
  it('counts a title bought from the registry once when the order is placed, and not when the same submit is sent again', async () => {
    const { post, submit, registryId, purchased } = await registryCheckout(dialect, 3);
    await post('cart/add', { eisbn: hunger, quantity: 2, gift_registry_id: registryId });
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });
    const checksum = await readyForPickup(post);

    const first = await submit(checksum, undefined, { uuid: 'same-request' });
    const again = await submit(checksum, undefined, { uuid: 'same-request' });

    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await purchased()).toBe(2);
  });

  it('does not count a title bought without the registry', async () => {
    const { post, submit, purchased } = await registryCheckout(dialect, 1);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    await submit(await readyForPickup(post));

    expect(await purchased()).toBe(0);
  });

  it('counts both of two buyers who buy the last requested copy at the same moment', async () => {
    const { post, submit, newGuest, registryId, purchased } = await registryCheckout(dialect, 1);
    const buyers: { cookie: string; checksum: string }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const cookie = await newGuest();
      await post('cart/add', { eisbn: hunger, quantity: 1, gift_registry_id: registryId }, cookie);
      buyers.push({ cookie, checksum: await readyForPickup(post, cookie) });
    }

    const responses = await Promise.all(buyers.map(({ cookie, checksum }) => submit(checksum, cookie)));

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await purchased()).toBe(2);
  });
});
