import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/order/:id', () => ({ ok: true }));
  return app;
}

describe('the request log', () => {
  it('writes one line per request with its method, path, status and time, and no query string', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);

    await app.inject({ method: 'GET', url: '/order/42?token=secret-guest-token' });
    await app.close();

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({ method: 'GET', path: '/order/42', status: 200 });
    expect(entry.msg).toMatch(/^GET \/order\/42 200 \d+ ms$/);
    expect(lines[0]).not.toContain('secret-guest-token');
  });
});
