import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createHmac, randomUUID } from 'node:crypto';

/** The keys the stand-in accepts, as a store's hosted_cards settings hold them. */
export const hostedCardStandInKeys = {
  clearent: { api_key: 'stand-in-clearent-api-key', public_key: 'stand-in-clearent-public-key' },
  chase: { secure_id: 'stand-in-chase-secure-id', api_token: 'stand-in-chase-api-token' },
  global: { app_id: 'stand-in-global-app', app_key: 'stand-in-global-key' },
};

type Payment = {
  transactionId: string | null;
  reference: string;
  amount: string;
  currency: string;
  returnUrl: string;
  /** Where the provider posts its notice of the payment (Global's status_url). */
  noticeUrl?: string;
  paid: boolean;
};

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function page(response: http.ServerResponse, title: string, action: string, amount: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>Amount: ${amount}</p>
<form method="post" action="${action}"><label>Card number <input name="card" value="4111111111111111"></label>
<button type="submit">Pay now</button></form></main></body></html>`);
}

function redirect(response: http.ServerResponse, to: string): void {
  response.writeHead(302, { location: to });
  response.end();
}

const withQuery = (url: string, name: string, value: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/**
 * A minimal stand-in of Clearent's JavaScript SDK (clearent-host.js): ClearentSDK.init({baseUrl, pk}) draws the card
 * fields in a frame from baseUrl inside #payment-form; ClearentSDK.getPaymentToken() asks the frame, which makes a
 * one-use token from the card, and answers it as Clearent's SDK does (payload['mobile-jwt'].jwt) or fails.
 */
const clearentSdkScript = `(function () {
  var frame = null;
  var origin = '';
  var pk = '';
  window.ClearentSDK = {
    init: function (options) {
      origin = new URL(options.baseUrl).origin;
      pk = options.pk;
      var host = document.getElementById('payment-form');
      frame = document.createElement('iframe');
      frame.src = origin + '/js-sdk/hosted-fields';
      frame.title = 'Card details';
      frame.style.width = '100%';
      frame.style.height = '12rem';
      frame.style.border = '0';
      host.appendChild(frame);
    },
    getPaymentToken: function () {
      return new Promise(function (resolve, reject) {
        function answered(event) {
          if (event.origin !== origin) return;
          window.removeEventListener('message', answered);
          if (event.data && event.data.jwt) {
            resolve({ code: '200', status: 'success', payload: { 'mobile-jwt': { jwt: event.data.jwt, 'last-four': event.data.lastFour } } });
          } else {
            reject({ code: '400', status: 'fail', payload: { error: { 'error-message': 'The card number is not valid.' } } });
          }
        }
        window.addEventListener('message', answered);
        frame.contentWindow.postMessage({ getPaymentToken: pk }, origin);
      });
    },
  };
})();
`;

/** The card fields' frame of the SDK stand-in: a card number, and the token made from it sent to the page. */
const clearentFieldsPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title></head>
<body style="font-family: sans-serif; margin: 0"><label>Card number <input id="card" inputmode="numeric" autocomplete="cc-number"></label>
<script>
window.addEventListener('message', function (event) {
  if (!event.data || !event.data.getPaymentToken) return;
  var card = document.getElementById('card').value.replace(/\\s+/g, '');
  fetch('/js-sdk/token', { method: 'POST', body: JSON.stringify({ pk: event.data.getPaymentToken, card: card }) })
    .then(function (response) { return response.ok ? response.json() : {}; })
    .then(function (answer) { event.source.postMessage({ jwt: answer.jwt, lastFour: answer['last-four'] }, event.origin); });
});
</script></body></html>`;

/**
 * A local stand-in of the three hosted card providers' APIs on 127.0.0.1 (docs/features/checkout.md#hosted-card-forms):
 * Clearent's SDK script and card fields (a token for a card number), its sale with a transaction token and its void;
 * Chase's hosted form init, form page, uID query and refund;
 * Global Payments' access token, payment link, hosted page, transaction and refund. Each hosted page pays at once with
 * a Pay now button and sends the browser back. `behaviour` declines payments or makes the provider report another
 * amount. Plain node (no test runner), so the browser journeys can run it too; the caller closes it.
 */
export async function startHostedCardStandIn() {
  const chaseForms = new Map<string, Payment>();
  const globalLinks = new Map<string, Payment>();
  const globalTransactions = new Map<string, Payment>();
  const clearentTokens = new Set<string>();
  const clearentSales: { token: string; amount: string; orderId: string }[] = [];
  const refunds: { provider: string; transactionId: string }[] = [];
  const behaviour = { decline: false, reportAmount: null as string | null };
  const globalToken = randomUUID();

  const httpServer = http.createServer((request, response) => {
    void handle(request, response).catch(() => answer(response, 500, { error: 'stand-in failure' }));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  function payChase(uid: string): void {
    const form = chaseForms.get(uid);
    if (!form) return;
    form.paid = true;
    form.transactionId = `CH${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
  }

  function payGlobal(linkId: string): string | null {
    const link = globalLinks.get(linkId);
    if (!link) return null;
    const id = `TRN_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    link.paid = true;
    link.transactionId = id;
    globalTransactions.set(id, link);
    return id;
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const body = await bodyOf(request);
    const path = url.pathname;

    // Clearent's browser form: its SDK script, the card fields' frame, and the token the frame asks for.
    if (path === '/js-sdk/js/clearent-host.js' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(clearentSdkScript);
      return;
    }
    if (path === '/js-sdk/hosted-fields' && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(clearentFieldsPage);
      return;
    }
    if (path === '/js-sdk/token' && request.method === 'POST') {
      const fields = JSON.parse(body || '{}') as { pk?: string; card?: string };
      if (fields.pk !== hostedCardStandInKeys.clearent.public_key) return answer(response, 401, { error: 'key' });
      if (!/^\d{13,19}$/.test(fields.card ?? '')) return answer(response, 400, { error: 'card' });
      const token = `eyJstandin.${randomUUID()}`;
      clearentTokens.add(token);
      return answer(response, 200, { jwt: token, 'last-four': (fields.card ?? '').slice(-4) });
    }

    // Clearent.
    if (path.startsWith('/rest/v2/')) {
      if (request.headers['api-key'] !== hostedCardStandInKeys.clearent.api_key) {
        return answer(response, 401, { code: '401', status: 'fail', payload: { error: { 'error-message': 'key' } } });
      }
      const payload = JSON.parse(body || '{}') as { amount?: string; 'order-id'?: string; id?: string };
      if (request.method === 'POST' && path === '/rest/v2/mobile/transactions/sale') {
        const token = String(request.headers.mobilejwt ?? '');
        if (!clearentTokens.delete(token)) {
          return answer(response, 400, {
            code: '400',
            status: 'fail',
            payload: { error: { 'error-message': 'token' } },
          });
        }
        clearentSales.push({ token, amount: payload.amount ?? '', orderId: payload['order-id'] ?? '' });
        const transaction = {
          id: String(100000 + clearentSales.length),
          amount: behaviour.reportAmount ?? payload.amount ?? '0',
          result: behaviour.decline ? 'DECLINED' : 'APPROVED',
          'order-id': payload['order-id'] ?? '',
        };
        const status = behaviour.decline ? 402 : 200;
        return answer(response, status, {
          code: String(status),
          status: status === 200 ? 'success' : 'fail',
          payload: { transaction },
        });
      }
      if (request.method === 'POST' && path === '/rest/v2/transactions/void') {
        refunds.push({ provider: 'clearent', transactionId: payload.id ?? '' });
        return answer(response, 200, { code: '200', status: 'success', payload: {} });
      }
      return answer(response, 404, { code: '404', status: 'fail' });
    }

    // Chase.
    if (path === '/hpf/1_1/' && request.method === 'GET') {
      const uid = url.searchParams.get('uID') ?? '';
      const form = chaseForms.get(uid);
      if (!form) return answer(response, 404, { error: 'no form' });
      return page(
        response,
        'Chase payment form (stand-in)',
        `/hpf/1_1/pay?uID=${encodeURIComponent(uid)}`,
        form.amount,
      );
    }
    if (path === '/hpf/1_1/pay' && request.method === 'POST') {
      const uid = url.searchParams.get('uID') ?? '';
      const form = chaseForms.get(uid);
      if (!form) return answer(response, 404, { error: 'no form' });
      payChase(uid);
      return redirect(response, withQuery(form.returnUrl, 'uID', uid));
    }
    if (path.startsWith('/direct/services/request/')) {
      const fields = new URLSearchParams(body);
      if (
        fields.get('hostedSecureID') !== hostedCardStandInKeys.chase.secure_id ||
        fields.get('hostedSecureAPIToken') !== hostedCardStandInKeys.chase.api_token
      ) {
        return answer(response, 401, { error: 'Invalid credentials' });
      }
      if (path.endsWith('/init')) {
        const uid = randomUUID().replace(/-/g, '').toUpperCase();
        chaseForms.set(uid, {
          transactionId: null,
          reference: fields.get('orderId') ?? '',
          amount: fields.get('amount') ?? '',
          currency: fields.get('currency_code') ?? '',
          returnUrl: fields.get('return_url') ?? '',
          paid: false,
        });
        return answer(response, 200, { uID: uid });
      }
      if (path.endsWith('/query')) {
        const uid = fields.get('uID') ?? '';
        const form = chaseForms.get(uid);
        if (!form) return answer(response, 404, { error: 'Unknown uID' });
        return answer(response, 200, {
          uID: uid,
          code: !form.paid ? '100' : behaviour.decline ? '001' : '000',
          message: !form.paid ? 'Not paid' : behaviour.decline ? 'Declined' : 'Approved',
          transId: form.paid ? form.transactionId : '',
          orderId: form.reference,
          amount: behaviour.reportAmount ?? form.amount,
          currency_code: form.currency,
        });
      }
      if (path.endsWith('/refund')) {
        refunds.push({ provider: 'chase', transactionId: fields.get('transId') ?? '' });
        return answer(response, 200, { code: '000' });
      }
      return answer(response, 404, { error: 'Unknown request' });
    }

    // Global Payments.
    const hpp = /^\/hpp\/([^/]+)(\/pay)?$/.exec(path);
    if (hpp) {
      const id = decodeURIComponent(hpp[1] ?? '');
      const link = globalLinks.get(id);
      if (!link) return answer(response, 404, { error_code: 'NOT_FOUND' });
      if (!hpp[2] && request.method === 'GET') {
        return page(response, 'Global Payments page (stand-in)', `/hpp/${encodeURIComponent(id)}/pay`, link.amount);
      }
      const transactionId = payGlobal(id) ?? '';
      return redirect(response, withQuery(link.returnUrl, 'id', transactionId));
    }
    if (path.startsWith('/ucp/')) {
      if (request.headers['x-gp-version'] === undefined) return answer(response, 400, { error_code: 'VERSION' });
      if (path === '/ucp/accesstoken' && request.method === 'POST') {
        const payload = JSON.parse(body) as { app_id: string; nonce: string; secret: string };
        const expected = createHash('sha512')
          .update(`${payload.nonce}${hostedCardStandInKeys.global.app_key}`)
          .digest('hex');
        if (payload.app_id !== hostedCardStandInKeys.global.app_id || payload.secret !== expected) {
          return answer(response, 403, { error_code: 'ACTION_NOT_AUTHORIZED' });
        }
        return answer(response, 200, { token: globalToken, seconds_to_expire: 86_399 });
      }
      if (request.headers.authorization !== `Bearer ${globalToken}`) {
        return answer(response, 401, { error_code: 'NOT_AUTHENTICATED' });
      }
      if (path === '/ucp/links' && request.method === 'POST') {
        const payload = JSON.parse(body) as {
          reference: string;
          transactions: { amount: string; currency: string };
          notifications: { return_url: string; status_url?: string };
        };
        const id = `LNK_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
        globalLinks.set(id, {
          transactionId: null,
          reference: payload.reference,
          amount: payload.transactions.amount,
          currency: payload.transactions.currency,
          returnUrl: payload.notifications.return_url,
          ...(payload.notifications.status_url ? { noticeUrl: payload.notifications.status_url } : {}),
          paid: false,
        });
        return answer(response, 200, { id, url: `${origin}/hpp/${id}` });
      }
      const transaction = /^\/ucp\/transactions\/([^/]+)(\/refund)?$/.exec(path);
      if (transaction) {
        const id = decodeURIComponent(transaction[1] ?? '');
        const paid = globalTransactions.get(id);
        if (!paid) return answer(response, 404, { error_code: 'RESOURCE_NOT_FOUND' });
        if (transaction[2]) {
          refunds.push({ provider: 'global', transactionId: id });
          return answer(response, 200, { id, status: 'CAPTURED' });
        }
        return answer(response, 200, {
          id,
          status: behaviour.decline ? 'DECLINED' : 'CAPTURED',
          amount: behaviour.reportAmount ?? paid.amount,
          currency: paid.currency,
          reference: paid.reference,
        });
      }
    }
    return answer(response, 404, { error: 'not found' });
  }

  return {
    origin,
    behaviour,
    refunds,
    chaseForms,
    globalLinks,
    clearentSales,
    /** The shopper pays in Chase's form (what its Pay now button does). */
    payChase,
    /** The shopper pays on Global's page; the id of the transaction it made. */
    payGlobal,
    /**
     * Global's status notice of a paid transaction as GP API posts it: the transaction as JSON, signed in
     * X-GP-Signature with the SHA-512 (hex) of the body followed by the app key.
     */
    globalNotice(transactionId: string): { body: string; signature: string } {
      const paid = globalTransactions.get(transactionId);
      const body = JSON.stringify({
        id: transactionId,
        status: 'CAPTURED',
        amount: paid?.amount ?? '0',
        currency: paid?.currency ?? '',
        reference: paid?.reference ?? '',
      });
      const signature = createHash('sha512').update(`${body}${hostedCardStandInKeys.global.app_key}`).digest('hex');
      return { body, signature };
    },
    /**
     * Chase's notice of a form session as its hosted form posts it: the form's fields, form-encoded, signed in
     * X-Chase-Signature with the HMAC-SHA256 (hex) of the body keyed with the API token.
     */
    chaseNotice(uid: string): { body: string; signature: string } {
      const body = new URLSearchParams({ uID: uid, code: '000', message: 'Approved' }).toString();
      const signature = createHmac('sha256', hostedCardStandInKeys.chase.api_token).update(body).digest('hex');
      return { body, signature };
    },
    /** Clearent's browser form made a one-use token for a card. */
    clearentToken() {
      const token = `eyJstandin.${randomUUID()}`;
      clearentTokens.add(token);
      return token;
    },
    settings: {
      clearent: { base_url: origin, ...hostedCardStandInKeys.clearent },
      chase: { base_url: origin, ...hostedCardStandInKeys.chase },
      global: { base_url: origin, ...hostedCardStandInKeys.global },
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}
export type HostedCardStandIn = Awaited<ReturnType<typeof startHostedCardStandIn>>;
