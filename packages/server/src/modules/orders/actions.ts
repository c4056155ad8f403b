import {
  failureSchema,
  getOrderInputSchema,
  orderListInputSchema,
  orderListSchema,
  orderSchema,
} from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionBody } from '../../plugins/action-body.ts';
import { requireCustomerId } from '../../plugins/session.ts';
import { orderWorkbook } from './excel.ts';
import type { OrdersService, OrderViewer } from './service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function viewerOf(request: FastifyRequest): OrderViewer {
  return {
    storeId: request.store.id,
    userId: request.session?.userId ?? null,
    sessionCorpId: request.session?.corpId ?? null,
  };
}

/** order/get, order/getList and the order/getExcel download (spec 2 §7 "Orders"). */
export function orderActions(orders: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/order/get',
      { schema: { body: actionBody(getOrderInputSchema), response: { 200: orderSchema, ...failures } } },
      async (request) => orders.getOrder(viewerOf(request), request.body),
    );

    app.post(
      '/order/getList',
      { schema: { body: actionBody(orderListInputSchema), response: { 200: orderListSchema, ...failures } } },
      async (request) => {
        requireCustomerId(request);
        return orders.listOrders(viewerOf(request), request.body);
      },
    );

    // ARCHITECTURE.md §3: downloads are GET URLs, so the browser's own download takes the session cookie.
    app.get('/order/getExcel', { schema: { querystring: getOrderInputSchema } }, async (request, reply) => {
      const order = await orders.getOrder(viewerOf(request), request.query);
      const location = request.store.locations.find((candidate) => candidate.id === order.order_location_id);
      const content = await orderWorkbook(order, { locationName: location?.name ?? order.order_location_id });
      const fileName = `order-${order.order_number.replace(/[^\w-]/g, '')}.xlsx`;
      return reply
        .header('content-type', xlsxType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    });
  };
}
