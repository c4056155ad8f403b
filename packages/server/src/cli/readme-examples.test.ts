import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadDemo } from '../demo/load-demo.ts';
import { fixtureCatalogueDir } from '../test/fixtures.ts';
import { runCli } from './program.ts';

const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md');
const cliPrefix = ['npm', 'run', 'bookfront', '--'];

/** Every `npm run bookfront -- …` line of the README's shell examples, in order. */
function readmeCommandLines(): string[] {
  const blocks = fs.readFileSync(readme, 'utf8').match(/```sh\n[\s\S]*?```/g) ?? [];
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith(cliPrefix.join(' ')) && !line.includes('<'));
}

/** The words bash makes of `line` (quotes, `~` and `$(…)` expanded as a reader's shell would), with HOME at `home`. */
function wordsOf(line: string, home: string): string[] {
  const printed = execFileSync('bash', ['-c', `printf '%s\\0' ${line}`], { env: { ...process.env, HOME: home } });
  return printed.toString().split('\0').slice(0, -1);
}

it('runs every command line example of the README as written against the demo store', async () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-readme-'));
  onTestFinished(() => fs.rmSync(home, { recursive: true, force: true }));
  const database = openDatabase({ dataDir: home });
  onTestFinished(() => database.close());
  await migrateToLatest(database.db);
  await loadDemo({ db: database.db, dataDir: home, catalogueDir: fixtureCatalogueDir });
  const lines = readmeCommandLines();

  const results: { line: string; code: number; stderr: string }[] = [];
  for (const line of lines) {
    const words = wordsOf(line, home);
    expect(words.slice(0, cliPrefix.length)).toEqual(cliPrefix);
    let stderr = '';
    const code = await runCli(words.slice(cliPrefix.length), {
      dataDir: home,
      openDatabase: async () => ({ ...database, close: async () => {} }),
      stdout: () => {},
      stderr: (text) => {
        stderr += text;
      },
    });
    results.push({ line, code, stderr });
  }

  expect(lines.length).toBeGreaterThanOrEqual(8);
  // Charging an order needs an order paid by card, which a fresh demo store has not taken yet.
  const isCardOrderLine = (line: string) => line.includes('card:decrypt') || line.includes('card:charged');
  const failed = results.filter((result) => result.code !== 0 && !isCardOrderLine(result.line));
  expect(failed).toEqual([]);
  const cardOrderLines = results.filter((result) => isCardOrderLine(result.line));
  expect(cardOrderLines).toHaveLength(2);
  for (const result of cardOrderLines) expect(result.stderr).toMatch(/^Error: .*1001/);
});
