import { consoleContentErrorCodes, consoleContentMessages, consoleErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { contentApp } from './content-test-app.ts';

const hunger = '9780439023481';
const catching = '9780439023498';
const banner = {
  type: 'banner',
  placement: 'banner',
  header: 'Welcome',
  image: '/files/banner.jpg',
  link: '/features',
};
const picks = { type: 'list', placement: 'featured', header: 'Staff picks', isbns: [hunger], limit: 12 };
const events = { type: 'event', placement: 'featured', header: 'Coming up', calendar_widgets: true };

describeEachDatabase('console/blocks/*', (dialect) => {
  async function withManager() {
    const context = await contentApp(dialect);
    for (const eisbn of [hunger, catching]) await context.catalog.title({ eisbn });
    return { ...context, cookies: await context.logIn('manager@riverbend.example') };
  }

  it('adds blocks the home page then shows, a list block with its own titles', async () => {
    const { post, cookies } = await withManager();

    const created = await post('console/blocks/create', picks, { cookies });
    await post('console/blocks/create', banner, { cookies });
    const home = await post('titlelist/getCustom', { page_id: 'home' });

    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ type: 'list', header: 'Staff picks', limit: 12 });
    expect(created.json().list_id).not.toBe('');
    expect(JSON.stringify(home.json())).toContain('Staff picks');
    expect(JSON.stringify(home.json())).toContain('Welcome');
  });

  it('says which titles of a list block the store hides, which the page it is on leaves out', async () => {
    const { app, post, cookies } = await withManager();
    const created = (await post('console/blocks/create', { ...picks, isbns: [hunger, catching] }, { cookies })).json();
    await post('console/blocks/create', banner, { cookies });
    await createCatalogFactories(app.db).hide('main', catching);

    const listed = await post('console/blocks/list', {}, { cookies });
    const moved = await post('console/blocks/move', { block_id: created.block_id, direction: 'down' }, { cookies });
    const home = JSON.stringify((await post('titlelist/getCustom', { page_id: 'home' })).json());

    expect(created.hidden_isbns).toEqual([]);
    expect(listed.json().blocks.map((block: { hidden_isbns: string[] }) => block.hidden_isbns)).toEqual([
      [catching],
      [],
    ]);
    expect(moved.json().blocks.map((block: { hidden_isbns: string[] }) => block.hidden_isbns)).toEqual([
      [catching],
      [],
    ]);
    expect(home).toContain(hunger);
    expect(home).not.toContain(catching);
  });

  it('moves a block up among those of its placement and audits each change', async () => {
    const { post, cookies, auditOf } = await withManager();
    const first = (await post('console/blocks/create', picks, { cookies })).json().block_id;
    const second = (await post('console/blocks/create', events, { cookies })).json().block_id;

    const moved = await post('console/blocks/move', { block_id: second, direction: 'up' }, { cookies });
    await post('console/blocks/update', { block_id: first, placement: 'left_sidebar', header: 'Picks' }, { cookies });

    expect(moved.json().blocks.map((block: { block_id: string }) => block.block_id)).toEqual([second, first]);
    const list = (await post('console/blocks/list', {}, { cookies })).json().blocks;
    expect(list.find((block: { block_id: string }) => block.block_id === first)).toMatchObject({
      placement: 'left_sidebar',
      header: 'Picks',
    });
    expect((await auditOf('main')).map((entry) => entry.action)).toEqual([
      'block.create',
      'block.create',
      'block.move',
      'block.update',
    ]);
  });

  it('deletes a block; another store’s manager and a clerk cannot touch it', async () => {
    const { post, cookies, logIn, harbour } = await withManager();
    const blockId = (await post('console/blocks/create', banner, { cookies })).json().block_id;
    const elsewhere = await logIn('manager@harbour.example', 'other');
    const clerk = await logIn('clerk@riverbend.example');

    const fromHarbour = await post(
      'console/blocks/delete',
      { block_id: blockId },
      { cookies: elsewhere, headers: harbour },
    );
    const byClerk = await post('console/blocks/delete', { block_id: blockId }, { cookies: clerk });
    const deleted = await post('console/blocks/delete', { block_id: blockId }, { cookies });

    expect(fromHarbour.statusCode).toBe(404);
    expect(fromHarbour.json().code).toBe(consoleContentErrorCodes.blockNotFound);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await post('console/blocks/list', {}, { cookies })).json().blocks).toEqual([]);
  });

  it('refuses a link that is not an address or a path and changes nothing', async () => {
    const { post, cookies, auditOf } = await withManager();

    const refused = await post('console/blocks/create', { ...banner, link: 'javascript:alert(1)' }, { cookies });

    expect(refused.statusCode).toBe(400);
    expect((await post('console/blocks/list', {}, { cookies })).json().blocks).toEqual([]);
    expect(await auditOf('main')).toEqual([]);
  });

  it('lists the store’s pages of blocks and edits an About page’s blocks apart from the home page’s', async () => {
    const { post, cookies, auditOf } = await withManager();
    const about = { id: 'about', label: 'About us', path: '/about', type: 'custom', submenu: [] };
    await post('console/settings/saveNavigation', { site_navigation: [about], extra_navigation: [] }, { cookies });
    await post('console/blocks/create', banner, { cookies });

    const created = await post(
      'console/blocks/create',
      {
        ...banner,
        page_id: 'about',
        header: 'Our story',
        type: 'html',
        placement: 'featured',
        description: '<p>Since 1990.</p>',
      },
      { cookies },
    );
    const second = (await post('console/blocks/create', { ...events, page_id: 'about' }, { cookies })).json();
    const moved = await post('console/blocks/move', { block_id: second.block_id, direction: 'up' }, { cookies });
    const pages = (await post('console/blocks/pages', {}, { cookies })).json().pages;
    const aboutBlocks = (await post('console/blocks/list', { page_id: 'about' }, { cookies })).json().blocks;
    const homeBlocks = (await post('console/blocks/list', {}, { cookies })).json().blocks;
    const storefront = await post('titlelist/getCustom', { page_id: 'about' });

    expect(created.json()).toMatchObject({ page_id: 'about', header: 'Our story' });
    expect(pages).toEqual([
      expect.objectContaining({ page_id: 'home', path: '/', block_count: 1 }),
      expect.objectContaining({ page_id: 'landing', block_count: 0 }),
      { page_id: 'about', title: 'About us', path: '/about', block_count: 2 },
    ]);
    expect(moved.json().blocks.map((block: { block_id: string }) => block.block_id)).toEqual([
      second.block_id,
      created.json().block_id,
    ]);
    expect(aboutBlocks.map((block: { header: string }) => block.header)).toEqual(['Coming up', 'Our story']);
    expect(homeBlocks.map((block: { header: string }) => block.header)).toEqual(['Welcome']);
    expect(JSON.stringify(storefront.json())).toContain('Since 1990.');
    const entry = (await auditOf('main')).find((candidate) => candidate.subject === created.json().block_id);
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ page_id: 'about' });
  });

  it('refuses a page id that is not one and shows no other store’s pages', async () => {
    const { post, cookies, logIn, harbour } = await withManager();
    await post('console/blocks/create', { ...banner, page_id: 'about' }, { cookies });
    const harbourManager = await logIn('manager@harbour.example', 'other');

    const refused = await post('console/blocks/create', { ...banner, page_id: '../etc' }, { cookies });
    const listed = await post('console/blocks/list', { page_id: 'about us' }, { cookies });
    const theirs = (await post('console/blocks/pages', {}, { cookies: harbourManager, headers: harbour })).json();
    const theirAbout = (
      await post('console/blocks/list', { page_id: 'about' }, { cookies: harbourManager, headers: harbour })
    ).json();

    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.page_id).toBe(consoleContentMessages.pageIdInvalid);
    expect(listed.statusCode).toBe(400);
    expect(theirs.pages.map((page: { page_id: string }) => page.page_id)).toEqual(['home', 'landing']);
    expect(theirAbout.blocks).toEqual([]);
  });
});
