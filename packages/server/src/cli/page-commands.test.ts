import { expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createCatalogFactories } from '../test/catalog-factories.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createFactories } from '../test/factories.ts';

const hunger = '9780439023481';
const mockingjay = '9780439023511';

/** A CLI on a database with the default store 'riverbend' and two titles in the catalogue. */
async function pageCli(dialect: Parameters<typeof cliOn>[0]) {
  const cli = await cliOn(dialect);
  await migrateToLatest(cli.database.db);
  await createFactories(cli.database.db).store({ id: 'riverbend', isDefault: true });
  const catalog = createCatalogFactories(cli.database.db);
  await catalog.title({ eisbn: hunger, title: 'The Hunger Games' });
  await catalog.title({ eisbn: mockingjay, title: 'Mockingjay' });
  return cli;
}

describeEachDatabase('bookfront page:* and feature:*', (dialect) => {
  it('adds blocks to the home page in order, a list block with a store list of its titles, and lists them', async () => {
    const { run, database } = await pageCli(dialect);

    const banner = await run(
      'page:add-block',
      '--page',
      'home',
      '--type',
      'banner',
      '--header',
      'Welcome',
      '--link',
      '/features',
    );
    const list = await run(
      'page:add-block',
      '--page',
      'home',
      '--type',
      'list',
      '--header',
      'Staff picks',
      '--isbn',
      mockingjay,
      '--isbn',
      '0439023483',
    );
    const listed = await run('page:blocks', '--page', 'home');

    expect(banner.stderr).toBe('');
    const [, blockId, listId] = /Added block '([^']+)' to page 'home' showing list '([^']+)'/.exec(list.stdout) ?? [];
    expect(
      listed.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t').slice(1, 5)),
    ).toEqual([
      ['home', 'banner', 'banner', 'Welcome'],
      ['home', 'list', 'featured', 'Staff picks'],
    ]);
    expect(listed.stdout).toContain(`${blockId}\thome\tlist`);
    const items = await database.db
      .selectFrom('titleListItems')
      .select('eisbn')
      .where('listId', '=', listId ?? '')
      .orderBy('createdAt', 'desc')
      .execute();
    expect(items.map((item) => item.eisbn)).toEqual([mockingjay, hunger]);
  });

  it('changes and removes a block, and refuses a title the catalogue lacks', async () => {
    const { run, database } = await pageCli(dialect);
    const added = await run('page:add-block', '--page', 'about', '--type', 'html', '--description', '<p>Hi</p>');
    const id = /Added block '([^']+)'/.exec(added.stdout)?.[1] ?? '';

    const updated = await run('page:update-block', id, '--header', 'Our story', '--position', '3');
    const refused = await run('page:add-block', '--page', 'home', '--type', 'list', '--isbn', '9780000000002');
    const row = await database.db.selectFrom('customBlocks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const removed = await run('page:remove-block', id);

    expect(updated.stdout).toBe(`Updated block '${id}'.\n`);
    expect(row).toMatchObject({ header: 'Our story', position: 3, description: '<p>Hi</p>' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The catalogue has no title 9780000000002.');
    expect(removed.stdout).toBe(`Removed block '${id}'.\n`);
  });

  it('adds, lists, changes and deletes a featured list', async () => {
    const { run, database } = await pageCli(dialect);

    const added = await run(
      'feature:add',
      '--header',
      'Dystopias',
      '--category',
      'Fiction',
      '--sub-category',
      'Young Adult',
      '--isbn',
      hunger,
    );
    const listId = /Added featured list '([^']+)'/.exec(added.stdout)?.[1] ?? '';
    await run('feature:update', listId, '--add', mockingjay, '--remove', hunger, '--header', 'Dystopias for teens');
    const listed = await run('feature:list');
    const deleted = await run('feature:delete', listId);

    expect(listed.stdout).toBe(`${listId}\tFiction\tYoung Adult\tDystopias for teens\t1 title(s)\n`);
    expect(deleted.stdout).toBe(`Deleted featured list '${listId}'.\n`);
    expect(await database.db.selectFrom('featuredLists').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('titleLists').selectAll().execute()).toEqual([]);
  });
});
