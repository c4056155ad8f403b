import {
  commonErrorCodes,
  listMessages,
  listShareActionTable,
  listShareErrorCodes,
  listShareMessages,
} from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts';
import { asBuffer } from '../../lib/uploaded-file.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import { listWorkbook } from './excel.ts';
import { linesOfPastedIsbns, readListImportFile, type ListImportLine } from './import-file.ts';
import type { ListImportService } from './import-service.ts';
import type { ListOwner } from './service.ts';
import type { ListShareService } from './share-service.ts';

/** The customer's list owner; the action table has refused a guest already. */
function ownerOf(request: FastifyRequest): ListOwner {
  const userId = request.session?.userId;
  if (!userId) throw new UnauthorizedError(commonErrorCodes.loginRequired, listMessages.loginRequired);
  return { storeId: request.store.id, userId, isAmerican: request.store.settings.store_info.country === 'US' };
}

/** docs/features/lists.md#sharing-a-list: the shared page's path; the web app's route reads the same. */
export const sharedListPath = (token: string) => `/lists/shared/${token}`;

/** A file name for the list's spreadsheet: its name's letters and digits, or "list". */
const fileNameOf = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'list'
  }.xlsx`;

/** titlelist/getPublicUrl, titlelist/getShared, the titlelist/getExcel download and titlelist/importFile (docs/api/README.md). */
export function listShareHandlers({ shares, imports }: { shares: ListShareService; imports: ListImportService }) {
  return {
    'titlelist/getPublicUrl': async (request) => {
      const token = await shares.shareToken(ownerOf(request), request.body.list_id);
      return { url: `${storeBaseUrl(request)}${sharedListPath(token)}` };
    },
    'titlelist/removePublicUrl': async (request) => {
      await shares.stopSharing(ownerOf(request), request.body.list_id);
      return { message: listShareMessages.stoppedSharing };
    },
    'titlelist/getShared': async (request) => {
      const { share_token: token, limit, offset } = request.body;
      const isAmerican = request.store.settings.store_info.country === 'US';
      return shares.sharedList(request.viewer, { token, limit, offset, isAmerican });
    },
    'titlelist/getExcel': async (request, reply) => {
      const { list, rows } = await shares.wholeList(ownerOf(request), request.viewer, request.query.list_id);
      return reply
        .header('content-type', listShareActionTable['titlelist/getExcel'].download)
        .header('content-disposition', `attachment; filename="${fileNameOf(list.name)}"`)
        .header('cache-control', 'private, no-store')
        .send(await listWorkbook(list, rows));
    },
    'titlelist/importFile': async (request) => {
      const owner = ownerOf(request);
      const { list_id: listId, file, isbns, add_to_list: addToList } = request.body;
      let lines: ListImportLine[];
      if (file) {
        lines = await readListImportFile({ filename: file.filename, data: asBuffer(file.data) }, (error) =>
          request.log.info({ err: error }, 'titlelist/importFile could not read the file'),
        );
      } else if (isbns?.trim()) {
        lines = linesOfPastedIsbns(isbns);
      } else {
        throw new BadRequestError(listShareErrorCodes.importNeedsFile, listShareMessages.importNeedsFile);
      }
      const { rows, list, addedCount } = await imports.importLines(owner, request.viewer, { listId, lines, addToList });
      return {
        result: { titles: rows },
        ...(list ? { list } : {}),
        ...(addedCount === undefined ? {} : { added_count: addedCount }),
      };
    },
  } satisfies ModuleActionHandlers;
}
