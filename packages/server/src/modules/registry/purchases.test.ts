import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { checkoutApp, readyForPickup } from '../checkout/submit-test-flow.ts';
import { cookieName } from '../cart/test-app.ts';
import { birthday, hunger, mockingjay, registryOf } from './test-app.ts';

/** The checkout test store with registries on, and Ada's registry asking for `qty` of The Hunger Games. */
async function registryCheckout(dialect: Parameters<typeof checkoutApp>[0], qty: number) {
  const context = await checkoutApp(dialect, { gift_registry_enabled: true });
  const ada = await context.app.factories.customer({ storeId: context.store.id, email: 'ada@example.com' });
  const adaCookie = (await context.app.signIn(ada))[cookieName] ?? '';
  const registryId = registryOf(await context.post('giftregistry/create', birthday, adaCookie)).gift_registry_id;
  await context.post('giftregistry/addItem', { gift_registry_id: registryId, eisbn: hunger, qty }, adaCookie);
  const purchased = async () =>
    registryOf(await context.post('giftregistry/get', { gift_registry_id: registryId })).items[0]?.qty_purchased;
  return { ...context, registryId, purchased };
}

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
