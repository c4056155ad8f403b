import { jwtVerify } from 'jose';
import { accountErrorCodes, accountMessages, sessionSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { emailedToken, latestEmailTo } from '../../test/outbox.ts';
import type { TestCustomer } from '../../test/factories.ts';

async function storeApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const app = await buildTestApp({ dialect });
  const store = await app.factories.store({
    id: 'main',
    name: 'Riverbend Books',
    isDefault: true,
    settings: { store_info: { base_url: 'https://books.example' }, ...settings },
  });
  const school = await app.factories.customer({
    storeId: store.id,
    email: 'office@school.example',
    isInstitution: true,
    company: 'Hillside School',
  });
  const teacher = await app.factories.customer({ storeId: store.id, email: 'ms.lee@example.com', firstName: 'Mina' });
  return { app, store, school, teacher };
}

async function call(app: TestApp, action: string, payload: object, cookies?: Record<string, string>) {
  return app.inject(postAction(action, payload, cookies ? { cookies } : {}));
}

/** The school invites `email`; returns the emailed token. */
async function invite(app: TestApp, owner: TestCustomer, email: string) {
  const response = await call(app, 'account/linkToRequest', { email }, await app.signIn(owner));
  expect(response.statusCode).toBe(200);
  return emailedToken(app.dataDir, email, 'link');
}

/** `customer` buys for `institution` (invited and accepted); returns the customer's cookies. */
async function link(app: TestApp, institution: TestCustomer, customer: TestCustomer) {
  const token = await invite(app, institution, customer.email);
  const cookies = await app.signIn(customer);
  const response = await call(app, 'account/linkToVerify', { token }, cookies);
  expect(response.statusCode).toBe(200);
  return cookies;
}

describeEachDatabase('account/linkToRequest', (dialect) => {
  it("emails the invited address a link to the store's link view naming the institution", async () => {
    const { app, school } = await storeApp(dialect);

    const response = await call(
      app,
      'account/linkToRequest',
      { email: 'Ms.Lee@Example.com' },
      await app.signIn(school),
    );

    expect(response.json()).toEqual({ message: accountMessages.linkRequestSent });
    const email = await latestEmailTo(app.dataDir, 'ms.lee@example.com');
    expect(email.subject).toBe('Hillside School invites you to buy on its behalf at Riverbend Books');
    expect(email.links.some((url) => url.startsWith('https://books.example/account/link?token='))).toBe(true);
  });

  it('lists the invitation as pending, and asking again keeps one link', async () => {
    const { app, school } = await storeApp(dialect);
    await invite(app, school, 'ms.lee@example.com');
    await invite(app, school, 'ms.lee@example.com');

    const response = await call(app, 'account/getAvailableChildren', {}, await app.signIn(school));

    expect(response.json()).toEqual({
      company: 'Hillside School',
      children: [{ id: expect.any(String), name: '', email: 'ms.lee@example.com', pending: true }],
    });
  });

  it('asks for an email address with the spec message', async () => {
    const { app, school } = await storeApp(dialect);

    const response = await call(app, 'account/linkToRequest', { email: '' }, await app.signIn(school));

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: accountMessages.linkRequestEmailRequired });
  });

  it('refuses a personal customer with the spec message naming their account', async () => {
    const { app, teacher } = await storeApp(dialect);

    const response = await call(app, 'account/linkToRequest', { email: 'x@example.com' }, await app.signIn(teacher));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: accountErrorCodes.notOwner });
  });
});

