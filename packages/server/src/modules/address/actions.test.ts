import { addressesResultSchema, addressMessages, type Address } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction } from '../../test/http.ts';

const homeAddress = {
  name: 'Ada Reader',
  company_name: '',
  phone_number: '(604) 555-0142',
  phone_number_ext: '',
  street_address: '12 Main Street',
  street_address_2: 'Unit 4',
  city: 'Vancouver',
  province: 'British Columbia',
  postal_code: 'V6B 1A1',
  country: 'Canada',
};
const workAddress = {
  ...homeAddress,
  name: 'Ada Reader (work)',
  street_address: '500 Market Street',
  city: 'Seattle',
  province: 'Washington',
  postal_code: '98101',
  country: 'United States',
};

type Post = (action: string, payload?: object) => Promise<LightMyRequestResponse>;

/** A store that ships to Canada and the United States. */
const shipsToNorthAmerica = {
  shipping_enabled: true,
  checkout: {
    shipping_providers: [
      { id: 'post', label: 'Post', pricing: 'flat', regions: [{ country: 'CA' }, { country: 'US' }] },
    ],
  },
};

/** A store with a signed-in customer, and `post`, which calls an action as them. */
async function customerApp(options: { dialect: DatabaseDialect; settings?: object }) {
  const app = await buildTestApp({ dialect: options.dialect });
  const store = await app.factories.store({ isDefault: true, settings: options.settings ?? shipsToNorthAmerica });
  const customer = await app.factories.customer({ storeId: store.id });
  const cookies = await app.signIn(customer);
  const post: Post = (action, payload = {}) => app.inject(postAction(action, payload, { cookies }));
  return { app, store, post };
}

const addressesOf = (response: LightMyRequestResponse) => addressesResultSchema.parse(response.json()).addresses;

async function addAddress(post: Post, address: object) {
  const response = await post('address/create', address);
  expect(response.statusCode).toBe(200);
  return addressesOf(response);
}

const byStreet = (addresses: Address[], street: string) =>
  addresses.find((address) => address.street_address === street);

