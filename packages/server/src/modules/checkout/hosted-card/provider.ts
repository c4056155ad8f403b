import type { HostedCardProviderName, HostedCardSettings } from '@bookfront/contract';

/**
 * One hosted card provider (docs/features/checkout.md#hosted-card-forms): the shopper types the card into the provider's own
 * form, so no card number ever reaches the store; the server opens the form's session and then asks the provider
 * itself what was paid. Every call is server to server and has a time limit.
 */
export type HostedCardProvider<Name extends HostedCardProviderName = HostedCardProviderName> = {
  name: Name;
  /** The only currencies it takes, if it is limited. */
  currencies?: readonly string[];
  /** Whether every key the provider needs is set. */
  configured(settings: HostedCardSettings[Name]): boolean;
  /**
   * Opens a hosted form for an amount (chase, global); Clearent's form needs no session (its browser form makes a token
   * the server then charges), so it has none.
   */
  open?(settings: HostedCardSettings[Name], request: HostedFormRequest): Promise<HostedFormSession>;
  /**
   * What the provider says was paid for `data` (a uid, a transaction id, or a token the server charges now). Never the
   * browser's word: always the provider's answer to the server.
   */
  confirm(settings: HostedCardSettings[Name], data: string, request: HostedFormRequest): Promise<HostedCardPayment>;
  /**
   * A notice the provider posted about a payment (docs/features/checkout.md#provider-notices), if its signature is
   * the provider's: the payment to confirm and, when the notice carries it, the reference it was made for; null when
   * it is not signed as the provider signs. Providers without notices have none.
   */
  readNotice?(
    settings: HostedCardSettings[Name],
    notice: { body: string; headers: Readonly<Record<string, string | string[] | undefined>> },
  ): { data: string; reference?: string } | null;
  /**
   * The reference the provider's own API says a noticed payment was made for, for notices that carry none (Chase's);
   * null when the provider knows no such payment.
   */
  referenceOf?(settings: HostedCardSettings[Name], data: string): Promise<string | null>;
  /** Gives an approved payment back in full (the order could not be placed after all). */
  refund(settings: HostedCardSettings[Name], payment: HostedCardPayment): Promise<void>;
};

export type HostedFormRequest = {
  /** Ours, sent to the provider and read back: binds a payment to one checkout and one cart content. */
  reference: string;
  amountCents: number;
  currency: string;
  /** Where the provider's page sends the shopper when done. */
  returnUrl: string;
  /** Where the provider posts its signed notice of the payment, which places the order if the shopper never returns. */
  noticeUrl: string;
  /** What the provider's page names the payment for. */
  description: string;
};

export type HostedFormSession = { id: string; url: string };

export type HostedCardPayment = {
  /** The provider's id of the payment, kept on the order. */
  transactionId: string;
  approved: boolean;
  /** The reference the payment was made for, as the provider reports it. */
  reference: string;
  amountCents: number;
  currency: string;
};

export class HostedCardError extends Error {
  constructor(
    readonly provider: HostedCardProviderName,
    message: string,
    readonly status: number | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'HostedCardError';
  }
}

const timeoutMs = 15_000;

/** A call to a provider: a time limit, the answer's text, and a non-2xx answer as a HostedCardError. */
export async function providerCall(
  provider: HostedCardProviderName,
  url: string,
  init: RequestInit,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new HostedCardError(provider, `could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text();
  return { status: response.status, text };
}

export function parseJson(provider: HostedCardProviderName, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HostedCardError(provider, 'answered something that is not JSON');
  }
}

/** Decimal amounts as the card APIs write them ('24.00'). */
export const decimalAmount = (cents: number) => (cents / 100).toFixed(2);
export const centsOfDecimal = (value: string) => Math.round(Number(value) * 100);

export const trimBase = (url: string) => url.replace(/\/+$/, '');
