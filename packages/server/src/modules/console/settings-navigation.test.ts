import { commonMessages, consoleErrorCodes, consoleNavigationMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { consoleApp } from './test-app.ts';

const menus = {
  site_navigation: [
    { id: 'home', label: 'Home', path: '/', type: 'home' },
    {
      id: 'browse',
      label: 'Browse',
      path: '/browse',
      type: 'browse',
      submenu: [{ id: 'browse-poetry', label: 'Poetry', path: '/browse/filter/s/POE', type: 'browse' }],
    },
    { id: 'bookshop', label: 'Bookshop.org', path: 'https://bookshop.org/', type: 'link' },
  ],
  extra_navigation: [{ id: 'contact', label: 'Contact Us', path: '/contact-hours', type: 'contact_and_hours' }],
};

describeEachDatabase('console/settings/navigation and saveNavigation', (dialect) => {
  const auditOf = async (context: Awaited<ReturnType<typeof consoleApp>>) =>
    context.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'settings.navigation').execute();

  it('a manager’s menus are what the storefront’s settings say at once, audited before and after', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    await context.post('store/getSettings');

    const saved = await context.post('console/settings/saveNavigation', menus, { cookies });
    const storefront = (await context.post('store/getSettings')).json();

    expect(saved.statusCode).toBe(200);
    expect(saved.json().site_navigation.map((item: { id: string }) => item.id)).toEqual(['home', 'browse', 'bookshop']);
    expect(storefront.site_navigation[1].submenu).toEqual([
      { id: 'browse-poetry', label: 'Poetry', path: '/browse/filter/s/POE', type: 'browse' },
    ]);
    expect(storefront.extra_navigation).toMatchObject([{ id: 'contact', type: 'contact_and_hours' }]);
    const [entry] = await auditOf(context);
    expect(entry).toMatchObject({ staffEmail: 'manager@riverbend.example', subject: 'navigation' });
    expect(JSON.parse(entry?.before ?? 'null')).toEqual({ site_navigation: [], extra_navigation: [] });
    expect(JSON.parse(entry?.after ?? 'null').site_navigation).toHaveLength(3);
  });

  it('answers the menus with the store pages and featured lists an entry may lead to', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');
    await context.post('console/settings/saveNavigation', menus, { cookies });

    const response = await context.post('console/settings/navigation', {}, { cookies });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      site_navigation: [{ id: 'home' }, { id: 'browse' }, { id: 'bookshop' }],
      targets: { pages: [], featured_lists: [] },
    });
  });

  it('refuses a clerk (403) and changes nothing', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('clerk@riverbend.example');

    const responses = await Promise.all([
      context.post('console/settings/navigation', {}, { cookies }),
      context.post('console/settings/saveNavigation', menus, { cookies }),
    ]);

    expect(responses.map((response) => [response.statusCode, response.json().code])).toEqual([
      [403, consoleErrorCodes.forbidden],
      [403, consoleErrorCodes.forbidden],
    ]);
    expect((await context.post('store/getSettings')).json().site_navigation).toEqual([]);
    expect(await auditOf(context)).toEqual([]);
  });

  it('refuses a link without a path, an entry without a label and a javascript: link on their fields', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    const response = await context.post(
      'console/settings/saveNavigation',
      {
        site_navigation: [
          { id: 'home', label: 'Home', path: '/', type: 'home' },
          { id: 'books', label: 'Books', path: '/browse', type: 'browse' },
          { id: 'away', label: 'Away', path: '', type: 'link' },
          { id: 'bad', label: ' ', path: 'javascript:alert(1)', type: 'link' },
        ],
        extra_navigation: [],
      },
      { cookies },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'site_navigation.2.path': consoleNavigationMessages.pathRequired,
      'site_navigation.3.label': consoleNavigationMessages.labelRequired,
      'site_navigation.3.path': "A link is an http(s) address or a path on this site starting with a single '/'.",
    });
    expect(await auditOf(context)).toEqual([]);
  });

  it('refuses an id used twice in either menu, whatever its case, and a submenu under a submenu entry is dropped', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    const repeated = await context.post(
      'console/settings/saveNavigation',
      { ...menus, extra_navigation: [{ id: 'HOME', label: 'Home again', path: '/', type: 'home' }] },
      { cookies },
    );
    const nested = await context.post(
      'console/settings/saveNavigation',
      {
        site_navigation: [
          {
            id: 'more',
            label: 'More',
            path: '',
            type: 'unlinked',
            submenu: [{ id: 'deep', label: 'Deep', path: '/events', type: 'events', submenu: [{ id: 'x' }] }],
          },
        ],
        extra_navigation: [],
      },
      { cookies },
    );

    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe(commonMessages.checkFields);
    expect(repeated.json().fields).toEqual({ 'extra_navigation.0.id': consoleNavigationMessages.idTaken });
    expect(nested.statusCode).toBe(200);
    expect(nested.json().site_navigation[0].submenu).toEqual([
      { id: 'deep', label: 'Deep', path: '/events', type: 'events' },
    ]);
  });
});
