import { describe, expect, it } from 'vitest';
import { siteSettingsFixture } from '../../test/fixtures.ts';
import { siteGate } from './site-gate.ts';

describe('siteGate', () => {
  it('lets everyone into a public site', () => {
    expect(siteGate(siteSettingsFixture(), { logged_in: false }, '/')).toBeNull();
  });

  it('shuts a private site to guests but not to logged-in shoppers', () => {
    const settings = siteSettingsFixture({ is_private: true });

    expect(siteGate(settings, { logged_in: false }, '/browse')).toBe('private');
    expect(siteGate(settings, { logged_in: true }, '/browse')).toBeNull();
  });

  it('keeps the login and sign-up pages open on a private site', () => {
    const settings = siteSettingsFixture({ is_private: true });

    expect(siteGate(settings, { logged_in: false }, '/account/login')).toBeNull();
    expect(siteGate(settings, { logged_in: false }, '/forgot-password')).toBeNull();
  });

  it('restricts an exclusive site even for logged-in shoppers', () => {
    const settings = siteSettingsFixture({ is_private: true, is_exclusive: true });

    expect(siteGate(settings, { logged_in: true }, '/')).toBe('exclusive');
  });
});
