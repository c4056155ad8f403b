import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shellMessages } from '@bookfront/contract';
import { takePostLoginPath } from '../../entities/session/post-login.ts';
import { loggedInSessionFixture, userFixture } from '../../test/account-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { SiteGatePage } from './site-gate-page.tsx';

const exclusive = siteSettingsFixture({ is_private: true, is_exclusive: true });

describe('the restricted screen of an exclusive site', () => {
  it('lets a customer who is not approved log out', async () => {
    const anonymous = sessionFixture({ session_id: 'session-9' });
    const api = mockApi({ 'account/logout': () => ({ json: anonymous }) });
    vi.stubGlobal('fetch', api.fetch);
    const { router, queryClient } = renderInShell(<SiteGatePage kind="exclusive" />, {
      settings: exclusive,
      session: loggedInSessionFixture(),
      path: '/browse',
    });
    expect(screen.getByText(shellMessages.exclusiveSite)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual(anonymous));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets them switch to another account through the login page, which returns to the page', async () => {
    const api = mockApi({ 'account/logout': () => ({ json: sessionFixture({ session_id: 'session-9' }) }) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderInShell(<SiteGatePage kind="exclusive" />, {
      settings: exclusive,
      session: loggedInSessionFixture(),
      path: '/browse',
    });
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as Ada');

    await userEvent.click(screen.getByRole('button', { name: 'Switch account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(api.calls.map((call) => call.action)).toEqual(['account/logout']);
    expect(takePostLoginPath()).toBe('/browse');
  });

  it('lets them buy as another of their accounts', async () => {
    const school = {
      id: 'corp-school',
      name: 'Hillside School',
      company: 'Hillside School',
      type: 'customer',
      is_institution: true,
      is_personal: false,
    };
    const own = {
      ...school,
      id: 'corp-own',
      name: 'Ada Reader',
      company: '',
      is_institution: false,
      is_personal: true,
    };
    const api = mockApi({
      'account/getAvailableCorps': () => ({ json: { corps: [own, school] } }),
      'account/setCorp': () => ({
        json: loggedInSessionFixture(userFixture({ corp_id: 'corp-school', available_corp_count: 2 })),
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<SiteGatePage kind="exclusive" />, {
      settings: exclusive,
      session: loggedInSessionFixture(userFixture({ corp_id: 'corp-own', available_corp_count: 2 })),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Hillside School' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.action === 'account/setCorp')?.body).toMatchObject({
        corp_id: 'corp-school',
      }),
    );
  });
});
