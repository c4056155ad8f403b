import { commonMessages, sessionSchema } from '@bookfront/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../test/fixtures.ts';
import { ActionError, apiClient } from './api-client.ts';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiClient.call', () => {
  it('posts JSON with the common fields and returns the parsed answer', async () => {
    const fetchMock = stubFetch(json(sessionFixture({ session_id: 'abc' })));
    apiClient.setSessionId('previous-session');
    apiClient.setStoreId('demo');

    const session = await apiClient.call('session/get', { reset_cart: false }, sessionSchema);

    expect(session.session_id).toBe('abc');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/session/get');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toMatchObject({
      reset_cart: false,
      session_id: 'previous-session',
      store_id: 'demo',
      log_url: window.location.href,
      uuid: expect.any(String),
    });
  });

  it("sends the caller's request id as the uuid, so a retried order is the same request", async () => {
    const fetchMock = stubFetch(json(sessionFixture()));

    await apiClient.call('session/get', {}, sessionSchema, { requestId: 'order-try-1' });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ uuid: 'order-try-1' });
  });

  it('throws an ActionError holding the failure body', async () => {
    stubFetch(json({ error: 'That location is not part of this store.', code: 'LOCATION_NOT_FOUND' }, 404));

    const call = apiClient.call('webstore/setMultistoreLocation', { location_id: 'x' }, sessionSchema);

    await expect(call).rejects.toBeInstanceOf(ActionError);
    await expect(call).rejects.toMatchObject({
      status: 404,
      message: 'That location is not part of this store.',
      failure: { error: 'That location is not part of this store.', code: 'LOCATION_NOT_FOUND' },
    });
  });

  it('turns a non-JSON failure into an ActionError with the generic message', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiClient.call('session/get', {}, sessionSchema)).rejects.toMatchObject({
      status: 502,
      failure: { error: commonMessages.unexpected },
    });
  });

  it('turns a network failure into an ActionError with the generic message', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    await expect(apiClient.call('session/get', {}, sessionSchema)).rejects.toMatchObject({
      name: 'ActionError',
      status: 0,
      message: commonMessages.unexpected,
    });
  });

  it('refuses a success body that does not match the contract', async () => {
    stubFetch(json({ logged_in: 'yes' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(apiClient.call('session/get', {}, sessionSchema)).rejects.toBeInstanceOf(ActionError);
  });
});
