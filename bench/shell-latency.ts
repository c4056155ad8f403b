/**
 * store/getSettings and session/get against a static file of the same size, same server, same run.
 * Target (issue: platform spine): each action within 2x of the static file's throughput.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './server-process.ts';

const connections = 50;
const durationSeconds = 10;

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections, duration: durationSeconds, ...options });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function post(baseUrl: string, action: string, cookie = '') {
  return fetch(`${baseUrl}/api/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: '{}',
  });
}

async function main() {
  const server = await startServer();
  try {
    const settings = await post(server.baseUrl, 'store/getSettings');
    const settingsBody = await settings.text();
    const session = await post(server.baseUrl, 'session/get');
    // A returning shopper: the session cookie from the first visit comes back on every request.
    const cookie = (session.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

    const staticDir = join(server.dataDir, 'files', 'bench');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'settings-sized.json'), settingsBody);

    const jsonPost = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: '{}' };
    const staticFile = await measure(`static file (${settingsBody.length} B)`, {
      url: `${server.baseUrl}/files/bench/settings-sized.json`,
    });
    const getSettings = await measure('store/getSettings', {
      url: `${server.baseUrl}/api/store/getSettings`,
      ...jsonPost,
    });
    const getSession = await measure('session/get (returning shopper)', {
      url: `${server.baseUrl}/api/session/get`,
      ...jsonPost,
      headers: { ...jsonPost.headers, cookie },
    });

    console.log(`\n${connections} connections, ${durationSeconds} s each, embedded SQLite, one server process\n`);
    console.log('| request | req/s | p50 ms | p99 ms | errors | non-2xx | vs static | target ≥ 0.50 |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const figure of [staticFile, getSettings, getSession]) {
      const ratio = figure.requestsPerSecond / staticFile.requestsPerSecond;
      const verdict = figure === staticFile ? '' : ratio >= 0.5 ? 'met' : 'MISSED';
      console.log(
        `| ${figure.name} | ${figure.requestsPerSecond.toFixed(0)} | ${figure.p50} | ${figure.p99} | ` +
          `${figure.errors} | ${figure.non2xx} | ${ratio.toFixed(2)} | ${verdict} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
