import { z } from 'zod';
import { isSitePathOrHttpUrl } from '../common/links.ts';

const linkInvalid = "A link is an http(s) address or a path on this site starting with a single '/'.";

/** docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: the type of a navigation item selects the page its path shows. */
export const navigationTypes = [
  'home',
  'browse',
  'lists', // renders nothing
  'unlinked', // a heading only; shows events when its path is /events
  'custom',
  'custom_lists',
  'v3_content',
  'link', // an external address
  'gift_cards',
  'contact_and_hours',
  'events',
  'features',
] as const;
export const navigationTypeSchema = z.enum(navigationTypes);
export type NavigationType = z.infer<typeof navigationTypeSchema>;

const navigationFields = {
  id: z.string().min(1).max(64),
  label: z.string().trim().min(1, 'Enter a label.').max(80, 'At most 80 characters.'),
  /** An internal path starting with '/', or an external http(s) address for type 'link'. */
  path: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || isSitePathOrHttpUrl(value), linkInvalid),
  type: navigationTypeSchema,
  /** For browse items: the browse filter path the item opens, e.g. '/browse/filter/s/FIC'. */
  search: z.string().trim().max(2000).refine(isSitePathOrHttpUrl, linkInvalid).optional(),
  /** Ours: no menu shows the item (nor its submenu); its page is still at its path. */
  hidden: z.boolean().optional(),
};

export const navigationSubitemSchema = z.object(navigationFields);
export type NavigationSubitem = z.infer<typeof navigationSubitemSchema>;

export const navigationItemSchema = z.object({
  ...navigationFields,
  submenu: z.array(navigationSubitemSchema).max(50).default([]),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

/** '/{key}' goes to `path`: an internal path, or an external address when it starts with http. */
export const urlShortcutSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'A shortcut key is letters, digits, - and _.'),
  path: z.string().trim().min(1).max(2000).refine(isSitePathOrHttpUrl, linkInvalid),
});
export type UrlShortcut = z.infer<typeof urlShortcutSchema>;
