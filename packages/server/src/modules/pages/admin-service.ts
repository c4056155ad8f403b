import {
  blockPlacementSchema,
  blockTypeSchema,
  commonErrorCodes,
  isSitePathOrHttpUrl,
  pageLimits,
  toSingleLine,
  type BlockPlacement,
  type BlockType,
} from '@bookfront/contract';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { toEisbn } from '../../lib/identifiers.ts';
import { newId } from '../../lib/ids.ts';
import { sanitiseHtml } from '../catalog/import/description-html.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';
import { storeListOwner, type ListsService } from '../lists/service.ts';
import type { PagesRepository } from './repository.ts';

const refuse = (message: string) => new BadRequestError(commonErrorCodes.invalidInput, message);

/** A featured list's description as its list page shows it: text, one paragraph. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const pageIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A block as the bookseller writes it (docs/features/custom-pages.md#running-pages). */
export type BlockDraft = {
  pageId: string;
  type: BlockType;
  placement: BlockPlacement;
  name: string;
  header: string;
  headerVisible: boolean;
  description: string;
  listId: string;
  eventId: string;
  image: string;
  link: string;
  calendarWidgets: boolean;
  hasTitles: boolean;
  limit: number;
};

/** A featured list as the bookseller writes it. */
export type FeatureDraft = {
  header: string;
  headerVisible: boolean;
  description: string;
  image: string;
  category: string;
  subCategory: string;
  placement: 'banner' | 'other';
};

export type AdminBlock = BlockDraft & { id: string; position: number };
export type AdminFeature = FeatureDraft & { listId: string; titles: number };

function singleLine(value: string, max: number, what: string): string {
  const line = toSingleLine(value);
  if (line.length > max) throw refuse(`${what} is at most ${max} characters.`);
  return line;
}

function link(value: string, what: string): string {
  const trimmed = value.trim();
  if (trimmed && !isSitePathOrHttpUrl(trimmed)) throw refuse(`${what} is an http(s) address or a path on this site.`);
  return trimmed;
}

function description(value: string): string {
  if (value.length > pageLimits.descriptionMax) {
    throw refuse(`The description is at most ${pageLimits.descriptionMax} characters.`);
  }
  return sanitiseHtml(value) ?? '';
}

/** Checks and cleans a block's fields (only those given). */
function checkedBlock(draft: Partial<BlockDraft>) {
  const type = draft.type === undefined ? undefined : blockTypeSchema.parse(draft.type);
  const fields = {
    ...(draft.pageId === undefined ? {} : { pageId: draft.pageId }),
    ...(type === undefined ? {} : { type }),
    ...(draft.placement === undefined ? {} : { placement: blockPlacementSchema.parse(draft.placement) }),
    ...(draft.name === undefined ? {} : { name: singleLine(draft.name, pageLimits.nameMax, 'A name') }),
    ...(draft.header === undefined ? {} : { header: singleLine(draft.header, pageLimits.headerMax, 'A header') }),
    ...(draft.headerVisible === undefined ? {} : { headerVisible: draft.headerVisible ? 1 : 0 }),
    ...(draft.description === undefined ? {} : { description: description(draft.description) }),
    ...(draft.listId === undefined ? {} : { listId: draft.listId.trim() }),
    ...(draft.eventId === undefined ? {} : { eventId: draft.eventId.trim() }),
    ...(draft.image === undefined ? {} : { image: link(draft.image, 'The image') }),
    ...(draft.link === undefined ? {} : { link: link(draft.link, 'The link') }),
    ...(draft.calendarWidgets === undefined ? {} : { calendarWidgets: draft.calendarWidgets ? 1 : 0 }),
    ...(draft.hasTitles === undefined ? {} : { hasTitles: draft.hasTitles ? 1 : 0 }),
    ...(draft.limit === undefined ? {} : { itemLimit: draft.limit }),
  };
  if (fields.pageId !== undefined && !pageIdPattern.test(fields.pageId)) {
    throw refuse("A page id is 'home' or a navigation item's id: letters, digits, - and _.");
  }
  if (
    draft.limit !== undefined &&
    (!Number.isInteger(draft.limit) || draft.limit < 1 || draft.limit > pageLimits.sliderMax)
  ) {
    throw refuse(`A block's limit is from 1 to ${pageLimits.sliderMax}.`);
  }
  return fields;
}

function checkedFeature(draft: Partial<FeatureDraft>) {
  return {
    ...(draft.header === undefined ? {} : { header: singleLine(draft.header, pageLimits.nameMax, 'A header') }),
    ...(draft.headerVisible === undefined ? {} : { headerVisible: draft.headerVisible ? 1 : 0 }),
    ...(draft.description === undefined ? {} : { description: description(draft.description) }),
    ...(draft.image === undefined ? {} : { image: link(draft.image, 'The image') }),
    ...(draft.category === undefined
      ? {}
      : { category: singleLine(draft.category, pageLimits.categoryMax, 'A category') }),
    ...(draft.subCategory === undefined
      ? {}
      : { subCategory: singleLine(draft.subCategory, pageLimits.categoryMax, 'A sub-category') }),
    ...(draft.placement === undefined ? {} : { placement: draft.placement === 'banner' ? 'banner' : 'other' }),
  };
}

