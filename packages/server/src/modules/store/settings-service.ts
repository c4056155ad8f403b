import {
  commonErrorCodes,
  commonMessages,
  storeSettingsSchema,
  type StoreLocation,
  type StoreSettings,
} from '@bookfront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, LocationRow } from '../../db/schema.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { toStoreLocation } from './mapper.ts';
import { markdownToPageHtml } from './page-html.ts';
import { privacyPolicyPage } from './service.ts';
import type { StoreRepository } from './repository.ts';

/** A location's fields a bookseller edits; the rest (coordinates, SAN, its order) stay as they were. */
export type LocationChanges = Pick<
  LocationRow,
  | 'id'
  | 'name'
  | 'altname'
  | 'email'
  | 'phone'
  | 'phone2'
  | 'address'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'country'
  | 'hours'
  | 'contactBlurb'
>;

/** What the bookseller set, as stored: an object of only the keys they set (defaults apply to the rest). */
export type StoredSettings = Record<string, unknown>;

/** The stored settings JSON as an object; text that is not an object counts as nothing set. */
export function parseStoredSettings(json: string): StoredSettings {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

/**
 * Reading and changing a store's settings from the console (docs/features/store-settings.md#how-settings-are-kept).
 * A change bumps the store's revision, so every process's cached settings (and the settings each
 * page embeds) follow at once.
 */
export function createStoreSettingsService(db: Kysely<Database>, repo: StoreRepository) {
  return {
    /** The store's settings with defaults filled in. */
    async read(storeId: string): Promise<StoreSettings> {
      const row = await repo.findById(storeId);
      if (!row) throw new NotFoundError(commonErrorCodes.storeNotFound, commonMessages.unexpected);
      return storeSettingsSchema.parse(parseStoredSettings(row.settings));
    },

    /**
     * Changes the stored settings in one transaction: `change` answers the next stored settings from
     * the current ones, the whole is validated, and `alongside` runs in the same transaction (an
     * audit entry) with the settings before and after. Two changes at once run one after the other.
     */
    async change(
      storeId: string,
      change: (stored: StoredSettings) => StoredSettings,
      alongside: (trx: Transaction<Database>, before: StoreSettings, after: StoreSettings) => Promise<unknown>,
    ): Promise<StoreSettings> {
      return db.transaction().execute(async (trx) => {
        const now = nowSeconds();
        // Writing first takes the row's lock, so the read below sees any change that finished before.
        await repo.bumpRevision(storeId, now, trx);
        const row = await repo.findById(storeId, trx);
        if (!row) throw new NotFoundError(commonErrorCodes.storeNotFound, commonMessages.unexpected);
        const stored = parseStoredSettings(row.settings);
        const next = change(stored);
        const parsed = storeSettingsSchema.safeParse(next);
        if (!parsed.success) throw new BadRequestError(commonErrorCodes.invalidInput, commonMessages.checkFields);
        const before = storeSettingsSchema.parse(stored);
        await repo.updateStore(storeId, { settings: JSON.stringify(next) }, now, trx);
        await alongside(trx, before, parsed.data);
        return parsed.data;
      });
    },

    /** The store's locations as the storefront lists them (docs/features/contact-and-hours.md#locations). */
    async locations(storeId: string): Promise<StoreLocation[]> {
      return (await repo.findLocations(storeId)).map(toStoreLocation);
    },

    /**
     * Adds a location, or changes the one with that id, in one transaction with `alongside` (an
     * audit entry), which gets the location before (undefined when new) and after. Changed hours
     * replace HTML hours the command line wrote, so the storefront shows what was just typed.
     */
    async saveLocation(
      storeId: string,
      changes: LocationChanges,
      alongside: (
        trx: Transaction<Database>,
        before: StoreLocation | undefined,
        after: StoreLocation,
      ) => Promise<unknown>,
    ): Promise<StoreLocation[]> {
      return db.transaction().execute(async (trx) => {
        await repo.bumpRevision(storeId, nowSeconds(), trx);
        const locations = await repo.findLocations(storeId, trx);
        const existing = locations.find((location) => location.id === changes.id);
        const row: LocationRow = existing
          ? { ...existing, ...changes, htmlHours: existing.hours === changes.hours ? existing.htmlHours : '' }
          : {
              ...changes,
              storeId,
              san: '',
              lat: null,
              lng: null,
              htmlHours: '',
              position: locations.length,
            };
        await repo.upsertLocation(row, trx);
        await alongside(trx, existing && toStoreLocation(existing), toStoreLocation(row));
        return (await repo.findLocations(storeId, trx)).map(toStoreLocation);
      });
    },

    /** docs/features/store-settings.md#privacy-policy: the policy's title, Markdown and last change, or undefined. */
    privacyPolicy: (storeId: string) => repo.findPage(storeId, privacyPolicyPage),

    /**
     * Publishes the privacy policy from Markdown, sanitised, in one transaction with `alongside`
     * (an audit entry); false, and nothing written, when nothing of it is left to show.
     */
    async savePrivacyPolicy(
      storeId: string,
      page: { title: string; markdown: string },
      alongside: (trx: Transaction<Database>) => Promise<unknown>,
    ): Promise<boolean> {
      const html = markdownToPageHtml(page.markdown);
      if (html === '') return false;
      await db.transaction().execute(async (trx) => {
        const now = nowSeconds();
        const row = {
          storeId,
          page: privacyPolicyPage,
          title: page.title,
          html,
          source: page.markdown,
          updatedAt: now,
        };
        await repo.upsertPage(row, trx);
        // The settings say whether the store has the page, so every cached copy is read again.
        await repo.bumpRevision(storeId, now, trx);
        await alongside(trx);
      });
      return true;
    },

    /** Takes the privacy policy down, with `alongside` in its transaction when there was one. */
    removePrivacyPolicy: (storeId: string, alongside: (trx: Transaction<Database>) => Promise<unknown>) =>
      db.transaction().execute(async (trx) => {
        if (!(await repo.removePage(storeId, privacyPolicyPage, trx))) return false;
        await repo.bumpRevision(storeId, nowSeconds(), trx);
        await alongside(trx);
        return true;
      }),
  };
}
export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
