#!/usr/bin/env node
// Keeps the code's references inside the repository: no pointers at documents a clone does not
// have, and every `docs/….md#anchor` a source file names exists (docs/architecture.md#conventions).
// Plain Node, no dependency. Exit 1 and a file:line list when anything is wrong.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const roots = ['packages', 'e2e', 'bench', 'scripts'];
const skipDirs = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report', '.git']);
const sourceFile = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|css|sh|html)$/;

// Built from parts so that this file does not match itself.
const outside = [
  { pattern: new RegExp('spec [12] ' + '\u00a7', 'i'), why: 'names a document outside the repository' },
  { pattern: new RegExp('ARCHITECTURE' + '\\.md'), why: 'names a document outside the repository' },
  { pattern: new RegExp('STYLE' + '\\.md'), why: 'names a document outside the repository' },
];
const docReference = /(?<![\w/.-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) yield* walk(join(dir, entry.name));
    } else if (entry.isFile() && sourceFile.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsOf = new Map();
function anchors(docPath) {
  if (!anchorsOf.has(docPath)) {
    const seen = new Map();
    const found = new Set();
    let inFence = false;
    for (const line of readFileSync(docPath, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1].replace(/`/g, ''));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorsOf.set(docPath, found);
  }
  return anchorsOf.get(docPath);
}

function docProblem(reference) {
  const [path, anchor] = reference.split('#');
  const docPath = join(root, path);
  if (!existsSync(docPath) || !statSync(docPath).isFile()) return `${path} does not exist`;
  if (anchor !== undefined && !anchors(docPath).has(anchor)) return `${path} has no section #${anchor}`;
  return null;
}

const problems = [];
for (const top of roots) {
  for (const file of walk(join(root, top))) {
    const name = relative(root, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${name}:${index + 1}`;
      for (const { pattern, why } of outside) {
        if (pattern.test(line)) problems.push(`${where}: ${why}: ${line.trim()}`);
      }
      for (const match of line.matchAll(docReference)) {
        const problem = docProblem(match[0]);
        if (problem) problems.push(`${where}: ${problem}`);
      }
    });
  }
}

if (problems.length > 0) {
  console.error(`Documentation references that lead nowhere (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Point comments at docs/features/, docs/architecture.md, docs/decisions/ or the contract.');
  process.exit(1);
}
console.log('Documentation references: all inside the repository and all found.');
