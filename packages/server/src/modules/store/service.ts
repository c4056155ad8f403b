import {
  commonErrorCodes,
  shellMessages,
  storePageErrorCodes,
  storePageMessages,
  storeSettingsSchema,
  type PrivacyPolicyPage,
  type StoreSettings,
} from '@bookfront/contract';
import type { LocationRow } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { toSiteSettings } from './mapper.ts';
import type { Executor, StoreCandidate, StoreRepository } from './repository.ts';

/** Everything a request needs to know about its store, parsed once per store revision. */
export type StoreContext = {
  id: string;
  name: string;
  basename: string | null;
  revision: number;
  settings: StoreSettings;
  locations: LocationRow[];
  isConsolidatedMultistore: boolean;
  /** store/getSettings' answer, validated by the contract when built, sent as is. */
  siteSettingsJson: string;
};

export type StoreCriteria = {
  /** The request's Host without port, lower-case. */
  hostname: string;
  /** store/getSettings only: the first path segment, which may be a store's basename. */
  basename?: string | undefined;
  /** The store_id common field. */
  storeId?: string | undefined;
};

/** Host beats basename beats store_id beats the default store (docs/decisions/0002-store-resolution.md). */
function pickCandidate(candidates: StoreCandidate[], criteria: StoreCriteria): StoreCandidate | undefined {
  return (
    candidates.find((candidate) => candidate.matchedHost !== null) ??
    (criteria.basename ? candidates.find((candidate) => candidate.basename === criteria.basename) : undefined) ??
    (criteria.storeId ? candidates.find((candidate) => candidate.id === criteria.storeId) : undefined) ??
    candidates.find((candidate) => candidate.isDefault === 1)
  );
}

/** The store_pages key of the privacy policy. */
export const privacyPolicyPage = 'privacy-policy';

export function createStoreService(repo: StoreRepository) {
  // Per-process and safe to lose: an entry is used only while the row's revision, read by the
  // resolution query every request makes anyway, is unchanged. Another process (the CLI, another
  // API copy) that changes settings or locations bumps the revision.
  const cache = new Map<string, StoreContext>();

  async function loadContext(candidate: StoreCandidate): Promise<StoreContext> {
    const cached = cache.get(candidate.id);
    if (cached && cached.revision === candidate.revision) return cached;

    const [row, locations, privacyPolicy] = await Promise.all([
      repo.findById(candidate.id),
      repo.findLocations(candidate.id),
      repo.findPage(candidate.id, privacyPolicyPage),
    ]);
    if (!row) throw new NotFoundError(commonErrorCodes.storeNotFound, shellMessages.storeNotFound);
    // docs/features/store-settings.md#privacy-policy: the setting says whether the store has the page.
    const settings = {
      ...storeSettingsSchema.parse(JSON.parse(row.settings)),
      has_privacy_policy_page: privacyPolicy !== undefined,
    };
    const siteSettings = toSiteSettings({ id: row.id, name: row.name, basename: row.basename, settings, locations });
    const context: StoreContext = {
      id: row.id,
      name: row.name,
      basename: row.basename,
      revision: row.revision,
      settings,
      locations,
      isConsolidatedMultistore: siteSettings.store_info.is_consolidated_multistore,
      siteSettingsJson: JSON.stringify(siteSettings),
    };
    cache.set(row.id, context);
    return context;
  }

  return {
    /**
     * The store a request is for: the one serving its host; else (getSettings) the one whose
     * basename is the first path segment; else the one named by store_id; else the default store.
     */
    async resolveStore(criteria: StoreCriteria): Promise<StoreContext> {
      const candidates = await repo.findCandidates({
        hostname: criteria.hostname,
        basename: criteria.basename || null,
        storeId: criteria.storeId || null,
      });
      const candidate = pickCandidate(candidates, criteria);
      if (!candidate) throw new NotFoundError(commonErrorCodes.storeNotFound, shellMessages.storeNotFound);
      return loadContext(candidate);
    },

    /** Read from the database, so a policy changed by another process shows at once. */
    async getPrivacyPolicyPage(store: StoreContext): Promise<PrivacyPolicyPage> {
      const page = await repo.findPage(store.id, privacyPolicyPage);
      if (!page) throw new NotFoundError(storePageErrorCodes.privacyPolicyNotFound, storePageMessages.noPrivacyPolicy);
      return { title: page.title, html: page.html, updated_at: Number(page.updatedAt) };
    },

    /** The first `limit` stores by id, each as a request would see it. */
    async listStores(limit: number): Promise<StoreContext[]> {
      const rows = (await repo.list()).slice(0, limit);
      return Promise.all(rows.map((row) => loadContext({ ...row, matchedHost: null })));
    },

    /** The ids of a store's locations; null when there is no such store. */
    async locationIdsOf(storeId: string): Promise<Set<string> | null> {
      if (!(await repo.findById(storeId))) return null;
      return new Set((await repo.findLocations(storeId)).map((location) => location.id));
    },

    /** Whether a store has this host name of its own (else the host is shared by basename stores). */
    hasOwnHost: async (hostname: string) => (await repo.findHostOwner(hostname)) !== undefined,

    /** Stores served under a basename of a shared host (the first `limit` by basename). */
    findBasenameStores: (limit: number) => repo.findBasenameStores(limit),

    /**
     * Something the store shows its own way changed (a title it hides, a store subject), in the
     * transaction `executor`: what is cached by the store's revision is read again.
     */
    moveRevision: async (storeId: string, executor: Executor) => {
      await repo.bumpRevision(storeId, nowSeconds(), executor);
    },

    /** The location, when it belongs to the store; read from the database, not the cache. */
    findLocation: (store: StoreContext, locationId: string) => repo.findLocation(store.id, locationId),
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
