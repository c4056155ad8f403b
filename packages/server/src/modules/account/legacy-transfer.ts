import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** How long the previous site has to read a transfer token: it is used at once, by a redirect. */
export const transferTokenSeconds = 120;
/** The query parameter of the previous site's address that carries the token. */
export const transferTokenParameter = 'bf_transfer';

export type TransferTraveller = {
  storeId: string;
  userId: string;
  email: string;
  /** The institution the customer acts for, or null for themselves. */
  corpId: string | null;
};

/**
 * The previous site's address with a signed, short-lived token saying who comes from this store
 * (docs/features/accounts.md#the-transfer-token): a JWT (HS256, the store's shared secret) with
 * the customer's id and email, the institution they act for, and a one-time id, for the store's
 * previous site to verify before it logs them in. Without a secret the address goes alone.
 */
export async function transferUrl(
  siteUrl: string,
  secret: string,
  traveller: TransferTraveller,
  now: Date = new Date(),
): Promise<string> {
  if (secret === '') return siteUrl;
  const url = new URL(siteUrl);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ email: traveller.email, corp_id: traveller.corpId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`bookfront:${traveller.storeId}`)
    .setAudience(url.origin)
    .setSubject(traveller.userId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + transferTokenSeconds)
    .sign(new TextEncoder().encode(secret));
  url.searchParams.set(transferTokenParameter, token);
  return url.toString();
}
