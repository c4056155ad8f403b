import { sql, type Kysely } from 'kysely';

/*
 * Every link setting is a path on this site starting with a single '/' or an http(s) address
 * (docs/features/store-settings.md#links). A store saved before that rule, with a javascript: link
 * or a '//host' shortcut, would no longer load; so such values are dropped here: a single link falls
 * back to its default, and a navigation item or URL shortcut leading there is removed. The rule is
 * written out as it stood, so later changes to the contract do not change what this migration did.
 */

// eslint-disable-next-line no-control-regex -- a browser drops tabs and line breaks from a link
const controlCharacter = /[\u0000-\u001F\u007F]/;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(value) || controlCharacter.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname !== '';
}
const isSitePath = (value: string) => /^\/(?![/\\])/.test(value) && !controlCharacter.test(value);
const isLink = (value: string) => isSitePath(value) || isHttpUrl(value);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Removes `key` from `object` when it holds a string the rule refuses; true when it did. */
function dropBad(object: unknown, key: string, isValid: (value: string) => boolean): boolean {
  if (!isObject(object)) return false;
  const value = object[key];
  if (typeof value !== 'string' || value.trim() === '' || isValid(value.trim())) return false;
  Reflect.deleteProperty(object, key);
  return true;
}

/** A navigation item (or shortcut) whose path or search leads nowhere safe. */
const leadsAway = (item: unknown, allowEmptyPath: boolean) => {
  if (!isObject(item)) return false;
  const { path, search } = item;
  const badPath = typeof path === 'string' && !(allowEmptyPath && path.trim() === '') && !isLink(path.trim());
  const badSearch = typeof search === 'string' && !isLink(search.trim());
  return badPath || badSearch;
};

function keepSafeItems(settings: Json, key: string, allowEmptyPath: boolean): boolean {
  const items = settings[key];
  if (!Array.isArray(items)) return false;
  let changed = false;
  const kept = items.filter((item) => !leadsAway(item, allowEmptyPath));
  for (const item of kept) {
    if (isObject(item) && Array.isArray(item.submenu)) {
      const submenu = item.submenu.filter((entry) => !leadsAway(entry, allowEmptyPath));
      if (submenu.length !== item.submenu.length) {
        item.submenu = submenu;
        changed = true;
      }
    }
  }
  settings[key] = kept;
  return changed || kept.length !== items.length;
}

/** The settings with every unsafe link dropped, or null when there was none. */
export function withoutUnsafeLinks(settings: Json): Json | null {
  const { styles, store_info: storeInfo, audiobooks, paypal } = settings;
  const social = isObject(storeInfo) ? storeInfo.social : undefined;
  const changes = [
    dropBad(styles, 'logo_url', isLink),
    dropBad(styles, 'background_image_url', isLink),
    dropBad(storeInfo, 'contact_us_url', isLink),
    dropBad(storeInfo, 'alternate_home', isLink),
    dropBad(storeInfo, 'base_url', isHttpUrl),
    ...['facebook', 'instagram', 'twitter', 'tiktok', 'youtube', 'bluesky'].map((key) =>
      dropBad(social, key, isHttpUrl),
    ),
    dropBad(settings, 'legacy_site_url', isHttpUrl),
    dropBad(audiobooks, 'http_base_url', isHttpUrl),
    dropBad(paypal, 'base_url', isHttpUrl),
    keepSafeItems(settings, 'site_navigation', true),
    keepSafeItems(settings, 'extra_navigation', true),
    keepSafeItems(settings, 'url_shortcuts', false),
  ];
  return changes.some(Boolean) ? settings : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const stores = (await sql<{ id: string; settings: string }>`select id, settings from stores`.execute(db)).rows;
  for (const store of stores) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(store.settings);
    } catch {
      continue; // read as no settings at all, as before
    }
    if (!isObject(parsed)) continue;
    const next = withoutUnsafeLinks(parsed);
    if (next === null) continue;
    await sql`update stores set settings = ${JSON.stringify(next)}, revision = revision + 1 where id = ${store.id}`.execute(
      db,
    );
  }
}

/** The dropped links are not kept anywhere, so there is nothing to put back. */
export async function down(): Promise<void> {}
