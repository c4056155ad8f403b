import {
  consoleCatalogueErrorCodes,
  consoleErrorCodes,
  searchResponseSchema,
  type SearchResponse,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { browse, eisbnsOf, settleCatalogue } from '../catalog/test-catalogue.ts';
import { consoleApp } from './test-app.ts';

const lantern = '9780000000011';
const harbour = '9780000000028';
const atlas = '9780000000035';
const atHarbour = { headers: { host: 'harbour.example' } };

/** The special subject options (group n) of a browse answer, as code → count. */
const specialSubjectsOf = (response: SearchResponse) =>
  Object.fromEntries(response.filter_info.filter((option) => option.m === 'n').map((option) => [option.k, option.c]));

describeEachDatabase('console/catalogue store subjects', (dialect) => {
  /** Riverbend's console with three titles of the shared catalogue; the atlas has the import's __staff. */
  async function subjectsApp() {
    const context = await consoleApp(dialect);
    await context.catalog.title({ eisbn: lantern, title: 'The Lantern Keeper' });
    await context.catalog.title({ eisbn: harbour, title: 'Harbour Lantern Tales' });
    await context.catalog.title({
      eisbn: atlas,
      title: 'Night Sky Atlas',
      subjects: [{ code: '__staff', label: 'Staff Picks', scheme: 'STORE' }],
    });
    const manager = await context.logIn('manager@riverbend.example');
    // With the common fields a browser sends beside the payload.
    const add = (eisbn: string, code: string, label: string, cookies = manager) =>
      context.post(
        'console/catalogue/addStoreSubject',
        { eisbn, code, label, uuid: '6f1c0f7e-2b7d-4e55-9a0c-1d2e3f4a5b6c', log_url: '/console/catalogue' },
        { cookies },
      );
    const remove = (eisbn: string, code: string, cookies = manager) =>
      context.post('console/catalogue/removeStoreSubject', { eisbn, code }, { cookies });
    const auditOf = () => context.app.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    const browseAtHarbour = async (payload: object) =>
      searchResponseSchema.parse(
        (await context.app.inject({ method: 'POST', url: '/api/browse/get', ...atHarbour, payload })).json(),
      );
    return { ...context, manager, add, remove, auditOf, browseAtHarbour };
  }

  it('adds a store subject that the store’s browse counts, filters by and its item page lists at once, audited', async () => {
    const { app, post, add, auditOf } = await subjectsApp();
    await settleCatalogue(app);
    const before = await browse(app, {});

    const adding = await add(lantern, '__local', 'Local authors');
    await add(harbour, '__local', 'Local authors');
    const everything = await browse(app, {});
    const local = await browse(app, { n: ['__local'] });
    const notLocal = await browse(app, { n: ['-__local'] });
    const lanternSearch = await browse(app, { t: 'lantern' });
    const item = await post('title/getItem', { eisbn: lantern });

    expect(adding.statusCode).toBe(200);
    expect(adding.json().store_subjects).toEqual([{ code: '__local', label: 'Local authors' }]);
    expect(specialSubjectsOf(before)).toEqual({ __staff: 1 });
    expect(specialSubjectsOf(everything)).toEqual({ __staff: 1, __local: 2 });
    expect(everything.filter_info.find((option) => option.k === '__local')?.e).toBe('Local authors');
    expect(eisbnsOf(local).sort()).toEqual([lantern, harbour].sort());
    expect(local.row_count).toBe(2);
    expect(eisbnsOf(notLocal)).toEqual([atlas]);
    expect(specialSubjectsOf(lanternSearch)).toEqual({ __local: 2 });
    expect(item.json().subjects.map((subject: { code: string }) => subject.code)).toEqual(['__local']);
    const [entry] = await auditOf();
    expect(entry).toMatchObject({
      action: 'catalogue.addStoreSubject',
      subject: lantern,
      staffEmail: 'manager@riverbend.example',
    });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ code: '__local', label: 'Local authors' });
  });

  it('counts a code the catalogue has too as the titles of either, narrowed by other filters', async () => {
    const { app, add } = await subjectsApp();

    await add(lantern, '__staff', 'Staff Picks');
    const everything = await browse(app, {});
    const staffPicks = await browse(app, { n: ['__staff'] });
    const staffLantern = await browse(app, { n: ['__staff'], t: 'lantern' });

    expect(specialSubjectsOf(everything)).toEqual({ __staff: 2 });
    expect(eisbnsOf(staffPicks).sort()).toEqual([lantern, atlas].sort());
    expect(eisbnsOf(staffLantern)).toEqual([lantern]);
    expect(specialSubjectsOf(staffLantern)).toEqual({ __staff: 1 });
  });

  it('keeps a store’s subjects from another store’s browse and item page', async () => {
    const { post, add, browseAtHarbour } = await subjectsApp();

    await add(lantern, '__local', 'Local authors');
    const elsewhere = await browseAtHarbour({});
    const filtered = await browseAtHarbour({ n: ['__local'] });
    const item = await post('title/getItem', { eisbn: lantern }, atHarbour);

    expect(specialSubjectsOf(elsewhere)).toEqual({ __staff: 1 });
    expect(eisbnsOf(filtered)).toEqual([]);
    expect(item.json().subjects).toEqual([]);
  });

  it('removes a store subject at once, and writes no entry for a change that changes nothing', async () => {
    const { app, post, add, remove, auditOf } = await subjectsApp();
    await settleCatalogue(app);
    await add(lantern, '__local', 'Local authors');
    await browse(app, { n: ['__local'] });

    const again = await add(lantern, '__local', 'Local authors');
    const removing = await remove(lantern, '__local');
    const twice = await remove(lantern, '__local');
    const everything = await browse(app, {});
    const local = await browse(app, { n: ['__local'] });
    const item = await post('title/getItem', { eisbn: lantern });

    expect(again.json().store_subjects).toHaveLength(1);
    expect(removing.json().store_subjects).toEqual([]);
    expect(twice.statusCode).toBe(200);
    expect(specialSubjectsOf(everything)).toEqual({ __staff: 1 });
    expect(eisbnsOf(local)).toEqual([]);
    expect(item.json().subjects).toEqual([]);
    const entries = await auditOf();
    expect(entries.map((entry) => entry.action)).toEqual(['catalogue.addStoreSubject', 'catalogue.removeStoreSubject']);
    expect(JSON.parse(entries[1]?.before ?? '{}')).toEqual({ code: '__local', label: 'Local authors' });
  });

  it('lists the store’s subjects to reuse, and keeps one label per code', async () => {
    const { post, add, manager } = await subjectsApp();
    await add(lantern, '__local', 'Local authors');
    await add(harbour, '__local', 'Local authors');
    await add(harbour, '__award', 'Award winners');

    const list = await post('console/catalogue/storeSubjects', {}, { cookies: manager });
    const renamed = await add(atlas, '__local', 'Local voices');
    const badCode = await add(atlas, 'local', 'Local authors');
    const noLabel = await add(atlas, '__local', '  ');

    expect(list.json()).toEqual({
      subjects: [
        { code: '__award', label: 'Award winners', titles: 1 },
        { code: '__local', label: 'Local authors', titles: 2 },
      ],
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({
      code: consoleCatalogueErrorCodes.storeSubjectNamed,
      fields: {
        label: 'This store already names __local “Local authors”: pick it from the list or choose another code.',
      },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields.code).toBe('Enter two underscores, then letters or digits, such as __staff.');
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().fields.label).toBe('Enter a label of at most 80 characters.');
  });

  it('gives a new code one label when three titles add it at the same moment with different labels', async () => {
    const { post, add, manager } = await subjectsApp();

    const responses = await Promise.all([
      add(lantern, '__new', 'New this week'),
      add(harbour, '__new', 'Just in'),
      add(atlas, '__new', 'Fresh arrivals'),
    ]);
    const list = await post('console/catalogue/storeSubjects', {}, { cookies: manager });

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const [label] = responses.flatMap((response) =>
      response.statusCode === 200
        ? response.json().store_subjects.map((subject: { label: string }) => subject.label)
        : [],
    );
    expect(list.json()).toEqual({ subjects: [{ code: '__new', label, titles: 1 }] });
  });

  it('lets owners and managers edit, and refuses a clerk, another store’s staff and a title the catalogue lacks', async () => {
    const { app, logIn, add, remove, post, staff } = await subjectsApp();
    const owner = await logIn('owner@riverbend.example');
    const clerk = await logIn('clerk@riverbend.example');
    await staff.addStaff('other', { email: 'manager@harbour.example', role: 'manager', password: 'counter password' });
    const harbourManager = await logIn('manager@harbour.example', 'other');

    const byOwner = await add(lantern, '__local', 'Local authors', owner);
    const byClerk = await add(harbour, '__local', 'Local authors', clerk);
    const removeByClerk = await remove(lantern, '__local', clerk);
    const listByClerk = await post('console/catalogue/storeSubjects', {}, { cookies: clerk });
    const byHarbourHere = await add(harbour, '__local', 'Local authors', harbourManager);
    const unknown = await add('9780000000998', '__local', 'Local authors');
    const rows = await app.db.selectFrom('storeTitleSubjects').select(['storeId', 'eisbn', 'code']).execute();

    expect(byOwner.statusCode).toBe(200);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(removeByClerk.statusCode).toBe(403);
    expect(listByClerk.statusCode).toBe(403);
    expect(byHarbourHere.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(consoleCatalogueErrorCodes.titleNotFound);
    expect(rows).toEqual([{ storeId: 'main', eisbn: lantern, code: '__local' }]);
  });
});
