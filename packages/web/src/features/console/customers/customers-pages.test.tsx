import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleCustomersMessages as words } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from '../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };
const clerk = { ...manager, email: 'clerk@example.com', role: 'clerk' };

const grace = {
  customer_id: 'u1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  created_at: 1_764_000_000,
  is_locked: false,
  is_verified: true,
};
const graceDetail = {
  ...grace,
  first_name: 'Grace',
  last_name: 'Hopper',
  company: '',
  phone_number: '(604) 555-0142',
  street_address: '12 Main Street',
  street_address_2: '',
  city: 'Vancouver',
  province: 'BC',
  postal_code: 'V6B 1A1',
  country: 'CA',
  communication_preference: 'email',
  locked_at: null,
  institution: { name: 'Grace Hopper', is_institution: false },
  orders: [{ order_number: '200417', placed_at: 1_764_000_000, status: 'new', total_cents: 2599 }],
  lists: [{ list_id: 'l1', name: 'Summer reading', is_favourites: false, item_count: 3 }],
  registries: [],
  buys_for: [{ link_id: 'k1', name: 'Hillside School', email: 'grace@example.com', status: 'authorized' }],
  buyers: [],
};

describe('Store console customers', () => {
  it('searches by the words in the address and links each customer to their page', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/customers/search': () => ({ json: { customers: [grace], page: 1, has_more: false } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/customers?q=hopper' });

    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(link).toHaveAttribute('href', '/console/customers/u1');
    expect(screen.getByLabelText(words.searchLabel)).toHaveValue('hopper');
    expect(api.calls.find((call) => call.action === 'console/customers/search')?.body).toMatchObject({
      q: 'hopper',
      page: 1,
    });
  });

  it('shows a customer with their order linked to the order page, and locks them after asking', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/customers/get': () => ({ json: graceDetail }),
      'console/customers/lock': () => ({ json: { ...graceDetail, is_locked: true, locked_at: 1_764_000_100 } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/customers/u1' });

    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '200417' })).toHaveAttribute('href', '/console/orders/200417');
    expect(screen.getByText(/Hillside School/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: words.lock }));
    expect(api.calls.some((call) => call.action === 'console/customers/lock')).toBe(false);
    const account = screen.getByRole('region', { name: words.account });
    fireEvent.click(within(account).getByRole('button', { name: words.lock }));

    expect(await screen.findByText(words.lockedDone)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.unlock })).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/customers/lock')?.body).toMatchObject({
      customer_id: 'u1',
    });
  });

  it('authorizes a pending link after asking, and offers no Authorize beside an authorized one', async () => {
    const pending = { link_id: 'k2', name: 'Eastside Library', email: 'grace@example.com', status: 'pending' };
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/customers/get': () => ({ json: { ...graceDetail, buys_for: [...graceDetail.buys_for, pending] } }),
      'console/customers/authorizeLink': () => ({
        json: { ...graceDetail, buys_for: [...graceDetail.buys_for, { ...pending, status: 'authorized' }] },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/customers/u1' });

    const authorize = await screen.findByRole('button', { name: `${words.authorizeLink} Eastside Library` });
    expect(screen.queryByRole('button', { name: `${words.authorizeLink} Hillside School` })).not.toBeInTheDocument();
    fireEvent.click(authorize);
    expect(api.calls.some((call) => call.action === 'console/customers/authorizeLink')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: words.authorizeLink }));

    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.action === 'console/customers/authorizeLink')?.body).toMatchObject({
        customer_id: 'u1',
        link_id: 'k2',
      }),
    );
    expect(await screen.findAllByText(words.authorized)).toHaveLength(2);
  });

  it('shows a clerk the customer without the buttons that change them', async () => {
    const api = mockApi({
      'console/me': () => ({ json: clerk }),
      'console/customers/get': () => ({ json: graceDetail }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/customers/u1' });

    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText(words.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.lock })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(words.removeLink) })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: words.mailHeading })).not.toBeInTheDocument();
  });
});

describe('Store console mail log', () => {
  const mail = {
    mail_id: 'm1',
    recipient: 'ada@example.com',
    subject: 'Reset your Riverbend Books password',
    status: 'sent',
    attempts: 1,
    created_at: 1_764_000_000,
    resent_from: null,
  };

  it('filters by the status and recipient in the address', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/mail/list': () => ({ json: { mails: [mail], page: 1, has_more: false } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/mail?status=sent&to=ada' });

    expect(await screen.findByRole('link', { name: mail.subject })).toHaveAttribute('href', '/console/mail/m1');
    expect(api.calls.find((call) => call.action === 'console/mail/list')?.body).toMatchObject({
      status: 'sent',
      recipient: 'ada',
    });
  });

  it('shows the HTML in a frame that runs no script, and sends a copy with a key per press', async () => {
    const html = '<p>Hello</p><script>parent.document.title = "owned"</script>';
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/mail/get': () => ({
        json: { ...mail, from: 'Riverbend Books <shop@example.com>', last_error: null, text: 'Hello', html },
      }),
      'console/mail/resend': () => ({
        json: { ...mail, mail_id: 'm2', resent_from: 'm1', from: '', last_error: null, text: '', html: '' },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/mail/m1' });

    const frame = await screen.findByTitle(words.htmlPart);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    fireEvent.click(screen.getByRole('button', { name: words.resend }));

    expect(await screen.findByText(words.resent('ada@example.com'))).toBeInTheDocument();
    const body = api.calls.find((call) => call.action === 'console/mail/resend')?.body as Record<string, string>;
    expect(body.mail_id).toBe('m1');
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
