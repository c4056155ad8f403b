import { commonMessages, limits } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';

const browserError = {
  location: 'https://books.example/browse',
  user_agent: 'Mozilla/5.0',
  error_info: 'TypeError: x is undefined\n    at render (app.js:1:200)',
  source: 'https://books.example/assets/app.js',
  lineno: '1',
  colno: '200',
  error: 'TypeError: x is undefined',
};

describeEachDatabase('log/error', (dialect) => {
  it("keeps a browser error with the store and the caller's session", async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });
    const session = await app.inject(postAction('session/get'));
    const cookie = responseCookie(session, 'bf_session_main');

    const response = await app.inject(
      postAction('log/error', browserError, { cookies: { bf_session_main: cookie?.value ?? '' } }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ logged: true });
    const stored = await app.db.selectFrom('clientErrors').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({
        storeId: 'main',
        sessionId: session.json<{ session_id: string }>().session_id,
        error: 'TypeError: x is undefined',
        lineno: 1,
        colno: 200,
        source: 'https://books.example/assets/app.js',
      }),
    ]);
  });

  it("skips the generic 'Script error.' of cross-origin scripts", async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });

    const response = await app.inject(postAction('log/error', { ...browserError, error: 'Script error.' }));

    expect(response.json()).toEqual({ logged: false });
    expect(await app.db.selectFrom('clientErrors').selectAll().execute()).toEqual([]);
  });

  it('refuses a field longer than the limit with 400 on that field', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });

    const response = await app.inject(
      postAction('log/error', { ...browserError, error_info: 'x'.repeat(limits.clientErrorFieldMax + 1) }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: commonMessages.checkFields,
      fields: { error_info: expect.any(String) },
    });
  });

  it.each([
    ['colno', '1e3'],
    ['colno', true],
    ['colno', '0x10'],
    ['colno', '12.5'],
    ['colno', -1],
    ['lineno', ' '],
    ['lineno', 2.5],
    ['lineno', '9999999999'],
  ])('refuses %s %j, which is not a plain line or column number, and stores nothing', async (field, value) => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });

    const response = await app.inject(postAction('log/error', { ...browserError, [field]: value }));

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(await app.db.selectFrom('clientErrors').selectAll().execute()).toEqual([]);
  });

  it('takes line and column as numbers, as a JSON body sends them', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });

    const response = await app.inject(postAction('log/error', { ...browserError, lineno: 3, colno: 0 }));

    expect(response.statusCode).toBe(200);
    expect(await app.db.selectFrom('clientErrors').select(['lineno', 'colno']).execute()).toEqual([
      { lineno: 3, colno: 0 },
    ]);
  });

  it('asks for the error text when it is missing', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ id: 'main', isDefault: true });

    const response = await app.inject(postAction('log/error', { location: '/browse' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { error: commonMessages.required } });
  });
});
