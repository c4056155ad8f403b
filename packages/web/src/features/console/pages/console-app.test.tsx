import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleErrorCodes, consoleMessages } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from './console-app.tsx';

const owner = { staff_id: 's1', email: 'owner@example.com', role: 'owner', store_name: 'Riverbend Books' };
const emptyQueue = {
  rows: [],
  rowcount: 0,
  page: 1,
  page_length: 25,
  counts: { new: 0, ready_for_pickup: 0, shipped: 0, completed: 0, cancelled: 0, quote: 0 },
  locations: [],
};

function stubApi(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'console/me': () => ({
      status: 401,
      json: { error: consoleMessages.loginRequired, code: consoleErrorCodes.loginRequired },
    }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('Store console login', () => {
  it('asks an owner for their authenticator code after the password, then opens the order queue', async () => {
    const api = stubApi({
      'console/login': (body) =>
        body.code ? { json: { staff: owner, totp_required: false } } : { json: { staff: null, totp_required: true } },
      'console/orders/list': () => ({ json: emptyQueue }),
    });
    renderInShell(<ConsoleApp />, { path: '/console' });

    await userEvent.type(await screen.findByRole('textbox', { name: consoleMessages.email }), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'counter password');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.logIn }));
    await userEvent.type(await screen.findByRole('textbox', { name: consoleMessages.code }), '123 456');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.verify }));

    expect(await screen.findByRole('heading', { name: consoleMessages.ordersHeading })).toBeInTheDocument();
    expect(await screen.findByText(consoleMessages.noOrders)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.action === 'console/login').map((call) => call.body.code)).toEqual([
      undefined,
      '123 456',
    ]);
  });

  it('shows the server’s sentence when the password is wrong and clears it', async () => {
    stubApi({
      'console/login': () => ({
        status: 401,
        json: { error: consoleMessages.loginFailed, code: consoleErrorCodes.loginFailed },
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/console' });

    await userEvent.type(await screen.findByRole('textbox', { name: consoleMessages.email }), 'clerk@example.com');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.logIn }));

    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.loginFailed);
    expect(password).toHaveValue('');
  });

  it('names the missing fields without calling the server', async () => {
    const api = stubApi({});
    renderInShell(<ConsoleApp />, { path: '/console' });

    await userEvent.click(await screen.findByRole('button', { name: consoleMessages.logIn }));

    expect(await screen.findByText(consoleMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(consoleMessages.passwordRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'console/login')).toBe(false);
  });
});
