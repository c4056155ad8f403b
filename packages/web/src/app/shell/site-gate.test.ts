import { describe, expect, it } from 'vitest';
import { siteSettingsFixture } from '../../test/fixtures.ts';
import { siteGate } from './site-gate.ts';

const guest = { logged_in: false, user: null };
const customer = { logged_in: true, user: { site_approved: false } };
const approvedCustomer = { logged_in: true, user: { site_approved: true } };

describe('siteGate', () => {
  it('lets everyone into a public site', () => {
    expect(siteGate(siteSettingsFixture(), guest, '/')).toBeNull();
  });

  it('shuts a private site to guests but not to logged-in shoppers', () => {
    const settings = siteSettingsFixture({ is_private: true });

    expect(siteGate(settings, guest, '/browse')).toBe('private');
    expect(siteGate(settings, customer, '/browse')).toBeNull();
  });

  it('keeps the login and sign-up pages open on a private site', () => {
    const settings = siteSettingsFixture({ is_private: true });

    expect(siteGate(settings, guest, '/account/login')).toBeNull();
    expect(siteGate(settings, guest, '/forgot-password')).toBeNull();
  });

  it('restricts an exclusive site for logged-in shoppers until the store approves them', () => {
    const settings = siteSettingsFixture({ is_private: true, is_exclusive: true });

    expect(siteGate(settings, customer, '/')).toBe('exclusive');
    expect(siteGate(settings, approvedCustomer, '/')).toBeNull();
  });
});
