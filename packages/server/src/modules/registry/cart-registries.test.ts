import { cartResultSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { cookieName } from '../cart/test-app.ts';
import { birthday, hunger, mockingjay, registryCheckout, registryOf } from './test-app.ts';

const gracesAddress = {
  name: 'Grace Reader',
  company_name: '',
  phone_number: '(604) 555-0142',
  phone_number_ext: '',
  street_address: '12 Main Street',
  street_address_2: '',
  city: 'Vancouver',
  province: 'British Columbia',
  postal_code: 'V6B 1A1',
  country: 'Canada',
};

const cartOf = (response: { json: () => unknown }) => cartResultSchema.parse(response.json()).cart;

describeEachDatabase('a cart buying for a gift registry', (dialect) => {
  it('names the registry and its occasion on the line, and says no registry line wants shipping', async () => {
    const { post, registryId } = await registryCheckout(dialect, 2);

    const cart = cartOf(await post('cart/add', { eisbn: hunger, quantity: 1, gift_registry_id: registryId }));

    expect(cart.items[0]?.cart_info.gift_registry_info).toEqual({ occasion: 'Birthday', name: birthday.title });
    expect(cart.summary.contains_gift_registry_item).toBe(true);
    expect(cart.summary.contains_gift_registry_shipping).toBe(false);
  });

  it('says the cart wants shipping when a registry it buys for asks to be shipped to', async () => {
    const { app, store, post } = await registryCheckout(dialect, 1);
    const grace = await app.factories.customer({ storeId: store.id, email: 'grace@example.com' });
    const graceCookie = (await app.signIn(grace))[cookieName] ?? '';
    const book = (await post('address/create', gracesAddress, graceCookie)).json() as {
      addresses: { address_id: string }[];
    };
    const wedding = { title: 'Grace and Sam', occasion: 'Wedding', description: 'Books for a new shelf.' };
    const created = await post(
      'giftregistry/create',
      { ...wedding, shipping_id: book.addresses[0]?.address_id, shipping_encouraged: true },
      graceCookie,
    );
    const registryId = registryOf(created).gift_registry_id;
    await post('giftregistry/addItem', { gift_registry_id: registryId, eisbn: mockingjay, qty: 1 }, graceCookie);

    const plain = cartOf(await post('cart/add', { eisbn: hunger, quantity: 1 }));
    const forRegistry = cartOf(
      await post('cart/add', { eisbn: mockingjay, quantity: 1, gift_registry_id: registryId }),
    );

    expect(plain.summary.contains_gift_registry_shipping).toBe(false);
    expect(forRegistry.summary.contains_gift_registry_shipping).toBe(true);
    expect(forRegistry.items.find((item) => item.title_info.eisbn === hunger)?.cart_info.gift_registry_info).toBeNull();
  });
});
