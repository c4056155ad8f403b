import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startLocalServer } from '../../test/local-server.ts';
import { fetchPublicPage, UrlFetchError, UrlRefusedError } from './safe-fetch.ts';

const allowLoopback = { allowlist: ['127.0.0.1'] };

describe('fetchPublicPage', () => {
  it('gives up when the server does not answer within the time limit', async () => {
    const page = await startLocalServer(() => undefined);
    const started = Date.now();

    const fetching = fetchPublicPage(`${page.origin}/`, { ...allowLoopback, limits: { timeoutMs: 300 } });

    await expect(fetching).rejects.toBeInstanceOf(UrlFetchError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts the time limit over the whole body, not per chunk', async () => {
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('.'), 50);
      response.on('close', () => clearInterval(timer));
    });

    const fetching = fetchPublicPage(`${page.origin}/`, { ...allowLoopback, limits: { timeoutMs: 400 } });

    await expect(fetching).rejects.toThrow('timed out');
  });

  it('refuses a body whose declared length is over the limit before reading it', async () => {
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-length': '2000' });
      response.end(Buffer.alloc(2000));
    });

    await expect(fetchPublicPage(`${page.origin}/`, { ...allowLoopback, limits: { maxBytes: 1000 } })).rejects.toThrow(
      'page too large',
    );
  });

  it('limits the unpacked size of a compressed body', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(200_000, 'a'));
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(bomb);
    });

    await expect(
      fetchPublicPage(`${page.origin}/`, { ...allowLoopback, limits: { maxBytes: 50_000 } }),
    ).rejects.toThrow('page too large');
  });

  it('unpacks a gzip page', async () => {
    const page = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/html' });
      response.end(zlib.gzipSync('<p>9780316769488</p>'));
    });

    const fetched = await fetchPublicPage(`${page.origin}/`, allowLoopback);

    expect(fetched.data.toString()).toBe('<p>9780316769488</p>');
    expect(fetched.contentType).toBe('text/html');
  });

  it('checks a host name by every address it resolves to', async () => {
    const page = await startLocalServer((_request, response) => response.end('ok'));

    const fetching = fetchPublicPage(`http://localhost:${page.port}/`, { allowlist: ['127.0.0.1'] });

    await expect(fetching).rejects.toBeInstanceOf(UrlRefusedError);
    expect(page.requests).toHaveLength(0);
  });

  it('lets the allow-list name a host', async () => {
    const page = await startLocalServer((_request, response) => response.end('ok'));

    const fetched = await fetchPublicPage(`http://LOCALHOST:${page.port}/`, { allowlist: ['localhost'] });

    expect(fetched.data.toString()).toBe('ok');
  });

  it('checks a redirect to a host the allow-list does not name', async () => {
    const target = await startLocalServer((_request, response) => response.end('secret'));
    const page = await startLocalServer((_request, response) => {
      response.writeHead(307, { location: `http://localhost:${target.port}/` });
      response.end();
    });

    await expect(fetchPublicPage(`${page.origin}/`, allowLoopback)).rejects.toBeInstanceOf(UrlRefusedError);
    expect(target.requests).toHaveLength(0);
  });
});
