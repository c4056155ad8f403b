import { expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { postAction, responseCookie } from '../test/http.ts';
import { latestEmailTo } from '../test/outbox.ts';

/** A page and an action that starts a session, as a shopper's first visit sends them. */
async function firstVisit(
  options: { https?: boolean; trustProxy?: boolean; dialect: 'sqlite' | 'postgres' },
  headers: Record<string, string> = {},
) {
  const app = await buildTestApp(options);
  await app.factories.store({ id: 'main', isDefault: true });
  const page = await app.inject({ method: 'GET', url: '/', headers });
  const action = await app.inject(postAction('session/get', {}, { headers }));
  return { page, action, cookie: responseCookie(action, 'bf_session_main') };
}

describeEachDatabase('HTTPS and the session cookie', (dialect) => {
  it('sends no HSTS and a cookie without Secure over plain http, as on a local install', async () => {
    const { page, action, cookie } = await firstVisit({ dialect });

    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(action.headers['strict-transport-security']).toBeUndefined();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
  });

  it('sends HSTS and a Secure cookie when the store is served over HTTPS', async () => {
    const { page, action, cookie } = await firstVisit({ dialect, https: true });

    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(action.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true });
  });

  it('takes a trusted proxy at its word that the shopper came over https', async () => {
    const { page, cookie } = await firstVisit({ dialect, trustProxy: true }, { 'x-forwarded-proto': 'https' });

    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cookie?.secure).toBe(true);
  });

  it('ignores X-Forwarded-Proto from a proxy it does not trust, and a trusted one that says http', async () => {
    const untrusted = await firstVisit({ dialect }, { 'x-forwarded-proto': 'https' });
    const plain = await firstVisit({ dialect, trustProxy: true }, { 'x-forwarded-proto': 'http' });

    for (const { page, cookie } of [untrusted, plain]) {
      expect(page.headers['strict-transport-security']).toBeUndefined();
      expect(cookie?.secure).toBeUndefined();
    }
  });

  it('links account mail to https when the store is served over HTTPS and has no base_url', async () => {
    const app = await buildTestApp({ dialect, https: true });
    await app.factories.store({ id: 'main', isDefault: true, settings: { account_validation_required: true } });

    await app.inject(
      postAction('account/check', { email_address: 'new@example.com' }, { headers: { host: 'books.example' } }),
    );

    const email = await latestEmailTo(app.dataDir, 'new@example.com');
    expect(email.links.some((link) => link.startsWith('https://books.example/account/verify?token='))).toBe(true);
  });
});
