import { orderActionTable } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { orderWorkbook } from './excel.ts';
import type { OrdersService, OrderViewer } from './service.ts';

function viewerOf(request: FastifyRequest): OrderViewer {
  return {
    storeId: request.store.id,
    userId: request.session?.userId ?? null,
    sessionCorpId: request.session?.corpId ?? null,
    locations: request.store.locations,
  };
}

/** order/get, order/getList and the order/getExcel download (docs/api/README.md). */
export function orderHandlers(orders: OrdersService) {
  return {
    'order/get': async (request) => orders.getOrder(viewerOf(request), request.body),
    'order/getList': async (request) => orders.listOrders(viewerOf(request), request.body),
    'order/getExcel': async (request, reply) => {
      const order = await orders.getOrder(viewerOf(request), request.query);
      const location = request.store.locations.find((candidate) => candidate.id === order.order_location_id);
      const content = await orderWorkbook(order, { locationName: location?.name ?? order.order_location_id });
      const fileName = `order-${order.order_number.replace(/[^\w-]/g, '')}.xlsx`;
      return reply
        .header('content-type', orderActionTable['order/getExcel'].download)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  } satisfies ModuleActionHandlers;
}
