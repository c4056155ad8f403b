import {
  favouritesWord,
  listErrorCodes,
  listMessages,
  type GetListsResult,
  type ListItems,
  type ListSort,
  type TitleList,
} from '@bookfront/contract';
import type { TitleListRow } from '../../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { compactIdentifier, uncheckedEisbn } from '../../lib/identifiers.ts';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import { storeListUserId, toTitleList } from './mapper.ts';
import type { ListsRepository } from './repository.ts';

/** Whose lists: a logged-in customer of a store, and the store's spelling of favourites. */
export type ListOwner = { storeId: string; userId: string; isAmerican: boolean };

/** docs/features/custom-pages.md#store-lists: the owner of the store's own lists, which no customer owns. */
export const storeListOwner = (storeId: string): ListOwner => ({ storeId, userId: storeListUserId, isAmerican: false });

const listNotFound = () => new NotFoundError(listErrorCodes.notFound, listMessages.notFound);

/** docs/features/lists.md#account-lists: a search that reads as an ISBN finds the lists holding that title. */
function isbnOfSearch(searchTerm: string): string | null {
  const compact = compactIdentifier(searchTerm);
  return /^\d{13}$|^\d{9}[\dX]$/.test(compact) ? uncheckedEisbn(compact) : null;
}

/**
 * A customer's title lists (docs/features/lists.md#favourites "Title list"): the built-in favourites list, made on
 * first use, their named lists, and the titles on any list they own. Another customer's list is never read or changed:
 * it answers the same 404 as a list that does not exist.
 */
