import { commonMessages, shellMessages, limits } from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { actionBody } from './action-body.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { multipartBody, postAction } from '../test/http.ts';

/** Test-only actions: one that fails like a bug would, one a guest may not call on a private site. */
const testActions: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/explode',
    { config: { allowOnPrivateSite: true }, schema: { body: actionBody(z.object({})) } },
    async () => {
      throw new Error('database password is hunter2');
    },
  );
  app.post(
    '/test/echo',
    { schema: { body: actionBody(z.object({ name: z.string().min(1, 'Name is required.') })) } },
    async (request) => ({
      name: request.body.name,
    }),
  );
  const period = z.object({ from: z.number(), to: z.number() }).superRefine((value, context) => {
    if (value.to < value.from) context.addIssue({ code: 'custom', path: ['to'], message: 'Ends before it starts.' });
  });
  app.post('/test/period', { schema: { body: actionBody(period, { strict: true }) } }, async (request) => ({
    days: request.body.to - request.body.from,
    uuid: request.body.uuid ?? '',
  }));
  const uploadedFile = z.object({ filename: z.string(), mimetype: z.string(), data: z.instanceof(Buffer) });
  app.post('/test/upload', { schema: { body: actionBody(z.object({ file: uploadedFile })) } }, async (request) => ({
    filename: request.body.file.filename,
    size: request.body.file.data.length,
  }));
};

async function appWithStore(dialect: 'sqlite' | 'postgres', settings = {}) {
  const app = await buildTestApp({ dialect, extraActions: [testActions] });
  await app.factories.store({ id: 'main', isDefault: true, settings });
  return app;
}

