import { accountMessages, createAccountResultSchema, sessionSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import type { DatabaseDialect } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { emailedToken, latestEmailTo, outboxCount } from '../../test/outbox.ts';
import { accountTestApp } from './test-app.ts';
import { validProfile } from './test-profile.ts';

describeEachDatabase('account/check', (dialect) => {
  it('says a known email exists and sends nothing', async () => {
    const { app, store } = await accountTestApp(dialect);
    await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });

    const response = await app.inject(postAction('account/check', { email_address: 'ADA@example.com ' }));

    expect(response.json()).toEqual({ email_address: { exists: true, validation_required: false, address: '' } });
    expect(await outboxCount(app.dataDir)).toBe(0);
  });

  it("emails a verification link on the store's own address when the store verifies emails", async () => {
    const { app } = await accountTestApp(dialect);

    const response = await app.inject(
      postAction('account/check', { email_address: 'new@example.com', callback_url: 'http://localhost/elsewhere' }),
    );

    expect(response.json()).toEqual({
      email_address: { exists: false, validation_required: true, address: 'new@example.com' },
    });
    const email = await latestEmailTo(app.dataDir, 'new@example.com');
    expect(email.subject).toBe('Confirm your email for Riverbend Books');
    expect(email.links.some((link) => link.startsWith('https://books.example/account/verify?token='))).toBe(true);
    expect(email.text).not.toContain('elsewhere');
  });

  it('lets the shopper go straight on when the store does not verify emails', async () => {
    const { app } = await accountTestApp(dialect, { account_validation_required: false });

    const response = await app.inject(postAction('account/check', { email_address: 'new@example.com' }));

    expect(response.json()).toEqual({ email_address: { exists: false, validation_required: false, address: '' } });
  });

  it('refuses a malformed email with the spec message', async () => {
    const { app } = await accountTestApp(dialect);

    const response = await app.inject(postAction('account/check', { email_address: 'not-an-email' }));

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email_address: accountMessages.invalidEmail });
  });

  it('answers 429 with a clear message past five sign-ups for one email in an hour', async () => {
    const { app } = await accountTestApp(dialect);
    for (let attempt = 0; attempt < 5; attempt++) {
      await app.inject(postAction('account/check', { email_address: 'new@example.com' }));
    }

    const response = await app.inject(postAction('account/check', { email_address: 'new@example.com' }));

    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe(accountMessages.tooManyAttempts);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeEachDatabase('account/create', (dialect) => {
  async function verifiedToken(dialect: DatabaseDialect, email = 'new@example.com') {
    const context = await accountTestApp(dialect);
    await context.app.inject(postAction('account/check', { email_address: email }));
    return { ...context, token: await emailedToken(context.app.dataDir, email, 'verify') };
  }

  it('creates the account from the verification token and logs the session in', async () => {
    const { app, token } = await verifiedToken(dialect);
    const guest = await app.inject(postAction('session/get'));
    const guestCookie = responseCookie(guest, 'bf_session_main')?.value ?? '';

    const response = await app.inject(
      postAction(
        'account/create',
        { ...validProfile, password: 'long enough', token },
        { cookies: { bf_session_main: guestCookie } },
      ),
    );

    expect(response.statusCode).toBe(200);
    const result = createAccountResultSchema.parse(response.json());
    expect(result.validation_required).toBe(false);
    expect(result.session?.logged_in).toBe(true);
    expect(result.session?.user).toMatchObject({
      email_address: 'new@example.com',
      first_name: 'Ada',
      postal_code: 'V6B 1A1',
    });
    // Login rotates both the public id and the secret.
    expect(result.session?.session_id).not.toBe(sessionSchema.parse(guest.json()).session_id);
    const rotated = responseCookie(response, 'bf_session_main')?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(guestCookie);
    const stale = await app.inject(postAction('session/get', {}, { cookies: { bf_session_main: guestCookie } }));
    expect(stale.json().logged_in).toBe(false);
  });

  it("says 'Already verified' when the token was used for an account that now exists", async () => {
    const { app, token } = await verifiedToken(dialect);
    await app.inject(postAction('account/create', { ...validProfile, password: 'long enough', token }));

    const response = await app.inject(
      postAction('account/create', { ...validProfile, password: 'long enough', token }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: accountMessages.alreadyVerified, code: 'ALREADY_VERIFIED' });
  });

  it("says 'Verification Failed.' for an unknown or expired token", async () => {
    const { app, token } = await verifiedToken(dialect);
    await app.db.updateTable('accountTokens').set({ expiresAt: 1 }).execute();

    for (const candidate of [token, 'made-up-token']) {
      const response = await app.inject(
        postAction('account/create', { ...validProfile, password: 'long enough', token: candidate }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: accountMessages.verificationFailed, code: 'TOKEN_EXPIRED' });
    }
  });

  it('does not create an account from a typed email while the store verifies emails; it sends the link', async () => {
    const { app } = await accountTestApp(dialect);

    const response = await app.inject(
      postAction('account/create', { ...validProfile, password: 'long enough', email_address: 'typed@example.com' }),
    );

    expect(response.json()).toEqual({ validation_required: true, address: 'typed@example.com', session: null });
    expect(await app.db.selectFrom('users').select('id').execute()).toEqual([]);
    await expect(emailedToken(app.dataDir, 'typed@example.com', 'verify')).resolves.toBeTruthy();
  });

  it('creates from a typed email when the store does not verify emails', async () => {
    const { app } = await accountTestApp(dialect, { account_validation_required: false });

    const response = await app.inject(
      postAction('account/create', { ...validProfile, password: 'long enough', email_address: 'typed@example.com' }),
    );

    expect(response.json().session.user.email_address).toBe('typed@example.com');
  });

  it('refuses an email that is already registered', async () => {
    const { app, store } = await accountTestApp(dialect, { account_validation_required: false });
    await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });

    const response = await app.inject(
      postAction('account/create', { ...validProfile, password: 'long enough', email_address: 'ada@example.com' }),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: accountMessages.alreadyRegistered, code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['a short password', { password: 'short' }, 'password', accountMessages.passwordTooShort],
    ['no first name', { first_name: ' ' }, 'first_name', accountMessages.firstNameRequired],
    [
      'a Canadian postal code that is not one',
      { postal_code: '12345' },
      'postal_code',
      accountMessages.postalCodeInvalid,
    ],
    [
      'a US zip code that is not one',
      { country: 'United States', province: 'Washington', postal_code: 'V6B 1A1' },
      'postal_code',
      accountMessages.postalCodeInvalid,
    ],
    ['an unknown country', { country: 'Atlantis' }, 'country', accountMessages.countryInvalid],
    ['a province of another country', { province: 'Washington' }, 'province', accountMessages.provinceInvalid],
    ['a phone that is not one', { phone_number: '555' }, 'phone_number', accountMessages.phoneInvalid],
    [
      'an alternate phone that is not one',
      { alt_phone_number: 'call me' },
      'alt_phone_number',
      accountMessages.altPhoneInvalid,
    ],
    ['a one-digit extension', { phone_number_ext: '1' }, 'phone_number_ext', accountMessages.extensionInvalid],
    ['an institution without a name', { is_institution: 'true' }, 'company', accountMessages.institutionNameRequired],
    [
      'texting when the store does not text',
      { communication_preference: 'text' },
      'communication_preference',
      accountMessages.communicationPreferenceInvalid,
    ],
  ])('refuses %s with the spec message on its field', async (_case, change, field, message) => {
    const { app } = await accountTestApp(dialect, { account_validation_required: false });

    const response = await app.inject(
      postAction('account/create', {
        ...validProfile,
        password: 'long enough',
        email_address: 'a@example.com',
        ...change,
      }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await app.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it("requires each of the store's extra account fields and keeps them", async () => {
    const { app } = await accountTestApp(dialect, {
      account_validation_required: false,
      extra_account_fields: [{ name: 'school_board', label: 'School board' }],
    });
    const payload = { ...validProfile, password: 'long enough', email_address: 'a@example.com' };

    const missing = await app.inject(postAction('account/create', payload));
    const given = await app.inject(
      postAction('account/create', { ...payload, account_extra_fields: JSON.stringify({ school_board: 'SD 39' }) }),
    );

    expect(missing.json().fields).toEqual({ 'account_extra_fields.school_board': accountMessages.extraFieldRequired });
    expect(given.json().session.user.account_extra_fields).toEqual({ school_board: 'SD 39' });
  });

  it('opens an institution account owned by its creator', async () => {
    const { app } = await accountTestApp(dialect, { account_validation_required: false });

    const response = await app.inject(
      postAction('account/create', {
        ...validProfile,
        password: 'long enough',
        email_address: 'office@school.example',
        is_institution: 'on',
        company: 'Riverside Elementary',
      }),
    );

    expect(response.json().session.user).toMatchObject({
      company: 'Riverside Elementary',
      is_institution: true,
      is_owner: true,
      is_personal: true,
    });
  });
});

describeEachDatabase('account/checkVerification', (dialect) => {
  async function verifiedToken(dialect: DatabaseDialect, email = 'new@example.com') {
    const context = await accountTestApp(dialect);
    await context.app.inject(postAction('account/check', { email_address: email }));
    return { ...context, token: await emailedToken(context.app.dataDir, email, 'verify') };
  }

  it('answers the address a live link confirms, and leaves the link usable for account/create', async () => {
    const { app, token } = await verifiedToken(dialect);

    const response = await app.inject(postAction('account/checkVerification', { token }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email_address: 'new@example.com' });
    const created = await app.inject(postAction('account/create', { ...validProfile, password: 'long enough', token }));
    expect(created.statusCode).toBe(200);
  });

  it("says 'Verification Failed.' at once for an unknown or expired link", async () => {
    const { app, token } = await verifiedToken(dialect);
    await app.db.updateTable('accountTokens').set({ expiresAt: 1 }).execute();

    for (const candidate of [token, 'made-up-token']) {
      const response = await app.inject(postAction('account/checkVerification', { token: candidate }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: accountMessages.verificationFailed, code: 'TOKEN_EXPIRED' });
    }
  });

  it("says 'Already verified' for a link that made an account", async () => {
    const { app, token } = await verifiedToken(dialect);
    await app.inject(postAction('account/create', { ...validProfile, password: 'long enough', token }));

    const response = await app.inject(postAction('account/checkVerification', { token }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: accountMessages.alreadyVerified, code: 'ALREADY_VERIFIED' });
  });
});
