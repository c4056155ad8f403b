import { accountErrorCodes, consoleCustomersErrorCodes, consoleErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { contentApp } from './content-test-app.ts';

describeEachDatabase('console/customers/*', (dialect) => {
  async function withManager() {
    const context = await contentApp(dialect);
    const { app, store } = context;
    const grace = await app.factories.customer({
      storeId: store.id,
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await context.orders.order({ storeId: store.id, locationId: 'downtown', userId: grace.id, orderNumber: '200417' });
    return { ...context, grace, cookies: await context.logIn('manager@riverbend.example') };
  }

  const logInAs = (post: Awaited<ReturnType<typeof withManager>>['post'], email: string, password: string) =>
    post('account/login', { email_address: email, password });

  it('finds a customer by a part of their name, their email or an order number, and lists everyone without words', async () => {
    const { post, cookies, grace } = await withManager();

    const byName = await post('console/customers/search', { q: 'hopp' }, { cookies });
    const byEmail = await post('console/customers/search', { q: 'GRACE@' }, { cookies });
    const byOrder = await post('console/customers/search', { q: '#200417' }, { cookies });
    const everyone = await post('console/customers/search', {}, { cookies });

    expect(byName.statusCode).toBe(200);
    expect(byName.json().customers).toMatchObject([
      { customer_id: grace.id, name: 'Grace Hopper', email: 'grace@example.com', is_locked: false },
    ]);
    expect(byEmail.json().customers.map((c: { email: string }) => c.email)).toEqual(['grace@example.com']);
    expect(byOrder.json().customers.map((c: { email: string }) => c.email)).toEqual(['grace@example.com']);
    expect(
      everyone
        .json()
        .customers.map((c: { email: string }) => c.email)
        .sort(),
    ).toEqual(['ada@example.com', 'grace@example.com']);
    expect(everyone.json()).toMatchObject({ page: 1, has_more: false });
  });

  it('shows a customer with their orders, lists and registries, and never a password hash or token', async () => {
    const { app, post, cookies, grace, store } = await withManager();
    await app.db
      .insertInto('titleLists')
      .values({ storeId: store.id, id: 'list-1', userId: grace.id, name: 'Summer reading', createdAt: 1, updatedAt: 1 })
      .execute();

    const response = await post('console/customers/get', { customer_id: grace.id }, { cookies });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      city: 'Vancouver',
      is_verified: true,
      locked_at: null,
      orders: [{ order_number: '200417' }],
      lists: [{ list_id: 'list-1', name: 'Summer reading', item_count: 0, is_favourites: false }],
      registries: [],
    });
    expect(response.body).not.toMatch(/argon2|password|token/i);
  });

  it("answers 404 for another store's customer, whoever asks, and lets Harbour's staff see only Harbour's", async () => {
    const { app, post, cookies, logIn, harbour } = await withManager();
    const sailor = await app.factories.customer({ storeId: 'other', email: 'sailor@example.com' });
    const harbourCookies = await logIn('manager@harbour.example', 'other');

    const fromRiverbend = await post('console/customers/get', { customer_id: sailor.id }, { cookies });
    const lockFromRiverbend = await post('console/customers/lock', { customer_id: sailor.id }, { cookies });
    const harbourSearch = await post('console/customers/search', {}, { cookies: harbourCookies, headers: harbour });

    expect(fromRiverbend.statusCode).toBe(404);
    expect(fromRiverbend.json().code).toBe(consoleCustomersErrorCodes.customerNotFound);
    expect(lockFromRiverbend.statusCode).toBe(404);
    expect(harbourSearch.json().customers.map((c: { email: string }) => c.email)).toEqual(['sailor@example.com']);
  });

  it('lets a clerk look customers up but not change them, and asks for a console login', async () => {
    const { post, logIn, grace } = await withManager();
    const clerk = await logIn('clerk@riverbend.example');

    const found = await post('console/customers/get', { customer_id: grace.id }, { cookies: clerk });
    const lock = await post('console/customers/lock', { customer_id: grace.id }, { cookies: clerk });
    const anonymous = await post('console/customers/search', {});

    expect(found.statusCode).toBe(200);
    expect(lock.statusCode).toBe(403);
    expect(lock.json().code).toBe(consoleErrorCodes.forbidden);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 for a payload that is not one', async () => {
    const { post, cookies } = await withManager();

    const noId = await post('console/customers/get', {}, { cookies });
    const longSearch = await post('console/customers/search', { q: 'x'.repeat(201) }, { cookies });
    const badPage = await post('console/customers/search', { page: 0 }, { cookies });

    expect([noId.statusCode, longSearch.statusCode, badPage.statusCode]).toEqual([400, 400, 400]);
  });

  it('locks an account: its sessions end, its login and reset link fail, the audit log says who; unlocking lets it in again', async () => {
    const { app, post, cookies, grace, auditOf } = await withManager();
    const session = await app.signIn(grace);
    const sessionCookie = Object.entries(session).map(([name, value]) => `${name}=${value}`)[0] ?? '';

    const locked = await post('console/customers/lock', { customer_id: grace.id }, { cookies });
    const login = await logInAs(post, grace.email, grace.password);
    const sessionAfter = await app.inject({
      method: 'POST',
      url: '/api/session/get',
      headers: { cookie: sessionCookie, 'content-type': 'application/json' },
      payload: {},
    });
    await post('account/emailPasswordToken', { email_address: grace.email });
    const token = new URL(
      (await latestEmailTo(app.dataDir, grace.email)).links.find((link) => link.includes('token=')) ?? '',
    ).searchParams.get('token');
    const reset = await post('account/resetPassword', { token, password: 'a new password here' });

    expect(locked.statusCode).toBe(200);
    expect(locked.json().is_locked).toBe(true);
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe(accountErrorCodes.accountLocked);
    expect(sessionAfter.json().logged_in).toBe(false);
    expect(reset.json().code).toBe(accountErrorCodes.accountLocked);

    const unlocked = await post('console/customers/unlock', { customer_id: grace.id }, { cookies });
    const loginAgain = await logInAs(post, grace.email, grace.password);

    expect(unlocked.json().is_locked).toBe(false);
    expect(loginAgain.statusCode).toBe(200);
    const entries = await auditOf('main');
    expect(entries.map((entry) => [entry.action, entry.subject, entry.staffEmail])).toEqual([
      ['customer.lock', 'grace@example.com', 'manager@riverbend.example'],
      ['customer.unlock', 'grace@example.com', 'manager@riverbend.example'],
    ]);
    expect(JSON.parse(entries[0]?.after ?? '')).toEqual({ locked: true });
  });

  it('a wrong password on a locked account still reads as a wrong login', async () => {
    const { post, cookies, grace } = await withManager();
    await post('console/customers/lock', { customer_id: grace.id }, { cookies });

    const login = await logInAs(post, grace.email, 'not the password');

    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe(accountErrorCodes.invalidLogin);
  });

  it('emails an unconfirmed customer a link that confirms their address, audited, and refuses a confirmed one', async () => {
    const { app, post, cookies, grace, ada, auditOf } = await withManager();
    await app.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', grace.id).execute();

    const sent = await post('console/customers/resendVerification', { customer_id: grace.id }, { cookies });
    const mail = await latestEmailTo(app.dataDir, grace.email);
    const token = new URL(mail.links.find((link) => link.includes('/account/details?token=')) ?? '').searchParams.get(
      'token',
    );
    const confirmed = await post('account/modify', { token }, { cookies: await app.signIn(grace) });
    const again = await post('console/customers/get', { customer_id: grace.id }, { cookies });
    const refused = await post('console/customers/resendVerification', { customer_id: ada.id }, { cookies });

    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent_to: 'grace@example.com', customer: { is_verified: false } });
    expect(mail.subject).toBe('Confirm your email for Riverbend Books');
    expect(confirmed.statusCode).toBe(200);
    expect(again.json().is_verified).toBe(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(consoleCustomersErrorCodes.alreadyVerified);
    expect((await auditOf('main')).map((entry) => entry.action)).toEqual(['customer.resendVerification']);
  });

  it('sends the confirmation no more often than the storefront sends a sign-up link to one address', async () => {
    const { app, post, cookies, grace } = await withManager();
    await app.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', grace.id).execute();

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await post('console/customers/resendVerification', { customer_id: grace.id }, { cookies })).statusCode,
      );
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('shows and removes institution links from either side, audited', async () => {
    const { app, post, cookies, grace, store, auditOf } = await withManager();
    const school = await app.factories.customer({
      storeId: store.id,
      email: 'office@school.example',
      isInstitution: true,
      company: 'Hillside School',
    });
    await app.db
      .insertInto('corpLinks')
      .values([
        {
          storeId: store.id,
          id: 'link-1',
          corpId: school.corpId,
          email: grace.email,
          userId: grace.id,
          status: 'authorized',
          createdAt: 1,
          authorizedAt: 2,
        },
        {
          storeId: store.id,
          id: 'link-2',
          corpId: school.corpId,
          email: 'new@example.com',
          userId: null,
          status: 'pending',
          createdAt: 3,
          authorizedAt: null,
        },
      ])
      .execute();

    const gracePage = await post('console/customers/get', { customer_id: grace.id }, { cookies });
    const schoolPage = await post('console/customers/get', { customer_id: school.id }, { cookies });
    const removed = await post(
      'console/customers/removeLink',
      { customer_id: school.id, link_id: 'link-2' },
      { cookies },
    );
    const notTheirs = await post(
      'console/customers/removeLink',
      { customer_id: grace.id, link_id: 'link-2' },
      { cookies },
    );

    expect(gracePage.json().buys_for).toEqual([
      { link_id: 'link-1', name: 'Hillside School', email: 'grace@example.com', status: 'authorized' },
    ]);
    expect(schoolPage.json().institution).toEqual({ name: 'Hillside School', is_institution: true });
    expect(
      schoolPage.json().buyers.map((link: { link_id: string; status: string }) => [link.link_id, link.status]),
    ).toEqual([
      ['link-1', 'authorized'],
      ['link-2', 'pending'],
    ]);
    expect(removed.json().buyers.map((link: { link_id: string }) => link.link_id)).toEqual(['link-1']);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe(accountErrorCodes.linkNotFound);
    const entries = await auditOf('main');
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['customer.removeLink', 'office@school.example'],
    ]);
    expect(JSON.parse(entries[0]?.before ?? '')).toMatchObject({ link_id: 'link-2', email: 'new@example.com' });
  });
});
