import { expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createCatalogFactories } from '../test/catalog-factories.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createFactories } from '../test/factories.ts';

const hunger = '9780439023481';
const mockingjay = '9780439023511';

/** A CLI on a database with the default store 'riverbend' and two titles in the catalogue. */
async function eventCli(dialect: Parameters<typeof cliOn>[0]) {
  const cli = await cliOn(dialect);
  await migrateToLatest(cli.database.db);
  await createFactories(cli.database.db).store({ id: 'riverbend', isDefault: true });
  const catalog = createCatalogFactories(cli.database.db);
  await catalog.title({ eisbn: hunger, title: 'The Hunger Games' });
  await catalog.title({ eisbn: mockingjay, title: 'Mockingjay' });
  const idOf = (stdout: string) => /Added event '([^']+)'/.exec(stdout)?.[1] ?? '';
  const eventRow = (id: string) =>
    cli.database.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...cli, idOf, eventRow };
}

describeEachDatabase('bookfront event:*', (dialect) => {
  it('adds an event at a time in Los Angeles, with its place, tickets and books, and lists it', async () => {
    const { run, idOf, eventRow } = await eventCli(dialect);

    const added = await run(
      'event:add',
      '--name',
      'An evening with Suzanne Collins',
      '--start',
      '2026-12-03 19:00',
      '--minutes',
      '90',
      '--place',
      'Riverbend Books, 210 Water Street',
      '--description',
      '<p>A reading.</p><script>alert(1)</script>',
      '--ticket',
      'Reserve a seat=https://tickets.example.com/collins',
      '--book',
      hunger,
      '--book',
      '0439023513',
    );
    const listed = await run('event:list');

    expect(added.stderr).toBe('');
    const id = idOf(added.stdout);
    const row = await eventRow(id);
    // 19:00 Pacific on December 3rd is 03:00 UTC on the 4th.
    expect(Number(row.startsAt)).toBe(Date.UTC(2026, 11, 4, 3, 0) / 1000);
    expect(Number(row.endsAt) - Number(row.startsAt)).toBe(90 * 60);
    expect(row).toMatchObject({ place: 'Riverbend Books, 210 Water Street', description: '<p>A reading.</p>' });
    expect(JSON.parse(row.tickets)).toEqual([{ label: 'Reserve a seat', url: 'https://tickets.example.com/collins' }]);
    expect(listed.stdout).toBe(
      `${id}\t2026-12-03 19:00\t2026-12-03 20:30\tAn evening with Suzanne Collins\t0 view(s)\t2 book(s)\n`,
    );
  });

  it('changes only what is given, and adds and takes off books', async () => {
    const { run, idOf, eventRow } = await eventCli(dialect);
    const id = idOf((await run('event:add', '--name', 'Book club', '--start', '2026-12-10 18:00')).stdout);

    const updated = await run('event:update', id, '--name', 'Winter book club', '--end', '2026-12-10 20:00');
    await run('event:books', id, '--add', mockingjay, '--add', hunger);
    const books = await run('event:books', id, '--remove', mockingjay);

    expect(updated.stdout).toBe(`Updated event '${id}'.\n`);
    const row = await eventRow(id);
    expect(row.name).toBe('Winter book club');
    expect(Number(row.endsAt) - Number(row.startsAt)).toBe(2 * 3600);
    expect(books.stdout).toBe(`Event '${id}' shows 1 book(s): ${hunger}.\n`);
  });

  it('deletes an event with its books', async () => {
    const { run, idOf, database } = await eventCli(dialect);
    const id = idOf(
      (await run('event:add', '--name', 'Story time', '--start', '2026-12-05 10:30', '--book', hunger)).stdout,
    );

    const deleted = await run('event:delete', id);
    const again = await run('event:delete', id);

    expect(deleted.stdout).toBe(`Deleted event '${id}'.\n`);
    expect(again).toMatchObject({ code: 1, stderr: 'Error: We could not find that event.\n' });
    expect(await database.db.selectFrom('eventTitles').selectAll().execute()).toEqual([]);
  });

  it('refuses a time it cannot read, an end before the start, an unknown book and a bad ticket link', async () => {
    const { run, database } = await eventCli(dialect);

    const badTime = await run('event:add', '--name', 'A', '--start', 'Dec 3 7pm');
    const backwards = await run('event:add', '--name', 'A', '--start', '2026-12-03 19:00', '--end', '2026-12-03 18:00');
    const unknownBook = await run('event:add', '--name', 'A', '--start', '2026-12-03 19:00', '--book', '9781234567897');
    const badTicket = await run('event:add', '--name', 'A', '--start', '2026-12-03 19:00', '--ticket', 'Seats');

    expect(badTime).toMatchObject({ code: 1 });
    expect(badTime.stderr).toContain("--start is 'YYYY-MM-DD HH:mm'");
    expect(backwards.stderr).toBe('Error: An event ends after it starts.\n');
    expect(unknownBook.stderr).toBe('Error: The catalogue has no title 9781234567897.\n');
    expect(badTicket.code).not.toBe(0);
    expect(await database.db.selectFrom('events').selectAll().execute()).toEqual([]);
  });
});