describeEachDatabase('account/linkToVerify', (dialect) => {
  it('authorizes the link for the logged-in customer, who then sees the institution among their corps', async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const token = await invite(app, school, teacher.email);
    const cookies = await app.signIn(teacher);

    const verified = await call(app, 'account/linkToVerify', { token }, cookies);
    const corps = await call(app, 'account/getAvailableCorps', {}, cookies);

    expect(verified.json()).toEqual({ message: accountMessages.accountAuthorized });
    expect(corps.json().corps.map((corp: { name: string }) => corp.name)).toEqual(['Mina Reader', 'Hillside School']);
  });

  it('accepts with a login under another address, and the owner sees who accepted', async () => {
    const { app, store, school } = await storeApp(dialect);
    const other = await app.factories.customer({ storeId: store.id, email: 'mina@home.example', firstName: 'Mina' });
    const token = await invite(app, school, 'ms.lee@work.example');
    await call(app, 'account/linkToVerify', { token }, await app.signIn(other));

    const response = await call(app, 'account/getAvailableChildren', {}, await app.signIn(school));

    expect(response.json().children).toEqual([
      { id: expect.any(String), name: 'Mina Reader', email: 'mina@home.example', pending: false },
    ]);
  });

  it('works once: the same token again says the link expired', async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const token = await invite(app, school, teacher.email);
    const cookies = await app.signIn(teacher);
    await call(app, 'account/linkToVerify', { token }, cookies);

    const response = await call(app, 'account/linkToVerify', { token }, cookies);

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(accountMessages.linkExpired);
  });

  it('shows the inviting institution for a token without using it up', async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const token = await invite(app, school, teacher.email);
    const cookies = await app.signIn(teacher);

    const shown = await call(app, 'account/getAvailableCorps', { token }, cookies);
    const verified = await call(app, 'account/linkToVerify', { token }, cookies);

    expect(shown.json().corps).toEqual([
      expect.objectContaining({ name: 'Hillside School', company: 'Hillside School', is_institution: true }),
    ]);
    expect(verified.statusCode).toBe(200);
  });

  it('keeps the invitations of two institutions to one address working', async () => {
    const { app, store, school, teacher } = await storeApp(dialect);
    const library = await app.factories.customer({ storeId: store.id, isInstitution: true, company: 'Town Library' });
    const fromSchool = await invite(app, school, teacher.email);
    await invite(app, library, teacher.email);

    const response = await call(app, 'account/linkToVerify', { token: fromSchool }, await app.signIn(teacher));

    expect(response.statusCode).toBe(200);
  });
});

describeEachDatabase('account/getAvailableCorps and account/setCorp', (dialect) => {
  it('switches the session to a linked institution: the session user shows its company', async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const cookies = await link(app, school, teacher);

    const response = await call(app, 'account/setCorp', { corp_id: school.corpId }, cookies);

    const session = sessionSchema.parse(response.json());
    expect(session.user).toMatchObject({
      company: 'Hillside School',
      is_institution: true,
      is_owner: false,
      is_personal: false,
      corp_id: school.corpId,
      available_corp_count: 2,
    });
  });

  it('refuses a corp the user is not linked to', async () => {
    const { app, school, teacher } = await storeApp(dialect);

    const response = await call(app, 'account/setCorp', { corp_id: school.corpId }, await app.signIn(teacher));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: accountErrorCodes.corpNotAvailable });
  });

  it('offers only institutions of type customer', async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const cookies = await link(app, school, teacher);
    await app.db.updateTable('corps').set({ type: 'vendor' }).where('id', '=', school.corpId).execute();

    const response = await call(app, 'account/getAvailableCorps', {}, cookies);

    expect(response.json().corps).toEqual([expect.objectContaining({ name: 'Mina Reader', is_personal: true })]);
  });
});

describeEachDatabase('removing links', (dialect) => {
  it('lets the owner remove a linked customer, who can no longer buy for the institution', async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const teacherCookies = await link(app, school, teacher);
    const owner = await app.signIn(school);
    const [child] = (await call(app, 'account/getAvailableChildren', {}, owner)).json().children;

    const removed = await call(app, 'account/removeChildLink', { id: child.id }, owner);
    const corps = await call(app, 'account/getAvailableCorps', {}, teacherCookies);

    expect(removed.json()).toEqual({ company: 'Hillside School', children: [] });
    expect(corps.json().corps).toHaveLength(1);
  });

  it("lets a customer remove their own link by the institution's id", async () => {
    const { app, school, teacher } = await storeApp(dialect);
    const cookies = await link(app, school, teacher);

    const response = await call(app, 'account/removeParentLink', { id: school.corpId }, cookies);

    expect(response.json()).toEqual({ corps: [] });
  });

  it("does not let another institution's owner remove a link", async () => {
    const { app, store, school, teacher } = await storeApp(dialect);
    await link(app, school, teacher);
    const [child] = (await call(app, 'account/getAvailableChildren', {}, await app.signIn(school))).json().children;
    const library = await app.factories.customer({ storeId: store.id, isInstitution: true, company: 'Town Library' });

    const response = await call(app, 'account/removeChildLink', { id: child.id }, await app.signIn(library));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: accountErrorCodes.linkNotFound });
  });

  it('answers 404 when a customer removes a link they do not have', async () => {
    const { app, school, teacher } = await storeApp(dialect);

    const response = await call(app, 'account/removeParentLink', { id: school.corpId }, await app.signIn(teacher));

    expect(response.statusCode).toBe(404);
  });
});