describeEachDatabase('the action protocol', (dialect) => {
  it('answers an unknown action with 404 and UNKNOWN_ACTION', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(postAction('cart/teleport'));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: commonMessages.unknownAction, code: 'UNKNOWN_ACTION' });
  });

  it('answers a GET of an action with 405 and says actions are POSTed', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject({ method: 'GET', url: '/api/store/getSettings' });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ error: commonMessages.methodNotAllowed, code: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a GET of an unknown /api path with the 404 JSON body, not the web app', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_ACTION' });
  });

  it('answers malformed JSON with 400', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/store/getSettings',
      headers: { 'content-type': 'application/json' },
      payload: '{"webstore_name": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: commonMessages.malformedBody, code: 'INVALID_INPUT' });
  });

  it('answers a JSON body that is not an object with 400 and no 500', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2, 3]',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: commonMessages.checkFields });
  });

  it('answers a body over the limit with 413', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(postAction('log/error', { error: 'x'.repeat(limits.requestBodyMaxBytes + 1) }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: commonMessages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each(['text/plain', 'application/xml'])('answers a %s body with 415', async (contentType) => {
    const app = await appWithStore(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/store/getSettings',
      headers: { 'content-type': contentType },
      payload: 'webstore_name=x',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: commonMessages.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('reads an urlencoded body like JSON', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ada&uuid=1234&session_id=abc&log_url=%2Fbrowse&store_id=main',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada' });
  });

  it('reads a multipart body like JSON', async () => {
    const app = await appWithStore(dialect);
    const body = multipartBody({ name: 'Ada', uuid: '1234' });

    const response = await app.inject({ method: 'POST', url: '/api/test/echo', ...body });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada' });
  });

  it('refuses an uploaded file over 50 MB with the spec message', async () => {
    const app = await appWithStore(dialect);
    const body = multipartBody({ name: 'Ada' }, [
      { name: 'file', filename: 'big.csv', content: Buffer.alloc(limits.uploadMaxBytes + 1) },
    ]);

    const response = await app.inject({ method: 'POST', url: '/api/test/echo', ...body });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'File is too large. (Max size is 50MB)' });
  });

  it('refuses a multipart field over the body limit instead of cutting it short', async () => {
    const app = await appWithStore(dialect);
    const body = multipartBody({ name: 'x'.repeat(limits.requestBodyMaxBytes + 1) });

    const response = await app.inject({ method: 'POST', url: '/api/test/echo', ...body });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hands an uploaded file to the action with its name, type and bytes', async () => {
    const app = await appWithStore(dialect);
    const body = multipartBody({ name: 'Ada' }, [
      { name: 'file', filename: 'isbns.csv', content: Buffer.from('isbn,qty\n') },
    ]);

    const response = await app.inject({ method: 'POST', url: '/api/test/upload', ...body });

    expect(response.json()).toEqual({ filename: 'isbns.csv', size: 9 });
  });

  it.each([
    ['multipart/form-data; boundary=xyz', 'garbage'],
    ['multipart/form-data', 'no boundary at all'],
  ])('answers an unreadable %s body with 400, not 500', async (contentType, payload) => {
    const app = await appWithStore(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType },
      payload,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: commonMessages.malformedBody, code: 'INVALID_INPUT' });
  });

  it("puts the schema's message on each invalid field", async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(postAction('test/echo', { name: '' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: 'Name is required.' } });
  });

  it("runs the payload schema's checks across fields, beside the common fields", async () => {
    const app = await appWithStore(dialect);

    const backwards = await app.inject(postAction('test/period', { from: 5, to: 2 }));
    const inOrder = await app.inject(postAction('test/period', { from: 2, to: 5, uuid: 'request-1' }));

    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      error: commonMessages.checkFields,
      fields: { to: 'Ends before it starts.' },
      code: 'INVALID_INPUT',
    });
    expect(inOrder.statusCode).toBe(200);
    expect(inOrder.json()).toEqual({ days: 3, uuid: 'request-1' });
  });

  it('refuses a POST whose Origin is another site with 403 CROSS_SITE_REQUEST', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(postAction('session/get', {}, { headers: { origin: 'https://evil.example' } }));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: commonMessages.crossSite, code: 'CROSS_SITE_REQUEST' });
  });

  it('refuses a POST whose Referer is another site when there is no Origin', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(
      postAction('session/get', {}, { headers: { referer: 'https://evil.example/page' } }),
    );

    expect(response.statusCode).toBe(403);
  });

  it('accepts a POST from the same site', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(
      postAction('session/get', {}, { headers: { host: 'books.example:3000', origin: 'http://books.example:3000' } }),
    );

    expect(response.statusCode).toBe(200);
  });

  it('answers an unexpected failure with 500 and a generic message, keeping the details out', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(postAction('test/explode'));

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: commonMessages.unexpected, code: 'UNEXPECTED' });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses a field holding a control character with 400 naming it, alike on both databases', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(
      postAction('account/login', { email_address: 'ada\u0000@example.com', password: 'x', store_id: 'a\u0007' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_INPUT',
      fields: { email_address: commonMessages.invalidValue, store_id: commonMessages.invalidValue },
    });
  });

  it('takes line breaks and tabs, which multi-line text holds', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject(
      postAction('log/error', { error: 'TypeError\n\tat render (app.js:1:2)\r\n', error_info: 'stack' }),
    );

    expect(response.statusCode).toBe(200);
  });

  it('sends a content security policy that lets the web app run', async () => {
    const app = await appWithStore(dialect);

    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    // A hosted card provider's form in a frame (docs/features/checkout.md#hosted-card-forms).
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' https: http:");
  });
});

describeEachDatabase('private and exclusive sites', (dialect) => {
  it('refuses a guest an action of a private site with 401 PRIVATE_SITE', async () => {
    const app = await appWithStore(dialect, { is_private: true });

    const response = await app.inject(postAction('test/echo', { name: 'Ada' }));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: shellMessages.loginRequired, code: 'PRIVATE_SITE' });
  });

  it('refuses a guest the location choice of a private site', async () => {
    const app = await appWithStore(dialect, { is_private: true });
    await app.factories.location({ storeId: 'main', id: 'downtown' });

    const response = await app.inject(postAction('webstore/setMultistoreLocation', { location_id: 'downtown' }));

    expect(response.statusCode).toBe(401);
  });

  it.each(['store/getSettings', 'session/get', 'session/getChecksum', 'webstore/getContactAndHours'])(
    'still answers %s to a guest of a private site, so the gate can show',
    async (action) => {
      const app = await appWithStore(dialect, { is_private: true, is_exclusive: true });

      const response = await app.inject(postAction(action));

      expect(response.statusCode).toBe(200);
    },
  );
});
