import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountErrorCodes, accountMessages } from '@bookfront/contract';
import { loggedInSessionFixture, placeHandlers } from '../../../test/account-fixtures.ts';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CreateAccountForm } from './create-account-form.tsx';

function stubApi(
  create: Parameters<typeof mockApi>[0][string] = () => ({
    json: { validation_required: false, address: '', session: loggedInSessionFixture() },
  }),
) {
  const api = mockApi({ ...placeHandlers, 'account/create': create });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const settings = siteSettingsFixture({
  extra_account_fields: [{ name: 'school_board', label: 'School board number' }],
});

async function fillRequiredFields() {
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'long enough');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'long enough');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Reader');
  await userEvent.type(screen.getByLabelText(/^Phone number/), '5035550100');
  await userEvent.type(screen.getByLabelText(/^Street address \*/), '12 Elm Street');
  await userEvent.type(screen.getByLabelText(/^City/), 'Portland');
  await userEvent.click(await screen.findByLabelText(/^State \/ Province/, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Oregon', hidden: true }));
  await userEvent.type(screen.getByLabelText(/^Zip code/), '97204');
  await userEvent.type(screen.getByLabelText(/^School board number/), 'SB-12');
}

describe('CreateAccountForm', () => {
  it('names every missing field with the spec sentence', async () => {
    const api = stubApi();
    renderInShell(<CreateAccountForm identity={{ email_address: 'new@example.com' }} onCreated={() => {}} />, {
      settings,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(accountMessages.reviewForm)).toBeInTheDocument();
    for (const message of [
      accountMessages.passwordRequired,
      accountMessages.confirmPassword,
      accountMessages.firstNameRequired,
      accountMessages.lastNameRequired,
      accountMessages.phoneInvalid,
      accountMessages.streetAddressRequired,
      accountMessages.cityRequired,
      accountMessages.postalCodeInvalid,
      accountMessages.extraFieldRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.calls.filter((call) => call.action === 'account/create')).toHaveLength(0);
  });

  it('checks the password length, the confirmation and the institution name', async () => {
    stubApi();
    renderInShell(<CreateAccountForm identity={{ email_address: 'new@example.com' }} onCreated={() => {}} />);

    await userEvent.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'shorter');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I am buying on behalf of an institution, school or business' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(accountMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.institutionNameRequired)).toBeInTheDocument();
  });

  it('labels the postal code by country and checks it by the country rules', async () => {
    stubApi();
    renderInShell(<CreateAccountForm identity={{ email_address: 'new@example.com' }} onCreated={() => {}} />);

    expect(await screen.findByLabelText(/^Zip code/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Country/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Canada', hidden: true }));

    const postalCode = await screen.findByLabelText(/^Postal code/);
    await userEvent.type(postalCode, 'k1a0b1');
    await userEvent.tab();
    expect(postalCode).toHaveValue('K1A 0B1');
  });

  it('sends the profile with the email and the extra fields as a JSON string', async () => {
    const api = stubApi();
    const onCreated = vi.fn();
    renderInShell(<CreateAccountForm identity={{ email_address: 'new@example.com' }} onCreated={onCreated} />, {
      settings,
    });
    await screen.findByLabelText(/^Password/, { selector: 'input' });

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = api.calls.find((call) => call.action === 'account/create')?.body;
    expect(body).toMatchObject({
      email_address: 'new@example.com',
      password: 'long enough',
      first_name: 'Ada',
      phone_number: '(503) 555-0100',
      province: 'Oregon',
      country: 'United States',
      postal_code: '97204',
      communication_preference: 'email',
      account_extra_fields: JSON.stringify({ school_board: 'SB-12' }),
    });
    expect(body).not.toHaveProperty('confirm_password');
    expect(body).not.toHaveProperty('token');
  });

  it("shows the 'Verification Failed.' banner when the link's token has expired", async () => {
    const api = stubApi(() => ({
      status: 400,
      json: { error: accountMessages.verificationFailed, code: accountErrorCodes.tokenExpired },
    }));
    renderInShell(<CreateAccountForm identity={{ token: 'verify-1' }} onCreated={() => {}} />, { settings });
    await screen.findByLabelText(/^Password/, { selector: 'input' });

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(accountMessages.verificationFailed)).toBeInTheDocument();
    const body = api.calls.find((call) => call.action === 'account/create')?.body;
    expect(body).toMatchObject({ token: 'verify-1' });
    expect(body).not.toHaveProperty('email_address');
  });

  it('does not call an already verified account a failure', async () => {
    stubApi(() => ({
      status: 409,
      json: { error: accountMessages.alreadyVerified, code: accountErrorCodes.alreadyVerified },
    }));
    renderInShell(<CreateAccountForm identity={{ token: 'verify-1' }} onCreated={() => {}} />, { settings });
    await screen.findByLabelText(/^Password/, { selector: 'input' });

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(accountMessages.alreadyVerified)).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.verificationFailed)).not.toBeInTheDocument();
  });

  it('puts a taken email on the form with the way to log in', async () => {
    stubApi(() => ({
      status: 409,
      json: { error: accountMessages.alreadyRegistered, code: accountErrorCodes.emailTaken },
    }));
    renderInShell(<CreateAccountForm identity={{ email_address: 'taken@example.com' }} onCreated={() => {}} />, {
      settings,
    });
    await screen.findByLabelText(/^Password/, { selector: 'input' });

    await fillRequiredFields();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.alreadyRegistered);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  });
});