describeEachDatabase('who may manage links', (dialect) => {
  const ownerActions: [string, (ids: { childId: string }) => object][] = [
    ['account/getAvailableChildren', () => ({})],
    ['account/linkToRequest', () => ({ email: 'new@example.com' })],
    ['account/removeChildLink', ({ childId }) => ({ id: childId })],
  ];

  async function linkedSchool(dialect: DatabaseDialect) {
    const setup = await storeApp(dialect);
    const memberCookies = await link(setup.app, setup.school, setup.teacher);
    const ownerCookies = await setup.app.signIn(setup.school);
    const [child] = (await call(setup.app, 'account/getAvailableChildren', {}, ownerCookies)).json().children;
    return { ...setup, memberCookies, childId: String(child.id) };
  }

  it.each(ownerActions)('%s asks a guest to log in', async (action, payload) => {
    const { app, childId } = await linkedSchool(dialect);

    const response = await call(app, action, payload({ childId }));

    expect(response.statusCode).toBe(401);
  });

  it.each(ownerActions)(
    '%s refuses a member buying for the institution with the spec message',
    async (action, payload) => {
      const { app, school, memberCookies, childId } = await linkedSchool(dialect);
      await call(app, 'account/setCorp', { corp_id: school.corpId }, memberCookies);

      const response = await call(app, action, payload({ childId }), memberCookies);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: "You don't have permission to modify the linked accounts of: Hillside School",
        code: accountErrorCodes.notOwner,
      });
    },
  );

  it.each(ownerActions)('%s refuses another customer', async (action, payload) => {
    const { app, store, childId } = await linkedSchool(dialect);
    const stranger = await app.factories.customer({ storeId: store.id, firstName: 'Sam', lastName: 'Stone' });

    const response = await call(app, action, payload({ childId }), await app.signIn(stranger));

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(accountMessages.noLinkPermission('Sam Stone'));
  });

  it.each([
    ['account/getAvailableCorps', {}],
    ['account/setCorp', { corp_id: 'x' }],
    ['account/linkToVerify', { token: 'x' }],
    ['account/removeParentLink', { id: 'x' }],
    ['v1/transfer', {}],
    ['v1/changeCorpAndTransfer', { corp_id: 'x' }],
  ])('%s asks a guest to log in', async (action, payload) => {
    const { app } = await storeApp(dialect, { legacy_site_url: 'https://old.books.example/' });

    const response = await call(app, action, payload);

    expect(response.statusCode).toBe(401);
  });

  it("does not let a customer remove another customer's link", async () => {
    const { app, store, school } = await linkedSchool(dialect);
    const stranger = await app.factories.customer({ storeId: store.id });

    const response = await call(app, 'account/removeParentLink', { id: school.corpId }, await app.signIn(stranger));

    expect(response.statusCode).toBe(404);
  });
});

describeEachDatabase('v1/transfer and v1/changeCorpAndTransfer', (dialect) => {
  it("answers the store's previous site and sets the version cookie for 7 days", async () => {
    const { app, teacher } = await storeApp(dialect, { legacy_site_url: 'https://old.books.example/' });

    const response = await call(app, 'v1/transfer', {}, await app.signIn(teacher));

    expect(response.json()).toEqual({ url: 'https://old.books.example/' });
    expect(responseCookie(response, 'bf_site_version')?.maxAge).toBe(7 * 86_400);
  });

  it('switches the corp before the transfer and keeps the cookie for a year', async () => {
    const { app, school, teacher } = await storeApp(dialect, { legacy_site_url: 'https://old.books.example/' });
    const cookies = await link(app, school, teacher);

    const response = await call(app, 'v1/changeCorpAndTransfer', { corp_id: school.corpId }, cookies);
    const session = await call(app, 'session/get', {}, cookies);

    expect(responseCookie(response, 'bf_site_version')?.maxAge).toBe(365 * 86_400);
    expect(session.json().user.corp_id).toBe(school.corpId);
  });

  it('signs who is moving, as whom, when the store shares a secret with its previous site, and never shows the secret', async () => {
    const secret = 'a shared secret of at least 32 characters';
    const settings = { legacy_site_url: 'https://old.books.example/', legacy_site_transfer_secret: secret };
    const { app, school, teacher } = await storeApp(dialect, settings);
    const cookies = await link(app, school, teacher);

    const response = await call(app, 'v1/changeCorpAndTransfer', { corp_id: school.corpId }, cookies);
    const token = new URL(response.json().url).searchParams.get('bf_transfer') ?? '';
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      audience: 'https://old.books.example',
    });
    const siteSettings = await call(app, 'store/getSettings', {}, cookies);

    expect(payload).toMatchObject({ sub: teacher.id, email: teacher.email, corp_id: school.corpId });
    expect(siteSettings.body).not.toContain(secret);
  });

  it('answers 404 when the store has no previous site', async () => {
    const { app, teacher } = await storeApp(dialect);

    const response = await call(app, 'v1/transfer', {}, await app.signIn(teacher));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: accountErrorCodes.noLegacySite });
  });
});
