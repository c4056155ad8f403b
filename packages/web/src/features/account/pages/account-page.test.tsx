import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@bookfront/contract';
import { rememberPostLoginPath } from '../../../entities/session/post-login.ts';
import { loggedInSessionFixture, placeHandlers } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

function stubApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...placeHandlers, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('AccountPage routing', () => {
  it('sends a logged-out visitor of a logged-in view to the login view', async () => {
    const { router } = renderInShell(<AccountPage />, { path: '/account/details' });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('opens /account at login for visitors and at details once logged in', async () => {
    stubApi();
    const visitor = renderInShell(<AccountPage />, { path: '/account' });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/account/login'));
    visitor.unmount();

    const customer = renderInShell(<AccountPage />, { path: '/account', session: loggedInSessionFixture() });

    await waitFor(() => expect(customer.router.state.location.pathname).toBe('/account/details'));
  });

  it('sends a logged-in customer on an unknown view to the details view', async () => {
    stubApi();
    const { router } = renderInShell(<AccountPage />, {
      path: '/account/nowhere',
      session: loggedInSessionFixture(),
    });

    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/details');
  });

  it('opens the lists view the router hands in at /account/lists', async () => {
    stubApi();
    const ListsView = () => <h1>My lists</h1>;
    renderInShell(<AccountPage listsView={ListsView} />, {
      path: '/account/lists',
      session: loggedInSessionFixture(),
    });

    expect(await screen.findByRole('heading', { name: 'My lists' })).toBeInTheDocument();
  });

  it('remembers a link invitation for after login', async () => {
    const { router } = renderInShell(<AccountPage />, { path: '/account/link?token=invite-1' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(sessionStorage.getItem('bookfront.postLoginPath')).toBe('/account/link?token=invite-1');
  });

  it('goes to the remembered page after logging in', async () => {
    stubApi({ 'account/login': () => ({ json: loggedInSessionFixture() }) });
    rememberPostLoginPath('/account/link?token=invite-1');
    const { router } = renderInShell(<AccountPage />, { path: '/account/login' });

    await userEvent.type(await screen.findByLabelText(/Email address/), 'reader@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/link'));
    expect(router.state.location.search).toBe('?token=invite-1');
  });

  it('goes to the details view after logging in when nothing was remembered', async () => {
    stubApi({ 'account/login': () => ({ json: loggedInSessionFixture() }) });
    const { router, queryClient } = renderInShell(<AccountPage />, { path: '/account/login' });

    await userEvent.type(await screen.findByLabelText(/Email address/), 'reader@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/details');
    expect(queryClient.getQueryData(['session'])).toMatchObject({ logged_in: true });
  });
});

describe('Signup view', () => {
  async function signUp(email: string) {
    await userEvent.type(await screen.findByLabelText(/Email address/), email);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it("says a known email 'has already been registered' and links to log in or retrieve the password", async () => {
    stubApi({
      'account/check': () => ({
        json: { email_address: { exists: true, validation_required: false, address: '' } },
      }),
    });
    renderInShell(<AccountPage />, { path: '/account/signup' });

    await signUp('reader@example.com');

    const hint = await screen.findByRole('alert');
    expect(hint).toHaveTextContent(accountMessages.alreadyRegistered);
    expect(within(hint).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(within(hint).getByRole('link', { name: 'Retrieve your password' })).toHaveAttribute(
      'href',
      '/account/forgot',
    );
  });

  it('sends the emailed link to the verify view and says the activation email was sent', async () => {
    const api = stubApi({
      'account/check': () => ({
        json: { email_address: { exists: false, validation_required: true, address: 'new@example.com' } },
      }),
    });
    const { router } = renderInShell(<AccountPage />, { path: '/account/signup' });

    await signUp('new@example.com');

    expect(await screen.findByText(accountMessages.activationSent)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/verify');
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      email_address: 'new@example.com',
      callback_url: `${window.location.origin}/account/verify`,
    });
  });

  it('goes straight on to create the account when the store does not verify emails', async () => {
    stubApi({
      'account/check': () => ({
        json: { email_address: { exists: false, validation_required: false, address: '' } },
      }),
    });
    const { router } = renderInShell(<AccountPage />, { path: '/account/signup' });

    await signUp('new@example.com');

    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email_address: 'new@example.com' });
  });

  it('shows the generic sentence for an email the schema refuses', async () => {
    const api = stubApi();
    renderInShell(<AccountPage />, { path: '/account/signup' });

    await signUp('not-an-email');

    expect(await screen.findByText(accountMessages.invalidEmail)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.action === 'account/check')).toHaveLength(0);
  });
});

describe('Verify view', () => {
  it('checks the token from the emailed link and carries it on to account creation', async () => {
    const api = stubApi({ 'account/checkVerification': () => ({ json: { email_address: 'new@example.com' } }) });
    const { router } = renderInShell(<AccountPage />, { path: '/account/verify?token=verify-1' });

    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/create');
    expect(router.state.location.state).toEqual({ token: 'verify-1' });
    expect(api.calls.find((call) => call.action === 'account/checkVerification')?.body).toMatchObject({
      token: 'verify-1',
    });
  });

  it("says 'Verification Failed.' at once for a bad link, with no form to fill in", async () => {
    stubApi({
      'account/checkVerification': () => ({
        status: 400,
        json: { error: accountMessages.verificationFailed, code: 'TOKEN_EXPIRED' },
      }),
    });
    const { router } = renderInShell(<AccountPage />, { path: '/account/verify?token=stale' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(accountMessages.verificationFailed);
    expect(within(alert).getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/account/signup');
    expect(screen.queryByRole('heading', { name: 'Account Details' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/verify');
  });
});