/**
 * How booksellers run their home and custom pages and featured lists, from the command line and
 * the store console. Made on a transaction, it writes inside it.
 */
export function createPagesAdminService({
  repo,
  lists,
  titleFacts,
}: {
  repo: PagesRepository;
  lists: ListsService;
  titleFacts: Pick<TitleFactsService, 'findTitle'>;
}) {
  /** The catalogue's eisbns of `isbns`, refusing any it does not have. */
  async function catalogueEisbns(isbns: readonly string[]): Promise<string[]> {
    const eisbns: string[] = [];
    for (const isbn of isbns) {
      const eisbn = toEisbn(isbn.trim());
      if (!(await titleFacts.findTitle(eisbn))) throw refuse(`The catalogue has no title ${isbn}.`);
      if (!eisbns.includes(eisbn)) eisbns.push(eisbn);
    }
    return eisbns;
  }

  async function existingBlock(storeId: string, id: string) {
    const row = await repo.findBlock(storeId, id);
    if (!row) throw new NotFoundError(commonErrorCodes.invalidInput, `The store has no block '${id}'.`);
    return row;
  }

  async function existingFeature(storeId: string, listId: string) {
    const row = await repo.findFeature(storeId, listId);
    if (!row) throw new NotFoundError(commonErrorCodes.invalidInput, `The store has no featured list '${listId}'.`);
    return row;
  }

  return {
    /**
     * Adds a block at the end of its page; answers its id. A list block without a list gets a store
     * list of its own holding `isbns`.
     */
    async addBlock(
      storeId: string,
      draft: Partial<BlockDraft> & Pick<BlockDraft, 'pageId' | 'type'> & { isbns?: string[]; id?: string },
      now: number,
    ): Promise<{ id: string; listId: string }> {
      const fields = checkedBlock(draft);
      let listId = fields.listId ?? '';
      const eisbns = await catalogueEisbns(draft.isbns ?? []);
      if (draft.type === 'list' && !listId) {
        listId = await lists.createStoreList(storeId, {
          name: fields.header || fields.name || 'List',
          description: '',
        });
      } else if (draft.type === 'list') {
        await lists.getStoreList(storeId, listId);
      }
      if (eisbns.length > 0) {
        if (!listId) throw refuse('Only a list block holds titles.');
        await lists.addStoreTitles(storeId, listId, eisbns);
      }
      const id = draft.id ?? newId();
      await repo.insertBlock({
        storeId,
        id,
        pageId: draft.pageId,
        type: draft.type,
        placement: fields.placement ?? (draft.type === 'banner' ? 'banner' : 'featured'),
        name: fields.name ?? '',
        header: fields.header ?? '',
        headerVisible: fields.headerVisible ?? 1,
        description: fields.description ?? '',
        listId,
        eventId: fields.eventId ?? '',
        image: fields.image ?? '',
        link: fields.link ?? '',
        calendarWidgets: fields.calendarWidgets ?? 0,
        hasTitles: fields.hasTitles ?? 1,
        itemLimit: fields.itemLimit ?? (draft.type === 'event' ? pageLimits.eventsMax : pageLimits.sliderMax),
        position: await repo.nextPosition(storeId, draft.pageId),
        createdAt: now,
        updatedAt: now,
      });
      return { id, listId };
    },

    async updateBlock(
      storeId: string,
      id: string,
      changes: Partial<BlockDraft> & { position?: number; isbns?: string[] },
      now: number,
    ): Promise<void> {
      const row = await existingBlock(storeId, id);
      const fields = checkedBlock(changes);
      const eisbns = await catalogueEisbns(changes.isbns ?? []);
      if (eisbns.length > 0) {
        if (!row.listId) throw refuse('Only a list block holds titles.');
        await lists.addStoreTitles(storeId, row.listId, eisbns);
      }
      await repo.updateBlock(storeId, id, {
        ...fields,
        ...(changes.position === undefined ? {} : { position: changes.position }),
        updatedAt: now,
      });
    },

    async removeBlock(storeId: string, id: string): Promise<void> {
      await existingBlock(storeId, id);
      await repo.removeBlock(storeId, id);
    },

    /** Every block of the store, or of one page, in order. */
    async listBlocks(storeId: string, pageId?: string): Promise<AdminBlock[]> {
      const rows = pageId === undefined ? await repo.findAllBlocks(storeId) : await repo.findBlocks(storeId, pageId);
      return rows.map((row) => ({
        id: row.id,
        pageId: row.pageId,
        type: blockTypeSchema.catch('html').parse(row.type),
        placement: blockPlacementSchema.catch('other').parse(row.placement),
        name: row.name,
        header: row.header,
        headerVisible: row.headerVisible === 1,
        description: row.description,
        listId: row.listId,
        eventId: row.eventId,
        image: row.image,
        link: row.link,
        calendarWidgets: row.calendarWidgets === 1,
        hasTitles: row.hasTitles === 1,
        limit: row.itemLimit,
        position: row.position,
      }));
    },

    /** Adds a featured list holding `isbns` in that order; answers its list id. */
    async addFeature(
      storeId: string,
      draft: Partial<FeatureDraft> & Pick<FeatureDraft, 'header'> & { isbns?: string[] },
      now: number,
    ): Promise<string> {
      const fields = checkedFeature(draft);
      if (!fields.header) throw refuse('A featured list needs a header.');
      const eisbns = await catalogueEisbns(draft.isbns ?? []);
      const listId = await lists.createStoreList(storeId, {
        name: fields.header,
        description: plainText(fields.description ?? ''),
      });
      await lists.addStoreTitles(storeId, listId, eisbns);
      await repo.insertFeature({
        storeId,
        listId,
        header: fields.header,
        headerVisible: fields.headerVisible ?? 1,
        description: fields.description ?? '',
        image: fields.image ?? '',
        category: fields.category ?? '',
        subCategory: fields.subCategory ?? '',
        placement: fields.placement ?? 'other',
        postedAt: now,
        updatedAt: now,
      });
      return listId;
    },

    /** Changes a featured list's details, adds titles to it or takes them off. */
    async updateFeature(
      storeId: string,
      listId: string,
      changes: Partial<FeatureDraft> & { add?: string[]; remove?: string[] },
      now: number,
    ): Promise<void> {
      await existingFeature(storeId, listId);
      const fields = checkedFeature(changes);
      const owner = storeListOwner(storeId);
      if (fields.header || fields.description !== undefined) {
        await lists.modifyList(owner, listId, {
          ...(fields.header ? { name: fields.header } : {}),
          ...(fields.description === undefined ? {} : { description: plainText(fields.description) }),
        });
      }
      if (changes.add?.length) await lists.addStoreTitles(storeId, listId, await catalogueEisbns(changes.add));
      if (changes.remove?.length) {
        await lists.removeTitles(
          owner,
          listId,
          changes.remove.map((isbn) => toEisbn(isbn.trim())),
        );
      }
      await repo.updateFeature(storeId, listId, { ...fields, updatedAt: now });
    },

    /** Removes a featured list and its titles. */
    async deleteFeature(storeId: string, listId: string): Promise<void> {
      await existingFeature(storeId, listId);
      await lists.deleteList(storeListOwner(storeId), listId);
    },

    /** Removes every block and featured list of the store, and the store lists they showed (the demo store's refresh). */
    async clearAll(storeId: string): Promise<void> {
      const owner = storeListOwner(storeId);
      for (const row of await repo.findAllBlocks(storeId)) {
        await repo.removeBlock(storeId, row.id);
        if (row.listId && !(await repo.findFeature(storeId, row.listId))) {
          await lists.deleteList(owner, row.listId).catch((error: unknown) => {
            // Already gone with another block that showed it.
            if (!(error instanceof NotFoundError)) throw error;
          });
        }
      }
      for (const row of await repo.findAllFeatures(storeId)) await lists.deleteList(owner, row.listId);
    },

    /** One featured list with its titles in their order; null when the store has no such list. */
    async getFeature(
      storeId: string,
      listId: string,
    ): Promise<(FeatureDraft & { listId: string; eisbns: string[] }) | null> {
      const row = await repo.findFeature(storeId, listId);
      const eisbns = row ? await lists.storeListEisbns(storeId, listId) : null;
      if (!row || eisbns === null) return null;
      return {
        listId: row.listId,
        header: row.header,
        headerVisible: row.headerVisible === 1,
        description: row.description,
        image: row.image,
        category: row.category,
        subCategory: row.subCategory,
        placement: row.placement === 'banner' ? 'banner' : 'other',
        eisbns,
      };
    },

    async listFeatures(storeId: string): Promise<AdminFeature[]> {
      const rows = await repo.findAllFeatures(storeId);
      return Promise.all(
        rows.map(async (row) => ({
          listId: row.listId,
          header: row.header,
          headerVisible: row.headerVisible === 1,
          description: row.description,
          image: row.image,
          category: row.category,
          subCategory: row.subCategory,
          placement: row.placement === 'banner' ? ('banner' as const) : ('other' as const),
          titles: (await lists.getStoreList(storeId, row.listId)).row_count,
        })),
      );
    },
  };
}
export type PagesAdminService = ReturnType<typeof createPagesAdminService>;
