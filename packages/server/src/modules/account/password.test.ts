import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores an argon2id hash at the OWASP cost, never the password', async () => {
    const stored = await hashPassword('correct horse battery');

    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse battery');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');

    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterz')).toBe(false);
  });

  it('refuses every password for an account without one, after doing the same work', async () => {
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
