import { describe, expect, it } from 'vitest';
import { fittingEntryCount, navigationTarget, resolveShortcut } from './navigation.ts';

describe('fittingEntryCount', () => {
  const gap = 2;

  it('shows every entry when they fit, with no More Menus', () => {
    expect(fittingEntryCount({ widths: [100, 100, 100], moreWidth: 120, available: 304, gap })).toBe(3);
  });

  it('shows as many entries as fit beside More Menus, which takes the rest', () => {
    expect(fittingEntryCount({ widths: [100, 100, 100], moreWidth: 120, available: 303, gap })).toBe(1);
    expect(fittingEntryCount({ widths: [100, 100, 100, 100], moreWidth: 120, available: 330, gap })).toBe(2);
  });

  it('keeps going by width, not by count: short labels all fit where long ones would not', () => {
    const short = Array.from({ length: 12 }, () => 70);
    const long = Array.from({ length: 12 }, () => 200);

    expect(fittingEntryCount({ widths: short, moreWidth: 120, available: 1300, gap })).toBe(12);
    expect(fittingEntryCount({ widths: long, moreWidth: 120, available: 1300, gap })).toBe(5);
  });

  it('puts everything under More Menus when not even one entry fits beside it', () => {
    expect(fittingEntryCount({ widths: [400, 400], moreWidth: 120, available: 500, gap })).toBe(0);
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

  it.each([
    { path: '//evil.example', type: 'custom' as const },
    { path: '/\\evil.example', type: 'link' as const },
    { path: 'https://', type: 'link' as const },
    { path: '/fiction', type: 'browse' as const, search: '//evil.example' },
  ])('leads nowhere, as a heading, for %j', (link) => {
    expect(navigationTarget({ id: 'a', label: 'Away', ...link })).toEqual({ kind: 'heading' });
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

  it.each(['//evil.example', '/\\evil.example', 'https://', 'http:///evil.example'])(
    'answers null for a shortcut to %j, which a browser would read as another site',
    (path) => {
      expect(resolveShortcut([{ key: 'away', path }], 'away')).toBeNull();
    },
  );

  it('matches keys regardless of case and answers null for unknown keys', () => {
    expect(resolveShortcut(shortcuts, 'Holiday')?.kind).toBe('internal');
    expect(resolveShortcut(shortcuts, 'nope')).toBeNull();
  });
});
