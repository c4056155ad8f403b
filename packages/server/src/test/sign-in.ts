import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256Hex } from '../lib/ids.ts';
import { nowSeconds } from '../lib/time.ts';
import { sessionCookieName } from '../plugins/session.ts';
import type { TestCustomer } from './factories.ts';

/** A logged-in session for `customer`, written as account/login writes one; returns its cookie. */
export async function signInCookies(db: Kysely<Database>, customer: TestCustomer): Promise<Record<string, string>> {
  const token = randomToken(32);
  const now = nowSeconds();
  await db
    .insertInto('sessions')
    .values({
      storeId: customer.storeId,
      id: randomToken(16),
      tokenHash: sha256Hex(token),
      locationId: null,
      userId: customer.id,
      corpId: null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 86_400,
    })
    .execute();
  return { [sessionCookieName(customer.storeId)]: token };
}
