import { accountMessages, sessionSchema } from '@bookfront/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { emailedToken, latestEmailTo } from '../../test/outbox.ts';
import { rateLimitDelays } from '../rate-limit/service.ts';
import { accountRateLimits } from './rate-limits.ts';
import { accountTestApp, cookieName } from './test-app.ts';

const attackerAddress = '203.0.113.66';
const ownerAddress = '192.0.2.10';

/** account/login as sent from `address`. */
const loginFrom = (app: Awaited<ReturnType<typeof accountTestApp>>['app'], address: string, payload: object) =>
  app.inject({ ...postAction('account/login', payload), remoteAddress: address });

describeEachDatabase('account/login', (dialect) => {
  it('logs in by email, rotating the session id and its secret and keeping the session row', async () => {
    const { app, store, post } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    const guest = await post('session/get');
    const guestCookie = responseCookie(guest, cookieName)?.value ?? '';

    const response = await post(
      'account/login',
      { email_address: 'ADA@example.com', password: customer.password },
      guestCookie,
    );

    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session).toMatchObject({ logged_in: true, user: { email_address: 'ada@example.com', first_name: 'Ada' } });
    expect(session.session_id).not.toBe(sessionSchema.parse(guest.json()).session_id);
    expect(responseCookie(response, cookieName)?.value).not.toBe(guestCookie);
    expect(await app.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });

  it("sets no site-version cookie: only the previous-site banner's v1/transfer does", async () => {
    const { app, store, post } = await accountTestApp(dialect, { legacy_site_url: 'https://old.books.example/' });
    const customer = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });

    const response = await post('account/login', { email_address: 'ada@example.com', password: customer.password });

    expect(response.statusCode).toBe(200);
    expect(responseCookie(response, 'bf_site_version')).toBeUndefined();
  });

  it('logs in by SAN when the username has no @', async () => {
    const { app, store, post } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, san: '1234567' });

    const response = await post('account/login', { san: '1234567', password: customer.password });

    expect(response.json().logged_in).toBe(true);
  });

  it.each([
    ['a wrong password', 'ada@example.com', 'wrong password'],
    ['an unknown email', 'nobody@example.com', 'correct horse battery'],
  ])("answers 'Invalid Login' for %s", async (_case, email, password) => {
    const { app, store, post } = await accountTestApp(dialect);
    await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });

    const response = await post('account/login', { email_address: email, password });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: accountMessages.invalidLogin, code: 'INVALID_LOGIN' });
  });

  it('asks for the username and the password with the spec messages', async () => {
    const { post } = await accountTestApp(dialect);

    const noUser = await post('account/login', { password: 'x' });
    const noPassword = await post('account/login', { email_address: 'ada@example.com', password: '' });

    expect(noUser.json().fields).toEqual({ email_address: accountMessages.usernameRequired });
    expect(noPassword.json().fields).toEqual({ password: accountMessages.loginPasswordRequired });
  });

  it('refuses a deleted account', async () => {
    const { app, store, post } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    const cookies = await app.signIn(customer);
    await post('account/delete', { password: customer.password }, cookies[cookieName]);

    const response = await post('account/login', { email_address: 'ada@example.com', password: customer.password });

    expect(response.statusCode).toBe(401);
  });

  it('refuses an address after ten wrong passwords for one account, while the owner logs in from another', async () => {
    const { app, store } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    for (let attempt = 0; attempt < 10; attempt++) {
      await loginFrom(app, attackerAddress, { email_address: 'ada@example.com', password: `guess ${attempt}` });
    }

    const attacker = await loginFrom(app, attackerAddress, { email_address: 'ada@example.com', password: 'guess 10' });
    const owner = await loginFrom(app, ownerAddress, { email_address: 'ada@example.com', password: customer.password });

    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().error).toBe(accountMessages.tooManyAttempts);
    expect(owner.statusCode).toBe(200);
  });

  it('counts no successful login, so a shared institution login signs in again and again', async () => {
    const { app, store } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, email: 'library@school.example' });
    const login = { email_address: 'library@school.example', password: customer.password };

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      statuses.push((await loginFrom(app, ownerAddress, login)).statusCode);

    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it("forgets an address's wrong passwords for the account once it logs in", async () => {
    const { app, store } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    const wrong = { email_address: 'ada@example.com', password: 'wrong password' };
    for (let attempt = 0; attempt < 9; attempt++) await loginFrom(app, ownerAddress, wrong);
    await loginFrom(app, ownerAddress, { email_address: 'ada@example.com', password: customer.password });
    for (let attempt = 0; attempt < 9; attempt++) await loginFrom(app, ownerAddress, wrong);

    const response = await loginFrom(app, ownerAddress, {
      email_address: 'ada@example.com',
      password: customer.password,
    });

    expect(response.statusCode).toBe(200);
  });

  it('slows down, and never refuses, the owner of an account guessed at from many addresses', async () => {
    const { app, store } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    const waits = vi.spyOn(rateLimitDelays, 'wait').mockResolvedValue();
    onTestFinished(() => waits.mockRestore());
    const ceiling = accountRateLimits.loginPerAccount.limit;
    for (let attempt = 0; attempt < ceiling + 1; attempt++) {
      await loginFrom(app, `198.51.100.${attempt + 1}`, { email_address: 'ada@example.com', password: 'guess' });
    }

    const owner = await loginFrom(app, ownerAddress, { email_address: 'ada@example.com', password: customer.password });

    expect(owner.statusCode).toBe(200);
    expect(waits.mock.calls).toEqual([[1], [2]]);
  });

  it('takes as long for an unknown email as for a wrong password', async () => {
    const { app, store, post } = await accountTestApp(dialect);
    await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    const timeLogin = async (email: string) => {
      const started = performance.now();
      await post('account/login', { email_address: email, password: 'wrong password' });
      return performance.now() - started;
    };
    const fastest = { unknown: Infinity, wrong: Infinity };
    // Interleaved, keeping the fastest of each: the least disturbed by other work on the machine.
    for (let attempt = 0; attempt < 7; attempt++) {
      fastest.unknown = Math.min(fastest.unknown, await timeLogin('nobody@example.com'));
      fastest.wrong = Math.min(fastest.wrong, await timeLogin('ada@example.com'));
    }

    // Both pay for one argon2id verification (tens of ms); skipping it would make the unknown
    // email about fifty times faster, far outside this band.
    expect(fastest.unknown / fastest.wrong).toBeGreaterThan(0.33);
    expect(fastest.unknown / fastest.wrong).toBeLessThan(3);
  });
});

