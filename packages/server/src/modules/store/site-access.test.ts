import { describe, expect, it } from 'vitest';
import { canViewSite } from './site-access.ts';

const store = (is_private: boolean, is_exclusive: boolean) => ({ settings: { is_private, is_exclusive } });
const guest = { userId: null };
const customer = { userId: 'u1' };

describe('canViewSite', () => {
  it.each([
    ['a public site', store(false, false), null, 'allowed'],
    ['a private site, to a visitor without a session', store(true, false), null, 'login-required'],
    ['a private site, to a guest', store(true, false), guest, 'login-required'],
    ['a private site, to a customer', store(true, false), customer, 'allowed'],
    ['an exclusive site, to a guest', store(true, true), guest, 'login-required'],
    ['an exclusive site, to a customer not approved', store(true, true), customer, 'not-approved'],
  ] as const)('answers %s with %s', (_case, site, session, expected) => {
    expect(canViewSite(site, session)).toBe(expected.valueOf());
  });
});
