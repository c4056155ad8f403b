import type { PaypalSettings } from '@bookfront/contract';
import { z } from 'zod';

/**
 * PayPal's Orders v2 REST API, server to server: the browser only visits PayPal's approval page.
 * Every call has a time limit so a slow PayPal never holds a checkout open.
 */
const timeoutMs = 15_000;

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** False when PayPal gave no answer at all: what it did is then unknown. */
    readonly answered = true,
  ) {
    super(message);
    this.name = 'PaypalError';
  }
}

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const linkSchema = z.object({ rel: z.string(), href: z.string() });
const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
const captureSchema = z.object({ id: z.string(), status: z.string(), amount: amountSchema.optional() });
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(linkSchema).default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        amount: amountSchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});
export type PaypalOrder = z.infer<typeof orderSchema>;

/** PayPal writes amounts as decimal strings ('12.34'). */
export const paypalAmount = (cents: number) => (cents / 100).toFixed(2);
export const centsOfPaypalAmount = (value: string) => Math.round(Number(value) * 100);

export type CreatePaypalOrder = {
  referenceId: string;
  amountCents: number;
  currency: string;
  brandName: string;
  returnUrl: string;
  cancelUrl: string;
};

export function createPaypalClient(settings: Pick<PaypalSettings, 'base_url' | 'client_id' | 'client_secret'>) {
  const baseUrl = settings.base_url.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit & { authorization: string }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: init.authorization },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaypalError(`PayPal could not be reached: ${(error as Error).message}`, null, false);
    }
    const text = await response.text();
    if (!response.ok)
      throw new PaypalError(`PayPal answered ${response.status}: ${text.slice(0, 500)}`, response.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaypalError('PayPal answered something that is not JSON', response.status);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const credentials = Buffer.from(`${settings.client_id}:${settings.client_secret}`).toString('base64');
    const answer = tokenSchema.parse(
      await call('/v1/oauth2/token', {
        method: 'POST',
        authorization: `Basic ${credentials}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      }),
    );
    // Renewed a minute early so a token never expires mid-checkout.
    token = { value: answer.access_token, expiresAt: Date.now() + (answer.expires_in - 60) * 1000 };
    return token.value;
  }

  async function json(path: string, body: unknown, requestId?: string): Promise<unknown> {
    return call(path, {
      method: 'POST',
      authorization: `Bearer ${await accessToken()}`,
      headers: {
        'content-type': 'application/json',
        // PayPal's own idempotency key: a retried capture never charges twice.
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  return {
    /** Creates an order for the amount owed; the shopper approves it on the page of the `approve` link. */
    async createOrder(order: CreatePaypalOrder): Promise<{ id: string; approveUrl: string }> {
      const created = orderSchema.parse(
        await json(
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: order.referenceId,
                amount: { currency_code: order.currency, value: paypalAmount(order.amountCents) },
              },
            ],
            application_context: {
              brand_name: order.brandName.slice(0, 127),
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: order.returnUrl,
              cancel_url: order.cancelUrl,
            },
          },
          `create-${order.referenceId}`,
        ),
      );
      const approve = created.links.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      if (!approve) throw new PaypalError('PayPal gave no approval link', null);
      return { id: created.id, approveUrl: approve.href };
    },

    /** Takes the money of an approved order; the answer says what was captured. */
    async captureOrder(orderId: string): Promise<{ captureId: string; amountCents: number; currency: string }> {
      const captured = orderSchema.parse(
        await json(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `capture-${orderId}`),
      );
      const capture = captured.purchase_units[0]?.payments?.captures[0];
      if (captured.status !== 'COMPLETED' || !capture?.amount || capture.status !== 'COMPLETED') {
        throw new PaypalError(`PayPal did not complete the capture (${captured.status})`, null);
      }
      return {
        captureId: capture.id,
        amountCents: centsOfPaypalAmount(capture.amount.value),
        currency: capture.amount.currency_code,
      };
    },

    /**
     * Gives a captured payment back: in full (the order could not be placed after all), or
     * `amountCents` of it with its own request id, so the same refund sent twice is made once
     * (docs/features/store-console.md#refunds). Answers PayPal's refund id.
     */
    async refundCapture(
      captureId: string,
      part?: { amountCents: number; currency: string; requestId: string },
    ): Promise<string> {
      const refunded = z
        .object({ id: z.string(), status: z.string() })
        .parse(
          await json(
            `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
            part ? { amount: { currency_code: part.currency, value: paypalAmount(part.amountCents) } } : {},
            part ? `refund-${part.requestId}` : `refund-${captureId}`,
          ),
        );
      if (refunded.status === 'FAILED' || refunded.status === 'CANCELLED') {
        throw new PaypalError(`PayPal did not make the refund (${refunded.status})`, null);
      }
      return refunded.id;
    },

    /** The capture of a captured order, which a refund is made against. */
    async captureIdOf(orderId: string): Promise<string> {
      const order = orderSchema.parse(
        await call(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
          method: 'GET',
          authorization: `Bearer ${await accessToken()}`,
        }),
      );
      const capture = order.purchase_units[0]?.payments?.captures[0];
      if (!capture) throw new PaypalError(`PayPal order ${orderId} has no capture`, null);
      return capture.id;
    },
  };
}
export type PaypalClient = ReturnType<typeof createPaypalClient>;

/** Whether a store has PayPal set up at all. */
export const paypalConfigured = (settings: PaypalSettings) =>
  settings.base_url !== '' && settings.client_id !== '' && settings.client_secret !== '';