describeEachDatabase('address/create', (dialect) => {
  it('adds the first address as the preferred one and answers the whole book', async () => {
    const { post } = await customerApp({ dialect });

    const response = await post('address/create', { ...homeAddress, email_address: 'Ada@Example.com' });

    expect(response.statusCode).toBe(200);
    const addresses = addressesOf(response);
    expect(addresses).toEqual([
      {
        ...homeAddress,
        address_id: expect.any(String),
        email_address: 'ada@example.com',
        preferred: true,
        can_ship_to: true,
      },
    ]);
  });

  it('adds later addresses without changing which one is preferred', async () => {
    const { post } = await customerApp({ dialect });
    await addAddress(post, homeAddress);

    const addresses = await addAddress(post, workAddress);

    expect(addresses.map((address) => [address.street_address, address.preferred])).toEqual([
      ['12 Main Street', true],
      ['500 Market Street', false],
    ]);
  });

  it('stores postal codes normalised and the province as its list spells it', async () => {
    const { post } = await customerApp({ dialect });

    const [canadian] = await addAddress(post, { ...homeAddress, postal_code: 'v6b-1a1', province: 'british columbia' });
    const addresses = await addAddress(post, { ...workAddress, postal_code: '981011234' });

    expect(canadian).toMatchObject({ postal_code: 'V6B 1A1', province: 'British Columbia' });
    expect(byStreet(addresses, '500 Market Street')?.postal_code).toBe('98101-1234');
  });

  it('takes a free-text province and no postal code where the country has no province list', async () => {
    const { post } = await customerApp({ dialect });

    const [address] = await addAddress(post, {
      ...homeAddress,
      country: 'France',
      province: 'Île-de-France',
      postal_code: '',
      phone_number: '+33 142685300',
    });

    expect(address).toMatchObject({ country: 'France', province: 'Île-de-France', postal_code: '' });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', addressMessages.nameRequired],
    ['a blank name', { name: '  ' }, 'name', addressMessages.nameRequired],
    ['a name of 81 characters', { name: 'a'.repeat(81) }, 'name', addressMessages.textTooLong],
    ['a missing street', { street_address: '' }, 'street_address', addressMessages.streetAddressRequired],
    ['a street of 81 characters', { street_address: 'a'.repeat(81) }, 'street_address', addressMessages.textTooLong],
    ['a missing city', { city: '' }, 'city', addressMessages.cityRequired],
    ['a missing phone', { phone_number: '' }, 'phone_number', addressMessages.phoneRequired],
    ['a short phone', { phone_number: '555-0142' }, 'phone_number', addressMessages.phoneRequired],
    ['a phone with letters', { phone_number: '604-555-CALL' }, 'phone_number', addressMessages.phoneRequired],
    ['a one-digit extension', { phone_number_ext: '1' }, 'phone_number_ext', addressMessages.extensionInvalid],
    ['a seven-digit extension', { phone_number_ext: '1234567' }, 'phone_number_ext', addressMessages.extensionInvalid],
    ['a malformed email', { email_address: 'ada@' }, 'email_address', addressMessages.emailInvalid],
    ['an unknown country', { country: 'Narnia' }, 'country', addressMessages.countryInvalid],
    ['a missing country', { country: '' }, 'country', addressMessages.countryInvalid],
    ['a province not in the list', { province: 'Texas' }, 'province', addressMessages.provinceInvalid],
    ['a missing province', { province: '' }, 'province', addressMessages.provinceInvalid],
    ['a missing Canadian postal code', { postal_code: '' }, 'postal_code', addressMessages.postalCodeInvalid],
    ['a US zip in Canada', { postal_code: '98101' }, 'postal_code', addressMessages.postalCodeInvalid],
    ['a short Canadian code', { postal_code: 'V6B 1A' }, 'postal_code', addressMessages.postalCodeInvalid],
    ['a bad US zip', { ...workAddress, postal_code: '9810' }, 'postal_code', addressMessages.postalCodeInvalid],
    ['a missing US zip', { ...workAddress, postal_code: '' }, 'postal_code', addressMessages.postalCodeInvalid],
    [
      'a Canadian code in the US',
      { ...workAddress, postal_code: 'V6B 1A1' },
      'postal_code',
      addressMessages.postalCodeInvalid,
    ],
    [
      'a postal code of 11 characters elsewhere',
      { country: 'France', province: '', postal_code: '12345678901' },
      'postal_code',
      addressMessages.postalCodeInvalid,
    ],
    [
      'a free-text province of 81 characters',
      { country: 'France', province: 'a'.repeat(81), postal_code: '' },
      'province',
      addressMessages.textTooLong,
    ],
  ])('refuses %s with its message on the field', async (_case, change, field, message) => {
    const { post } = await customerApp({ dialect });

    const response = await post('address/create', { ...homeAddress, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: message } });
  });

  it('saves nothing when the address is refused', async () => {
    const { post } = await customerApp({ dialect });
    await post('address/create', { ...homeAddress, postal_code: '123' });

    const response = await post('address/getList');

    expect(response.json()).toEqual({ addresses: [] });
  });

  it('asks a guest to log in', async () => {
    const { app } = await customerApp({ dialect });

    const response = await app.inject(postAction('address/create', homeAddress));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
  });
});

