import { commonErrorCodes, listMessages, listShareActionTable } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import { listWorkbook } from './excel.ts';
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

/** titlelist/getPublicUrl, titlelist/getShared and the titlelist/getExcel download (docs/api/README.md). */
export function listShareHandlers({ shares }: { shares: ListShareService }) {
  return {
    'titlelist/getPublicUrl': async (request) => {
      const token = await shares.shareToken(ownerOf(request), request.body.list_id);
      return { url: `${storeBaseUrl(request)}${sharedListPath(token)}` };
    },
    'titlelist/getShared': async (request) => {
      const { share_token: token, limit, offset } = request.body;
      return shares.sharedList(request.viewer, { token, limit, offset });
    },
    'titlelist/getExcel': async (request, reply) => {
      const { list, rows } = await shares.wholeList(ownerOf(request), request.viewer, request.query.list_id);
      return reply
        .header('content-type', listShareActionTable['titlelist/getExcel'].download)
        .header('content-disposition', `attachment; filename="${fileNameOf(list.name)}"`)
        .header('cache-control', 'private, no-store')
        .send(await listWorkbook(list, rows));
    },
  } satisfies ModuleActionHandlers;
}
