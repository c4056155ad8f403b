import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { HostedCardError, parseJson, providerCall, trimBase, type HostedCardProvider } from './provider.ts';

/**
 * Global Payments' hosted payment page through the GP API (docs/features/checkout.md#hosted-card-forms): an access token
 * from the app id and app key (secret = SHA-512 of nonce + app key), a single-use payment link for the amount (POST
 * /ucp/links) whose page the shopper pays on, and the transaction the page made read back (GET /ucp/transactions/{id}).
 * GP API amounts are in minor units ('2400').
 */
const version = '2021-03-22';
const tokenSchema = z.object({ token: z.string(), seconds_to_expire: z.number().optional() });
const linkSchema = z.object({ id: z.string(), url: z.string() });
const transactionSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
  reference: z.string().default(''),
});

const noticeSchema = z.object({ id: z.string().min(1).max(100), reference: z.string().max(100) });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type GlobalSettings = { base_url: string; app_id: string; app_key: string };

async function call(settings: GlobalSettings, path: string, init: RequestInit): Promise<unknown> {
  const { status, text } = await providerCall('global', `${trimBase(settings.base_url)}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-gp-version': version,
      ...init.headers,
    },
  });
  if (status < 200 || status >= 300)
    throw new HostedCardError('global', `answered ${status}: ${text.slice(0, 300)}`, status);
  return parseJson('global', text);
}

async function authorized(settings: GlobalSettings): Promise<Record<string, string>> {
  const nonce = randomUUID();
  const secret = createHash('sha512').update(`${nonce}${settings.app_key}`).digest('hex');
  const answer = tokenSchema.safeParse(
    await call(settings, '/ucp/accesstoken', {
      method: 'POST',
      body: JSON.stringify({ app_id: settings.app_id, nonce, secret, grant_type: 'client_credentials' }),
    }),
  );
  if (!answer.success) throw new HostedCardError('global', 'gave no access token');
  return { authorization: `Bearer ${answer.data.token}` };
}

export const globalProvider: HostedCardProvider<'global'> = {
  name: 'global',
  configured: (settings) => settings.app_id !== '' && settings.app_key !== '',

  async open(settings, request) {
    const answer = linkSchema.safeParse(
      await call(settings, '/ucp/links', {
        method: 'POST',
        headers: await authorized(settings),
        body: JSON.stringify({
          account_name: 'transaction_processing',
          type: 'PAYMENT',
          usage_mode: 'SINGLE',
          usage_limit: '1',
          reference: request.reference,
          name: request.description.slice(0, 100),
          transactions: {
            amount: String(request.amountCents),
            currency: request.currency,
            allowed_payment_methods: ['CARD'],
            channel: 'CNP',
          },
          notifications: { return_url: request.returnUrl, status_url: request.noticeUrl },
        }),
      }),
    );
    if (!answer.success) throw new HostedCardError('global', 'gave no payment page');
    return { id: answer.data.id, url: answer.data.url };
  },

  async confirm(settings, transactionId) {
    const answer = transactionSchema.safeParse(
      await call(settings, `/ucp/transactions/${encodeURIComponent(transactionId)}`, {
        method: 'GET',
        headers: await authorized(settings),
      }),
    );
    if (!answer.success) throw new HostedCardError('global', 'answered a transaction it should not');
    const transaction = answer.data;
    return {
      transactionId: transaction.id,
      approved: transaction.status === 'CAPTURED',
      reference: transaction.reference,
      amountCents: Number.parseInt(transaction.amount, 10),
      currency: transaction.currency,
    };
  },

  /**
   * GP API's status notice: the transaction as JSON, signed in X-GP-Signature with the SHA-512 (hex) of the raw body
   * followed by the app key. Only its id and reference are read; the transaction is then read back from the API.
   */
  readNotice(settings, notice) {
    const signature = notice.headers['x-gp-signature'];
    if (typeof signature !== 'string' || !settings.app_key) return null;
    const expected = createHash('sha512').update(`${notice.body}${settings.app_key}`).digest('hex');
    const given = Buffer.from(signature.toLowerCase());
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return null;
    const parsed = noticeSchema.safeParse(safeJson(notice.body));
    return parsed.success ? { data: parsed.data.id, reference: parsed.data.reference } : null;
  },

  async refund(settings, payment) {
    await call(settings, `/ucp/transactions/${encodeURIComponent(payment.transactionId)}/refund`, {
      method: 'POST',
      headers: await authorized(settings),
      body: JSON.stringify({ amount: String(payment.amountCents) }),
    });
  },
};
