import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const privacyItem = { id: 'privacy', label: 'Privacy', path: '/privacy-policy', type: 'custom' as const, submenu: [] };

describe("SiteFooter's privacy entry", () => {
  it('leads to the privacy policy when the store has one', async () => {
    renderInShell(<SiteFooter />, { settings: siteSettingsFixture({ has_privacy_policy_page: true }) });

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('is left out, even when the navigation names it, when the store has no privacy policy', async () => {
    const settings = {
      ...siteSettingsFixture({ has_privacy_policy_page: false }),
      extra_navigation: [privacyItem],
    };

    renderInShell(<SiteFooter />, { settings });

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /privacy/i })).toBeNull();
  });
});
