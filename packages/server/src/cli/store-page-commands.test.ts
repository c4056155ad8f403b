import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createFactories } from '../test/factories.ts';

/** A CLI on a database with the default store 'riverbend' and a store 'east'. */
async function pageCli(dialect: Parameters<typeof cliOn>[0]) {
  const cli = await cliOn(dialect);
  await migrateToLatest(cli.database.db);
  const factories = createFactories(cli.database.db);
  await factories.store({ id: 'riverbend', isDefault: true });
  await factories.store({ id: 'east' });
  const write = (name: string, text: string) => {
    const file = path.join(cli.database.dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const pageOf = (storeId: string) =>
    cli.database.db
      .selectFrom('storePages')
      .select(['title', 'html'])
      .where('storeId', '=', storeId)
      .where('page', '=', 'privacy-policy')
      .executeTakeFirst();
  return { ...cli, write, pageOf };
}

describeEachDatabase('bookfront privacy-policy:*', (dialect) => {
  it('sets the default store policy from a Markdown file, sanitised', async () => {
    const { run, write, pageOf } = await pageCli(dialect);
    const file = write('policy.md', '## Cookies\n\nOne cookie.<script>alert(1)</script>\n');

    const result = await run('privacy-policy:set', file);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe("Set the privacy policy of store 'riverbend' from Markdown.\n");
    expect(await pageOf('riverbend')).toEqual({
      title: 'Privacy Policy',
      html: '<h2>Cookies</h2>\n<p>One cookie.</p>',
    });
  });

  it("sets a named store's policy from an HTML file under the title given", async () => {
    const { run, write, pageOf } = await pageCli(dialect);
    const file = write('policy.html', '<h1>What we keep</h1><p onclick="x()">Your orders.</p>');

    const result = await run('privacy-policy:set', file, '--store', 'east', '--title', 'Your privacy at East');

    expect(result.stdout).toBe("Set the privacy policy of store 'east' from HTML.\n");
    expect(await pageOf('east')).toEqual({
      title: 'Your privacy at East',
      html: '<h2>What we keep</h2><p>Your orders.</p>',
    });
    expect(await pageOf('riverbend')).toBeUndefined();
  });

  it('removes the policy, and says so when there is none', async () => {
    const { run, write, pageOf } = await pageCli(dialect);
    await run('privacy-policy:set', write('policy.md', 'Short.'));

    const removed = await run('privacy-policy:remove');
    const again = await run('privacy-policy:remove');

    expect(removed.stdout).toBe("Removed the privacy policy of store 'riverbend'.\n");
    expect(again.stdout).toBe("Store 'riverbend' has no privacy policy.\n");
    expect(await pageOf('riverbend')).toBeUndefined();
  });

  it('refuses a missing file, an unknown format and an unknown store with exit code 1', async () => {
    const { run, write } = await pageCli(dialect);
    const file = write('policy.md', 'Short.');

    const missing = await run('privacy-policy:set', path.join(path.dirname(file), 'nope.md'));
    const format = await run('privacy-policy:set', file, '--format', 'pdf');
    const store = await run('privacy-policy:set', file, '--store', 'nowhere');

    expect([missing.code, format.code, store.code]).toEqual([1, 1, 1]);
    expect(missing.stderr).toContain('Cannot read the file');
    expect(format.stderr).toContain("--format is 'html' or 'markdown'.");
    expect(store.stderr).toContain("No store with id 'nowhere'.");
  });
});
