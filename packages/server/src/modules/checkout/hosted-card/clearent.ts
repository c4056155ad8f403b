import type { HostedCardSettings } from '@bookfront/contract';
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
 * Clearent hosted payments (docs/features/checkout.md#hosted-card-forms): Clearent's browser form turns the card into a
 * one-use transaction token (the public key lets it); the server then runs the sale for what is owed with its API key
 * (POST /rest/v2/mobile/transactions/sale, the token in the mobilejwt header) and reads the result from the answer.
 * Clearent settles in US dollars.
 */
const transactionSchema = z.object({
  id: z.string(),
  amount: z.string(),
  result: z.string(),
  'order-id': z.string().default(''),
});
const answerSchema = z.object({
  code: z.string().optional(),
  status: z.string().optional(),
  payload: z.object({ transaction: transactionSchema.optional() }).default({}),
});

/**
 * What the browser draws Clearent's card form with (checkout/getPaymentChoices' clearent_form): Clearent's JavaScript
 * SDK, served by the gateway the store's keys belong to (its sandbox or production), and the public key.
 */
export function clearentFormOf(settings: HostedCardSettings['clearent']) {
  const base = trimBase(settings.base_url);
  return { script_url: `${base}/js-sdk/js/clearent-host.js`, base_url: base, public_key: settings.public_key };
}

/** The origin the form's script and its card fields' frames come from, which the checkout page's policy lets in. */
export const clearentFormOrigin = (settings: HostedCardSettings['clearent']) => new URL(settings.base_url).origin;

export const clearentProvider: HostedCardProvider<'clearent'> = {
  name: 'clearent',
  currencies: ['USD'],
  configured: (settings) => settings.api_key !== '' && settings.public_key !== '',

  async confirm(settings, token, request) {
    const { status, text } = await providerCall(
      'clearent',
      `${trimBase(settings.base_url)}/rest/v2/mobile/transactions/sale`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'api-key': settings.api_key,
          mobilejwt: token,
        },
        body: JSON.stringify({
          type: 'SALE',
          amount: decimalAmount(request.amountCents),
          'order-id': request.reference,
          description: request.description.slice(0, 100),
          'software-type': 'Bookfront',
        }),
      },
    );
    const parsed = answerSchema.safeParse(parseJson('clearent', text));
    const transaction = parsed.success ? parsed.data.payload.transaction : undefined;
    // A declined sale answers 402 with its transaction; any other failure has none.
    if (!transaction) throw new HostedCardError('clearent', `answered ${status} without a transaction`, status);
    return {
      transactionId: transaction.id,
      approved: status >= 200 && status < 300 && transaction.result === 'APPROVED',
      reference: transaction['order-id'],
      amountCents: centsOfDecimal(transaction.amount),
      currency: 'USD',
    };
  },

  async refund(settings, payment) {
    const { status, text } = await providerCall(
      'clearent',
      `${trimBase(settings.base_url)}/rest/v2/transactions/void`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'api-key': settings.api_key },
        body: JSON.stringify({ type: 'VOID', id: payment.transactionId }),
      },
    );
    if (status < 200 || status >= 300)
      throw new HostedCardError('clearent', `void answered ${status}: ${text.slice(0, 300)}`);
  },
};
