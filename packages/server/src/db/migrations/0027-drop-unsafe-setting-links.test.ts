import { storeSettingsSchema } from '@bookfront/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, openDatabaseToMigrate } from '../../test/databases.ts';

const unsafeSettings = {
  styles: { primary_color: '#1f5c4a', logo_url: 'javascript:alert(1)', background_image_url: '/files/bg.png' },
  store_info: {
    base_url: '//books.example',
    contact_us_url: '/contact-hours',
    alternate_home: '/\\evil.example',
    social: { facebook: 'https://www.facebook.com/books', instagram: 'instagram.com/books' },
  },
  legacy_site_url: 'https://old.books.example/',
  site_navigation: [
    { id: 'home', label: 'Home', path: '/', type: 'home' },
    { id: 'bad', label: 'Bad', path: 'javascript:alert(1)', type: 'link' },
    {
      id: 'browse',
      label: 'Browse',
      path: '/browse',
      type: 'browse',
      submenu: [
        { id: 'fiction', label: 'Fiction', path: '/browse/filter/s/FIC', type: 'browse' },
        { id: 'away', label: 'Away', path: '//evil.example', type: 'link' },
      ],
    },
  ],
  url_shortcuts: [
    { key: 'holiday', path: '/browse/filter/s/FIC' },
    { key: 'away', path: '//evil.example' },
    { key: 'libro', path: 'https://libro.fm/' },
  ],
};

describeEachDatabase('migration 0027-drop-unsafe-setting-links', (dialect) => {
  it('drops the links a store saved before the rule, so the store loads again, and keeps every other setting', async () => {
    const { database, migrateTo } = await openDatabaseToMigrate(dialect);
    await migrateTo('0022-add-title-sort-keys');
    const store = (id: string, settings: object) =>
      sql`insert into stores (id, name, is_default, settings, revision, created_at, updated_at)
        values (${id}, ${id}, 0, ${JSON.stringify(settings)}, 1, 0, 0)`.execute(database.db);
    await store('old', unsafeSettings);
    await store('fine', { styles: { logo_url: '/logo.svg' } });
    expect(storeSettingsSchema.safeParse(unsafeSettings).success).toBe(false);

    // A migration that fails answers its error instead of throwing.
    await migrateTo('0027-drop-unsafe-setting-links');

    const rows = (
      await sql<{
        id: string;
        settings: string;
        revision: number;
      }>`select id, settings, revision from stores order by id`.execute(database.db)
    ).rows;
    const old = JSON.parse(rows[1]?.settings ?? '{}') as Record<string, unknown>;
    expect(storeSettingsSchema.safeParse(old).success).toBe(true);
    expect(old).toEqual({
      styles: { primary_color: '#1f5c4a', background_image_url: '/files/bg.png' },
      store_info: { contact_us_url: '/contact-hours', social: { facebook: 'https://www.facebook.com/books' } },
      legacy_site_url: 'https://old.books.example/',
      site_navigation: [
        { id: 'home', label: 'Home', path: '/', type: 'home' },
        {
          id: 'browse',
          label: 'Browse',
          path: '/browse',
          type: 'browse',
          submenu: [{ id: 'fiction', label: 'Fiction', path: '/browse/filter/s/FIC', type: 'browse' }],
        },
      ],
      url_shortcuts: [
        { key: 'holiday', path: '/browse/filter/s/FIC' },
        { key: 'libro', path: 'https://libro.fm/' },
      ],
    });
    expect(rows.map((row) => [row.id, row.revision])).toEqual([
      ['fine', 1],
      ['old', 2],
    ]);
    expect(JSON.parse(rows[0]?.settings ?? '')).toEqual({ styles: { logo_url: '/logo.svg' } });
  });
});
