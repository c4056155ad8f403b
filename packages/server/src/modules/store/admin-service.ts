import {
  basenameSchema,
  storeIdSchema,
  storeSettingsSchema,
  type StoreSettings,
  type StoreSettingsInput,
  commonErrorCodes,
  storeAdminErrorCodes,
  storePageMessages,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { getAtPath, setAtPath } from '../../lib/dotted-path.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { markdownToPageHtml, sanitisePageHtml } from './page-html.ts';
import type { StoreRepository } from './repository.ts';
import { privacyPolicyPage } from './service.ts';
import { parseStoredSettings } from './settings-service.ts';

const pageTitleSchema = z.string().trim().min(1).max(200);
/** A page's source text, HTML or Markdown. */
const pageTextMax = 200_000;

/*
 * Store administration used by the CLI and the demo loader. Messages are for an operator at a
 * terminal, so they name the store and the setting.
 */

const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'is not a valid host name');

export const createStoreInputSchema = z.object({
  id: storeIdSchema,
  name: z.string().trim().min(1).max(200),
  hostnames: z.array(hostnameSchema).default([]),
  basename: basenameSchema.nullable().default(null),
  isDefault: z.boolean().default(false),
  settings: z.custom<StoreSettingsInput>().optional(),
});
export type CreateStoreInput = z.input<typeof createStoreInputSchema>;

export const locationInputSchema = z.object({
  id: storeIdSchema,
  name: z.string().trim().min(1).max(200),
  san: z.string().trim().max(40).default(''),
  altname: z.string().trim().max(200).default(''),
  email: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(40).default(''),
  phone2: z.string().trim().max(40).default(''),
  address: z.string().trim().max(200).default(''),
  city: z.string().trim().max(80).default(''),
  province: z.string().trim().max(80).default(''),
  postalCode: z.string().trim().max(10).default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'is a two-letter country code')
    .default(''),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  hours: z.string().max(2000).default(''),
  htmlHours: z.string().max(5000).default(''),
  contactBlurb: z.string().max(5000).default(''),
  position: z.number().int().optional(),
});
export type LocationInput = z.input<typeof locationInputSchema>;

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new BadRequestError(commonErrorCodes.invalidInput, `Invalid ${what}: ${describeIssues(result.error)}`);
  return result.data;
}

