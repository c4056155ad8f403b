// Builds the web app unless packages/web/dist was built from exactly the sources there now, so
// `npm start` and the browser tests do not spend a minute rebuilding an app that is current.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const inputs = ['packages/web', 'packages/contract/src', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist']);
const stampFile = 'packages/web/dist/.source-hash';

function* filesUnder(entry) {
  if (!fs.statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (!skipped.has(name) && !/\.test\.tsx?$/.test(name)) yield* filesUnder(path.join(entry, name));
  }
}

const hash = createHash('sha256');
for (const file of inputs.flatMap((input) => [...filesUnder(input)])) {
  hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
}
const sourceHash = hash.digest('hex');

const builtFrom = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
const builtFiles = ['packages/web/dist/index.html', 'packages/web/dist/server/entry-server.mjs'];
if (builtFrom === sourceHash && builtFiles.every((file) => fs.existsSync(file))) {
  console.log('The web app in packages/web/dist is current; not rebuilding it.');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--workspace', '@bookfront/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
fs.writeFileSync(stampFile, `${sourceHash}\n`);
