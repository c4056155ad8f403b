import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountTestApp } from './test-app.ts';
import { validProfile } from './test-profile.ts';

const address = {
  name: 'Ada Reader',
  phone_number: '(604) 555-0142',
  street_address: '12 Main Street',
  city: 'Vancouver',
  province: 'British Columbia',
  postal_code: 'V6B 1A1',
  country: 'Canada',
};

/** Every action that reads or changes a customer's own data, with a payload that is otherwise valid. */
const customerActions: [string, object][] = [
  ['account/modify', { ...validProfile, password: 'correct horse battery' }],
  ['account/modify', { new_password: 'a brand new one', password: 'correct horse battery' }],
  ['account/delete', { password: 'correct horse battery' }],
  ['address/getList', {}],
  ['address/create', address],
  ['address/modify', { ...address, address_id: 'a1' }],
  ['address/delete', { address_id: 'a1' }],
  ['address/setPreferred', { address_id: 'a1' }],
  ['account/getAvailableCorps', {}],
  ['account/setCorp', { corp_id: 'c1' }],
  ['account/getAvailableChildren', {}],
  ['account/linkToRequest', { email: 'someone@example.com' }],
  ['account/linkToVerify', { token: 'a-token' }],
  ['account/removeChildLink', { id: 'l1' }],
  ['account/removeParentLink', { id: 'c1' }],
  ['v1/transfer', {}],
  ['v1/changeCorpAndTransfer', { corp_id: 'c1' }],
];

describeEachDatabase('customer actions', (dialect) => {
  it.each(customerActions)('%s answers a guest 401 and changes nothing', async (action, payload) => {
    const { app, store, post } = await accountTestApp(dialect, { legacy_site_url: 'https://old.books.example' });
    await app.factories.customer({ storeId: store.id });
    const before = await app.db.selectFrom('users').selectAll().execute();

    const response = await post(action, payload);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    expect(await app.db.selectFrom('users').selectAll().execute()).toEqual(before);
  });
});
