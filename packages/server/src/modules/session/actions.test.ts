import { emptyCartSummary, sessionSchema, shellMessages } from '@bookfront/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';

const cookieName = 'bf_session_main';

async function storeWithTwoLocations(app: TestApp, options: { consolidated: boolean }) {
  await app.factories.store({
    id: 'main',
    isDefault: true,
    settings: { store_info: { consolidated_multistore: options.consolidated } },
  });
  await app.factories.location({ storeId: 'main', id: 'downtown' });
  await app.factories.location({ storeId: 'main', id: 'eastside' });
}

async function startSession(app: TestApp) {
  const response = await app.inject(postAction('session/get'));
  const cookie = responseCookie(response, cookieName);
  if (!cookie) throw new Error('session/get set no cookie');
  return { sessionId: sessionSchema.parse(response.json()).session_id, cookies: { [cookieName]: cookie.value } };
}

describeEachDatabase('session/get', (dialect) => {
  it('starts a guest session with an empty cart and a 365-day HttpOnly SameSite=Lax cookie', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });

    const response = await app.inject(postAction('session/get'));

    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session).toMatchObject({
      logged_in: false,
      user: null,
      location_id: null,
      pick_location: true,
      wishlist: [],
    });
    expect(session.cart).toMatchObject({ items: [], summary: emptyCartSummary });
    expect(responseCookie(response, cookieName)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 365 * 86_400,
      path: '/',
    });
  });

  it('does not store the secret cookie token as the public session id', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });

    const { sessionId, cookies } = await startSession(app);

    expect(sessionId).not.toBe(cookies[cookieName]);
    const stored = await app.db.selectFrom('sessions').select(['id', 'tokenHash']).executeTakeFirstOrThrow();
    expect(stored.id).toBe(sessionId);
    expect(stored.tokenHash).not.toContain(cookies[cookieName]);
  });

  it('returns the same session when the cookie comes back', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    const first = await startSession(app);

    const response = await app.inject(postAction('session/get', {}, { cookies: first.cookies }));

    expect(response.json()).toMatchObject({ session_id: first.sessionId });
  });

  it('gives a fresh session, never the named one, to a caller who sends only a session_id', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    const victim = await startSession(app);

    const response = await app.inject(postAction('session/get', { session_id: victim.sessionId }));

    expect(response.json<{ session_id: string }>().session_id).not.toBe(victim.sessionId);
    expect(responseCookie(response, cookieName)).toBeDefined();
  });

  it('gives a fresh session to an unknown cookie', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    const existing = await startSession(app);

    const response = await app.inject(postAction('session/get', {}, { cookies: { [cookieName]: 'forged-token' } }));

    expect(response.json<{ session_id: string }>().session_id).not.toBe(existing.sessionId);
    expect(responseCookie(response, cookieName)?.value).not.toBe('forged-token');
  });

  it("does not reuse another store's session cookie, even with the same token", async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    await app.factories.store({ id: 'other', basename: 'other' });
    const mainSession = await startSession(app);
    const token = mainSession.cookies[cookieName] ?? '';

    const response = await app.inject(
      postAction('session/get', { store_id: 'other' }, { cookies: { [cookieName]: token, bf_session_other: token } }),
    );

    expect(response.json<{ session_id: string }>().session_id).not.toBe(mainSession.sessionId);
    expect(responseCookie(response, 'bf_session_other')).toBeDefined();
  });

  it('asks for no location when the store is not a consolidated multistore', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });

    const response = await app.inject(postAction('session/get'));

    expect(response.json()).toMatchObject({ pick_location: false });
  });

  it('answers the misspelt sesson/get alias of the spec the same way', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });
    const { sessionId, cookies } = await startSession(app);

    const response = await app.inject(postAction('sesson/get', {}, { cookies }));

    expect(response.json()).toMatchObject({ session_id: sessionId });
  });
});

