import { describe, expect, it } from 'vitest';
import { builtInSegments, hasPageAt, resolveBrowseId, type PageRouteSettings } from './page-routes.ts';
import { reservedBasenames } from './schemas.ts';

const settings: PageRouteSettings = {
  gift_registry_enabled: false,
  has_privacy_policy_page: true,
  site_navigation: [
    {
      id: 'browse',
      label: 'Browse',
      path: '/browse',
      type: 'browse',
      submenu: [
        { id: 'browse-fiction', label: 'Fiction', path: '/fiction', type: 'browse', search: '/browse/filter/s/FIC' },
      ],
    },
    { id: 'browse-loop', label: 'Loop', path: '/loop', type: 'browse', search: '/browse/browse-fiction', submenu: [] },
    { id: 'staff', label: 'Staff', path: '/staff', type: 'link', submenu: [] },
    { id: 'to-holiday', label: 'Holiday', path: '/holiday', type: 'link', submenu: [] },
    { id: 'quiet', label: 'Quiet room', path: '/quiet', type: 'custom', submenu: [], hidden: true },
  ],
  extra_navigation: [],
  url_shortcuts: [
    { key: 'holiday', path: '/browse/filter/s/FIC' },
    { key: 'libro', path: 'https://libro.fm/' },
  ],
};

describe('resolveBrowseId', () => {
  it.each([
    ['browse-fiction', '/browse/filter/s/FIC'],
    ['BROWSE-FICTION', '/browse/filter/s/FIC'],
    ['holiday', '/browse/filter/s/FIC'],
    ['browse', '/browse'],
  ])('opens %s at %s', (id, path) => {
    expect(resolveBrowseId(settings, id)).toBe(path);
  });

  it.each(['nowhere', 'libro', 'browse-loop', 'staff'])('knows no browse page %s', (id) => {
    expect(resolveBrowseId(settings, id)).toBeNull();
  });
});

describe('hasPageAt', () => {
  it.each([
    [[]],
    [['privacy-policy']],
    [['staff']],
    [['holiday']],
    [['browse', 'holiday']],
    [['item', '123']],
    [['quiet']],
  ])('has a page at /%s', (segments) => {
    expect(hasPageAt(settings, segments)).toBe(true);
  });

  it.each([[['gift-registry']], [['browse', 'nowhere']], [['staff', 'more']], [['nowhere']], [['item']]])(
    'has no page at /%s',
    (segments) => {
      expect(hasPageAt(settings, segments)).toBe(false);
    },
  );
});

describe('builtInSegments', () => {
  it('are all reserved, so no store basename can take one', () => {
    expect(
      [...builtInSegments].filter((segment) => !(reservedBasenames as readonly string[]).includes(segment)),
    ).toEqual([]);
  });
});
