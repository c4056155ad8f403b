import type { DatabaseDialect } from '../../db/database.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { cartApp, cookieName } from '../cart/test-app.ts';

/* A store that ships and delivers locally, with a signed-in customer, for the shipping tests. */

export const hardcover = '9780000000026';

export const vancouver = {
  name: 'Ada Reader',
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
export const toronto = {
  ...vancouver,
  street_address: '1 Front Street',
  city: 'Toronto',
  province: 'Ontario',
  postal_code: 'M5V 2T6',
};
export const seattle = {
  ...vancouver,
  street_address: '500 Market Street',
  city: 'Seattle',
  province: 'Washington',
  postal_code: '98101',
  country: 'United States',
};
export const paris = {
  ...vancouver,
  street_address: '5 Rue de Rivoli',
  city: 'Paris',
  province: '',
  postal_code: '75001',
  country: 'France',
};

/** A Vancouver store that ships in Canada and the US and delivers downtown itself. */
export const shippingSettings = {
  guest_allow_checkout: true,
  shipping_enabled: true,
  store_info: { country: 'CA', latitude: 49.2827, longitude: -123.1207 },
  taxes: [
    { type: 'GST', rate_percent: 5 },
    { type: 'PST', rate_percent: 7, regions: ['British Columbia'] },
  ],
  promo_codes: [{ code: 'SHIPFREE', type: 'free_shipping', description: 'Free shipping' }],
  checkout: {
    shipping_providers: [
      {
        id: 'post',
        label: 'Canada Post Expedited',
        pricing: 'weight',
        base_cents: 1000,
        per_kg_cents: 300,
        delivery_min: 2,
        delivery_max: 5,
        second_shipment_cents: 800,
      },
      {
        id: 'flat',
        label: 'Flat rate',
        pricing: 'flat',
        base_cents: 1500,
        regions: [{ country: 'CA', provinces: ['BC'] }],
        excluded_bindings: ['Hardcover'],
      },
      {
        id: 'usps',
        label: 'USPS Priority Mail',
        pricing: 'quantity',
        base_cents: 900,
        per_item_cents: 100,
        regions: [{ country: 'US' }],
      },
    ],
    local_delivery: {
      enabled: true,
      label: 'Local Delivery',
      postal_prefixes: ['V6B'],
      fee_cents: 500,
      min_cents: 2000,
      free_min_cents: 5000,
      availability_text: 'downtown Vancouver',
      delivery_min: 1,
      delivery_max: 2,
    },
  },
};

/** The shipping store (with `settings` over its own) and a signed-in customer; `post` calls an action as them. */
export async function shippingApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const store = await cartApp(dialect, { ...shippingSettings, ...settings });
  const catalog = createCatalogFactories(store.app.db);
  await catalog.title({ eisbn: hardcover, title: 'The Atlas', binding: 'Hardcover', weightLb: 4 });
  await catalog.stock({
    storeId: store.store.id,
    locationId: 'downtown',
    eisbn: hardcover,
    onhand: 3,
    priceCents: 4000,
    isExtraOrderable: 0,
  });
  const customer = await store.app.factories.customer({ storeId: store.store.id });
  const session = (await store.app.signIn(customer))[cookieName] ?? '';
  const post = (action: string, payload: object = {}) => store.post(action, payload, session);
  /** Adds an address to the customer's book and answers its id. */
  const addAddress = async (address: typeof vancouver) => {
    const response = await post('address/create', address);
    const { addresses } = response.json() as { addresses: { address_id: string; street_address: string }[] };
    const added = addresses.find((candidate) => candidate.street_address === address.street_address);
    if (!added) throw new Error(`address not added: ${response.body}`);
    return added.address_id;
  };
  /** Fills the cart and chooses how it is delivered. */
  const startCheckout = async (delivery: 'ship' | 'local_delivery', lines: [string, number][]) => {
    for (const [eisbn, quantity] of lines) {
      const added = await post('cart/add', { eisbn, quantity });
      if (added.statusCode !== 200) throw new Error(`not added: ${added.body}`);
    }
    const chosen = await post('checkout/setDelivery', { delivery_preference: delivery });
    if (chosen.statusCode !== 200) throw new Error(`delivery not chosen: ${chosen.body}`);
  };
  return { ...store, customer, post, addAddress, startCheckout };
}
