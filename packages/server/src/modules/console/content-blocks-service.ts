import {
  consoleContentErrorCodes,
  consoleContentMessages,
  homePageId,
  landingPageId,
  type ConsoleBlock,
  type ConsoleBlockPages,
  type ConsoleBlockCreateInput,
  type ConsoleBlockUpdateInput,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { AdminBlock, PagesAdminService } from '../pages/admin-service.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import { hiddenOfEach, type HiddenAmong } from './hidden-titles.ts';
import { storePageTypes } from './settings-navigation-pages.ts';
import type { StaffIdentity } from './staff-service.ts';

type BlockFields = Required<Omit<ConsoleBlockUpdateInput, 'block_id' | 'limit'>> & { limit?: number | undefined };

type MenuEntry = { id: string; label: string; path: string; type: string; submenu?: MenuEntry[] };

/**
 * The pages the console edits the blocks of: the home and landing pages, the store's own pages of
 * its menus (by their entry's id, label and path), then any other page that has blocks.
 */
export function blockPagesOf(menus: MenuEntry[][], blocks: AdminBlock[]): ConsoleBlockPages['pages'] {
  const counts = new Map<string, number>();
  for (const block of blocks) counts.set(block.pageId, (counts.get(block.pageId) ?? 0) + 1);
  const pages = new Map<string, { title: string; path: string }>([
    [homePageId, { title: consoleContentMessages.homeHeading, path: '/' }],
    [landingPageId, { title: consoleContentMessages.landingTitle, path: '/' }],
  ]);
  const entries = menus.flat().flatMap((entry) => [entry, ...(entry.submenu ?? [])]);
  for (const entry of entries) {
    if (storePageTypes.has(entry.type) && !pages.has(entry.id))
      pages.set(entry.id, { title: entry.label, path: entry.path });
  }
  for (const pageId of counts.keys()) if (!pages.has(pageId)) pages.set(pageId, { title: pageId, path: '' });
  return [...pages].map(([pageId, page]) => ({ page_id: pageId, ...page, block_count: counts.get(pageId) ?? 0 }));
}

const notFound = () => new NotFoundError(consoleContentErrorCodes.blockNotFound, consoleContentMessages.blockNotFound);

/** The block as its audit records it, whatever the store hides. */
type AuditedBlock = Omit<ConsoleBlock, 'hidden_isbns'>;

function toConsoleBlock(block: AdminBlock): AuditedBlock {
  return {
    block_id: block.id,
    page_id: block.pageId,
    type: block.type,
    placement: block.placement,
    header: block.header,
    description: block.description,
    image: block.image,
    link: block.link,
    list_id: block.listId,
    limit: block.limit,
    calendar_widgets: block.calendarWidgets,
    position: block.position,
  };
}

const draftOf = (fields: BlockFields) => ({
  placement: fields.placement,
  header: fields.header,
  description: fields.description,
  image: fields.image,
  link: fields.link,
  calendarWidgets: fields.calendar_widgets,
  ...(fields.limit === undefined ? {} : { limit: fields.limit }),
});

/**
 * docs/features/store-console.md#home-page: the blocks of the home page and of the store's other pages, through the same admin service
 * as the page:* commands, each change audited in its transaction. `pagesIn` makes that service on a
 * database or a transaction.
 */
export function createConsoleBlocksService(deps: {
  db: Kysely<Database>;
  pagesIn: (db: Kysely<Database>) => PagesAdminService;
  audit: ContentAudit;
  hiddenAmong: HiddenAmong;
  /** A store list's titles in its order; null when the store has no such list. */
  storeListEisbns: (storeId: string, listId: string) => Promise<string[] | null>;
}) {
  /** Each block with the titles of its list the store hides, so a bookseller sees why the storefront shows fewer. */
  async function withHidden(storeId: string, blocks: AuditedBlock[]): Promise<ConsoleBlock[]> {
    const titles = await Promise.all(
      blocks.map(async (block) =>
        block.type === 'list' && block.list_id ? ((await deps.storeListEisbns(storeId, block.list_id)) ?? []) : [],
      ),
    );
    const hidden = await hiddenOfEach(deps.hiddenAmong, storeId, titles);
    return blocks.map((block, index) => ({ ...block, hidden_isbns: hidden[index] ?? [] }));
  }
  const oneWithHidden = async (storeId: string, block: AuditedBlock): Promise<ConsoleBlock> =>
    (await withHidden(storeId, [block]))[0] ?? { ...block, hidden_isbns: [] };

  const pageBlocks = (admin: PagesAdminService, storeId: string, pageId: string) => admin.listBlocks(storeId, pageId);

  /** A block of any of the store's pages; another store's is not found. */
  async function storeBlock(admin: PagesAdminService, storeId: string, blockId: string): Promise<AdminBlock> {
    const block = (await admin.listBlocks(storeId)).find((candidate) => candidate.id === blockId);
    if (!block) throw notFound();
    return block;
  }

  return {
    /** console/blocks/pages: the pages of the store's menus (`menus`) and those that have blocks. */
    async pages(storeId: string, menus: MenuEntry[][]): Promise<ConsoleBlockPages> {
      return { pages: blockPagesOf(menus, await deps.pagesIn(deps.db).listBlocks(storeId)) };
    },

    async list(storeId: string, pageId: string = homePageId): Promise<{ blocks: ConsoleBlock[] }> {
      const blocks = await pageBlocks(deps.pagesIn(deps.db), storeId, pageId);
      return { blocks: await withHidden(storeId, blocks.map(toConsoleBlock)) };
    },

    create: async (
      staff: StaffIdentity,
      input: Required<Omit<ConsoleBlockCreateInput, 'limit'>> & BlockFields,
    ): Promise<ConsoleBlock> => {
      const created = await auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const { id } = await admin.addBlock(
          staff.storeId,
          { pageId: input.page_id, type: input.type, ...draftOf(input), isbns: input.isbns },
          nowSeconds(),
        );
        const after = toConsoleBlock(await storeBlock(admin, staff.storeId, id));
        return { action: 'block.create', subject: id, after, result: after };
      });
      return oneWithHidden(staff.storeId, created);
    },

    update: async (staff: StaffIdentity, blockId: string, fields: BlockFields): Promise<ConsoleBlock> => {
      const updated = await auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const before = toConsoleBlock(await storeBlock(admin, staff.storeId, blockId));
        await admin.updateBlock(staff.storeId, blockId, draftOf(fields), nowSeconds());
        const after = toConsoleBlock(await storeBlock(admin, staff.storeId, blockId));
        return { action: 'block.update', subject: blockId, before, after, result: after };
      });
      return oneWithHidden(staff.storeId, updated);
    },

    /** Swaps the block with the one before or after it among the blocks of its placement. */
    move: async (
      staff: StaffIdentity,
      blockId: string,
      direction: 'up' | 'down',
    ): Promise<{ blocks: ConsoleBlock[] }> => {
      const moved = await auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const block = await storeBlock(admin, staff.storeId, blockId);
        const siblings = (await pageBlocks(admin, staff.storeId, block.pageId)).filter(
          (candidate) => candidate.placement === block.placement,
        );
        const index = siblings.findIndex((candidate) => candidate.id === blockId);
        const other = siblings[direction === 'up' ? index - 1 : index + 1];
        if (other) {
          const now = nowSeconds();
          await admin.updateBlock(staff.storeId, block.id, { position: other.position }, now);
          await admin.updateBlock(staff.storeId, other.id, { position: block.position }, now);
        }
        return {
          action: 'block.move',
          subject: blockId,
          before: { position: block.position },
          after: { position: other?.position ?? block.position },
          result: (await pageBlocks(admin, staff.storeId, block.pageId)).map(toConsoleBlock),
        };
      });
      return { blocks: await withHidden(staff.storeId, moved) };
    },

    remove: (staff: StaffIdentity, blockId: string) =>
      auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const before = toConsoleBlock(await storeBlock(admin, staff.storeId, blockId));
        await admin.removeBlock(staff.storeId, blockId);
        return { action: 'block.delete', subject: blockId, before, result: { deleted: true as const } };
      }),
  };
}
export type ConsoleBlocksService = ReturnType<typeof createConsoleBlocksService>;
