import type { AccountTokenRow } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/ids.ts';
import { parseStringRecord } from '../../lib/string-record.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { AccountRepository } from './repository.ts';

export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'corp_link';

export type RedeemedToken =
  | { ok: true; token: AccountTokenRow }
  | { ok: false; reason: 'unknown' | 'used' | 'expired'; token: AccountTokenRow | undefined };

/**
 * Emailed tokens: 256 random bits, only their sha256 stored, one purpose each, single use and
 * expiring. A new token of a purpose retires the email's earlier ones of that purpose.
 */
export function createTokens(repo: AccountRepository) {
  return {
    async issue(input: {
      storeId: string;
      purpose: TokenPurpose;
      email: string;
      userId: string | null;
      hours: number;
      data?: Record<string, string>;
      /** False when one address may hold several live tokens of the purpose (invitations from several institutions). */
      retireEarlier?: boolean;
    }): Promise<string> {
      const now = nowSeconds();
      const token = randomToken(32);
      if (input.retireEarlier !== false) await repo.retireTokens(input.storeId, input.email, input.purpose, now);
      await repo.insertToken({
        storeId: input.storeId,
        tokenHash: sha256Hex(token),
        purpose: input.purpose,
        userId: input.userId,
        email: input.email,
        data: JSON.stringify(input.data ?? {}),
        expiresAt: now + input.hours * 3600,
        usedAt: null,
        createdAt: now,
      });
      return token;
    },

    /** Uses the token up if it is live and of `purpose`; says why not otherwise. */
    async redeem(storeId: string, token: string, purpose: TokenPurpose): Promise<RedeemedToken> {
      const key = { storeId, tokenHash: sha256Hex(token) };
      const found = await repo.findToken(key);
      if (!found || found.purpose !== purpose) return { ok: false, reason: 'unknown', token: undefined };
      if (await repo.consumeToken(key, nowSeconds())) return { ok: true, token: found };
      return { ok: false, reason: found.usedAt !== null ? 'used' : 'expired', token: found };
    },

    /** Whether the token is live and of `purpose`, and why not, without using it up. */
    async check(storeId: string, token: string, purpose: TokenPurpose): Promise<RedeemedToken> {
      const found = await repo.findToken({ storeId, tokenHash: sha256Hex(token) });
      if (!found || found.purpose !== purpose) return { ok: false, reason: 'unknown', token: undefined };
      if (found.usedAt !== null) return { ok: false, reason: 'used', token: found };
      if (found.expiresAt <= nowSeconds()) return { ok: false, reason: 'expired', token: found };
      return { ok: true, token: found };
    },

    /** A token's row without using it up (to show what a link is for before accepting it). */
    async peek(storeId: string, token: string, purpose: TokenPurpose): Promise<AccountTokenRow | undefined> {
      const found = await repo.findToken({ storeId, tokenHash: sha256Hex(token) });
      if (!found || found.purpose !== purpose || found.usedAt !== null || found.expiresAt <= nowSeconds())
        return undefined;
      return found;
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

/** What the token carries besides its email. */
export const tokenData = (token: AccountTokenRow) => parseStringRecord(token.data);
