import { shellMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { accountTestApp, cookieName } from './test-app.ts';

describeEachDatabase('an exclusive site', (dialect) => {
  it('refuses a logged-in customer the store has not approved, on the server', async () => {
    const { app, store, post } = await accountTestApp(dialect, { is_private: true, is_exclusive: true });
    const customer = await app.factories.customer({ storeId: store.id });
    const cookie = (await app.signIn(customer))[cookieName];

    const response = await post('browse/get', {}, cookie);

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(shellMessages.exclusiveSite);
  });

  it('opens to an approved customer, whose session says so', async () => {
    const { app, store, post } = await accountTestApp(dialect, { is_private: true, is_exclusive: true });
    const customer = await app.factories.customer({ storeId: store.id });
    await app.db.updateTable('users').set({ siteApprovedAt: 1 }).where('id', '=', customer.id).execute();
    const cookie = (await app.signIn(customer))[cookieName];

    const browse = await post('browse/get', {}, cookie);
    const session = await post('session/get', {}, cookie);

    expect(browse.statusCode).toBe(200);
    expect(session.json().user.site_approved).toBe(true);
  });

  it('lets a customer it has not approved see and switch the accounts they may buy as, and nothing else', async () => {
    const { app, store, post } = await accountTestApp(dialect, { is_private: true, is_exclusive: true });
    const customer = await app.factories.customer({ storeId: store.id });
    const cookie = (await app.signIn(customer))[cookieName];

    const corps = await post('account/getAvailableCorps', {}, cookie);
    const own = corps.json().corps[0];
    const switched = await post('account/setCorp', { corp_id: own.id }, cookie);
    const browse = await post('browse/get', {}, cookie);

    expect(corps.statusCode).toBe(200);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user.site_approved).toBe(false);
    expect(browse.statusCode).toBe(403);
  });

  it('still lets a visitor log in', async () => {
    const { app, store, post } = await accountTestApp(dialect, { is_private: true, is_exclusive: true });
    const customer = await app.factories.customer({ storeId: store.id });

    const response = await post('account/login', { email_address: customer.email, password: customer.password });

    expect(response.statusCode).toBe(200);
  });
});
