import { expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createFactories } from '../test/factories.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { latestEmailTo } from '../test/outbox.ts';

describeEachDatabase('bookfront giftcard:issue', (dialect) => {
  it('issues a card sold in the shop and prints its number grouped for reading', async () => {
    const { run, database } = await cliOn(dialect);
    await migrateToLatest(database.db);
    await createFactories(database.db).store({ id: 'riverbend', settings: { store_info: { currency: 'CAD' } } });

    const result = await run('giftcard:issue', '--store', 'riverbend', '--amount', '25');

    expect(result.stderr).toBe('');
    const number = /Gift card ((?:[0-9A-Z]{4} ){4}[0-9A-Z]{4}) for CA\$25\.00\.\n$/.exec(result.stdout)?.[1] ?? '';
    const card = await database.db
      .selectFrom('giftCards')
      .selectAll()
      .where('number', '=', number.replaceAll(' ', ''))
      .executeTakeFirst();
    expect(card).toMatchObject({ storeId: 'riverbend', balanceCents: 2500, currency: 'CAD', orderId: null });
  });

  it('emails the card with --email, linking to the store', async () => {
    const { run, database } = await cliOn(dialect);
    await migrateToLatest(database.db);
    await createFactories(database.db).store({
      id: 'riverbend',
      name: 'Riverbend Books',
      settings: { store_info: { base_url: 'https://riverbend.example.com' } },
    });

    const result = await run(
      'giftcard:issue',
      '--store',
      'riverbend',
      '--amount',
      '$40.00',
      '--email',
      'sam@example.com',
    );

    expect(result.stdout).toMatch(/for \$40\.00, emailed to sam@example\.com\.\n$/);
    const mail = await latestEmailTo(database.dataDir, 'sam@example.com');
    expect(mail.subject).toBe('Your Riverbend Books gift card');
    expect(mail.text).toContain(result.stdout.split(' ').slice(2, 7).join(' '));
    expect(mail.links).toContain('https://riverbend.example.com');
  });

  it('refuses an unknown store and an amount that is not dollars', async () => {
    const { run, database } = await cliOn(dialect);
    await migrateToLatest(database.db);
    await createFactories(database.db).store({ id: 'riverbend' });

    const unknownStore = await run('giftcard:issue', '--store', 'nowhere', '--amount', '25');
    const badAmount = await run('giftcard:issue', '--store', 'riverbend', '--amount', 'lots');

    expect(unknownStore).toMatchObject({ code: 1, stderr: "Error: No store 'nowhere'. List them with: store:list\n" });
    expect(badAmount.code).not.toBe(0);
    expect(badAmount.stderr).toContain('Give dollars and cents');
    expect(await database.db.selectFrom('giftCards').select('id').execute()).toEqual([]);
  });
});
