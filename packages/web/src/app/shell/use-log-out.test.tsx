import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loggedInSessionFixture } from '../../test/account-fixtures.ts';
import { mockApi, sessionFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AccountControl } from './account-control.tsx';

describe('Logging out from the header', () => {
  it('puts the new anonymous session in the cache and goes home', async () => {
    const anonymous = sessionFixture({ session_id: 'session-9' });
    const api = mockApi({ 'account/logout': () => ({ json: anonymous }) });
    vi.stubGlobal('fetch', api.fetch);
    const { router, queryClient } = renderInShell(<AccountControl />, {
      path: '/browse',
      session: loggedInSessionFixture(),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(['session'])).toEqual(anonymous);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.action)).toEqual(['account/logout']);
  });
});
