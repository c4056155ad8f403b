import { commonErrorCodes, reportActionTable, reportMessages } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { ListOwner } from '../lists/service.ts';
import type { ReportsService } from './service.ts';

/** The customer's list owner; the action table has refused a guest already. */
function ownerOf(request: FastifyRequest): ListOwner {
  const userId = request.session?.userId;
  if (!userId) throw new UnauthorizedError(commonErrorCodes.loginRequired, reportMessages.loginRequired);
  return { storeId: request.store.id, userId, isAmerican: request.store.settings.store_info.country === 'US' };
}

/** The day printed on a PDF, in the zone order dates are shown in (docs/architecture.md#runtime-picture). */
const printedOn = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' }).format(date);

/** titlelist/getPdfOptions, titlelist/getPdf, report/progress and the report/get download (docs/api/README.md). */
export function reportHandlers(reports: ReportsService) {
  return {
    'titlelist/getPdfOptions': async () => reports.pdfOptions(),
    'titlelist/getPdf': async (request) => {
      const reportId = await reports.startListPdf(ownerOf(request), request.viewer, {
        listId: request.body.list_id,
        layout: request.body.layout,
        storeName: request.store.name,
        printedOn: printedOn(new Date()),
      });
      return { progress_report_id: reportId };
    },
    'report/progress': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reports.progress(ownerOf(request), request.body.progress_report_id);
    },
    'report/get': async (request, reply) => {
      const { fileName, file } = await reports.file(ownerOf(request), request.query.progress_report_id);
      return reply
        .header('content-type', reportActionTable['report/get'].download)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  } satisfies ModuleActionHandlers;
}