describeEachDatabase('account/logout', (dialect) => {
  it('ends the logged-in session and answers a new anonymous one', async () => {
    const { app, store, post } = await accountTestApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const cookies = await app.signIn(customer);

    const response = await post('account/logout', {}, cookies[cookieName]);

    expect(response.json().logged_in).toBe(false);
    const newCookie = responseCookie(response, cookieName)?.value;
    expect(newCookie).toBeTruthy();
    expect((await post('session/get', {}, cookies[cookieName])).json().logged_in).toBe(false);
  });
});

describeEachDatabase('password recovery', (dialect) => {
  describe('account/emailPasswordToken', () => {
    it("says 'No account for that email' for an unknown email", async () => {
      const { post } = await accountTestApp(dialect);

      const response = await post('account/emailPasswordToken', { email_address: 'nobody@example.com' });

      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(accountMessages.noAccountForEmail);
    });

    it('emails a single-use reset link to the forgot view', async () => {
      const { app, store, post } = await accountTestApp(dialect);
      await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });

      const response = await post('account/emailPasswordToken', { email_address: 'ada@example.com' });

      expect(response.json()).toEqual({ message: accountMessages.resetSent });
      const email = await latestEmailTo(app.dataDir, 'ada@example.com');
      expect(email.subject).toBe('Reset your Riverbend Books password');
      expect(email.links.some((link) => link.startsWith('https://books.example/account/forgot?token='))).toBe(true);
    });

    it("still emails the owner a reset link after someone elsewhere used up their own address's requests", async () => {
      const { app, store } = await accountTestApp(dialect);
      await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
      const requestFrom = (address: string) =>
        app.inject({
          ...postAction('account/emailPasswordToken', { email_address: 'ada@example.com' }),
          remoteAddress: address,
        });
      for (let attempt = 0; attempt < 5; attempt++) await requestFrom(attackerAddress);

      const attacker = await requestFrom(attackerAddress);
      const owner = await requestFrom(ownerAddress);

      expect(attacker.statusCode).toBe(429);
      expect(owner.json()).toEqual({ message: accountMessages.resetSent });
    });

    it('lets in through the emailed reset link an owner whose own address is refused', async () => {
      const { app, store, post } = await accountTestApp(dialect);
      await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
      for (let attempt = 0; attempt < 11; attempt++) {
        await loginFrom(app, ownerAddress, { email_address: 'ada@example.com', password: `guess ${attempt}` });
      }
      await post('account/emailPasswordToken', { email_address: 'ada@example.com' });
      const token = await emailedToken(app.dataDir, 'ada@example.com', 'forgot');

      const response = await app.inject({
        ...postAction('account/resetPassword', { token, password: 'a brand new one' }),
        remoteAddress: ownerAddress,
      });

      expect(response.json()).toMatchObject({ message: accountMessages.passwordChanged, session: { logged_in: true } });
    });
  });

  describe('account/resetPassword', () => {
    async function resetLink(dialect: Parameters<typeof accountTestApp>[0]) {
      const context = await accountTestApp(dialect);
      const customer = await context.app.factories.customer({ storeId: context.store.id, email: 'ada@example.com' });
      await context.post('account/emailPasswordToken', { email_address: 'ada@example.com' });
      return { ...context, customer, token: await emailedToken(context.app.dataDir, 'ada@example.com', 'forgot') };
    }

    it('sets the new password, logs this browser in and signs every other session out', async () => {
      const { app, post, customer, token } = await resetLink(dialect);
      const elsewhere = await app.signIn(customer);

      const response = await post('account/resetPassword', { token, password: 'a brand new one' });

      expect(response.json()).toMatchObject({ message: accountMessages.passwordChanged, session: { logged_in: true } });
      expect((await post('session/get', {}, elsewhere[cookieName])).json().logged_in).toBe(false);
      const login = await post('account/login', { email_address: 'ada@example.com', password: 'a brand new one' });
      expect(login.json().logged_in).toBe(true);
    });

    it('tells the account that its password was changed, with a way to reset it again', async () => {
      const { app, post, token } = await resetLink(dialect);

      await post('account/resetPassword', { token, password: 'a brand new one' });

      const notice = await latestEmailTo(app.dataDir, 'ada@example.com');
      expect(notice.subject).toBe('Your Riverbend Books password was changed');
      expect(notice.links).toContain('https://books.example/account/forgot');
    });

    it('works once only', async () => {
      const { post, token } = await resetLink(dialect);
      await post('account/resetPassword', { token, password: 'a brand new one' });

      const again = await post('account/resetPassword', { token, password: 'another new one' });

      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: accountMessages.resetLinkExpired, code: 'TOKEN_EXPIRED' });
    });

    it('refuses a link older than a day', async () => {
      const { app, post, token } = await resetLink(dialect);
      await app.db.updateTable('accountTokens').set({ expiresAt: 1 }).execute();

      const response = await post('account/resetPassword', { token, password: 'a brand new one' });

      expect(response.json().error).toBe(accountMessages.resetLinkExpired);
    });

    it('stores only a hash of the token', async () => {
      const { app, token } = await resetLink(dialect);

      const stored = await app.db.selectFrom('accountTokens').select('tokenHash').execute();

      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
      expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a short new password with the spec message', async () => {
      const { post, token } = await resetLink(dialect);

      const response = await post('account/resetPassword', { token, password: 'short' });

      expect(response.json().fields).toEqual({ password: accountMessages.passwordTooShort });
    });
  });
});
