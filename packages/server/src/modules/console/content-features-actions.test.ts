import { consoleContentErrorCodes, consoleErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { contentApp } from './content-test-app.ts';

const hunger = '9780439023481';
const catching = '9780439023498';
const mockingjay = '9780439023511';
const staffPicks = {
  header: 'Staff picks',
  description: '<p>What we are reading.</p>',
  category: 'Fiction',
  sub_category: 'Young adult',
  placement: 'banner',
  isbns: [hunger, catching],
};

describeEachDatabase('console/features/*', (dialect) => {
  async function withTitles() {
    const context = await contentApp(dialect);
    for (const eisbn of [hunger, catching, mockingjay]) await context.catalog.title({ eisbn });
    return { ...context, cookies: await context.logIn('manager@riverbend.example') };
  }

  it('creates a featured list a shopper then finds among the store’s featured lists', async () => {
    const { post, cookies } = await withTitles();

    const created = await post('console/features/create', staffPicks, { cookies });
    const shopperSees = await post('feature/getList', {});

    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ header: 'Staff picks', placement: 'banner', sub_category: 'Young adult' });
    expect([...created.json().isbns].sort()).toEqual([hunger, catching].sort());
    expect(JSON.stringify(shopperSees.json())).toContain('Staff picks');
  });

  it('changes the details and sets the titles to those given, audited before and after', async () => {
    const { post, cookies, auditOf } = await withTitles();
    const listId = (await post('console/features/create', staffPicks, { cookies })).json().list_id;

    const changed = await post(
      'console/features/update',
      { ...staffPicks, list_id: listId, header: 'Our picks', isbns: [catching, mockingjay] },
      { cookies },
    );

    expect(changed.json().header).toBe('Our picks');
    expect([...changed.json().isbns].sort()).toEqual([catching, mockingjay].sort());
    const entries = await auditOf('main');
    expect(entries.map((entry) => entry.action)).toEqual(['feature.create', 'feature.update']);
    expect(JSON.parse(entries[1]?.before ?? '')).toMatchObject({ header: 'Staff picks' });
    expect(JSON.parse(entries[1]?.after ?? '')).toMatchObject({ header: 'Our picks' });
  });

  it('marks the titles the store hides in its featured lists, which the storefront leaves out', async () => {
    const { app, post, cookies } = await withTitles();
    await createCatalogFactories(app.db).hide('main', catching);

    const created = await post('console/features/create', staffPicks, { cookies });
    const listed = await post('console/features/list', {}, { cookies });
    const shopperSees = await post('feature/getList', {});

    expect(created.json().hidden_isbns).toEqual([catching]);
    expect(listed.json().features.map((feature: { hidden_isbns: string[] }) => feature.hidden_isbns)).toEqual([
      [catching],
    ]);
    expect(JSON.stringify(shopperSees.json().rows[0].covers)).not.toContain(catching);
  });

  it('counts and pages a featured list on the storefront without the titles the store hides', async () => {
    const { app, post, cookies } = await withTitles();
    const listId = (
      await post('console/features/create', { ...staffPicks, isbns: [hunger, catching, mockingjay] }, { cookies })
    ).json().list_id;
    await createCatalogFactories(app.db).hide('main', catching);

    const list = await post('titlelist/get', { list_id: listId });
    const firstPage = await post('titlelist/getItems', { list_id: listId, limit: 2, offset: 0 });
    const secondPage = await post('titlelist/getItems', { list_id: listId, limit: 2, offset: 2 });

    expect(list.json().list.row_count).toBe(2);
    expect(firstPage.json().row_count).toBe(2);
    expect(
      firstPage
        .json()
        .rows.map((row: { eisbn: string }) => row.eisbn)
        .sort(),
    ).toEqual([hunger, mockingjay].sort());
    expect(secondPage.json().rows).toEqual([]);
  });

  it('deletes a featured list, and another store’s staff cannot touch it', async () => {
    const { post, cookies, logIn, harbour } = await withTitles();
    const listId = (await post('console/features/create', staffPicks, { cookies })).json().list_id;
    const elsewhere = await logIn('manager@harbour.example', 'other');

    const fromHarbour = await post(
      'console/features/delete',
      { list_id: listId },
      { cookies: elsewhere, headers: harbour },
    );
    const deleted = await post('console/features/delete', { list_id: listId }, { cookies });

    expect(fromHarbour.statusCode).toBe(404);
    expect(fromHarbour.json().code).toBe(consoleContentErrorCodes.featureNotFound);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await post('console/features/list', {}, { cookies })).json().features).toEqual([]);
  });

  it('refuses a title the catalogue lacks and changes nothing, and refuses a clerk', async () => {
    const { post, cookies, logIn, auditOf } = await withTitles();
    const clerk = await logIn('clerk@riverbend.example');

    const unknown = await post('console/features/create', { ...staffPicks, isbns: ['9780000000002'] }, { cookies });
    const byClerk = await post('console/features/list', {}, { cookies: clerk });

    expect(unknown.statusCode).toBe(400);
    expect((await post('console/features/list', {}, { cookies })).json().features).toEqual([]);
    expect(await auditOf('main')).toEqual([]);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
  });
});
