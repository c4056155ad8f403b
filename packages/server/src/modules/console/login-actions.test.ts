import { consoleErrorCodes, consoleMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { responseCookie } from '../../test/http.ts';
import { staffCookieName } from '../../plugins/staff-session.ts';
import { consoleApp, ownerSecret, staffPassword } from './test-app.ts';
import { totpCode } from './totp.ts';

describeEachDatabase('console/login, console/me, console/logout', (dialect) => {
  it('logs a clerk in with email and password, sets the console cookie and answers who they are', async () => {
    const { post } = await consoleApp(dialect);

    const response = await post('console/login', { email: 'Clerk@Riverbend.example', password: staffPassword });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totp_required: false,
      staff: { email: 'clerk@riverbend.example', role: 'clerk', store_name: 'Riverbend Books' },
    });
    const cookie = responseCookie(response, staffCookieName('main'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await post('console/me', {}, { cookies: { [staffCookieName('main')]: cookie?.value ?? '' } });
    expect(me.json()).toMatchObject({ email: 'clerk@riverbend.example', role: 'clerk' });
  });

  it('answers a wrong password, an unknown email and another store’s staff member alike', async () => {
    const { post } = await consoleApp(dialect);

    const answers = await Promise.all([
      post('console/login', { email: 'clerk@riverbend.example', password: 'not the password' }),
      post('console/login', { email: 'nobody@riverbend.example', password: staffPassword }),
      post('console/login', { email: 'clerk@harbour.example', password: staffPassword }),
    ]);

    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: consoleMessages.loginFailed, code: consoleErrorCodes.loginFailed });
      expect(responseCookie(answer, staffCookieName('main'))).toBeUndefined();
    }
  });

  it('asks an owner for their authenticator code, then logs them in with it once', async () => {
    const { post } = await consoleApp(dialect);
    const owner = { email: 'owner@riverbend.example', password: staffPassword };

    const first = await post('console/login', owner);
    expect(first.json()).toEqual({ staff: null, totp_required: true });
    expect(responseCookie(first, staffCookieName('main'))).toBeUndefined();

    const wrong = await post('console/login', {
      ...owner,
      code: '000000' === totpCode(ownerSecret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: consoleMessages.codeFailed, code: consoleErrorCodes.loginFailed });

    const code = totpCode(ownerSecret);
    const right = await post('console/login', { ...owner, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(right.json()).toMatchObject({ totp_required: false, staff: { role: 'owner' } });

    // The same code again is a replay.
    const replay = await post('console/login', { ...owner, code });
    expect(replay.statusCode).toBe(401);
  });

  it('never lets a customer’s session into the console', async () => {
    const { app, ada, post } = await consoleApp(dialect);
    const customerCookies = await app.signIn(ada);

    const response = await post('console/orders/list', {}, { cookies: customerCookies });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: consoleMessages.loginRequired, code: consoleErrorCodes.loginRequired });
  });

  it('ends the console session on logout', async () => {
    const { post, logIn } = await consoleApp(dialect);
    const cookies = await logIn('manager@riverbend.example');

    const logout = await post('console/logout', {}, { cookies });
    const after = await post('console/me', {}, { cookies });

    expect(logout.json()).toEqual({ logged_out: true });
    expect(after.statusCode).toBe(401);
  });

  it('does not take one store’s console cookie at another store', async () => {
    const { post, logIn } = await consoleApp(dialect);
    const cookies = await logIn('clerk@riverbend.example');
    const token = cookies[staffCookieName('main')] ?? '';

    const response = await post(
      'console/me',
      {},
      { cookies: { [staffCookieName('other')]: token }, headers: { host: 'harbour.example' } },
    );

    expect(response.statusCode).toBe(401);
  });

  it('refuses a malformed login with field messages, never a 500', async () => {
    const { post } = await consoleApp(dialect);

    const response = await post('console/login', { email: '', password: '', code: 'abc' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      email: consoleMessages.emailRequired,
      password: consoleMessages.passwordRequired,
      code: consoleMessages.codeInvalid,
    });
  });

  it('refuses an address that got the password wrong too often for an account, even with the right one', async () => {
    const { post } = await consoleApp(dialect);
    const wrong = { email: 'clerk@riverbend.example', password: 'not the password' };

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post('console/login', wrong)).statusCode).toBe(401);
    }
    const limited = await post('console/login', { ...wrong, password: staffPassword });

    expect(limited.statusCode).toBe(429);
  });
});
