import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountErrorCodes, accountMessages, type CorpAccount, type SessionUser } from '@bookfront/contract';
import { loggedInSessionFixture, userFixture } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LinkedAccountsView } from './linked-accounts-view.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const owner = userFixture({ company: 'Hillside School', is_institution: true, is_owner: true, is_personal: true });
const corp = (overrides: Partial<CorpAccount>): CorpAccount => ({
  id: 'corp-1',
  name: 'Ada Reader',
  company: '',
  type: 'customer',
  is_institution: false,
  is_personal: true,
  ...overrides,
});
const school = corp({
  id: 'corp-school',
  name: 'Hillside School',
  company: 'Hillside School',
  is_institution: true,
  is_personal: false,
});
const childrenAnswer = {
  json: {
    company: 'Hillside School',
    children: [
      { id: 'link-1', name: 'Mina Lee', email: 'mina@example.com', pending: false },
      { id: 'link-2', name: '', email: 'sam@example.com', pending: true },
    ],
  },
};

/** The inline style of the badge reading `text`, where Mantine puts its colour. */
const badgeStyle = (row: HTMLElement | undefined, text: string) =>
  within(row ?? document.body)
    .getByText(text)
    .closest('.mantine-Badge-root')
    ?.getAttribute('style') ?? '';

function renderView(user: SessionUser, handlers: Parameters<typeof mockApi>[0], path = '/account/link') {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(
    <Routes>
      <Route path="*" element={<LinkedAccountsView />} />
    </Routes>,
    { path, session: loggedInSessionFixture(user) },
  );
  return api;
}

describe('Linked accounts view, institution owner', () => {
  it('lists the linked customers as Authorized (green) or Pending (grey)', async () => {
    renderView(owner, { 'account/getAvailableChildren': () => childrenAnswer });

    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');

    expect(rows[0]).toHaveTextContent('Mina Lee');
    expect(badgeStyle(rows[0], 'Authorized')).toContain('green');
    expect(rows[1]).toHaveTextContent('sam@example.com');
    expect(badgeStyle(rows[1], 'Pending')).toContain('gray');
  });

  it('asks for an email address before sending a link request', async () => {
    const api = renderView(owner, { 'account/getAvailableChildren': () => childrenAnswer });

    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(accountMessages.linkRequestEmailRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'account/linkToRequest')).toBe(false);
  });

  it("sends the request and says 'Link request sent.'", async () => {
    const api = renderView(owner, {
      'account/getAvailableChildren': () => childrenAnswer,
      'account/linkToRequest': () => ({ json: { message: accountMessages.linkRequestSent } }),
    });

    await userEvent.type(await screen.findByLabelText(/Email address/), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(accountMessages.linkRequestSent)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/linkToRequest')?.body).toMatchObject({
      email: 'new@example.com',
    });
  });

  it('removes a linked customer', async () => {
    const api = renderView(owner, {
      'account/getAvailableChildren': () => childrenAnswer,
      'account/removeChildLink': () => ({ json: { company: 'Hillside School', children: [] } }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mina Lee' }));

    expect(await screen.findByText(/No linked accounts yet/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/removeChildLink')?.body).toMatchObject({ id: 'link-1' });
  });

  it("shows a failure as 'There was an error ({error})'", async () => {
    renderView(owner, {
      'account/getAvailableChildren': () => childrenAnswer,
      'account/removeChildLink': () => ({
        status: 404,
        json: { error: 'That linked account was not found.', code: accountErrorCodes.linkNotFound },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mina Lee' }));

    expect(await screen.findByText('There was an error (That linked account was not found.)')).toBeInTheDocument();
  });
});

describe('Linked accounts view, others', () => {
  it('tells a member buying for the institution that only its owner may change the links', async () => {
    const api = renderView(
      userFixture({ company: 'Hillside School', is_institution: true, is_owner: false, is_personal: false }),
      {},
    );

    expect(
      await screen.findByText("You don't have permission to modify the linked accounts of: Hillside School"),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a customer the institutions they buy for and lets them remove one', async () => {
    const api = renderView(userFixture(), {
      'account/getAvailableCorps': () => ({ json: { corps: [corp({}), school] } }),
      'account/removeParentLink': () => ({ json: { corps: [] } }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove the link to Hillside School' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.action === 'account/removeParentLink')?.body).toMatchObject({
        id: 'corp-school',
      }),
    );
  });

  it("shows an emailed invitation and accepts it: 'Account authorized successfully.'", async () => {
    const api = renderView(
      userFixture(),
      {
        'account/getAvailableCorps': (body) => ({ json: { corps: body.token ? [school] : [corp({})] } }),
        'account/linkToVerify': () => ({ json: { message: accountMessages.accountAuthorized } }),
        'session/get': () => ({ json: loggedInSessionFixture(userFixture({ available_corp_count: 2 })) }),
      },
      '/account/link?token=abc',
    );

    expect(await screen.findByText('Invitation from Hillside School')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(accountMessages.accountAuthorized)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'account/linkToVerify')?.body).toMatchObject({ token: 'abc' });
    await waitFor(() => expect(screen.queryByText('Invitation from Hillside School')).not.toBeInTheDocument());
  });

  it('says an expired invitation cannot be used', async () => {
    renderView(
      userFixture(),
      {
        'account/getAvailableCorps': (body) =>
          body.token ? { status: 404, json: { error: accountMessages.linkExpired } } : { json: { corps: [corp({})] } },
      },
      '/account/link?token=old',
    );

    expect(await screen.findByText(`There was an error (${accountMessages.linkExpired})`)).toBeInTheDocument();
  });
});
