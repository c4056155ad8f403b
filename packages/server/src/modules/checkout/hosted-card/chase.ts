import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  centsOfDecimal,
  decimalAmount,
  HostedCardError,
  parseJson,
  providerCall,
  trimBase,
  type HostedCardProvider,
} from './provider.ts';

/**
 * Chase Orbital's hosted payment form (docs/features/checkout.md#hosted-card-forms): the server asks for a form session
 * for an amount and an order id and gets its uID; the shopper pays in the form, shown in an iframe at /hpf/1_1/?uID=…;
 * the server then queries the uID for the transaction it made. Every request carries the hosted account's secure id
 * and API token.
 */
const initSchema = z.object({ uID: z.string().min(1) });
const querySchema = z.object({
  uID: z.string(),
  /** '000' approved; anything else declined or not paid. */
  code: z.string(),
  transId: z.string().default(''),
  orderId: z.string().default(''),
  amount: z.string().default('0'),
  currency_code: z.string().default(''),
});

const noticeSchema = z.object({ uID: z.string().min(1).max(100) });

type ChaseSettings = { base_url: string; secure_id: string; api_token: string };

async function post(settings: ChaseSettings, path: string, fields: Record<string, string>): Promise<unknown> {
  const { status, text } = await providerCall('chase', `${trimBase(settings.base_url)}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      hostedSecureID: settings.secure_id,
      hostedSecureAPIToken: settings.api_token,
      ...fields,
    }).toString(),
  });
  if (status < 200 || status >= 300)
    throw new HostedCardError('chase', `answered ${status}: ${text.slice(0, 300)}`, status);
  return parseJson('chase', text);
}

/** What Chase's query says of a form session (its uID). */
async function query(settings: ChaseSettings, uid: string) {
  const answer = querySchema.safeParse(await post(settings, '/direct/services/request/query', { uID: uid }));
  if (!answer.success) throw new HostedCardError('chase', 'answered a query it should not');
  return answer.data;
}

export const chaseProvider: HostedCardProvider<'chase'> = {
  name: 'chase',
  configured: (settings) => settings.secure_id !== '' && settings.api_token !== '',

  async open(settings, request) {
    const answer = initSchema.safeParse(
      await post(settings, '/direct/services/request/init', {
        action: 'buildForm',
        sessionId: request.reference,
        orderId: request.reference,
        amount: decimalAmount(request.amountCents),
        currency_code: request.currency,
        trans_type: 'auth_capture',
        order_desc: request.description.slice(0, 64),
        return_url: request.returnUrl,
      }),
    );
    if (!answer.success) throw new HostedCardError('chase', 'gave no uID');
    const uid = answer.data.uID;
    return { id: uid, url: `${trimBase(settings.base_url)}/hpf/1_1/?uID=${encodeURIComponent(uid)}` };
  },

  async confirm(settings, uid) {
    const result = await query(settings, uid);
    return {
      transactionId: result.transId || uid,
      approved: result.code === '000' && result.transId !== '',
      reference: result.orderId,
      amountCents: centsOfDecimal(result.amount),
      currency: result.currency_code,
    };
  },

  /**
   * Chase's notice of a payment made in its hosted form: the form's fields (form-encoded), signed in X-Chase-Signature
   * with the HMAC-SHA256 (hex) of the raw body keyed with the hosted account's API token. Only its uID is read; what
   * was paid, and for which order, is then asked of Chase's query.
   */
  readNotice(settings, notice) {
    const signature = notice.headers['x-chase-signature'];
    if (typeof signature !== 'string' || !settings.api_token) return null;
    const expected = createHmac('sha256', settings.api_token).update(notice.body).digest('hex');
    const given = Buffer.from(signature.toLowerCase());
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return null;
    const parsed = noticeSchema.safeParse(Object.fromEntries(new URLSearchParams(notice.body)));
    return parsed.success ? { data: parsed.data.uID } : null;
  },

  async referenceOf(settings, uid) {
    try {
      return (await query(settings, uid)).orderId;
    } catch (error) {
      // Chase answers 404 for a uID it never made.
      if (error instanceof HostedCardError && error.status === 404) return null;
      throw error;
    }
  },

  async refund(settings, payment) {
    await post(settings, '/direct/services/request/refund', {
      transId: payment.transactionId,
      amount: decimalAmount(payment.amountCents),
    });
  },
};
