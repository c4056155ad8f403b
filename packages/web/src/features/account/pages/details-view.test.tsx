import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountErrorCodes, accountMessages } from '@bookfront/contract';
import { loggedInSessionFixture, placeHandlers, userFixture } from '../../../test/account-fixtures.ts';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

function stubApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...placeHandlers, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

// Toasts live in a module-wide store; each test starts without the previous ones.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const modifyResult = (overrides: Record<string, unknown> = {}) => ({
  json: { user: userFixture(), exists: false, validation_required: false, address: '', message: '', ...overrides },
});

function renderDetails(path = '/account/details') {
  return renderInShell(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="*" element={<AccountPage />} />
    </Routes>,
    { path, session: loggedInSessionFixture() },
  );
}

describe('Details view', () => {
  it('shows the email read-only with the four account actions', async () => {
    stubApi();
    renderDetails();

    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveValue('reader@example.com');
    expect(email).toHaveAttribute('readonly');
    for (const name of ['Change Email Address', 'Change Password', 'Save Changes', 'Delete Account']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
  });

  it('says a confirmation link was sent when the store verifies new addresses', async () => {
    const api = stubApi({
      'account/modify': () => modifyResult({ validation_required: true, address: 'new@example.com' }),
    });
    renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Change Email Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Email Address' });
    await userEvent.type(within(dialog).getByLabelText(/^New email address/), 'new@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Email Address' }));

    expect(await within(dialog).findByText(accountMessages.emailChangeSent('new@example.com'))).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/modify')?.body).toMatchObject({
      email_address: 'new@example.com',
      password: 'correct horse',
      callback_url: `${window.location.origin}/account/details`,
    });
  });

  it('puts a taken address on the email field', async () => {
    stubApi({
      'account/modify': () => ({
        status: 409,
        json: {
          error: accountMessages.emailTaken,
          code: accountErrorCodes.emailTaken,
          fields: { email_address: accountMessages.emailTaken },
        },
      }),
    });
    renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Change Email Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Email Address' });
    await userEvent.type(within(dialog).getByLabelText(/^New email address/), 'taken@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Email Address' }));

    expect(await within(dialog).findAllByText(accountMessages.emailTaken)).not.toHaveLength(0);
  });

  it('changes the password once the current one is given and the new one confirmed', async () => {
    const api = stubApi({ 'account/modify': () => modifyResult({ message: accountMessages.passwordUpdated }) });
    renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(accountMessages.currentPasswordRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'old password');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'new password');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'new passw0rd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(accountMessages.passwordsDoNotMatch)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'new password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText(accountMessages.passwordUpdated)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/modify')?.body).toMatchObject({
      password: 'old password',
      new_password: 'new password',
    });
  });

  it('saves profile changes after asking for the password', async () => {
    const api = stubApi({ 'account/modify': () => modifyResult({ message: accountMessages.accountUpdated }) });
    renderDetails();

    const city = await screen.findByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, 'Salem');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Changes' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(accountMessages.accountUpdated)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/modify')?.body).toMatchObject({
      city: 'Salem',
      first_name: 'Ada',
      password: 'correct horse',
      account_extra_fields: '{}',
    });
  });

  it('does not ask for the password while the profile has errors', async () => {
    stubApi();
    renderDetails();

    await userEvent.clear(await screen.findByLabelText(/^First name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(accountMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.reviewForm)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the account, then goes home with an anonymous session', async () => {
    const anonymous = sessionFixture({ session_id: 'session-3' });
    const api = stubApi({
      'account/delete': () => ({ json: { message: accountMessages.accountDeleted } }),
      'session/get': () => ({ json: anonymous }),
    });
    const { router, queryClient } = renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText(accountMessages.accountDeleted)).toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).toEqual(anonymous);
    expect(api.calls.find((call) => call.action === 'account/delete')?.body).toMatchObject({
      email_address: 'reader@example.com',
      password: 'correct horse',
    });
  });

  it('confirms a new email from the emailed link', async () => {
    const api = stubApi({
      'account/modify': () =>
        modifyResult({
          user: userFixture({ email_address: 'new@example.com' }),
          message: accountMessages.emailAddressUpdated,
        }),
    });
    const { router } = renderDetails('/account/details?token=email-1');

    expect(await screen.findByText(accountMessages.emailAddressUpdated)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/modify')?.body).toMatchObject({ token: 'email-1' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText('Email address')).toHaveValue('new@example.com');
  });

  it("says 'Confirmation link has expired' for an old link", async () => {
    stubApi({
      'account/modify': () => ({
        status: 400,
        json: { error: accountMessages.confirmationExpired, code: accountErrorCodes.tokenExpired },
      }),
    });
    renderDetails('/account/details?token=old');

    expect(await screen.findByText(accountMessages.confirmationExpired)).toBeInTheDocument();
  });
});
