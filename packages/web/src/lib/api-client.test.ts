import {
  cartActionTable,
  catalogActionTable,
  commonMessages,
  orderActionTable,
  sessionActionTable,
} from '@bookfront/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../test/fixtures.ts';
import { ActionError, actionClient, apiClient } from './api-client.ts';

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

const api = actionClient({ ...sessionActionTable, ...cartActionTable });

describe('actionClient', () => {
  it('posts JSON with the common fields and returns the parsed answer', async () => {
    const fetchMock = stubFetch(json(sessionFixture({ session_id: 'abc' })));
    apiClient.setSessionId('previous-session');
    apiClient.setStoreId('demo');

    const session = await api.session.get({ reset_cart: false });

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

    await api.session.get({}, { requestId: 'order-try-1' });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ uuid: 'order-try-1' });
  });

  it('throws an ActionError holding the failure body', async () => {
    stubFetch(json({ error: 'That location is not part of this store.', code: 'LOCATION_NOT_FOUND' }, 404));

    const call = api.webstore.setMultistoreLocation({ location_id: 'x' });

    await expect(call).rejects.toBeInstanceOf(ActionError);
    await expect(call).rejects.toMatchObject({
      status: 404,
      message: 'That location is not part of this store.',
      failure: { error: 'That location is not part of this store.', code: 'LOCATION_NOT_FOUND' },
    });
  });

  it('keeps the per-field messages of a failure body', async () => {
    stubFetch(json({ error: 'Check the fields.', fields: { location_id: 'Choose a location.' } }, 400));

    await expect(api.webstore.setMultistoreLocation({ location_id: '' })).rejects.toMatchObject({
      status: 400,
      failure: { error: 'Check the fields.', fields: { location_id: 'Choose a location.' } },
    });
  });

  it.each([
    ['without a sentence', { code: 'LOCATION_NOT_FOUND' }],
    ['with a sentence that is not text', { error: 42 }],
    ['with field messages that are not text', { error: 'Check the fields.', fields: { location_id: 1 } }],
    ['with a code that is not text', { error: 'Refused.', code: 7 }],
    ['that is a list', ['Refused.']],
  ])('answers the generic message for a failure body %s', async (_case, body) => {
    stubFetch(json(body, 400));

    await expect(api.session.get()).rejects.toMatchObject({
      status: 400,
      failure: { error: commonMessages.unexpected },
    });
  });

  it('turns a non-JSON failure into an ActionError with the generic message', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(api.session.get()).rejects.toMatchObject({
      status: 502,
      failure: { error: commonMessages.unexpected },
    });
  });

  it('turns a network failure into an ActionError with the generic message', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    await expect(api.session.get()).rejects.toMatchObject({
      name: 'ActionError',
      status: 0,
      message: commonMessages.unexpected,
    });
  });

  it('sends an upload as multipart form data with the file and the common fields', async () => {
    const fetchMock = stubFetch(json({ result: { titles: [] } }));
    apiClient.setStoreId('demo');
    const file = new File(['isbn,qty\n9780000000002,1\n'], 'order.csv', { type: 'text/csv' });

    const result = await api.cart.import({ file, addToCart: true });

    expect(result).toEqual({ result: { titles: [] } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/import');
    expect(init.method).toBe('POST');
    // The browser sets the multipart boundary itself.
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('order.csv');
    expect(form.get('addToCart')).toBe('true');
    expect(form.get('store_id')).toBe('demo');
    expect(form.get('log_url')).toBe(window.location.href);
    expect(form.get('uuid')).toEqual(expect.any(String));
  });

  it('reports how much of an upload has gone out when asked, and reads the answer as fetch would', async () => {
    const sent: { url: string; body: unknown }[] = [];
    class FakeRequest {
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      withCredentials = false;
      status = 0;
      responseText = '';
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return 'application/json';
      }
      abort() {}
      send(body: unknown) {
        sent.push({ url: this.url, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = 200;
        this.responseText = JSON.stringify({ rows: [], row_count: 0, max_offset: 0, filter_info: [] });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const progress: number[] = [];
    const catalog = actionClient(catalogActionTable);

    const answer = await catalog.browse.file(
      { file: new File(['9780439023481'], 'list.txt') },
      { onUploadProgress: (fraction) => progress.push(fraction) },
    );

    expect(answer.row_count).toBe(0);
    expect(sent[0]?.url).toBe('/api/browse/file');
    expect(sent[0]?.body).toBeInstanceOf(FormData);
    expect(progress).toEqual([0.25, 1, 1]);
    vi.unstubAllGlobals();
  });

  it("refuses a success body that does not match the action's output schema", async () => {
    stubFetch(json({ logged_in: 'yes' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    const call = api.session.get();

    await expect(call).rejects.toBeInstanceOf(ActionError);
    await expect(call).rejects.toMatchObject({
      action: 'session/get',
      status: 200,
      failure: { error: commonMessages.unexpected },
    });
    expect(consoleError).toHaveBeenCalledWith('Unexpected answer from session/get', expect.anything());
  });
});

describe('actionClient’s shape', () => {
  it('offers each action of its tables by group, but no download, and the compiler checks every payload', () => {
    const api = actionClient({ ...catalogActionTable, ...orderActionTable });
    // Never run: each line is a compile error that tsc must keep finding.
    const _typeChecks = () => {
      // @ts-expect-error the item page's action needs an eisbn
      void api.title.getItem();
      // @ts-expect-error an eisbn is a string
      void api.title.getItem({ eisbn: 9780439023481 });
      // @ts-expect-error a download is a URL (downloadUrl), not a call
      void api.order.getExcel;
    };

    expect(Object.keys(api.title)).toContain('getItem');
    expect(Object.keys(api.order).sort()).toEqual(['get', 'getList']);
  });
});
