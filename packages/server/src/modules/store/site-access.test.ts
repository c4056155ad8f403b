import { describe, expect, it } from 'vitest';
import { canViewSite } from './site-access.ts';

const store = (is_private: boolean, is_exclusive: boolean) => ({ settings: { is_private, is_exclusive } });
const guest = { isLoggedIn: false, isApproved: false };
const customer = { isLoggedIn: true, isApproved: false };
const approvedCustomer = { isLoggedIn: true, isApproved: true };

describe('canViewSite', () => {
  it.each([
    ['a public site', store(false, false), guest, 'allowed'],
    ['a private site, to a guest', store(true, false), guest, 'login-required'],
    ['a private site, to a customer', store(true, false), customer, 'allowed'],
    ['an exclusive site, to a guest', store(true, true), guest, 'login-required'],
    ['an exclusive site, to a customer not approved', store(true, true), customer, 'not-approved'],
    ['an exclusive site, to an approved customer', store(true, true), approvedCustomer, 'allowed'],
  ] as const)('answers %s with %s', (_case, site, viewer, expected) => {
    expect(canViewSite(site, viewer)).toBe(expected.valueOf());
  });
});
