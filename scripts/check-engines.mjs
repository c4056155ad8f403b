// Every installed package must accept the oldest Node the README states (package.json "engines"),
// so `npm install` on a supported Node prints no engine warnings and nothing needs a newer one.
import fs from 'node:fs';
import semver from 'semver';

const root = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const oldestNode = semver.minVersion(root.engines.node);

const refusing = Object.entries(lock.packages)
  .filter(([, entry]) => typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldestNode, entry.engines.node))
  .map(
    ([location, entry]) =>
      `${location.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${entry.engines.node}`,
  );

if (!semver.satisfies(process.version, root.engines.node)) {
  refusing.push(`this Node (${process.version}) is older than the stated ${root.engines.node}`);
}
if (refusing.length > 0) {
  console.error(
    `Packages that refuse Node ${oldestNode}, the oldest package.json accepts:\n  ${refusing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Every package accepts Node ${oldestNode} and up.`);