export function createStoreAdminService(db: Kysely<Database>, repo: StoreRepository) {
  async function requireStore(storeId: string) {
    const store = await repo.findById(storeId);
    if (!store) throw new NotFoundError(commonErrorCodes.storeNotFound, `No store with id '${storeId}'.`);
    return store;
  }

  return {
    /** The store the command means: the one named, else the default store. */
    async resolveStoreId(storeId?: string): Promise<string> {
      if (storeId) return (await requireStore(storeId)).id;
      const store = await repo.findDefault();
      if (!store)
        throw new NotFoundError(commonErrorCodes.storeNotFound, 'There is no default store; name one with --store.');
      return store.id;
    },

    /** Creates a store; the first store of a deployment becomes the default one. */
    async createStore(input: CreateStoreInput): Promise<void> {
      const store = parseOrThrow(createStoreInputSchema, input, 'store');
      const settings = JSON.stringify(store.settings ?? {});
      parseOrThrow(storeSettingsSchema, store.settings ?? {}, 'settings');
      const now = nowSeconds();
      await db.transaction().execute(async (trx) => {
        if (await repo.findById(store.id, trx))
          throw new ConflictError(storeAdminErrorCodes.storeExists, `A store with id '${store.id}' already exists.`);
        if (store.basename && (await repo.findByBasename(store.basename, trx))) {
          throw new ConflictError(
            storeAdminErrorCodes.basenameTaken,
            `Another store is already served under '/${store.basename}'.`,
          );
        }
        for (const hostname of store.hostnames) {
          const owner = await repo.findHostOwner(hostname, trx);
          if (owner)
            throw new ConflictError(
              storeAdminErrorCodes.hostnameTaken,
              `Host '${hostname}' already serves store '${owner.storeId}'.`,
            );
        }
        const isFirstStore = (await repo.countStores(trx)) === 0;
        const isDefault = store.isDefault || isFirstStore;
        if (isDefault) await repo.clearDefaultExcept(store.id, now, trx);
        await repo.insert(
          {
            id: store.id,
            name: store.name,
            basename: store.basename,
            isDefault: isDefault ? 1 : 0,
            settings,
            revision: 1,
            createdAt: now,
            updatedAt: now,
          },
          trx,
        );
        for (const hostname of new Set(store.hostnames)) await repo.insertHost(store.id, hostname, trx);
      });
    },

    async updateStore(storeId: string, changes: { name?: string; isDefault?: boolean; settings?: StoreSettingsInput }) {
      await requireStore(storeId);
      const now = nowSeconds();
      const settings =
        changes.settings === undefined ? undefined : parseOrThrow(storeSettingsSchema, changes.settings, 'settings');
      await db.transaction().execute(async (trx) => {
        if (changes.isDefault) await repo.clearDefaultExcept(storeId, now, trx);
        await repo.updateStore(
          storeId,
          {
            ...(changes.name ? { name: changes.name } : {}),
            ...(changes.isDefault === undefined ? {} : { isDefault: changes.isDefault ? 1 : 0 }),
            ...(settings && changes.settings ? { settings: JSON.stringify(changes.settings) } : {}),
          },
          now,
          trx,
        );
      });
    },

    async listStores() {
      const stores = await repo.list();
      return Promise.all(
        stores.map(async (store) => ({
          id: store.id,
          name: store.name,
          basename: store.basename,
          isDefault: store.isDefault === 1,
          hostnames: (await repo.findHostnames(store.id)).map((row) => row.hostname),
          locationCount: await repo.countLocations(store.id),
        })),
      );
    },

    /** A store's locations in the order the storefront lists them. */
    async listLocations(storeId: string) {
      await requireStore(storeId);
      return (await repo.findLocations(storeId)).map((location) => ({
        id: location.id,
        name: location.name,
        city: location.city,
      }));
    },

    /** The store's settings with defaults filled in, or one value of them by dotted key. */
    async getSetting(storeId: string, key?: string): Promise<unknown> {
      const store = await requireStore(storeId);
      const settings: StoreSettings = storeSettingsSchema.parse(parseStoredSettings(store.settings));
      if (!key) return settings;
      const value = getAtPath(settings, key);
      if (value === undefined)
        throw new NotFoundError(storeAdminErrorCodes.unknownSetting, `There is no setting '${key}'.`);
      return value;
    },

    /**
     * Sets one value by dotted key (`styles.primary_color`), validating the whole settings object
     * before saving. Only what the bookseller set is stored, so later default changes still apply.
     */
    async setSetting(storeId: string, key: string, value: unknown): Promise<void> {
      const store = await requireStore(storeId);
      const next = setAtPath(parseStoredSettings(store.settings), key, value);
      const parsed = storeSettingsSchema.safeParse(next);
      if (!parsed.success)
        throw new BadRequestError(
          storeAdminErrorCodes.invalidSetting,
          `Invalid value for '${key}': ${describeIssues(parsed.error)}`,
        );
      // The schema drops keys it does not know, so a key missing after parsing is not a setting.
      if (getAtPath(parsed.data, key) === undefined)
        throw new NotFoundError(storeAdminErrorCodes.unknownSetting, `There is no setting '${key}'.`);
      await repo.updateStore(storeId, { settings: JSON.stringify(next) }, nowSeconds());
    },

    /** Adds a location, or replaces it when `replace` is set (the demo loader refreshes its own). */
    async saveLocation(
      storeId: string,
      input: LocationInput,
      options: { replace: boolean },
    ): Promise<'added' | 'updated'> {
      await requireStore(storeId);
      const location = parseOrThrow(locationInputSchema, input, 'location');
      const existing = await repo.findLocation(storeId, location.id);
      if (existing && !options.replace) {
        throw new ConflictError(
          storeAdminErrorCodes.locationExists,
          `Store '${storeId}' already has a location '${location.id}'.`,
        );
      }
      const now = nowSeconds();
      await db.transaction().execute(async (trx) => {
        const position = location.position ?? existing?.position ?? (await repo.countLocations(storeId, trx));
        await repo.upsertLocation({ ...location, storeId, position }, trx);
        await repo.bumpRevision(storeId, now, trx);
      });
      return existing ? 'updated' : 'added';
    },

    /**
     * docs/features/store-settings.md#privacy-policy: sets the store's privacy policy from HTML or
     * Markdown, sanitised; the store's settings then say it has one.
     */
    async setPrivacyPolicy(
      storeId: string,
      input: { title?: string | undefined; text: string; format: 'html' | 'markdown' },
    ): Promise<void> {
      await requireStore(storeId);
      const title = parseOrThrow(pageTitleSchema, input.title ?? storePageMessages.privacyPolicyTitle, 'title');
      if (input.text.length > pageTextMax) {
        throw new BadRequestError(commonErrorCodes.invalidInput, `The page is at most ${pageTextMax} characters.`);
      }
      const html = input.format === 'markdown' ? markdownToPageHtml(input.text) : sanitisePageHtml(input.text);
      if (html === '') throw new BadRequestError(commonErrorCodes.invalidInput, 'The page has no text to show.');
      const now = nowSeconds();
      await db.transaction().execute(async (trx) => {
        const source = input.format === 'markdown' ? input.text : null;
        await repo.upsertPage({ storeId, page: privacyPolicyPage, title, html, source, updatedAt: now }, trx);
        await repo.bumpRevision(storeId, now, trx);
      });
    },

    /** Removes the store's privacy policy; false when it had none. */
    async removePrivacyPolicy(storeId: string): Promise<boolean> {
      await requireStore(storeId);
      return db.transaction().execute(async (trx) => {
        const removed = await repo.removePage(storeId, privacyPolicyPage, trx);
        if (removed) await repo.bumpRevision(storeId, nowSeconds(), trx);
        return removed;
      });
    },

    countStores: () => repo.countStores(),
  };
}
export type StoreAdminService = ReturnType<typeof createStoreAdminService>;
