import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { commonMessages, limits } from '@bookfront/contract';
import { expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

const boundary = 'bookfront-oversize';
const chunk = Buffer.alloc(1024 * 1024, 'a');

type Answer = { status: number; body: string; ms: number; megabytesSent?: number };

/**
 * POSTs a multipart upload of `megabytes` to `path`, streamed a megabyte at a time, with its length
 * declared as a browser does, or chunked without one; `onStreaming` runs once 5 MB are on their way.
 */
function postUpload(
  port: number,
  path: string,
  megabytes: number,
  options: { declareLength: boolean; onStreaming?: () => void },
): Promise<Answer> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="isbns.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const request = http.request({
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.declareLength ? { 'content-length': head.length + megabytes * chunk.length + tail.length } : {}),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (data: Buffer) => (body += data.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started, megabytesSent: sent }),
      );
    });
    // The server may answer and close before the upload is all sent, as it should.
    request.on('error', (error) => (/EPIPE|ECONNRESET/.test(error.message) ? undefined : reject(error)));
    const sendMore = () => {
      while (sent < megabytes) {
        sent += 1;
        if (sent === 5) options.onStreaming?.();
        if (!request.write(chunk)) return void request.once('drain', sendMore);
      }
      request.end(tail);
    };
    request.write(head);
    sendMore();
  });
}

function postJson(port: number, path: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { port, path, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

/** A test app listening on a port, logging as in production into `logged`. */
async function listeningApp(logged: string[]) {
  const logStream = new Writable({
    write(line: Buffer, _encoding, done) {
      logged.push(line.toString().slice(0, 10_000));
      done();
    },
  });
  const { app, factories } = await buildTestApp({ logger: { level: 'info', stream: logStream } });
  await factories.store({ id: 'main', isDefault: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  onTestFinished(() => app.close());
  return (app.server.address() as AddressInfo).port;
}

it('refuses an upload declared larger than 50 MB before reading it', { timeout: 120_000 }, async () => {
  const port = await listeningApp([]);

  const upload = await postUpload(port, '/api/browse/file', 60, { declareLength: true });

  expect(upload.status).toBe(413);
  expect(JSON.parse(upload.body)).toMatchObject({ error: commonMessages.fileTooLarge });
  expect(upload.megabytesSent).toBeLessThan(60);
});

it(
  'cuts off a 60 MB upload of no declared length at the limit, and answers others meanwhile',
  { timeout: 120_000 },
  async () => {
    const logged: string[] = [];
    const port = await listeningApp(logged);
    const usual = (await Promise.all([1, 2, 3].map(() => postJson(port, '/api/store/getSettings')))).map((a) => a.ms);
    let meanwhile: Promise<Answer> | undefined;

    const upload = await postUpload(port, '/api/browse/file', 60, {
      declareLength: false,
      onStreaming: () => (meanwhile = postJson(port, '/api/store/getSettings')),
    });

    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toMatchObject({ error: commonMessages.fileTooLarge });
    const answer = await meanwhile;
    expect(answer?.status).toBe(200);
    // Ten times the usual answer, but never less than two seconds, which a busy machine can take.
    expect(answer?.ms).toBeLessThan(Math.max(10 * Math.max(...usual), 2000));
    // No log line carries the upload or the request's body.
    expect(logged.filter((line) => line.includes('"part"') || line.length > 1000)).toEqual([]);
    expect(limits.uploadMaxBytes).toBeLessThan(60 * 1024 * 1024);
  },
);
