import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

type StandInOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  captureId: string | null;
};

export const standInCredentials = { client_id: 'stand-in-client', client_secret: 'stand-in-secret' };

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in of PayPal's Orders v2 REST API on 127.0.0.1: OAuth client credentials, create,
 * the approval page (which sends the browser straight back, approving or cancelling), capture
 * (idempotent by PayPal-Request-Id, or declined on demand), showing an order, and refunds (in full or
 * in part, idempotent by PayPal-Request-Id, or declined on demand). The API tests and the
 * browser journeys use it; nothing ever reaches the real PayPal. Plain node (no test runner), so
 * the browser journeys can run it too; the caller closes it.
 */
export async function startPaypalStandIn() {
  const orders = new Map<string, StandInOrder>();
  const refunds: string[] = [];
  /** Each refund made once, with the amount asked for (null: in full). */
  const refundAmounts: { captureId: string; amount: string | null }[] = [];
  const refundAnswers = new Map<string, unknown>();
  const captureAnswers = new Map<string, unknown>();
  const behaviour = {
    declineCapture: false,
    cancelOnApproval: false,
    declineRefund: false,
    /** Fails refunds on PayPal's side (500), after which PayPal's word on them is unknown. */
    failRefund: false,
    /** Runs while a refund is asked for, before PayPal answers it (what the store does meanwhile). */
    whileRefunding: null as (() => Promise<void>) | null,
  };
  const token = randomUUID();

  const httpServer = http.createServer((request, response) => {
    void handle(request, response).catch(() => answer(response, 500, { name: 'INTERNAL_SERVER_ERROR' }));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const server = { origin: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', server.origin);
    const body = await bodyOf(request);
    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = Buffer.from(`${standInCredentials.client_id}:${standInCredentials.client_secret}`).toString(
        'base64',
      );
      if (request.headers.authorization !== `Basic ${expected}`)
        return answer(response, 401, { error: 'invalid_client' });
      return answer(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 32_400 });
    }
    if (request.method === 'GET' && url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return answer(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (behaviour.cancelOnApproval) {
        response.writeHead(302, {
          location: `${order.cancelUrl}${order.cancelUrl.includes('?') ? '&' : '?'}token=${order.id}`,
        });
        return void response.end();
      }
      order.status = 'APPROVED';
      const back = `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}token=${order.id}&PayerID=STANDINPAYER`;
      response.writeHead(302, { location: back });
      return void response.end();
    }
    if (request.headers.authorization !== `Bearer ${token}`)
      return answer(response, 401, { name: 'AUTHENTICATION_FAILURE' });

    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const payload = JSON.parse(body) as {
        purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[];
        application_context: { return_url: string; cancel_url: string };
      };
      const unit = payload.purchase_units[0];
      if (!unit) return answer(response, 400, { name: 'INVALID_REQUEST' });
      const id = randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
      orders.set(id, {
        id,
        status: 'CREATED',
        amount: unit.amount,
        referenceId: unit.reference_id,
        returnUrl: payload.application_context.return_url,
        cancelUrl: payload.application_context.cancel_url,
        captureId: null,
      });
      return answer(response, 201, {
        id,
        status: 'CREATED',
        links: [
          { rel: 'self', href: `${server.origin}/v2/checkout/orders/${id}` },
          { rel: 'approve', href: `${server.origin}/checkoutnow?token=${id}` },
        ],
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
    if (request.method === 'POST' && capture) {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const repeated = captureAnswers.get(requestId);
      if (requestId && repeated) return answer(response, 201, repeated);
      const order = orders.get(decodeURIComponent(capture[1] ?? ''));
      if (!order) return answer(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status !== 'APPROVED') {
        return answer(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      }
      if (behaviour.declineCapture) {
        return answer(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
      }
      order.status = 'COMPLETED';
      order.captureId = randomUUID();
      const captured = {
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [
          {
            reference_id: order.referenceId,
            payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }] },
          },
        ],
      };
      if (requestId) captureAnswers.set(requestId, captured);
      return answer(response, 201, captured);
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refund) {
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const repeated = refundAnswers.get(requestId);
      if (requestId && repeated) return answer(response, 201, repeated);
      if (behaviour.declineRefund) return answer(response, 422, { name: 'UNPROCESSABLE_ENTITY' });
      if (behaviour.failRefund) return answer(response, 500, { name: 'INTERNAL_SERVER_ERROR' });
      const meanwhile = behaviour.whileRefunding;
      behaviour.whileRefunding = null;
      if (meanwhile) await meanwhile();
      const captureId = decodeURIComponent(refund[1] ?? '');
      const amount = (JSON.parse(body || '{}') as { amount?: { value: string } }).amount?.value ?? null;
      refunds.push(captureId);
      refundAmounts.push({ captureId, amount });
      const refunded = { id: randomUUID(), status: 'COMPLETED' };
      if (requestId) refundAnswers.set(requestId, refunded);
      return answer(response, 201, refunded);
    }
    const shown = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && shown) {
      const order = orders.get(decodeURIComponent(shown[1] ?? ''));
      if (!order) return answer(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      return answer(response, 200, {
        id: order.id,
        status: order.status,
        purchase_units: [
          {
            reference_id: order.referenceId,
            amount: order.amount,
            ...(order.captureId
              ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }] } }
              : {}),
          },
        ],
      });
    }
    return answer(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  }

  return {
    origin: server.origin,
    orders,
    refunds,
    refundAmounts,
    behaviour,
    /** The shopper approves on PayPal's page (what the browser's visit to the approve link does). */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (order) order.status = 'APPROVED';
    },
    settings: { base_url: server.origin, ...standInCredentials },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}
export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;
