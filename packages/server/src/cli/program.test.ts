import { expect, it } from 'vitest';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';

describeEachDatabase('bookfront CLI', (dialect) => {
  it('migrates a new database and then says it is up to date', async () => {
    const { run } = await cliOn(dialect);

    const first = await run('migrate');
    const second = await run('migrate');

    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('0001-create-stores');
    expect(second.stdout).toMatch(/is up to date\.\n$/);
  });

  it('creates a store that becomes the default when it is the first one', async () => {
    const { run } = await cliOn(dialect);

    const created = await run(
      'store:create',
      'north',
      '--name',
      'Northside Books',
      '--host',
      'north.example',
      '--basename',
      'northside',
    );
    const listed = await run('store:list');

    expect(created.code).toBe(0);
    expect(listed.stdout).toBe('north\tNorthside Books\t(default)\t0 location(s)\tnorth.example, /northside\n');
  });

  it("lists a store's locations by id, name and city", async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');
    await run('location:add', '--id', 'main', '--name', 'Northside Books', '--city', 'Seattle');
    await run('location:add', '--id', 'kiosk', '--name', 'Airport Kiosk');

    const listed = await run('location:list', '--store', 'north');

    expect(listed).toMatchObject({ code: 0, stdout: 'main\tNorthside Books\tSeattle\nkiosk\tAirport Kiosk\n' });
  });

  it('says a store has no locations yet', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const listed = await run('location:list');

    expect(listed.stdout).toBe("Store 'north' has no locations yet. Add one with location:add.\n");
  });

  it('refuses a second store with the same id, with exit code 1 and the reason on stderr', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const second = await run('store:create', 'north', '--name', 'Other');

    expect(second.code).toBe(1);
    expect(second.stderr).toBe("Error: A store with id 'north' already exists.\n");
  });

  it('refuses a basename the storefront uses for its own pages', async () => {
    const { run } = await cliOn(dialect);

    const result = await run('store:create', 'shop', '--name', 'Shop', '--basename', 'checkout');

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('used by the storefront itself');
  });

  it('sets a setting by dotted key and reads it back', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const set = await run('settings:set', 'styles.primary_color', '"#8a1c1c"');
    const get = await run('settings:get', '--store', 'north', 'styles.primary_color');

    expect(set.code).toBe(0);
    expect(get.stdout).toBe('"#8a1c1c"\n');
  });

  it.each([
    ['a bad colour', 'styles.primary_color', '"red"', 'A colour is written #rrggbb.'],
    ['a setting that does not exist', 'styles.sparkles', 'true', "There is no setting 'styles.sparkles'."],
    ['a value that is not JSON', 'is_private', 'yes please', 'The value must be JSON'],
    [
      'a navigation item without a label',
      'site_navigation',
      '[{"id":"x","path":"/","type":"home"}]',
      'site_navigation.0.label',
    ],
    [
      'a javascript: link',
      'store_info.contact_us_url',
      '"javascript:alert(1)"',
      "store_info.contact_us_url: A link is an http(s) address or a path on this site starting with a single '/'.",
    ],
    [
      'a shortcut to //host',
      'url_shortcuts',
      '[{"key":"away","path":"//evil.example"}]',
      "url_shortcuts.0.path: A link is an http(s) address or a path on this site starting with a single '/'.",
    ],
    [
      'a shortcut to /\\host',
      'url_shortcuts',
      '[{"key":"away","path":"/\\\\evil.example"}]',
      "url_shortcuts.0.path: A link is an http(s) address or a path on this site starting with a single '/'.",
    ],
    ['a base URL that is a path', 'store_info.base_url', '"/shop"', 'An address is written http(s)://host/….'],
  ])('refuses %s and leaves the settings unchanged', async (_case, key, json, message) => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const result = await run('settings:set', key, json);
    const settings = await run('settings:get');

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(JSON.parse(settings.stdout)).toMatchObject({
      is_private: false,
      styles: { primary_color: '#000000' },
      site_navigation: [],
    });
  });

  it('adds a location with its contact details to the default store', async () => {
    const { run, database } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const result = await run(
      'location:add',
      '--id',
      'main',
      '--name',
      'Northside Main',
      '--city',
      'Seattle',
      '--province',
      'WA',
      '--postal',
      '98101',
      '--country',
      'us',
      '--lat',
      '47.61',
      '--lng',
      '-122.33',
      '--hours',
      'Mon–Fri 9–5\\nSat 10–4',
    );

    expect(result.code).toBe(0);
    const location = await database.db.selectFrom('locations').selectAll().executeTakeFirstOrThrow();
    expect(location).toMatchObject({
      storeId: 'north',
      id: 'main',
      city: 'Seattle',
      postalCode: '98101',
      country: 'US',
      lat: 47.61,
      lng: -122.33,
      hours: 'Mon–Fri 9–5\nSat 10–4',
    });
  });

  it('refuses a location for a store that does not exist', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'north', '--name', 'Northside Books');

    const result = await run('location:add', '--store', 'nowhere', '--id', 'main', '--name', 'Main');

    expect(result.code).toBe(1);
    expect(result.stderr).toBe("Error: No store with id 'nowhere'.\n");
  });

  it('prints help for a command and exits 0', async () => {
    const { run } = await cliOn(dialect);

    const result = await run('settings:set', '--help');

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('settings:set [options] <key> <json>');
  });

  it('rejects an unknown command with a non-zero exit code', async () => {
    const { run } = await cliOn(dialect);

    const result = await run('teleport');

    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'teleport'");
  });
});