export function createListsService({ repo, titles }: { repo: ListsRepository; titles: TitleService }) {
  async function favouritesRow(owner: ListOwner): Promise<TitleListRow> {
    const existing = await repo.findFavourites(owner.storeId, owner.userId);
    if (existing) return existing;
    await repo.insertFavouritesIfMissing({
      storeId: owner.storeId,
      id: newId(),
      userId: owner.userId,
      // Shown in the store's spelling (mapper.ts); stored in one.
      name: favouritesWord(false, { capitalized: true }),
      now: nowSeconds(),
    });
    // Ours, or the one a concurrent request made first.
    const created = await repo.findFavourites(owner.storeId, owner.userId);
    if (!created) throw new Error('the favourites list is missing right after it was created');
    return created;
  }

  /** Read before ownership is checked, so that a list's existence is not revealed to others. */
  async function ownedRow(owner: ListOwner, listId: string): Promise<TitleListRow> {
    const row = await repo.findById(owner.storeId, listId);
    if (!row || row.userId !== owner.userId) throw listNotFound();
    return row;
  }

  /** The list `listId` names, or without one the favourites list. */
  const rowFor = (owner: ListOwner, listId: string | undefined) =>
    listId ? ownedRow(owner, listId) : favouritesRow(owner);

  /** The list as it is now (read again, so its count and date include the change just made). */
  async function describe(owner: ListOwner, listId: string): Promise<TitleList> {
    const [row, rowCount] = await Promise.all([
      repo.findById(owner.storeId, listId),
      repo.countItems(owner.storeId, listId),
    ]);
    if (!row) throw listNotFound();
    return toTitleList(row, rowCount, owner.isAmerican);
  }

  /** Every title of a store list, in its order; null when the store has no such list. */
  async function storeListEisbns(storeId: string, listId: string): Promise<string[] | null> {
    const row = await repo.findById(storeId, listId);
    if (!row || row.userId !== storeListUserId) return null;
    return repo.eisbnsOf(storeId, row.id);
  }

  /**
   * A store list's titles as its storefront shows them, in its order: the titles the store hides
   * are left out (docs/features/store-console.md#catalogue-and-stock). Null when the store has no such list.
   */
  async function shownStoreListEisbns(storeId: string, listId: string): Promise<string[] | null> {
    const eisbns = await storeListEisbns(storeId, listId);
    if (!eisbns) return null;
    const hidden = await titles.hiddenAmong(storeId, eisbns);
    return hidden.size === 0 ? eisbns : eisbns.filter((eisbn) => !hidden.has(eisbn));
  }

  /** The list's eisbns: all of them, newest first. */
  const allEisbns = (owner: ListOwner, listId: string) => repo.eisbnsOf(owner.storeId, listId);

  /** docs/features/lists.md: a title the store hides from its storefront is added as one the catalogue lacks. */
  async function titleMustExist(viewer: Viewer, eisbn: string): Promise<void> {
    const [summary] = await titles.shownSummaries(viewer, [eisbn]);
    if (!summary) throw new NotFoundError(listErrorCodes.titleNotFound, listMessages.titleNotFound);
  }

  return {
    /**
     * titlelist/getLists (docs/features/lists.md#account-lists): a page of the customer's lists, favourites
     * (made on first use) first, then by `sort`; searched by ISBN or by words of a name or description.
     */
    async getLists(
      owner: ListOwner,
      input: { eisbn?: string; searchTerm: string; sort: ListSort; limit: number; offset: number },
    ): Promise<GetListsResult> {
      await favouritesRow(owner);
      const isbn = input.searchTerm ? isbnOfSearch(input.searchTerm) : null;
      const query = {
        storeId: owner.storeId,
        userId: owner.userId,
        containsEisbn: input.eisbn,
        sort: input.sort,
        limit: input.limit,
        offset: input.offset,
        ...(isbn ? { holdingEisbn: isbn } : input.searchTerm ? { keyword: input.searchTerm } : {}),
      };
      const [rows, rowCount] = await Promise.all([repo.findByCustomer(query), repo.countByCustomer(query)]);
      return {
        rows: rows.map((found) => ({
          ...toTitleList(found.row, found.rowCount, owner.isAmerican),
          contains_eisbn: found.containsEisbn,
        })),
        row_count: rowCount,
      };
    },

    /** titlelist/create: a named list, holding `eisbn` when given (a title the catalogue has). */
    async createList(
      owner: ListOwner,
      viewer: Viewer,
      input: { name: string; description: string; eisbn?: string },
    ): Promise<TitleList> {
      if (input.eisbn) await titleMustExist(viewer, input.eisbn);
      const id = newId();
      const now = nowSeconds();
      await repo.insertNamed({
        storeId: owner.storeId,
        id,
        userId: owner.userId,
        name: input.name,
        description: input.description,
        now,
      });
      if (input.eisbn) await repo.addItems(owner.storeId, id, [input.eisbn], now);
      return describe(owner, id);
    },

    /** titlelist/modify: a new name or description; the favourites list keeps its name. */
    async modifyList(
      owner: ListOwner,
      listId: string,
      changes: { name?: string; description?: string },
    ): Promise<TitleList> {
      const row = await ownedRow(owner, listId);
      if (changes.name !== undefined && row.isFavourites === 1) {
        throw new ForbiddenError(
          listErrorCodes.keepsName,
          listMessages.favouritesKeepsName(favouritesWord(owner.isAmerican)),
        );
      }
      await repo.updateDetails(owner.storeId, row.id, { ...changes, updatedAt: nowSeconds() });
      return describe(owner, row.id);
    },

    /** titlelist/delete: a named list and its titles; never the favourites list (can_delete false). */
    async deleteList(owner: ListOwner, listId: string): Promise<void> {
      const row = await ownedRow(owner, listId);
      if (row.isFavourites === 1) {
        throw new ForbiddenError(
          listErrorCodes.notDeletable,
          listMessages.favouritesNotDeletable(favouritesWord(owner.isAmerican)),
        );
      }
      await repo.remove(owner.storeId, row.id);
    },

    /** titlelist/copyFromList: the titles of one list join another (both the customer's); answers the second. */
    async copyList(
      owner: ListOwner,
      input: { fromListId: string; toListId: string },
    ): Promise<{ list: TitleList; addedCount: number }> {
      const [from, to] = await Promise.all([ownedRow(owner, input.fromListId), ownedRow(owner, input.toListId)]);
      const addedCount = await repo.addItems(owner.storeId, to.id, await allEisbns(owner, from.id), nowSeconds());
      return { list: await describe(owner, to.id), addedCount };
    },

    /** titlelist/copyToCart: every title on a list the customer owns, newest first. */
    async titlesOf(owner: ListOwner, listId: string): Promise<string[]> {
      const row = await ownedRow(owner, listId);
      return allEisbns(owner, row.id);
    },

    /** titlelist/get. */
    async getList(owner: ListOwner, listId: string): Promise<TitleList> {
      const row = await ownedRow(owner, listId);
      return toTitleList(row, await repo.countItems(owner.storeId, row.id), owner.isAmerican);
    },

    /** titlelist/getItems: a page of the list's titles, newest first, as browse rows for `viewer`. */
    async getItems(
      owner: ListOwner,
      viewer: Viewer,
      input: { listId: string; limit: number; offset: number },
    ): Promise<ListItems> {
      const row = await ownedRow(owner, input.listId);
      const [eisbns, rowCount] = await Promise.all([
        repo.eisbnsOf(owner.storeId, row.id, { limit: input.limit, offset: input.offset }),
        repo.countItems(owner.storeId, row.id),
      ]);
      return { rows: eisbns.length === 0 ? [] : await titles.summaries(viewer, eisbns), row_count: rowCount };
    },

    /**
     * Adds titles (already known to the catalogue) to a list, or to the favourites list, made if
     * missing. Titles the list holds already are left as they are. Answers the list and how many were new.
     */
    async addTitles(
      owner: ListOwner,
      listId: string | undefined,
      eisbns: string[],
    ): Promise<{ list: TitleList; addedCount: number }> {
      const row = await rowFor(owner, listId);
      const addedCount = await repo.addItems(owner.storeId, row.id, [...new Set(eisbns)], nowSeconds());
      return { list: await describe(owner, row.id), addedCount };
    },

    /** titlelist/addItemToList: one title, which must be in the catalogue. */
    async addTitle(owner: ListOwner, viewer: Viewer, listId: string | undefined, eisbn: string): Promise<TitleList> {
      await titleMustExist(viewer, eisbn);
      const row = await rowFor(owner, listId);
      await repo.addItems(owner.storeId, row.id, [eisbn], nowSeconds());
      return describe(owner, row.id);
    },

    /** titlelist/removeItemFromList and removeItemsFromList; titles not on the list are passed over. */
    async removeTitles(owner: ListOwner, listId: string, eisbns: string[]): Promise<TitleList> {
      const row = await ownedRow(owner, listId);
      await repo.removeItems(owner.storeId, row.id, [...new Set(eisbns)], nowSeconds());
      return describe(owner, row.id);
    },

    /** A list of the store's own (docs/features/custom-pages.md#store-lists); answers its id. */
    async createStoreList(storeId: string, input: { name: string; description: string }): Promise<string> {
      const id = newId();
      await repo.insertNamed({ storeId, id, userId: storeListUserId, ...input, now: nowSeconds() });
      return id;
    },

    /**
     * Adds titles (already known to the catalogue) to a store list, in the order given, before those
     * it has (a list shows its newest first): each is stamped a second before the one before it.
     */
    async addStoreTitles(storeId: string, listId: string, eisbns: string[]): Promise<number> {
      const row = await ownedRow(storeListOwner(storeId), listId);
      const now = nowSeconds();
      let added = 0;
      for (const [index, eisbn] of [...new Set(eisbns)].entries()) {
        added += await repo.addItems(storeId, row.id, [eisbn], now - index);
      }
      return added;
    },

    /**
     * titlelist/get and getItems of a list the caller may not own: a store list, which anyone may view
     * (docs/features/custom-pages.md#store-lists), or the same 404 as a list that does not exist.
     */
    async getStoreList(storeId: string, listId: string): Promise<TitleList> {
      const owner = storeListOwner(storeId);
      const row = await ownedRow(owner, listId);
      // Counted as the storefront shows it, without the titles the store hides.
      return toTitleList(row, (await shownStoreListEisbns(storeId, row.id))?.length ?? 0, owner.isAmerican);
    },

    storeListEisbns,
    shownStoreListEisbns,

    /**
     * A store list's titles for `viewer` and how many it shows; null when the store has no such
     * list. It is the storefront's (its sliders and featured lists), so the titles the store hides
     * are left out of its pages and its count alike. A store list holds tens or hundreds of titles:
     * all are read to page through the shown ones.
     */
    async storeListTitles(
      viewer: Viewer,
      listId: string,
      input: { limit: number; offset?: number },
    ): Promise<ListItems | null> {
      const shown = await shownStoreListEisbns(viewer.storeId, listId);
      if (!shown) return null;
      const offset = input.offset ?? 0;
      const eisbns = shown.slice(offset, offset + input.limit);
      return { rows: eisbns.length === 0 ? [] : await titles.shownSummaries(viewer, eisbns), row_count: shown.length };
    },

    /** session/get's wishlist_id and wishlist (docs/features/lists.md#favourites): the favourites list, once the customer has one. */
    async favouritesOf(storeId: string, userId: string): Promise<{ listId: string; eisbns: string[] } | null> {
      const row = await repo.findFavourites(storeId, userId);
      if (!row) return null;
      return { listId: row.id, eisbns: await repo.eisbnsOf(storeId, row.id) };
    },
  };
}
export type ListsService = ReturnType<typeof createListsService>;
