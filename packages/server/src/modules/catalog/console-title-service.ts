import {
  consoleCatalogueErrorCodes as codes,
  consoleCatalogueMessages as messages,
  consoleCatalogueSearchLimit,
  consoleCoverMaxBytes,
  type AvailabilityState,
  type ConsoleCatalogueSearchResult,
  type ConsoleCatalogueTitle,
  type ConsoleStockFields,
  type ConsoleStockSaveInput,
  type ConsoleStoreSubjectList,
  storeSubjectRowsMax,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { StaffIdentity, StaffService } from '../console/staff-service.ts';
import type { StoreContext, StoreService } from '../store/service.ts';
import type { ConsoleCatalogueRepository } from './console-repository.ts';
import { imageTypeOf } from '../../lib/image-type.ts';
import { storeCover } from './import/cover-importer.ts';
import { createCatalogRepository } from './repository.ts';
import { createStoreSubjectRepository } from './store-subject-repository.ts';
import { toIsbnLookup, toSearchTerms } from './search-query.ts';

type StockRow = Awaited<ReturnType<ConsoleCatalogueRepository['stockOf']>>[number];

const stockFieldsOf = (row: StockRow): ConsoleStockFields => ({
  onhand: Number(row.onhand),
  price_cents: Number(row.priceCents),
  // The importer writes only the contract's states.
  availability_code: row.availabilityCode as AvailabilityState,
  is_extra_orderable: Number(row.isExtraOrderable) === 1,
});

const titleNotFound = () => new NotFoundError(codes.titleNotFound, messages.titleNotFound);

/**
 * Looking up a title and editing what the store sets for it (docs/features/store-console.md#catalogue-and-stock):
 * its stock, price, availability and ordering beyond stock at each location, whether its storefront
 * shows it, its store subjects, and its cover. Every
 * change writes its audit entry in the change's transaction and moves the change time that the
 * storefront's caches key on.
 */
export function createConsoleTitleService(deps: {
  db: Kysely<Database>;
  repo: ConsoleCatalogueRepository;
  audit: Pick<StaffService, 'recordAudit'>;
  stores: Pick<StoreService, 'moveRevision'>;
  dataDir: string;
}) {
  const { repo, stores } = deps;
  const catalog = createCatalogRepository(deps.db);
  const storeSubjects = createStoreSubjectRepository(deps.db);

  async function titleOf(store: StoreContext, eisbn: string): Promise<ConsoleCatalogueTitle> {
    const row = await repo.findTitle(eisbn);
    if (!row) throw titleNotFound();
    const [stockRows, hidden, subjects] = await Promise.all([
      repo.stockOf(store.id, eisbn),
      repo.isHidden(store.id, eisbn),
      storeSubjects.ofTitle(store.id, eisbn),
    ]);
    const stock = new Map(stockRows.map((line) => [line.locationId, line]));
    return {
      eisbn: row.eisbn,
      title: row.title,
      subtitle: row.subtitle ?? '',
      contributors: row.contributorNames,
      publisher: row.publisher ?? '',
      binding: row.binding ?? '',
      cover_image_cache: row.cacheKey ?? '',
      hidden,
      store_subjects: subjects,
      locations: store.locations.map((location) => {
        const line = stock.get(location.id);
        return { location_id: location.id, name: location.name, stock: line ? stockFieldsOf(line) : null };
      }),
    };
  }

  return {
    /** console/catalogue/search: an ISBN finds its title; words find titles holding every one. */
    async search(storeId: string, q: string): Promise<ConsoleCatalogueSearchResult> {
      const isbns = toIsbnLookup(q);
      const terms = isbns ? [] : toSearchTerms(q);
      if (!isbns && terms.length === 0) return { rows: [] };
      const rows = await repo.searchTitles({ storeId, isbns, terms, limit: consoleCatalogueSearchLimit });
      return {
        rows: rows.map((row) => ({
          eisbn: row.eisbn,
          title: row.title,
          contributors: row.contributorNames,
          binding: row.binding ?? '',
          stocked: Boolean(Number(row.stocked)),
        })),
      };
    },

    get: titleOf,

    /** console/catalogue/saveStock: the title's new-condition stock row at one location, made when missing. */
    async saveStock(store: StoreContext, staff: StaffIdentity, input: ConsoleStockSaveInput) {
      const location = store.locations.find((candidate) => candidate.id === input.location_id);
      if (!location) {
        const message = messages.locationUnknown(
          input.location_id,
          store.locations.map((candidate) => candidate.id),
        );
        throw new NotFoundError(codes.locationNotFound, message, { location_id: message });
      }
      const [title] = await catalog.findTitleFacts([input.eisbn]);
      if (!title) throw titleNotFound();
      const fields: ConsoleStockFields = {
        onhand: input.onhand,
        price_cents: input.price_cents,
        availability_code: input.availability_code,
        is_extra_orderable: input.is_extra_orderable,
      };
      await repo.transaction(async (trx) => {
        const before = (await repo.stockOf(store.id, input.eisbn, trx)).find((row) => row.locationId === location.id);
        await catalog.upsertStock(
          [
            {
              storeId: store.id,
              locationId: location.id,
              eisbn: input.eisbn,
              conditionCode: 'NEW',
              onhand: fields.onhand,
              onorder: before ? Number(before.onorder) : 0,
              priceCents: fields.price_cents,
              listPriceUsaCents: before ? before.listPriceUsaCents : title.listPriceUsaCents,
              listPriceCanCents: before ? before.listPriceCanCents : title.listPriceCanCents,
              availabilityCode: fields.availability_code,
              isExtraOrderable: fields.is_extra_orderable ? 1 : 0,
              discountPercent: before ? Number(before.discountPercent) : 0,
              rank: before ? before.rank : null,
              // The stock's change time is the revision the storefront's caches key on.
              updatedAt: nowSeconds(),
            },
          ],
          trx,
        );
        await deps.audit.recordAudit(trx, staff, {
          action: 'catalogue.saveStock',
          subject: input.eisbn,
          before: before ? { location_id: location.id, ...stockFieldsOf(before) } : null,
          after: { location_id: location.id, ...fields },
        });
      });
      return titleOf(store, input.eisbn);
    },

    /**
     * console/catalogue/setHidden: the title leaves (or comes back to) this store's storefront at
     * once; browse keys its cached results on the store's hidden titles, which it reads again when
     * the store's revision moves (as it does for a store subject). Other stores are untouched.
     */
    async setHidden(store: StoreContext, staff: StaffIdentity, input: { eisbn: string; hidden: boolean }) {
      if (!(await repo.findTitle(input.eisbn))) throw titleNotFound();
      await repo.transaction(async (trx) => {
        const before = await repo.isHidden(store.id, input.eisbn, trx);
        if (before === input.hidden) return;
        if (input.hidden) await repo.hide({ storeId: store.id, eisbn: input.eisbn, hiddenAt: nowSeconds() }, trx);
        else await repo.show(store.id, input.eisbn, trx);
        await stores.moveRevision(store.id, trx);
        await deps.audit.recordAudit(trx, staff, {
          action: 'catalogue.setHidden',
          subject: input.eisbn,
          before: { hidden: before },
          after: { hidden: input.hidden },
        });
      });
      return titleOf(store, input.eisbn);
    },

    /** console/catalogue/storeSubjects: the store subjects the store uses, to give another title. */
    storeSubjects: async (storeId: string): Promise<ConsoleStoreSubjectList> => ({
      subjects: await storeSubjects.summary(storeId),
    }),

    /**
     * console/catalogue/addStoreSubject: a code the store uses already keeps its one label (the
     * browse filter lists one option per code); a title that has the subject already is left as it is.
     */
    async addStoreSubject(
      store: StoreContext,
      staff: StaffIdentity,
      input: { eisbn: string; code: string; label: string },
    ) {
      if (!(await repo.findTitle(input.eisbn))) throw titleNotFound();
      await repo.transaction(async (trx) => {
        // The code's one label is read with its claim held, so two adds of a new code cannot both pass.
        await storeSubjects.claimCode(store.id, input.code, nowSeconds(), trx);
        const named = await storeSubjects.labelOf(store.id, input.code, trx);
        if (named !== undefined && named !== input.label) {
          const message = messages.storeSubjectNamed(input.code, named);
          throw new ConflictError(codes.storeSubjectNamed, message, { label: message });
        }
        const has = (await storeSubjects.ofTitle(store.id, input.eisbn, trx)).some((row) => row.code === input.code);
        if (has) return;
        if ((await storeSubjects.countOfStore(store.id, trx)) >= storeSubjectRowsMax)
          throw new ConflictError(codes.storeSubjectsFull, messages.storeSubjectsFull);
        // Field by field: the body also carries the request's own fields (its uuid).
        const { eisbn, code, label } = input;
        await storeSubjects.add({ storeId: store.id, eisbn, code, label, addedAt: nowSeconds() }, trx);
        await stores.moveRevision(store.id, trx);
        await deps.audit.recordAudit(trx, staff, {
          action: 'catalogue.addStoreSubject',
          subject: input.eisbn,
          after: { code: input.code, label: input.label },
        });
      });
      return titleOf(store, input.eisbn);
    },

    /** console/catalogue/removeStoreSubject: a subject the title does not have is no change. */
    async removeStoreSubject(store: StoreContext, staff: StaffIdentity, input: { eisbn: string; code: string }) {
      if (!(await repo.findTitle(input.eisbn))) throw titleNotFound();
      await repo.transaction(async (trx) => {
        const before = (await storeSubjects.ofTitle(store.id, input.eisbn, trx)).find((row) => row.code === input.code);
        if (!before) return;
        await storeSubjects.remove(store.id, input.eisbn, input.code, trx);
        await stores.moveRevision(store.id, trx);
        await deps.audit.recordAudit(trx, staff, {
          action: 'catalogue.removeStoreSubject',
          subject: input.eisbn,
          before: { code: before.code, label: before.label },
        });
      });
      return titleOf(store, input.eisbn);
    },

    /** console/catalogue/uploadCover: judged by its bytes, stored as the `covers` command stores one. */
    async uploadCover(store: StoreContext, staff: StaffIdentity, input: { eisbn: string; data: Buffer }) {
      if (input.data.length > consoleCoverMaxBytes)
        throw new BadRequestError(codes.coverTooLarge, messages.coverTooLarge);
      if (!imageTypeOf(input.data)) throw new BadRequestError(codes.coverRefused, messages.coverRefused);
      if ((await catalog.findExistingEisbns([input.eisbn])).size === 0) throw titleNotFound();
      const stored = await repo.transaction(async (trx) => {
        const result = await storeCover(input.eisbn, input.data, {
          repo: catalog,
          dataDir: deps.dataDir,
          executor: trx,
        });
        await deps.audit.recordAudit(trx, staff, {
          action: 'catalogue.uploadCover',
          subject: input.eisbn,
          after: { cover_image_cache: result.cacheKey, bytes: input.data.length },
        });
        return result;
      });
      await stored.removeReplaced();
      return titleOf(store, input.eisbn);
    },
  };
}
export type ConsoleTitleService = ReturnType<typeof createConsoleTitleService>;
