/**
 * Writes .br and .gz beside each built asset, once, at the highest levels: the server sends these
 * as they are (@fastify/static preCompressed), so no request pays for compressing JS or CSS.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const compressible = /\.(js|css|svg|json|txt|webmanifest)$/;
/** The server's render of the app, which the server imports and never sends. */
const serverBuildDir = join(distDir, 'server');

async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (full === serverBuildDir) continue;
    if (entry.isDirectory()) yield* builtFiles(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of builtFiles(distDir)) {
  const content = await readFile(file);
  if (content.length < 1024) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count += 1;
}
console.log(`precompressed ${count} files`);
