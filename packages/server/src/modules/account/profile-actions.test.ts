import { accountMessages, modifyAccountResultSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { emailedToken, latestEmailTo, subjectsOfEmailsTo } from '../../test/outbox.ts';
import { accountTestApp, cookieName } from './test-app.ts';
import { validProfile } from './test-profile.ts';

async function signedInApp(dialect: Parameters<typeof accountTestApp>[0], settings: Record<string, unknown> = {}) {
  const context = await accountTestApp(dialect, settings);
  const customer = await context.app.factories.customer({ storeId: context.store.id, email: 'ada@example.com' });
  const cookie = (await context.app.signIn(customer))[cookieName];
  const postAsCustomer = (action: string, payload: object = {}) => context.post(action, payload, cookie);
  return { ...context, customer, cookie, postAsCustomer };
}

describeEachDatabase('account/modify', (dialect) => {
  it('saves the profile after checking the password, and answers the updated user', async () => {
    const { customer, postAsCustomer } = await signedInApp(dialect);

    const response = await postAsCustomer('account/modify', {
      ...validProfile,
      first_name: 'Adeline',
      password: customer.password,
    });

    const result = modifyAccountResultSchema.parse(response.json());
    expect(result.message).toBe(accountMessages.accountUpdated);
    expect(result.user).toMatchObject({ first_name: 'Adeline', postal_code: 'V6B 1A1' });
  });

  it('keeps the profile when the password is wrong', async () => {
    const { postAsCustomer } = await signedInApp(dialect);

    const response = await postAsCustomer('account/modify', { ...validProfile, first_name: 'Eve', password: 'nope' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: accountMessages.wrongPassword });
    expect((await postAsCustomer('session/get')).json().user.first_name).toBe('Ada');
  });

  it('changes the password when the current one is given, and asks for it otherwise', async () => {
    const { customer, post, postAsCustomer } = await signedInApp(dialect);

    const missing = await postAsCustomer('account/modify', { new_password: 'a brand new one' });
    const changed = await postAsCustomer('account/modify', {
      new_password: 'a brand new one',
      password: customer.password,
    });

    expect(missing.json().fields).toEqual({ password: accountMessages.currentPasswordRequired });
    expect(changed.json().message).toBe(accountMessages.passwordUpdated);
    const login = await post('account/login', { email_address: 'ada@example.com', password: 'a brand new one' });
    expect(login.json().logged_in).toBe(true);
  });

  it('changes the email at once when the store does not verify emails', async () => {
    const { customer, postAsCustomer } = await signedInApp(dialect, { account_validation_required: false });

    const response = await postAsCustomer('account/modify', {
      email_address: 'ada@new.example',
      password: customer.password,
    });

    expect(response.json()).toMatchObject({
      validation_required: false,
      message: accountMessages.emailUpdated,
      user: { email_address: 'ada@new.example' },
    });
  });

  it('sends a confirmation link to the new address and changes it only when the link is followed', async () => {
    const { app, customer, postAsCustomer } = await signedInApp(dialect);

    const asked = await postAsCustomer('account/modify', {
      email_address: 'ada@new.example',
      password: customer.password,
    });
    const token = await emailedToken(app.dataDir, 'ada@new.example', 'details');
    const before = (await postAsCustomer('session/get')).json().user.email_address;
    const confirmed = await postAsCustomer('account/modify', { token });

    expect(asked.json()).toMatchObject({ validation_required: true, address: 'ada@new.example' });
    expect(before).toBe('ada@example.com');
    expect(confirmed.json()).toMatchObject({
      message: accountMessages.emailAddressUpdated,
      user: { email_address: 'ada@new.example' },
    });
  });

  it("says 'Confirmation link has expired' for a used, expired or someone else's link", async () => {
    const { app, store, customer, postAsCustomer } = await signedInApp(dialect);
    await postAsCustomer('account/modify', { email_address: 'ada@new.example', password: customer.password });
    const token = await emailedToken(app.dataDir, 'ada@new.example', 'details');
    const other = await app.factories.customer({ storeId: store.id });
    const otherCookie = (await app.signIn(other))[cookieName];

    const asOther = await app.inject({
      method: 'POST',
      url: '/api/account/modify',
      payload: { token },
      cookies: { [cookieName]: otherCookie ?? '' },
    });
    await postAsCustomer('account/modify', { token });
    const reused = await postAsCustomer('account/modify', { token });

    for (const response of [asOther, reused]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(accountMessages.confirmationExpired);
    }
  });

  it("refuses an email that belongs to another account with the spec's message", async () => {
    const { app, store, customer, postAsCustomer } = await signedInApp(dialect);
    await app.factories.customer({ storeId: store.id, email: 'taken@example.com' });

    const response = await postAsCustomer('account/modify', {
      email_address: 'taken@example.com',
      password: customer.password,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(accountMessages.emailTaken);
  });

  it('counts no profile save with the right password against the password-check limit', async () => {
    const { customer, postAsCustomer } = await signedInApp(dialect);
    const save = { ...validProfile, password: customer.password };

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await postAsCustomer('account/modify', save)).statusCode);
    }

    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('refuses an eleventh wrong password in fifteen minutes with the spec message', async () => {
    const { postAsCustomer } = await signedInApp(dialect);
    for (let attempt = 0; attempt < 10; attempt++) {
      await postAsCustomer('account/modify', { ...validProfile, password: `guess ${attempt}` });
    }

    const response = await postAsCustomer('account/modify', { ...validProfile, password: 'guess 10' });

    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe(accountMessages.tooManyAttempts);
  });

  it("tells the account's address that its password was changed, with a way to reset it", async () => {
    const { app, customer, postAsCustomer } = await signedInApp(dialect);

    await postAsCustomer('account/modify', { new_password: 'a brand new one', password: customer.password });

    const notice = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(notice.subject).toBe('Your Riverbend Books password was changed');
    expect(notice.text).toContain("If this wasn't you");
    expect(notice.links).toContain('https://books.example/account/forgot');
  });

  it('tells the old address when the email is changed at once, with a way to reach the store', async () => {
    const { app, customer, postAsCustomer } = await signedInApp(dialect, { account_validation_required: false });

    await postAsCustomer('account/modify', { email_address: 'ada@new.example', password: customer.password });

    const notice = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(notice.subject).toBe('Your Riverbend Books email address was changed');
    expect(notice.text).toContain('ada@new.example');
    expect(notice.links).toContain('https://books.example/contact-hours');
  });

  it("points the old address at the store's own contact page when it has one", async () => {
    const { app, customer, postAsCustomer } = await signedInApp(dialect, {
      account_validation_required: false,
      store_info: { base_url: 'https://books.example', contact_us_url: '/pages/write-to-us' },
    });

    await postAsCustomer('account/modify', { email_address: 'ada@new.example', password: customer.password });

    const notice = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(notice.links).toContain('https://books.example/pages/write-to-us');
  });

  it('tells the old address only once the emailed confirmation has changed the email', async () => {
    const { app, customer, postAsCustomer } = await signedInApp(dialect);
    await postAsCustomer('account/modify', { email_address: 'ada@new.example', password: customer.password });
    const token = await emailedToken(app.dataDir, 'ada@new.example', 'details');
    const before = await subjectsOfEmailsTo(app.dataDir, 'ada@example.com');

    await postAsCustomer('account/modify', { token });

    expect(before).toEqual([]);
    expect(await subjectsOfEmailsTo(app.dataDir, 'ada@example.com')).toEqual([
      'Your Riverbend Books email address was changed',
    ]);
  });

  it('answers a guest with 401', async () => {
    const { post } = await accountTestApp(dialect);

    const response = await post('account/modify', { ...validProfile, password: 'x' });

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('account/delete', (dialect) => {
  it('removes the personal data, keeps an anonymous row, signs out and starts a guest session', async () => {
    const { app, customer, cookie, postAsCustomer } = await signedInApp(dialect);

    const response = await postAsCustomer('account/delete', {
      email_address: 'ada@example.com',
      password: customer.password,
    });

    expect(response.json()).toEqual({ message: accountMessages.accountDeleted });
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, passwordHash: null, firstName: '', streetAddress: '', phoneNumber: '' });
    expect(row.deletedAt).not.toBeNull();
    expect(
      (await app.inject({ method: 'POST', url: '/api/session/get', cookies: { [cookieName]: cookie ?? '' } })).json()
        .logged_in,
    ).toBe(false);
  });

  it('needs the password', async () => {
    const { postAsCustomer } = await signedInApp(dialect);

    const missing = await postAsCustomer('account/delete', {});
    const wrong = await postAsCustomer('account/delete', { password: 'nope' });

    expect(missing.json().fields).toEqual({ password: accountMessages.passwordRequired });
    expect(wrong.json().fields).toEqual({ password: accountMessages.wrongPassword });
  });

  it('answers a guest with 401', async () => {
    const { post } = await accountTestApp(dialect);

    expect((await post('account/delete', { password: 'x' })).statusCode).toBe(401);
  });
});
