import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storePageErrorCodes, storePageMessages } from '@bookfront/contract';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

const settings = siteSettingsFixture({ has_privacy_policy_page: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrivacyPolicyPage', () => {
  it("shows the store's policy under its title, with the day it was last changed in Pacific time", async () => {
    const api = mockApi({
      'webstore/getPrivacyPolicyPage': () => ({
        json: {
          title: 'Privacy Policy',
          html: '<h2>What we collect</h2><p>Your name for <strong>orders</strong>.</p><img src="x" onerror="alert(1)">',
          // 2026-11-02 03:00 UTC is still November 1st in Portland.
          updated_at: Date.UTC(2026, 10, 2, 3, 0) / 1000,
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderInShell(<PrivacyPolicyPage />, { settings });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByText('orders')).toBeInTheDocument();
    expect(screen.getByText(/Last updated November 1, 2026/)).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says the store has no privacy policy, with where to go next, when it has none', async () => {
    const api = mockApi({
      'webstore/getPrivacyPolicyPage': () => ({
        status: 404,
        json: { error: storePageMessages.noPrivacyPolicy, code: storePageErrorCodes.privacyPolicyNotFound },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderInShell(<PrivacyPolicyPage />, { settings });

    expect(
      await screen.findByRole('heading', { level: 1, name: storePageMessages.noPrivacyPolicy }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact & hours' })).toHaveAttribute('href', '/contact-hours');
    expect(api.calls.filter((call) => call.action === 'webstore/getPrivacyPolicyPage')).toHaveLength(1);
  });
});
