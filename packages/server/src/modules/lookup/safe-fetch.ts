import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isRefusedAddress } from './address-policy.ts';

/*
 * Fetches a page a shopper named, for browse/url, without letting the server be used to reach
 * places a shopper cannot (SSRF): only http(s); every address a host resolves to must be public,
 * unless the store's allow-list names the host; the connection goes to the address that was
 * checked (the check runs inside the socket's own DNS lookup, so nothing can change in between);
 * each redirect is checked again; the body and the time are limited.
 */

export type FetchLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };
export const defaultFetchLimits: FetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

/** The address may not be fetched (scheme, credentials, or a private address). */
export class UrlRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UrlRefusedError';
  }
}

/** The page could not be fetched (unreachable, error status, too large, too slow). */
export class UrlFetchError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'UrlFetchError';
  }
}

export type FetchedPage = { data: Buffer; contentType: string; url: string };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const bareHostname = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function checkedUrl(value: string): URL {
  if (!URL.canParse(value)) throw new UrlRefusedError('not an address');
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlRefusedError(`scheme ${url.protocol}`);
  if (url.username || url.password) throw new UrlRefusedError('credentials in the address');
  if (!url.hostname) throw new UrlRefusedError('no host');
  return url;
}

/** A DNS lookup for the socket that refuses hosts with any non-public address. */
const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints ?? 0 }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isRefusedAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new UrlRefusedError(`${hostname} resolves to ${refused?.address ?? 'nothing'}`), '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  throw new UrlFetchError(`content encoding ${encoding}`);
}

type Hop = { status: number; location: string | undefined; contentType: string; data: Buffer | null };

function requestOnce(url: URL, options: { allowed: boolean; signal: AbortSignal; maxBytes: number }): Promise<Hop> {
  const hostname = bareHostname(url);
  // A literal address needs no lookup, so it is checked here, before any connection.
  if (!options.allowed && net.isIP(hostname) !== 0 && isRefusedAddress(hostname)) {
    return Promise.reject(new UrlRefusedError(`address ${hostname}`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      request.destroy();
      if (error instanceof UrlRefusedError || error instanceof UrlFetchError) reject(error);
      else if (options.signal.aborted) reject(new UrlFetchError('timed out', { cause: error }));
      else reject(new UrlFetchError('request failed', { cause: error }));
    };
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal: options.signal,
        ...(options.allowed ? {} : { lookup: publicOnlyLookup }),
        headers: {
          accept: 'text/html,text/plain,text/csv,application/pdf,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Bookfront-ISBN-lookup/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = response.headers['content-type'] ?? '';
        if (redirectStatuses.has(status) || status < 200 || status >= 300) {
          response.resume();
          settled = true;
          resolve({ status, location: response.headers.location, contentType, data: null });
          request.destroy();
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) return fail(new UrlFetchError('page too large'));
        let body: Readable;
        try {
          body = decoded(response);
        } catch (error) {
          return fail(error);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        body.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) fail(new UrlFetchError('page too large'));
          else chunks.push(chunk);
        });
        body.on('error', fail);
        response.on('error', fail);
        body.on('end', () => {
          if (settled) return;
          settled = true;
          resolve({ status, location: undefined, contentType, data: Buffer.concat(chunks) });
        });
      },
    );
    request.on('error', fail);
    request.end();
  });
}

/** GET a shopper-given address within the SSRF rules and limits above. */
export async function fetchPublicPage(
  address: string,
  options: { allowlist: readonly string[]; limits?: Partial<FetchLimits> },
): Promise<FetchedPage> {
  const limits = { ...defaultFetchLimits, ...options.limits };
  const allowlist = new Set(
    options.allowlist.map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    ),
  );
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = checkedUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const hop = await requestOnce(url, {
      allowed: allowlist.has(bareHostname(url)),
      signal,
      maxBytes: limits.maxBytes,
    });
    if (hop.data) return { data: hop.data, contentType: hop.contentType, url: url.href };
    if (!redirectStatuses.has(hop.status)) throw new UrlFetchError(`status ${hop.status}`);
    if (redirects >= limits.maxRedirects) throw new UrlFetchError('too many redirects');
    if (!hop.location) throw new UrlFetchError('redirect without a location');
    url = checkedUrl(new URL(hop.location, url).href);
  }
}
