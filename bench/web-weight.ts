/**
 * The JavaScript the home, browse and item pages load, counted from the built files without a
 * browser: the scripts index.html names (the start-up chunk) and those the server names in each
 * page's head (dist/page-preloads.json), each gzipped at level 9 as `web-lighthouse.ts` counts
 * them; and the stylesheets the head names, which hold the first paint until each has arrived.
 * Deterministic, so it decides whether a change helps; `npm run bench:web` measures the
 * same pages in Lighthouse. Run `npm run build` first (`npm run bench:web-weight` does).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../packages/web/dist/', import.meta.url));
/** Each page's most JavaScript, KB gzip (docs/decisions/0068-render-blocking-css.md: the item page's is 150). */
const targetKb: Record<string, number> = { home: 170, browse: 170, item: 150 };

const html = readFileSync(`${dist}index.html`, 'utf8');
const startUp = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
const startUpStyles = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? '');
const pages = JSON.parse(readFileSync(`${dist}page-preloads.json`, 'utf8')) as Record<
  string,
  { scripts: string[]; styles: string[] }
>;

const gzipped = (file: string) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(file), 0);

console.log(`start-up chunk: ${kb(sum(startUp))} KB gzip in ${startUp.length} scripts`);
for (const [page, { scripts, styles }] of Object.entries(pages)) {
  const files = [...new Set([...startUp, ...scripts])];
  const total = sum(files);
  const target = targetKb[page] ?? 170;
  const mark = total / 1024 <= target ? 'ok' : 'MISSED';
  const stylesheets = [...new Set([...startUpStyles, ...styles])];
  console.log(
    `${page.padEnd(7)} ${kb(total)} KB gzip in ${files.length} scripts (≤ ${target}: ${mark}); ` +
      `render-blocking CSS ${kb(sum(stylesheets))} KB gzip in ${stylesheets.length} stylesheets`,
  );
}
