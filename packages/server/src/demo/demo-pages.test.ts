import { expect, it, onTestFinished } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { createCatalogFactories } from '../test/catalog-factories.ts';
import { describeEachDatabase, openTestDatabase } from '../test/databases.ts';
import { createFactories } from '../test/factories.ts';
import { demoFeatures, loadDemoPages } from './demo-pages.ts';

describeEachDatabase('the demo pages', (dialect) => {
  it('give the home page its banner, sliders and sidebar, and the store its featured lists, once however often they load', async () => {
    const database = await openTestDatabase(dialect);
    onTestFinished(() => database.destroy());
    await migrateToLatest(database.db);
    await createFactories(database.db).store({ id: 'riverbend' });
    await createCatalogFactories(database.db).title({ eisbn: '9781400078776', title: 'Never Let Me Go' });

    await loadDemoPages(database.db, 'riverbend', 1_795_000_000, '/files/stores/riverbend/winter-reading.svg');
    await loadDemoPages(database.db, 'riverbend', 1_795_000_000, '/files/stores/riverbend/winter-reading.svg');

    const blocks = await database.db
      .selectFrom('customBlocks')
      .select(['pageId', 'type', 'placement', 'image'])
      .where('pageId', '=', 'home')
      .orderBy('position')
      .execute();
    expect(blocks.map((block) => `${block.type}/${block.placement}`)).toEqual([
      'banner/banner',
      'list/featured',
      'list/featured',
      'list/featured',
      'list/featured',
      'event/left_sidebar',
      'list/left_sidebar',
    ]);
    expect(blocks[0]?.image).toBe('/files/stores/riverbend/winter-reading.svg');
    const about = await database.db.selectFrom('customBlocks').selectAll().where('pageId', '=', 'about').execute();
    expect(about.find((block) => block.type === 'event')?.calendarWidgets).toBe(1);
    const features = await database.db.selectFrom('featuredLists').select(['category']).execute();
    expect(features).toHaveLength(demoFeatures.length);
    expect(new Set(features.map((feature) => feature.category))).toEqual(new Set(['Fiction', 'Children & Teens']));
    // Only the catalogue's titles are listed; the store lists of earlier loads are gone.
    const items = await database.db.selectFrom('titleListItems').select('eisbn').distinct().execute();
    expect(items).toEqual([{ eisbn: '9781400078776' }]);
    const lists = await database.db.selectFrom('titleLists').select('id').execute();
    expect(lists).toHaveLength(demoFeatures.length + 2);
  });
});