describeEachDatabase('address/getList', (dialect) => {
  it("answers only the customer's own addresses", async () => {
    const { app, store, post } = await customerApp({ dialect });
    const neighbour = await app.factories.customer({ storeId: store.id });
    const neighbourCookies = await app.signIn(neighbour);
    await app.inject(postAction('address/create', workAddress, { cookies: neighbourCookies }));
    await addAddress(post, homeAddress);

    const response = await post('address/getList');

    expect(addressesOf(response).map((address) => address.street_address)).toEqual(['12 Main Street']);
  });

  it('asks a guest to log in', async () => {
    const { app } = await customerApp({ dialect });

    const response = await app.inject(postAction('address/getList'));

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('address/modify', (dialect) => {
  it('replaces the fields of an address and keeps it preferred', async () => {
    const { post } = await customerApp({ dialect });
    const [home] = await addAddress(post, homeAddress);

    const response = await post('address/modify', {
      ...workAddress,
      address_id: home?.address_id,
      phone_number_ext: '204',
    });

    expect(response.statusCode).toBe(200);
    expect(addressesOf(response)).toEqual([
      {
        ...workAddress,
        address_id: home?.address_id,
        phone_number_ext: '204',
        email_address: '',
        preferred: true,
        can_ship_to: true,
      },
    ]);
  });

  it('clears an email that is sent empty', async () => {
    const { post } = await customerApp({ dialect });
    const [home] = await addAddress(post, { ...homeAddress, email_address: 'ada@example.com' });

    const response = await post('address/modify', { ...homeAddress, email_address: '', address_id: home?.address_id });

    expect(addressesOf(response)[0]?.email_address).toBe('');
  });

  it('refuses a bad postal code with its message and leaves the address as it was', async () => {
    const { post } = await customerApp({ dialect });
    const [home] = await addAddress(post, homeAddress);

    const response = await post('address/modify', { ...homeAddress, postal_code: 'ABC', address_id: home?.address_id });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { postal_code: addressMessages.postalCodeInvalid } });
    expect(addressesOf(await post('address/getList'))[0]?.postal_code).toBe('V6B 1A1');
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const { app, store, post } = await customerApp({ dialect });
    const neighbour = await app.factories.customer({ storeId: store.id });
    const neighbourCookies = await app.signIn(neighbour);
    const created = await app.inject(postAction('address/create', workAddress, { cookies: neighbourCookies }));
    const [theirs] = addressesOf(created);

    const response = await post('address/modify', { ...homeAddress, address_id: theirs?.address_id });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: addressMessages.notFound, code: 'ADDRESS_NOT_FOUND' });
    const after = await app.inject(postAction('address/getList', {}, { cookies: neighbourCookies }));
    expect(addressesOf(after)[0]?.street_address).toBe('500 Market Street');
  });

  it('needs the address_id', async () => {
    const { post } = await customerApp({ dialect });

    const response = await post('address/modify', homeAddress);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { address_id: expect.any(String) } });
  });

  it('asks a guest to log in', async () => {
    const { app } = await customerApp({ dialect });

    const response = await app.inject(postAction('address/modify', { ...homeAddress, address_id: 'a1' }));

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('address/delete', (dialect) => {
  it('removes an address that is not preferred', async () => {
    const { post } = await customerApp({ dialect });
    await addAddress(post, homeAddress);
    const work = byStreet(await addAddress(post, workAddress), '500 Market Street');

    const response = await post('address/delete', { address_id: work?.address_id });

    expect(response.statusCode).toBe(200);
    expect(addressesOf(response).map((address) => [address.street_address, address.preferred])).toEqual([
      ['12 Main Street', true],
    ]);
  });

  it('makes another address preferred when the preferred one is removed', async () => {
    const { post } = await customerApp({ dialect });
    const [home] = await addAddress(post, homeAddress);
    await addAddress(post, workAddress);

    const response = await post('address/delete', { address_id: home?.address_id });

    expect(addressesOf(response).map((address) => [address.street_address, address.preferred])).toEqual([
      ['500 Market Street', true],
    ]);
  });

  it('leaves an empty book when the last address is removed', async () => {
    const { post } = await customerApp({ dialect });
    const [home] = await addAddress(post, homeAddress);

    const response = await post('address/delete', { address_id: home?.address_id });

    expect(response.json()).toEqual({ addresses: [] });
  });

  it("answers 404 for another customer's address and keeps it", async () => {
    const { app, store, post } = await customerApp({ dialect });
    const neighbour = await app.factories.customer({ storeId: store.id });
    const neighbourCookies = await app.signIn(neighbour);
    const [theirs] = addressesOf(
      await app.inject(postAction('address/create', workAddress, { cookies: neighbourCookies })),
    );

    const response = await post('address/delete', { address_id: theirs?.address_id });

    expect(response.statusCode).toBe(404);
    const after = await app.inject(postAction('address/getList', {}, { cookies: neighbourCookies }));
    expect(addressesOf(after)).toHaveLength(1);
  });

  it('answers 404 for an address that does not exist', async () => {
    const { post } = await customerApp({ dialect });

    const response = await post('address/delete', { address_id: 'no-such-address' });

    expect(response.statusCode).toBe(404);
  });

  it('needs the address_id', async () => {
    const { post } = await customerApp({ dialect });

    const response = await post('address/delete', {});

    expect(response.statusCode).toBe(400);
  });

  it('asks a guest to log in', async () => {
    const { app } = await customerApp({ dialect });

    const response = await app.inject(postAction('address/delete', { address_id: 'a1' }));

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('address/setPreferred', (dialect) => {
  it('moves the preference to the chosen address, which comes first', async () => {
    const { post } = await customerApp({ dialect });
    await addAddress(post, homeAddress);
    const work = byStreet(await addAddress(post, workAddress), '500 Market Street');

    const response = await post('address/setPreferred', { address_id: work?.address_id });

    expect(response.statusCode).toBe(200);
    expect(addressesOf(response).map((address) => [address.street_address, address.preferred])).toEqual([
      ['500 Market Street', true],
      ['12 Main Street', false],
    ]);
  });

  it('keeps one preferred address when the preferred one is chosen again', async () => {
    const { post } = await customerApp({ dialect });
    const [home] = await addAddress(post, homeAddress);
    await addAddress(post, workAddress);

    const response = await post('address/setPreferred', { address_id: home?.address_id });

    expect(addressesOf(response).filter((address) => address.preferred)).toHaveLength(1);
  });

  it("answers 404 for another customer's address and leaves both books as they were", async () => {
    const { app, store, post } = await customerApp({ dialect });
    const [mine] = await addAddress(post, homeAddress);
    const neighbour = await app.factories.customer({ storeId: store.id });
    const neighbourCookies = await app.signIn(neighbour);
    const [theirs] = addressesOf(
      await app.inject(postAction('address/create', workAddress, { cookies: neighbourCookies })),
    );

    const response = await post('address/setPreferred', { address_id: theirs?.address_id });

    expect(response.statusCode).toBe(404);
    expect(addressesOf(await post('address/getList'))).toEqual([{ ...mine, preferred: true }]);
  });

  it('asks a guest to log in', async () => {
    const { app } = await customerApp({ dialect });

    const response = await app.inject(postAction('address/setPreferred', { address_id: 'a1' }));

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('address can_ship_to', (dialect) => {
  const inFrance = { ...homeAddress, city: 'Paris', province: '', postal_code: '75001', country: 'France' };

  it('says the store can ship where a provider serves the country, and not elsewhere', async () => {
    const { post } = await customerApp({ dialect });
    await addAddress(post, homeAddress);

    const addresses = await addAddress(post, inFrance);

    expect(addresses.map((address) => [address.country, address.can_ship_to])).toEqual([
      ['Canada', true],
      ['France', false],
    ]);
  });

  it('counts the local delivery area even where the store does not ship', async () => {
    const { post } = await customerApp({
      dialect,
      settings: { checkout: { local_delivery: { enabled: true, postal_prefixes: ['V6B'] } } },
    });

    const addresses = await addAddress(post, homeAddress);
    const moved = await post('address/modify', { ...workAddress, address_id: addresses[0]?.address_id });

    expect(addresses[0]?.can_ship_to).toBe(true);
    expect(addressesOf(moved)[0]?.can_ship_to).toBe(false);
  });
});
