import { describe, expect, it } from 'vitest';
import { navigationSlotsForWidth, navigationTarget, resolveShortcut, splitNavigation } from './navigation.ts';

const items = ['Home', 'Browse', 'Staff Picks', 'Events', 'Gift Cards', 'Book Club', 'Audiobooks', 'Contact', 'About'];

describe('splitNavigation', () => {
  it('shows every item when they all fit', () => {
    expect(splitNavigation(items.slice(0, 4), 4)).toEqual({ visible: items.slice(0, 4), overflow: [] });
  });

  it('moves the items that do not fit under More Menus, which takes the last slot', () => {
    const { visible, overflow } = splitNavigation(items, 6);

    expect(visible).toEqual(['Home', 'Browse', 'Staff Picks', 'Events', 'Gift Cards']);
    expect(overflow).toEqual(['Book Club', 'Audiobooks', 'Contact', 'About']);
  });

  it('gives more slots to wider screens', () => {
    expect(navigationSlotsForWidth(1366)).toBeGreaterThan(navigationSlotsForWidth(800));
  });
});

describe('navigationTarget', () => {
  it('links internal paths through the router', () => {
    expect(navigationTarget({ id: 'a', label: 'Events', path: '/events', type: 'events' })).toEqual({
      kind: 'internal',
      to: '/events',
    });
  });

  it('treats link items and http paths as external addresses', () => {
    expect(navigationTarget({ id: 'a', label: 'Audio', path: 'https://libro.fm/', type: 'link' })).toEqual({
      kind: 'external',
      href: 'https://libro.fm/',
    });
    expect(navigationTarget({ id: 'b', label: 'Blog', path: 'http://blog.example', type: 'custom' }).kind).toBe(
      'external',
    );
  });

  it('keeps a link item with an internal path inside the app', () => {
    expect(navigationTarget({ id: 'a', label: 'Staff favourites', path: '/staff-favourites', type: 'link' })).toEqual({
      kind: 'internal',
      to: '/staff-favourites',
    });
  });

  it('opens the search of a browse item when it has one', () => {
    expect(
      navigationTarget({ id: 'a', label: 'Fiction', path: '/fiction', type: 'browse', search: '/browse/filter/s/FIC' }),
    ).toEqual({ kind: 'internal', to: '/browse/filter/s/FIC' });
  });

  it('makes unlinked items headings', () => {
    expect(navigationTarget({ id: 'a', label: 'Shop by age', path: '', type: 'unlinked' })).toEqual({
      kind: 'heading',
    });
  });
});

describe('resolveShortcut', () => {
  const shortcuts = [
    { key: 'holiday', path: '/browse/filter/s/FIC' },
    { key: 'libro', path: 'https://libro.fm/' },
  ];

  it('sends an internal shortcut to its path', () => {
    expect(resolveShortcut(shortcuts, 'holiday')).toEqual({ kind: 'internal', to: '/browse/filter/s/FIC' });
  });

  it('sends an http shortcut off the site', () => {
    expect(resolveShortcut(shortcuts, 'libro')).toEqual({ kind: 'external', href: 'https://libro.fm/' });
  });

  it('matches keys regardless of case and answers null for unknown keys', () => {
    expect(resolveShortcut(shortcuts, 'Holiday')?.kind).toBe('internal');
    expect(resolveShortcut(shortcuts, 'nope')).toBeNull();
  });
});
