import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

const store = { storeName: 'Riverbend Books', locationName: null };

describe('pageTitle', () => {
  it.each([
    ['/', 'Riverbend Books'],
    ['/home', 'Riverbend Books'],
    ['/contact-hours', 'Riverbend Books | Contact & Hours'],
    ['/features', 'Riverbend Books | Features'],
    ['/gift-cards', 'Riverbend Books | Gift Cards'],
    ['/account/orders', 'Riverbend Books | Account'],
    ['/browse', 'Riverbend Books | Browse'],
    ['/browse/filter/t/garden/k/keyword', 'Riverbend Books | Browse'],
    ['/no-such-page', 'Riverbend Books | No Such Page'],
  ])('titles %s as %s', (path, title) => {
    expect(pageTitle(path, store)).toBe(title);
  });

  it('titles a page by the label of the navigation item at its path', () => {
    const navigation = [
      [
        { id: 'picks', label: 'Staff Picks', path: '/features', type: 'features' as const, submenu: [] },
        {
          id: 'contact',
          label: 'Contact & Hours',
          path: '/contact-hours/',
          type: 'contact_and_hours' as const,
          submenu: [],
        },
      ],
      [
        {
          id: 'contact-us',
          label: 'Contact Us',
          path: '/contact-hours',
          type: 'contact_and_hours' as const,
          submenu: [],
        },
      ],
    ];

    expect(pageTitle('/features', { ...store, navigation })).toBe('Riverbend Books | Staff Picks');
    expect(pageTitle('/contact-hours', { ...store, navigation })).toBe('Riverbend Books | Contact & Hours');
  });

  it('names the chosen location on the home page', () => {
    expect(pageTitle('/', { storeName: 'Riverbend Books', locationName: 'Eastside' })).toBe('Eastside');
  });

  it('leaves item and list pages to set their own title', () => {
    expect(pageTitle('/item/9780143127741', store)).toBeNull();
    expect(pageTitle('/lists/abc', store)).toBeNull();
  });
});
