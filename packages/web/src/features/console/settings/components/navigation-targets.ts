import type { ConsoleNavigation, NavigationType } from '@bookfront/contract';

/** A page an entry may lead to: choosing it fills in the entry's type and path (and a store page's id). */
export type NavigationTargetChoice = {
  value: string;
  label: string;
  group: 'pages' | 'lists';
  type: NavigationType;
  path: string;
  /** A store page keeps its blocks under the entry's id. */
  id?: string;
};

/** The storefront's own pages, as docs/features/shell-and-navigation.md#navigation-and-url-shortcuts lists their types. */
const builtInTargets: readonly Omit<NavigationTargetChoice, 'value' | 'group'>[] = [
  { label: 'Home page', type: 'home', path: '/' },
  { label: 'Browse (the whole catalogue)', type: 'browse', path: '/browse' },
  { label: 'Featured lists', type: 'features', path: '/features' },
  { label: 'Events', type: 'events', path: '/events' },
  { label: 'Gift cards', type: 'gift_cards', path: '/gift-cards' },
  { label: 'Contact and hours', type: 'contact_and_hours', path: '/contact-hours' },
];

/** Every page the editor offers: the built-in ones, the store's own pages, then its featured lists. */
export function navigationTargetChoices(targets: ConsoleNavigation['targets']): NavigationTargetChoice[] {
  return [
    ...builtInTargets.map((target) => ({ ...target, group: 'pages' as const, value: `page:${target.path}` })),
    ...targets.pages.map((page) => ({
      value: `store-page:${page.id}`,
      label: `Store page “${page.id}”`,
      group: 'pages' as const,
      type: 'custom' as const,
      path: `/${page.id}`,
      id: page.id,
    })),
    ...targets.featured_lists.map((list) => ({
      value: `list:${list.list_id}`,
      label: list.header,
      group: 'lists' as const,
      type: 'link' as const,
      path: `/lists/${list.list_id}`,
    })),
  ];
}

/** An id for a new entry that no entry has yet, whatever the case. */
export function freshEntryId(taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.toLowerCase()));
  let number = used.size + 1;
  while (used.has(`entry-${number}`)) number += 1;
  return `entry-${number}`;
}
