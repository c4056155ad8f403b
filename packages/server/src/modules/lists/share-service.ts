import {
  listShareErrorCodes,
  listShareMessages,
  type SharedListResult,
  type TitleList,
  type TitleSummary,
} from '@bookfront/contract';
import { NotFoundError } from '../../lib/errors.ts';
import { randomToken } from '../../lib/ids.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { Viewer } from '../catalog/viewer.ts';
import { toTitleList } from './mapper.ts';
import type { ListsRepository } from './repository.ts';
import type { ListOwner, ListsService } from './service.ts';
import type { ListShareRepository } from './share-repository.ts';

/** 24 random bytes: 192 bits, 32 characters of base64url; no one finds a list by guessing. */
const shareTokenBytes = 24;

const sharedNotFound = () => new NotFoundError(listShareErrorCodes.sharedNotFound, listShareMessages.sharedNotFound);

/**
 * Sharing a list (docs/features/lists.md#sharing-a-list) and reading all its titles at once (the spreadsheet).
 * The owner's list is checked by the lists service, so another customer's list answers its 404.
 */
export function createListShareService(deps: {
  lists: Pick<ListsService, 'getList' | 'titlesOf'>;
  repo: Pick<ListsRepository, 'countItems' | 'eisbnsOf'>;
  shares: ListShareRepository;
  titles: Pick<TitleService, 'summaries'>;
}) {
  const { lists, repo, shares, titles } = deps;
  const summariesOf = (viewer: Viewer, eisbns: string[]): Promise<TitleSummary[]> =>
    eisbns.length === 0 ? Promise.resolve([]) : titles.summaries(viewer, eisbns);

  return {
    /** titlelist/getPublicUrl: the list's share token, made the first time it is asked for. */
    async shareToken(owner: ListOwner, listId: string): Promise<string> {
      const list = await lists.getList(owner, listId);
      const token = await shares.ensureShareToken(owner.storeId, list.list_id, randomToken(shareTokenBytes));
      if (!token) throw new Error('the list lost its share token right after it was given one');
      return token;
    },

    /** titlelist/removePublicUrl: the list's link opens nothing from now on. */
    async stopSharing(owner: ListOwner, listId: string): Promise<void> {
      const list = await lists.getList(owner, listId);
      await shares.clearShareToken(owner.storeId, list.list_id);
    },

    /** titlelist/getShared: a page of a shared list for anyone, with no word of its owner. */
    async sharedList(
      viewer: Viewer,
      input: { token: string; limit: number; offset: number; isAmerican: boolean },
    ): Promise<SharedListResult> {
      const row = await shares.findByShareToken(viewer.storeId, input.token);
      if (!row) throw sharedNotFound();
      const [eisbns, rowCount] = await Promise.all([
        repo.eisbnsOf(viewer.storeId, row.id, { limit: input.limit, offset: input.offset }),
        repo.countItems(viewer.storeId, row.id),
      ]);
      return {
        list: {
          // A shared favourites list is named in the store's spelling, as its owner sees it.
          name: toTitleList(row, rowCount, input.isAmerican).name,
          description: row.description,
          date_updated: Number(row.updatedAt),
          row_count: rowCount,
        },
        rows: await summariesOf(viewer, eisbns),
        row_count: rowCount,
      };
    },

    /** The shared page's head for search engines: the list's name, description and first cover; null for no list. */
    async sharedHead(storeId: string, token: string, isAmerican: boolean) {
      const row = await shares.findByShareToken(storeId, token);
      if (!row) return null;
      const [first] = await repo.eisbnsOf(storeId, row.id, { limit: 1, offset: 0 });
      return { name: toTitleList(row, 0, isAmerican).name, description: row.description, firstEisbn: first ?? null };
    },

    /** titlelist/getExcel: the customer's list and every title on it, newest first. */
    async wholeList(
      owner: ListOwner,
      viewer: Viewer,
      listId: string,
    ): Promise<{ list: TitleList; rows: TitleSummary[] }> {
      const list = await lists.getList(owner, listId);
      const eisbns = await lists.titlesOf(owner, list.list_id);
      return { list, rows: await summariesOf(viewer, eisbns) };
    },
  };
}
export type ListShareService = ReturnType<typeof createListShareService>;
