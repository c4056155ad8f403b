/**
 * Lighthouse (mobile preset) on the home, browse and item pages of the built demo store, served by
 * the real server and loaded in Debian's Chromium. Prints the four category scores, LCP, TBT, CLS
 * and the compressed JavaScript per page against the storefront's targets (performance 98, the
 * item page's JavaScript 150 KB gzip). Run `npm run build` first.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './server-process.ts';

const targets = { performance: 98, accessibility: 100, seo: 100, itemJsKb: 150 };

const pages = [
  { name: 'home', path: '/' },
  { name: 'browse', path: '/browse/filter/t/war/k/keyword' },
  { name: 'item', path: '/item/9780439023481' },
];

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A session with a location chosen, so the location dialog (first visit) does not cover the page. */
async function sessionCookie(baseUrl: string) {
  const session = await fetch(`${baseUrl}/api/session/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const cookie = (session.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const chosen = await fetch(`${baseUrl}/api/webstore/setMultistoreLocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ location_id: 'downtown' }),
  });
  if (!chosen.ok) throw new Error(`setMultistoreLocation answered ${chosen.status}`);
  return cookie;
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsGzipKb: number;
}

/**
 * One Lighthouse run of a page. A run whose trace Chromium failed to record (NO_NAVSTART, now and
 * then on a busy machine) scores 0 for nothing the page did, so it is run again, twice at most.
 */
async function audit(url: string, port: number, cookie: string | null) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', extraHeaders: cookie === null ? undefined : { Cookie: cookie } },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // BENCH_WEB_THROTTLING=devtools slows the real load instead of simulating it from a fast
          // one: what a page draws before its scripts arrive shows only then.
          ...(process.env.BENCH_WEB_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
        },
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`${url}: Lighthouse could not measure the load (${result.lhr.runtimeError.code}), running it again`);
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const server = await startServer();
const rows: Row[] = [];
try {
  // BENCH_WEB_FIRST_VISIT=1 loads each page as a first visit, without a session: the visit the
  // server draws the page for (docs/decisions/0048-server-rendered-first-screen.md).
  const cookie = process.env.BENCH_WEB_FIRST_VISIT ? null : await sessionCookie(server.baseUrl);
  for (const { name, path } of pages) {
    // A first visit warms the server's caches, as a store in use would have them.
    await fetch(`${server.baseUrl}${path}`);
    // A browser of its own for each page: the cookie a first visit is given would make the next
    // page a returning visit, and Lighthouse's storage reset leaves cookies alone.
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
    const result = await audit(`${server.baseUrl}${path}`, chrome.port, cookie).finally(() => chrome.kill());
    const { categories, audits } = result.lhr;
    // BENCH_LHR_DIR keeps each page's whole report (traces' long tasks, the LCP's phases) to read later.
    if (process.env.BENCH_LHR_DIR)
      writeFileSync(join(process.env.BENCH_LHR_DIR, `${name}.json`), JSON.stringify(result.lhr));
    const summary = audits['resource-summary']?.details;
    const scripts =
      summary && summary.type === 'table' ? summary.items.find((item) => item.resourceType === 'script') : undefined;
    // The JavaScript as gzip would send it, whether or not this server compresses its answers.
    const network = audits['network-requests']?.details;
    const scriptUrls =
      network && network.type === 'table'
        ? network.items.filter((item) => item.resourceType === 'Script').map((item) => String(item.url))
        : [];
    let gzipBytes = 0;
    for (const url of scriptUrls) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    if (process.env.BENCH_DEBUG) {
      console.log(name, JSON.stringify(audits['layout-shifts']?.details).slice(0, 1500));
      console.log(name, JSON.stringify(audits['largest-contentful-paint-element']?.details).slice(0, 800));
    }
    rows.push({
      page: name,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      jsKb: Math.round(Number(scripts?.transferSize ?? 0) / 1024),
      jsGzipKb: Math.round(gzipBytes / 1024),
    });
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(`${name}: audits below 90: ${failing.join(', ')}`);
  }
} finally {
  await server.stop();
}

console.table(rows);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
for (const row of rows) {
  console.log(
    `${row.page.padEnd(7)} performance ${row.performance} (≥ ${targets.performance}: ${mark(row.performance >= targets.performance)})` +
      `, accessibility ${row.accessibility} (${mark(row.accessibility >= targets.accessibility)})` +
      `, SEO ${row.seo} (${mark(row.seo >= targets.seo)})` +
      (row.page === 'item'
        ? `, JS ${row.jsGzipKb} KB gzip (≤ ${targets.itemJsKb}: ${mark(row.jsGzipKb <= targets.itemJsKb)}; ${row.jsKb} KB as sent)`
        : ''),
  );
}
