import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleErrorCodes, consoleMessages, consoleQuoteMessages, type ConsoleOrderDetail } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { orderFixture } from '../../../test/order-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from './console-app.tsx';

const clerk = { staff_id: 's2', email: 'clerk@example.com', role: 'clerk', store_name: 'Riverbend Books' };

function detail(overrides: Partial<ConsoleOrderDetail> = {}): ConsoleOrderDetail {
  return {
    order: orderFixture(),
    status: 'new',
    tracking: '',
    payment_status: 'none',
    total_owing: 2400,
    paypal_order_id: null,
    has_sealed_card: false,
    can_charge_card: false,
    refund: { paid: 0, refunded: 0, shipping_refundable: 0, quantities: [1], refunds: [] },
    can_refund: false,
    history: [],
    actions: ['markReady', 'markCompleted'],
    can_answer_quote: false,
    quote_answered_at: null,
    ...overrides,
  };
}

function stubApi(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'console/me': () => ({ json: clerk }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

// renderInShell mounts the console at '*', so its own routes start at the root here (at /console in the app).
describe('Store console order page', () => {
  it('shows the lines with their ISBNs and offers only the changes the server allows', async () => {
    stubApi({ 'console/orders/get': () => ({ json: detail() }) });
    renderInShell(<ConsoleApp />, { path: '/orders/10042' });

    expect(await screen.findByRole('heading', { name: 'Order 10042' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '9780439023481' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: consoleMessages.markReady })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: consoleMessages.cancelOrder })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: consoleMessages.markShipped })).not.toBeInTheDocument();
  });

  it('marks the order ready with the note and shows its new status', async () => {
    const api = stubApi({
      'console/orders/get': () => ({ json: detail() }),
      'console/orders/markReady': () => ({
        json: detail({
          status: 'ready_for_pickup',
          actions: ['markCompleted'],
          history: [{ status: 'ready_for_pickup', at: 1_800_000_000, staff_email: clerk.email, note: 'Shelf B' }],
        }),
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/orders/10042' });

    await userEvent.type(await screen.findByRole('textbox', { name: consoleMessages.note }), 'Shelf B');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.markReady }));

    expect(await screen.findByText(/Ready for pick-up by clerk@example.com \(Shelf B\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: consoleMessages.markReady })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/orders/markReady')?.body).toMatchObject({
      order_number: '10042',
      note: 'Shelf B',
    });
  });

  it('declines a quote with the note once the decline is confirmed, and shows it cancelled', async () => {
    // The note's autosizing textarea listens to document.fonts, which jsdom lacks.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    const quote = { status: 'quote' as const, actions: [], can_answer_quote: true };
    const api = stubApi({
      'console/orders/get': () => ({ json: detail(quote) }),
      'console/orders/declineQuote': () => ({
        json: detail({
          status: 'cancelled',
          actions: [],
          history: [{ status: 'cancelled', at: 1_800_000_000, staff_email: clerk.email, note: 'Out of print' }],
        }),
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/orders/10042' });

    await userEvent.type(await screen.findByRole('textbox', { name: consoleQuoteMessages.note }), 'Out of print');
    await userEvent.click(screen.getByRole('button', { name: consoleQuoteMessages.decline }));
    expect(api.calls.some((call) => call.action === 'console/orders/declineQuote')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: consoleQuoteMessages.decline }));

    expect(await screen.findByText(consoleMessages.statuses.cancelled ?? 'Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: consoleQuoteMessages.answer })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/orders/declineQuote')?.body).toMatchObject({
      order_number: '10042',
      note: 'Out of print',
    });
  });

  it('says an order of another store is not found', async () => {
    stubApi({
      'console/orders/get': () => ({
        status: 404,
        json: { error: consoleMessages.orderNotFound, code: consoleErrorCodes.orderNotFound },
      }),
    });
    renderInShell(<ConsoleApp />, { path: '/orders/99999' });

    expect(await screen.findByRole('alert')).toHaveTextContent(consoleMessages.orderNotFound);
  });
});
