import { z } from 'zod';
import { navigationItemSchema, navigationSubitemSchema } from '../store/navigation.ts';
import { consoleNavigationMessages as messages } from './settings-navigation-messages.ts';

/** The most entries of one menu, and of one submenu, as the storefront's settings take them. */
export const navigationEntriesMax = 50;

const entryIdSchema = z
  .string({ error: messages.idInvalid })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, messages.idInvalid);

/** A browse entry's saved search; the form's empty field means none, which opens the whole catalogue. */
const searchSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  navigationSubitemSchema.shape.search,
);

/** Types that lead nowhere need no path; every other entry leads somewhere. */
const pathlessTypes: ReadonlySet<string> = new Set(['unlinked', 'lists']);

function checkTarget(entry: { type: string; path: string }, context: z.RefinementCtx) {
  if (!pathlessTypes.has(entry.type) && entry.path === '') {
    context.addIssue({ code: 'custom', path: ['path'], message: messages.pathRequired });
  }
}

/** A submenu entry as the editor saves it: the storefront's entry, with an id fit for a path and a target. */
export const consoleNavigationSubitemSchema = navigationSubitemSchema
  .extend({ id: entryIdSchema, search: searchSchema })
  .superRefine(checkTarget);

/** A menu entry as the editor saves it, with at most one level of submenu. */
export const consoleNavigationItemSchema = navigationItemSchema
  .extend({
    id: entryIdSchema,
    search: searchSchema,
    submenu: z
      .array(consoleNavigationSubitemSchema)
      .max(navigationEntriesMax, messages.tooMany(navigationEntriesMax))
      .default([]),
  })
  .superRefine(checkTarget);

const menuSchema = z
  .array(consoleNavigationItemSchema)
  .max(navigationEntriesMax, messages.tooMany(navigationEntriesMax));

type Menus = Record<
  'site_navigation' | 'extra_navigation',
  readonly { id: string; submenu?: readonly { id: string }[] }[]
>;

/**
 * Entries whose id an earlier entry of either menu has, whatever the case: /browse/{id} and a store
 * page's blocks find an entry by its id. Each clash is named by its wire path, e.g.
 * 'extra_navigation.0.id' or 'site_navigation.1.submenu.2.id'.
 */
function navigationIdClashes(menus: Menus): string[] {
  const seen = new Set<string>();
  const clashes: string[] = [];
  for (const menu of ['site_navigation', 'extra_navigation'] as const) {
    menus[menu].forEach((item, index) => {
      const entries = [
        { id: item.id, path: `${menu}.${index}.id` },
        ...(item.submenu ?? []).map((sub, subIndex) => ({
          id: sub.id,
          path: `${menu}.${index}.submenu.${subIndex}.id`,
        })),
      ];
      for (const entry of entries) {
        const key = entry.id.toLowerCase();
        if (seen.has(key)) clashes.push(entry.path);
        seen.add(key);
      }
    });
  }
  return clashes;
}

/**
 * console/settings/saveNavigation: both menus in order, no id used twice
 * (docs/features/store-console.md#navigation).
 */
export const consoleNavigationInputSchema = z
  .object({ site_navigation: menuSchema, extra_navigation: menuSchema })
  .superRefine((menus, context) => {
    for (const path of navigationIdClashes(menus)) {
      context.addIssue({
        code: 'custom',
        path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: messages.idTaken,
      });
    }
  });
export type ConsoleNavigationInput = z.input<typeof consoleNavigationInputSchema>;
export type ConsoleNavigationFields = z.output<typeof consoleNavigationInputSchema>;

/** console/settings/navigation: both menus as the store has them, and the pages an entry may lead to. */
export const consoleNavigationSchema = z.object({
  site_navigation: z.array(navigationItemSchema),
  extra_navigation: z.array(navigationItemSchema),
  targets: z.object({
    /** The store's own pages of blocks, by the id of the entry that shows them. */
    pages: z.array(z.object({ id: z.string() })),
    featured_lists: z.array(z.object({ list_id: z.string(), header: z.string() })),
  }),
});
export type ConsoleNavigation = z.infer<typeof consoleNavigationSchema>;