describeEachDatabase('session expiry', (dialect) => {
  const start = new Date('2026-03-01T12:00:00Z');
  const at = (seconds: number) => vi.setSystemTime(start.getTime() + seconds * 1000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('slides the expiry and the cookie forward at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    const { cookies } = await startSession(app);

    at(30);
    const soon = await app.inject(postAction('session/get', {}, { cookies }));
    const afterSoon = await app.db.selectFrom('sessions').select(['lastSeenAt', 'expiresAt']).executeTakeFirstOrThrow();
    at(120);
    const later = await app.inject(postAction('session/get', {}, { cookies }));
    const afterLater = await app.db
      .selectFrom('sessions')
      .select(['lastSeenAt', 'expiresAt'])
      .executeTakeFirstOrThrow();

    const startSeconds = start.getTime() / 1000;
    expect(responseCookie(soon, cookieName)).toBeUndefined();
    expect(afterSoon).toEqual({ lastSeenAt: startSeconds, expiresAt: startSeconds + 365 * 86_400 });
    expect(responseCookie(later, cookieName)).toMatchObject({ maxAge: 365 * 86_400 });
    expect(afterLater).toEqual({ lastSeenAt: startSeconds + 120, expiresAt: startSeconds + 120 + 365 * 86_400 });
  });

  it('starts a fresh session when the cookie outlived its session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    const first = await startSession(app);

    at(366 * 86_400);
    const response = await app.inject(postAction('session/get', {}, { cookies: first.cookies }));

    expect(response.json<{ session_id: string }>().session_id).not.toBe(first.sessionId);
  });
});

describeEachDatabase('session/getChecksum', (dialect) => {
  it("answers the checksum of the session's cart", async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });
    const sessionResponse = await app.inject(postAction('session/get'));
    const cookies = { [cookieName]: responseCookie(sessionResponse, cookieName)?.value ?? '' };

    const response = await app.inject(postAction('session/getChecksum', {}, { cookies }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cart_checksum: sessionSchema.parse(sessionResponse.json()).cart.checksum });
  });

  it('changes the checksum when the location changes, since the cart is priced at the location', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });
    const { cookies } = await startSession(app);
    const before = await app.inject(postAction('session/getChecksum', {}, { cookies }));

    await app.inject(postAction('webstore/setMultistoreLocation', { location_id: 'eastside' }, { cookies }));
    const after = await app.inject(postAction('session/getChecksum', {}, { cookies }));

    expect(after.json()).not.toEqual(before.json());
  });
});

describeEachDatabase('session/clear', (dialect) => {
  it('ends the session and clears its cookie, so the next session/get starts afresh', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: false });
    const { sessionId, cookies } = await startSession(app);

    const response = await app.inject(postAction('session/clear', {}, { cookies }));
    const next = await app.inject(postAction('session/get', {}, { cookies }));

    expect(response.json()).toEqual({ cleared: true });
    expect(responseCookie(response, cookieName)).toMatchObject({ value: '' });
    expect(next.json<{ session_id: string }>().session_id).not.toBe(sessionId);
  });
});

describeEachDatabase('webstore/setMultistoreLocation', (dialect) => {
  it('sets the location on the session and stops asking for one', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });
    const { sessionId, cookies } = await startSession(app);

    const response = await app.inject(
      postAction('webstore/setMultistoreLocation', { location_id: 'eastside' }, { cookies }),
    );
    const session = await app.inject(postAction('session/get', {}, { cookies }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ session_id: sessionId, location_id: 'eastside', pick_location: false });
    expect(session.json()).toMatchObject({ location_id: 'eastside', pick_location: false });
  });

  it('refuses a location of another store with 404 LOCATION_NOT_FOUND', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });
    await app.factories.store({ id: 'other' });
    await app.factories.location({ storeId: 'other', id: 'elsewhere' });

    const response = await app.inject(postAction('webstore/setMultistoreLocation', { location_id: 'elsewhere' }));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'LOCATION_NOT_FOUND', error: shellMessages.locationNotFound });
  });

  it('asks for a location when none is sent', async () => {
    const app = await buildTestApp({ dialect });
    await storeWithTwoLocations(app, { consolidated: true });

    const response = await app.inject(postAction('webstore/setMultistoreLocation', {}));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'There was an error. Please review form.',
      code: 'INVALID_INPUT',
      fields: { location_id: 'Please choose a location.' },
    });
  });
});
