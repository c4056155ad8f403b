import { consoleContentErrorCodes, consoleContentMessages, consoleErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { contentApp } from './content-test-app.ts';

const storyBlock = { type: 'html', placement: 'featured', header: 'Our story', description: '<p>Since 1990.</p>' };

describeEachDatabase('console/pages/create', (dialect) => {
  async function withManager() {
    const context = await contentApp(dialect);
    return { ...context, cookies: await context.logIn('manager@riverbend.example') };
  }

  it('makes a store page with its entry in the chosen menu, audited, whose blocks the storefront then shows', async () => {
    const { post, cookies, auditOf } = await withManager();

    const created = await post('console/pages/create', { title: 'About Us', menu: 'extra_navigation' }, { cookies });
    await post('console/blocks/create', { ...storyBlock, page_id: created.json().page_id }, { cookies });
    const pages = (await post('console/blocks/pages', {}, { cookies })).json().pages;
    const navigation = (await post('console/settings/navigation', {}, { cookies })).json();
    const storefront = await post('titlelist/getCustom', { page_id: 'about-us' });

    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ page_id: 'about-us', title: 'About Us', path: '/about-us', block_count: 0 });
    expect(pages).toContainEqual({ page_id: 'about-us', title: 'About Us', path: '/about-us', block_count: 1 });
    expect(navigation.extra_navigation.at(-1)).toEqual({
      id: 'about-us',
      label: 'About Us',
      path: '/about-us',
      type: 'custom',
      submenu: [],
    });
    expect(JSON.stringify(navigation.site_navigation)).not.toContain('about-us');
    expect(JSON.stringify(storefront.json())).toContain('Since 1990.');
    const [entry] = await auditOf('main');
    expect(entry).toMatchObject({ action: 'page.create', subject: 'about-us' });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ label: 'About Us', menu: 'extra_navigation' });
  });

  it('puts the entry at the end of the menu bar by default, numbered past an address the storefront owns', async () => {
    const { post, cookies } = await withManager();

    const created = await post('console/pages/create', { title: 'Événements' }, { cookies });
    const navigation = (await post('console/settings/navigation', {}, { cookies })).json();
    const events = await post('console/pages/create', { title: 'Events' }, { cookies });

    expect(created.json()).toMatchObject({ page_id: 'evenements', path: '/evenements' });
    expect(events.json()).toMatchObject({ page_id: 'events-2', path: '/events-2', title: 'Events' });
    expect(navigation.site_navigation.at(-1)).toMatchObject({ id: 'evenements', label: 'Événements', type: 'custom' });
  });

  it('makes a page in no menu as a hidden entry, which the storefront still routes', async () => {
    const { post, cookies } = await withManager();

    const created = await post('console/pages/create', { title: 'Staff Only', menu: 'none' }, { cookies });
    const navigation = (await post('console/settings/navigation', {}, { cookies })).json();
    const pages = (await post('console/blocks/pages', {}, { cookies })).json().pages;

    expect(created.json()).toEqual({ page_id: 'staff-only', title: 'Staff Only', path: '/staff-only', block_count: 0 });
    expect(navigation.site_navigation.at(-1)).toMatchObject({ id: 'staff-only', type: 'custom', hidden: true });
    expect(JSON.stringify(navigation.extra_navigation)).not.toContain('staff-only');
    expect(pages).toContainEqual({ page_id: 'staff-only', title: 'Staff Only', path: '/staff-only', block_count: 0 });
  });

  it('refuses a title another store page has, whatever its case, or none, on the title field, and changes nothing', async () => {
    const { post, cookies, auditOf } = await withManager();
    await post('console/pages/create', { title: 'About Us' }, { cookies });

    const taken = await post('console/pages/create', { title: '  about us ', menu: 'extra_navigation' }, { cookies });
    const empty = await post('console/pages/create', { title: '   ' }, { cookies });
    const long = await post('console/pages/create', { title: 'x'.repeat(81) }, { cookies });
    const navigation = (await post('console/settings/navigation', {}, { cookies })).json();

    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: consoleContentErrorCodes.pageTitleTaken,
      error: consoleContentMessages.pageTitleTaken,
      fields: { title: consoleContentMessages.pageTitleTaken },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.title).toBe(consoleContentMessages.pageTitleRequired);
    expect(long.json().fields.title).toBe(consoleContentMessages.pageTitleTooLong);
    expect(JSON.stringify(navigation.extra_navigation)).not.toContain('about');
    expect((await auditOf('main')).map((entry) => entry.action)).toEqual(['page.create']);
  });

  it('makes one page of two made with one title at the same moment, and refuses the other', async () => {
    const { post, cookies } = await withManager();
    const create = () => post('console/pages/create', { title: 'Gift Wrapping' }, { cookies });

    const answers = await Promise.all([create(), create()]);
    const navigation = (await post('console/settings/navigation', {}, { cookies })).json();

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const pages = navigation.site_navigation.filter((entry: { label: string }) => entry.label === 'Gift Wrapping');
    expect(pages).toHaveLength(1);
  });

  it('lets the owner make a page, not a clerk, and another store’s manager only in their own store', async () => {
    const { post, logIn, harbour } = await withManager();
    const owner = await logIn('owner@riverbend.example');
    const clerk = await logIn('clerk@riverbend.example');
    const harbourManager = await logIn('manager@harbour.example', 'other');

    const byOwner = await post('console/pages/create', { title: 'Our Story' }, { cookies: owner });
    const byClerk = await post('console/pages/create', { title: 'Clerk Page' }, { cookies: clerk });
    const crossStore = await post('console/pages/create', { title: 'Harbour Page' }, { cookies: harbourManager });
    const theirs = await post(
      'console/pages/create',
      { title: 'Our Story' },
      { cookies: harbourManager, headers: harbour },
    );
    const riverbendPages = (await post('console/blocks/pages', {}, { cookies: owner })).json().pages;

    expect(byOwner.json()).toMatchObject({ page_id: 'our-story' });
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(crossStore.statusCode).toBe(401);
    expect(theirs.json()).toMatchObject({ page_id: 'our-story', path: '/our-story' });
    expect(riverbendPages.map((page: { page_id: string }) => page.page_id)).toEqual(['home', 'landing', 'our-story']);
  });
});
