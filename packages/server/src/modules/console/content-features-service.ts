import {
  consoleContentErrorCodes,
  consoleContentMessages,
  type ConsoleFeature,
  type ConsoleFeatureInput,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { FeatureDraft, PagesAdminService } from '../pages/admin-service.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import { hiddenOfEach, type HiddenAmong } from './hidden-titles.ts';
import type { StaffIdentity } from './staff-service.ts';

type FeatureInput = Required<ConsoleFeatureInput>;
type StoredFeature = NonNullable<Awaited<ReturnType<PagesAdminService['getFeature']>>>;

const notFound = () =>
  new NotFoundError(consoleContentErrorCodes.featureNotFound, consoleContentMessages.featureNotFound);

/** The feature as its audit records it: its details and titles, whatever the store hides. */
function toConsoleFeature(feature: StoredFeature): Omit<ConsoleFeature, 'hidden_isbns'> {
  return {
    list_id: feature.listId,
    header: feature.header,
    description: feature.description,
    image: feature.image,
    category: feature.category,
    sub_category: feature.subCategory,
    placement: feature.placement,
    isbns: feature.eisbns,
  };
}

const draftOf = (input: FeatureInput): FeatureDraft => ({
  header: input.header,
  headerVisible: true,
  description: input.description,
  image: input.image,
  category: input.category,
  subCategory: input.sub_category,
  placement: input.placement,
});

/**
 * docs/features/store-console.md#featured-lists: the store's featured lists, through the same
 * admin service as the feature:* commands, each change audited in its transaction. `pagesIn` makes
 * that service on a database or a transaction.
 */
export function createConsoleFeaturesService(deps: {
  db: Kysely<Database>;
  pagesIn: (db: Kysely<Database>) => PagesAdminService;
  audit: ContentAudit;
  hiddenAmong: HiddenAmong;
}) {
  const pages = deps.pagesIn(deps.db);

  /** Each feature with the titles the store hides marked, so a bookseller sees them as not on sale. */
  async function withHidden<T extends { isbns: string[] }>(
    storeId: string,
    features: T[],
  ): Promise<(T & { hidden_isbns: string[] })[]> {
    const hidden = await hiddenOfEach(
      deps.hiddenAmong,
      storeId,
      features.map((feature) => feature.isbns),
    );
    return features.map((feature, index) => ({ ...feature, hidden_isbns: hidden[index] ?? [] }));
  }
  const oneWithHidden = async <T extends { isbns: string[] }>(storeId: string, feature: T) =>
    (await withHidden(storeId, [feature]))[0] ?? { ...feature, hidden_isbns: [] };

  async function stored(admin: PagesAdminService, storeId: string, listId: string): Promise<StoredFeature> {
    const feature = await admin.getFeature(storeId, listId);
    if (!feature) throw notFound();
    return feature;
  }

  return {
    async list(storeId: string): Promise<{ features: ConsoleFeature[] }> {
      const features = await pages.listFeatures(storeId);
      const found = await Promise.all(features.map((feature) => stored(pages, storeId, feature.listId)));
      return { features: await withHidden(storeId, found.map(toConsoleFeature)) };
    },

    create: async (staff: StaffIdentity, input: FeatureInput): Promise<ConsoleFeature> => {
      const created = await auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const listId = await admin.addFeature(staff.storeId, { ...draftOf(input), isbns: input.isbns }, nowSeconds());
        const after = toConsoleFeature(await stored(admin, staff.storeId, listId));
        return { action: 'feature.create', subject: listId, after, result: after };
      });
      return oneWithHidden(staff.storeId, created);
    },

    /** Changes the details and sets the titles to `isbns`: those it lacks are added after its own, the others taken off. */
    update: async (staff: StaffIdentity, listId: string, input: FeatureInput): Promise<ConsoleFeature> => {
      const updated = await auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const before = toConsoleFeature(await stored(admin, staff.storeId, listId));
        await admin.updateFeature(
          staff.storeId,
          listId,
          {
            ...draftOf(input),
            add: input.isbns.filter((isbn) => !before.isbns.includes(isbn)),
            remove: before.isbns.filter((isbn) => !input.isbns.includes(isbn)),
          },
          nowSeconds(),
        );
        const after = toConsoleFeature(await stored(admin, staff.storeId, listId));
        return { action: 'feature.update', subject: listId, before, after, result: after };
      });
      return oneWithHidden(staff.storeId, updated);
    },

    remove: (staff: StaffIdentity, listId: string): Promise<{ deleted: true }> =>
      auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const before = toConsoleFeature(await stored(admin, staff.storeId, listId));
        await admin.deleteFeature(staff.storeId, listId);
        return { action: 'feature.delete', subject: listId, before, result: { deleted: true as const } };
      }),
  };
}
export type ConsoleFeaturesService = ReturnType<typeof createConsoleFeaturesService>;
