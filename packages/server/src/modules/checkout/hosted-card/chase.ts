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
    const answer = querySchema.safeParse(await post(settings, '/direct/services/request/query', { uID: uid }));
    if (!answer.success) throw new HostedCardError('chase', 'answered a query it should not');
    const result = answer.data;
    return {
      transactionId: result.transId || uid,
      approved: result.code === '000' && result.transId !== '',
      reference: result.orderId,
      amountCents: centsOfDecimal(result.amount),
      currency: result.currency_code,
    };
  },

  async refund(settings, payment) {
    await post(settings, '/direct/services/request/refund', {
      transId: payment.transactionId,
      amount: decimalAmount(payment.amountCents),
    });
  },
};
