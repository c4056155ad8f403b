import { consoleActionTable } from '@bookfront/contract';
import type { FastifyReply } from 'fastify';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { PackingService } from '../orders/packing-service.ts';

const pdfType = consoleActionTable['console/orders/pickList'].download;

const sendPdf = (reply: FastifyReply, fileName: string, content: Buffer) =>
  reply
    .header('content-type', pdfType)
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(content);

/** Pick lists and packing slips as PDFs (docs/features/store-console.md#pick-lists-and-packing-slips). */
export function consolePackingHandlers(packing: PackingService) {
  return {
    'console/orders/pickList': async (request, reply) =>
      sendPdf(reply, 'pick-list.pdf', await packing.pickList(request.store, request.query)),
    'console/orders/packingSlip': async (request, reply) => {
      const orderNumber = request.query.order_number;
      const content = await packing.packingSlip(request.store, orderNumber);
      return sendPdf(reply, `packing-slip-${orderNumber.replace(/[^\w-]/g, '')}.pdf`, content);
    },
  } satisfies ModuleActionHandlers;
}
