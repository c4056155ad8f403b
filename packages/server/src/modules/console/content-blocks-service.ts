import {
  consoleContentErrorCodes,
  consoleContentMessages,
  homePageId,
  type ConsoleBlock,
  type ConsoleBlockCreateInput,
  type ConsoleBlockUpdateInput,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { AdminBlock, PagesAdminService } from '../pages/admin-service.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import type { StaffIdentity } from './staff-service.ts';

type BlockFields = Required<Omit<ConsoleBlockUpdateInput, 'block_id' | 'limit'>> & { limit?: number | undefined };

const notFound = () => new NotFoundError(consoleContentErrorCodes.blockNotFound, consoleContentMessages.blockNotFound);

function toConsoleBlock(block: AdminBlock): ConsoleBlock {
  return {
    block_id: block.id,
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
 * docs/features/store-console.md#home-page: the home page's blocks, through the same admin service
 * as the page:* commands, each change audited in its transaction. `pagesIn` makes that service on a
 * database or a transaction.
 */
export function createConsoleBlocksService(deps: {
  db: Kysely<Database>;
  pagesIn: (db: Kysely<Database>) => PagesAdminService;
  audit: ContentAudit;
}) {
  const homeBlocks = (admin: PagesAdminService, storeId: string) => admin.listBlocks(storeId, homePageId);

  async function homeBlock(admin: PagesAdminService, storeId: string, blockId: string): Promise<AdminBlock> {
    const block = (await homeBlocks(admin, storeId)).find((candidate) => candidate.id === blockId);
    if (!block) throw notFound();
    return block;
  }

  return {
    async list(storeId: string): Promise<{ blocks: ConsoleBlock[] }> {
      return { blocks: (await homeBlocks(deps.pagesIn(deps.db), storeId)).map(toConsoleBlock) };
    },

    create: (staff: StaffIdentity, input: Required<Omit<ConsoleBlockCreateInput, 'limit'>> & BlockFields) =>
      auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const { id } = await admin.addBlock(
          staff.storeId,
          { pageId: homePageId, type: input.type, ...draftOf(input), isbns: input.isbns },
          nowSeconds(),
        );
        const after = toConsoleBlock(await homeBlock(admin, staff.storeId, id));
        return { action: 'block.create', subject: id, after, result: after };
      }),

    update: (staff: StaffIdentity, blockId: string, fields: BlockFields) =>
      auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const before = toConsoleBlock(await homeBlock(admin, staff.storeId, blockId));
        await admin.updateBlock(staff.storeId, blockId, draftOf(fields), nowSeconds());
        const after = toConsoleBlock(await homeBlock(admin, staff.storeId, blockId));
        return { action: 'block.update', subject: blockId, before, after, result: after };
      }),

    /** Swaps the block with the one before or after it among the blocks of its placement. */
    move: (staff: StaffIdentity, blockId: string, direction: 'up' | 'down') =>
      auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const block = await homeBlock(admin, staff.storeId, blockId);
        const siblings = (await homeBlocks(admin, staff.storeId)).filter(
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
          result: { blocks: (await homeBlocks(admin, staff.storeId)).map(toConsoleBlock) },
        };
      }),

    remove: (staff: StaffIdentity, blockId: string) =>
      auditedChange(deps, staff, async (trx) => {
        const admin = deps.pagesIn(trx);
        const before = toConsoleBlock(await homeBlock(admin, staff.storeId, blockId));
        await admin.removeBlock(staff.storeId, blockId);
        return { action: 'block.delete', subject: blockId, before, result: { deleted: true as const } };
      }),
  };
}
export type ConsoleBlocksService = ReturnType<typeof createConsoleBlocksService>;
