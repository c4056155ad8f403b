import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { importFixtures } from '../modules/catalog/import/import-test-helpers.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';

const fixture = (name: string) => path.join(importFixtures, name);

function tempFile(name: string, content: string | Buffer) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-cli-'));
  onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
  fs.writeFileSync(path.join(folder, name), content);
  return { folder, file: path.join(folder, name) };
}

describeEachDatabase('bookfront import', (dialect) => {
  it('detects ONIX, prints the summary and the rejected records with line and reference, and exits 0', async () => {
    const { run } = await cliOn(dialect);

    const result = await run('import', fixture('onix3-short.xml'));

    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'Imported onix3-short.xml (onix): read 5, inserted 3, updated 0, rejected 2.',
        'Rejected (2):',
        "  line 225, 'com.testpress.1003': ISBN-13 '9781551923728' is not valid (check digit or format)",
        "  line 243, 'com.testpress.1004': has no title",
        '',
      ].join('\n'),
    );
  });

  it('reports updates on a second run and progress on stderr', async () => {
    const { run } = await cliOn(dialect);
    await run('import', fixture('catalogue.csv'));

    const result = await run('import', fixture('catalogue.csv'), '--format', 'csv', '--progress-every', '2');

    expect(result.stdout).toContain('Imported catalogue.csv (csv): read 5, inserted 0, updated 3, rejected 2.');
    expect(result.stderr.split('\n').filter(Boolean)).toHaveLength(2);
    expect(result.stderr).toMatch(/^… 2 records read, 0 rejected, in \d+\.\d s\n… 4 records read, 2 rejected/);
  });

  it('exits 1 when nothing could be imported', async () => {
    const { run } = await cliOn(dialect);
    const { file } = tempFile('bad.csv', 'eisbn,title\n9780439023482,Wrong check digit\n');

    const result = await run('import', file);

    expect(result.code).toBe(1);
    expect(result.stdout).toContain("line 2, '9780439023482': ISBN-13 '9780439023482' is not valid");
    expect(result.stderr).toBe('Error: nothing was imported.\n');
  });

  it('exits 1 on a file that breaks off, after importing what came before', async () => {
    const { run } = await cliOn(dialect);

    const result = await run('import', fixture('onix3-truncated.xml'));

    expect(result.code).toBe(1);
    expect(result.stdout).toContain('read 1, inserted 1');
    expect(result.stderr).toMatch(
      /^Error: The file is not well-formed XML: .* \(line 13\)\. The records before it were imported\.\n$/,
    );
  });

  it('exits 1 with a plain message for a file that does not exist, and refuses an unknown format', async () => {
    const { run } = await cliOn(dialect);

    const missing = await run('import', '/nowhere/catalogue.xml');
    const badFormat = await run('import', fixture('catalogue.csv'), '--format', 'xls');

    expect(missing).toMatchObject({ code: 1, stderr: "Error: Cannot read file '/nowhere/catalogue.xml'.\n" });
    expect(badFormat.code).not.toBe(0);
    expect(badFormat.stderr).toContain('Allowed choices are onix, csv');
  });

  it('explains itself with --help', async () => {
    const { run } = await cliOn(dialect);

    const result = await run('import', '--help');

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('import [options] <file>');
    expect(result.stdout).toContain('--format <format>');
  });
});

describeEachDatabase('bookfront stock and covers', (dialect) => {
  it('loads stock for a location of the default store and lists the rejected rows', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');
    await run('location:add', '--id', 'main', '--name', 'Main');
    await run('import', fixture('onix3-reference.xml'));

    const result = await run('stock', fixture('stock.csv'), '--location', 'main');

    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Stock of store 'north' from stock\.csv: read 8, inserted 3, updated 0, rejected 5\.\nRejected \(5\):\n {2}line 5, '9781551923703': location 'annex'/,
    );
  });

  it('refuses an unknown location given on the command line and names the valid ones', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');
    await run('location:add', '--id', 'main', '--name', 'Main');
    await run('location:add', '--id', 'annex', '--name', 'Annex');

    const result = await run('stock', fixture('stock.csv'), '--store', 'north', '--location', 'attic');

    expect(result).toMatchObject({
      code: 1,
      stderr: "Error: Store 'north' has no location 'attic' (its locations: 'main', 'annex').\n",
    });
  });

  it('says a store has no locations yet when stock names one', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const result = await run('stock', fixture('stock.csv'), '--store', 'north', '--location', 'attic');

    expect(result.stderr).toBe("Error: Store 'north' has no location 'attic' (it has no locations yet).\n");
  });

  it('takes covers from a folder and names the files it skipped', async () => {
    const { run, database } = await cliOn(dialect);
    await run('import', fixture('onix3-reference.xml'));
    const { folder } = tempFile('9781551923703.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    fs.writeFileSync(path.join(folder, '9780000000019.png'), 'not an image');

    const result = await run('covers', folder);

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('read 2, inserted 1, updated 0, rejected 1.');
    expect(result.stdout).toContain("  '9780000000019.png': the file is not a JPEG, PNG or WebP image\n");
    expect(await database.db.selectFrom('covers').select('eisbn').execute()).toEqual([{ eisbn: '9781551923703' }]);
  });
});
