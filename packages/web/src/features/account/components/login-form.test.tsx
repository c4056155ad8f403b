import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountErrorCodes, accountMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

function stubLogin(answer: () => { status?: number; json: unknown } = () => ({ json: loggedInSessionFixture() })) {
  const api = mockApi({ 'account/login': answer });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function logIn(username: string, password: string) {
  if (username) await userEvent.type(await screen.findByLabelText(/Email address/), username);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('asks for the email address and the password before calling the server', async () => {
    const api = stubLogin();
    renderInShell(<LoginForm onLoggedIn={() => {}} />);

    await logIn('', '');

    expect(await screen.findByText(accountMessages.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.loginPasswordRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a username with @ as email_address and hands over the session', async () => {
    const api = stubLogin();
    const onLoggedIn = vi.fn();
    renderInShell(<LoginForm onLoggedIn={onLoggedIn} />);

    await logIn('Reader@Example.com', 'correct horse');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(loggedInSessionFixture()));
    expect(api.calls[0]?.body).toMatchObject({ email_address: 'Reader@Example.com', password: 'correct horse' });
    expect(api.calls[0]?.body).not.toHaveProperty('san');
  });

  it('sends a username without @ as san', async () => {
    const api = stubLogin();
    renderInShell(<LoginForm onLoggedIn={() => {}} />);

    await logIn('1234567', 'correct horse');

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ san: '1234567', password: 'correct horse' });
    expect(api.calls[0]?.body).not.toHaveProperty('email_address');
  });

  it("says 'Invalid Login' and clears the password when the server refuses", async () => {
    stubLogin(() => ({
      status: 401,
      json: { error: accountMessages.invalidLogin, code: accountErrorCodes.invalidLogin },
    }));
    renderInShell(<LoginForm onLoggedIn={() => {}} />);

    await logIn('reader@example.com', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.invalidLogin);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('reader@example.com');
  });

  it('explains a rate-limited login', async () => {
    stubLogin(() => ({ status: 429, json: { error: accountMessages.tooManyAttempts, code: 'RATE_LIMITED' } }));
    renderInShell(<LoginForm onLoggedIn={() => {}} />);

    await logIn('reader@example.com', 'another guess');

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.tooManyAttempts);
  });
});
