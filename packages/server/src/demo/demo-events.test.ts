import { expect, it, onTestFinished } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createCatalogFactories } from '../test/catalog-factories.ts';
import { describeEachDatabase, openTestDatabase } from '../test/databases.ts';
import { createFactories } from '../test/factories.ts';
import { demoEvents, loadDemoEvents } from './demo-events.ts';

const day = 86_400;
// Wednesday 2026-11-25, 09:00 in Los Angeles.
const loadedAt = Date.UTC(2026, 10, 25, 17, 0) / 1000;

describeEachDatabase('the demo events', (dialect) => {
  it('spreads over the weeks around the day they are loaded, with the catalogue’s books attached', async () => {
    const database = await openTestDatabase(dialect);
    onTestFinished(() => database.destroy());
    await migrateToLatest(database.db);
    await createFactories(database.db).store({ id: 'riverbend' });
    await createCatalogFactories(database.db).title({ eisbn: '9781400078776', title: 'Never Let Me Go' });

    await loadDemoEvents(database.db, 'riverbend', loadedAt);
    await loadDemoEvents(database.db, 'riverbend', loadedAt);

    const rows = await database.db.selectFrom('events').selectAll().orderBy('startsAt').execute();
    expect(rows).toHaveLength(demoEvents.length);
    expect(rows.filter((row) => Number(row.startsAt) < loadedAt)).toHaveLength(1);
    // A dozen to come, all within the next two months.
    expect(rows.filter((row) => Number(row.startsAt) > loadedAt)).toHaveLength(12);
    for (const row of rows) expect(Math.abs(Number(row.startsAt) - loadedAt)).toBeLessThan(61 * day);
    // The next Saturday's story time: 2026-11-28 at 10:30 in Los Angeles, 18:30 UTC.
    const storyTime = rows.find((row) => row.id === 'demo-story-time');
    expect(Number(storyTime?.startsAt)).toBe(Date.UTC(2026, 10, 28, 18, 30) / 1000);
    const books = await database.db.selectFrom('eventTitles').select(['eventId', 'eisbn']).execute();
    expect(books).toEqual([{ eventId: 'demo-book-club-ishiguro', eisbn: '9781400078776' }]);
  });
});
