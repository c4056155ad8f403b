import { sessionSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { birthday, hunger, registryApp, registryOf } from './test-app.ts';

const beasAddress = {
  name: 'Bea Reader',
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

type Context = Awaited<ReturnType<typeof registryApp>>;

/** Bea's registry holding The Hunger Games, shipping to her address when `encouraged`. */
async function beasRegistry({ asBea }: Context, encouraged: boolean) {
  const book = (await asBea('address/create', beasAddress)).json() as { addresses: { address_id: string }[] };
  const addressId = book.addresses[0]?.address_id ?? '';
  const registry = registryOf(
    await asBea('giftregistry/create', { ...birthday, shipping_id: addressId, shipping_encouraged: encouraged }),
  );
  await asBea('giftregistry/addItem', { gift_registry_id: registry.gift_registry_id, eisbn: hunger });
  return { registryId: registry.gift_registry_id, addressId };
}

describeEachDatabase('registry shipping addresses at checkout', (dialect) => {
  it('offers a buyer the address of a registry their cart buys for, named by the registry and its owner, shown by its city', async () => {
    const context = await registryApp(dialect);
    const { registryId, addressId } = await beasRegistry(context, true);
    await context.asAda('cart/add', { eisbn: hunger, quantity: 1, gift_registry_id: registryId });

    const session = sessionSchema.parse((await context.asAda('session/get')).json());

    expect(session.user?.alt_addresses).toEqual([
      {
        address_id: addressId,
        gift_registry_name: birthday.title,
        street_address: 'Vancouver, British Columbia',
        shipping_encouraged: true,
        owner_name: 'Ada Reader',
      },
    ]);
  });

  it('offers none when the registry does not ask for shipping or the cart buys for no registry', async () => {
    const context = await registryApp(dialect);
    const { registryId } = await beasRegistry(context, false);
    await context.asAda('cart/add', { eisbn: hunger, quantity: 1, gift_registry_id: registryId });
    await context.asBea('cart/add', { eisbn: hunger, quantity: 1 });

    const ada = sessionSchema.parse((await context.asAda('session/get')).json());
    const bea = sessionSchema.parse((await context.asBea('session/get')).json());

    expect(ada.user?.alt_addresses).toEqual([]);
    expect(bea.user?.alt_addresses).toEqual([]);
  });
});
