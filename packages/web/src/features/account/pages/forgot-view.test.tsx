import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountErrorCodes, accountMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

function stubApi(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function retrieve(email: string) {
  await userEvent.type(await screen.findByLabelText(/Email address/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Retrieve' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Forgot view', () => {
  it('says the email was sent and to check the spam folder', async () => {
    const api = stubApi({ 'account/emailPasswordToken': () => ({ json: { message: accountMessages.resetSent } }) });
    renderInShell(<AccountPage />, { path: '/account/forgot' });

    await retrieve('reader@example.com');

    expect(await screen.findByText(accountMessages.resetSent)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      email_address: 'reader@example.com',
      callback_url: `${window.location.origin}/account/forgot`,
    });
  });

  it("shows 'No account for that email' as the server says it", async () => {
    stubApi({
      'account/emailPasswordToken': () => ({
        status: 404,
        json: { error: accountMessages.noAccountForEmail, code: accountErrorCodes.noAccount },
      }),
    });
    renderInShell(<AccountPage />, { path: '/account/forgot' });

    await retrieve('stranger@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.noAccountForEmail);
  });

  it('answers any other failure with the generic sentence', async () => {
    stubApi({ 'account/emailPasswordToken': () => ({ status: 500, json: { error: 'Database unavailable' } }) });
    renderInShell(<AccountPage />, { path: '/account/forgot' });

    await retrieve('reader@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.invalidEmail);
  });

  it('is also at /forgot-password', async () => {
    const { ForgotPasswordPage } = await import('./forgot-password-page.tsx');
    renderInShell(<ForgotPasswordPage />, { path: '/forgot-password' });

    expect(await screen.findByRole('button', { name: 'Retrieve' })).toBeInTheDocument();
  });
});

describe('Password Change Utility', () => {
  it('asks for a confirmed password of at least 8 characters', async () => {
    const api = stubApi({});
    renderInShell(<AccountPage />, { path: '/account/forgot?token=reset-1' });

    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(accountMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the success for three seconds, then logs in and opens the details', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'account/resetPassword': () => ({
        json: { message: accountMessages.passwordChanged, session: loggedInSessionFixture() },
      }),
      'country/getList': () => ({ json: { countries: ['United States'] } }),
      'province/getList': () => ({ json: { provinces: ['Oregon'] } }),
    });
    const { router } = renderInShell(<AccountPage />, { path: '/account/forgot?token=reset-1' });

    await userEvent.type(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ password: 'a new password', token: 'reset-1' });
    expect(router.state.location.pathname).toBe('/account/forgot');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/details'));
  });

  it('says when the link has expired and offers a new one', async () => {
    stubApi({
      'account/resetPassword': () => ({
        status: 400,
        json: { error: accountMessages.resetLinkExpired, code: accountErrorCodes.tokenExpired },
      }),
    });
    renderInShell(<AccountPage />, { path: '/account/forgot?token=old' });

    await userEvent.type(await screen.findByLabelText(/^New password/), 'a new password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'a new password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.resetLinkExpired);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/account/forgot');
  });
});
