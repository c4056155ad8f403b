import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consolePaymentMessages, type ConsoleOrderDetail } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { orderFixture } from '../../../test/order-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from '../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

function detail(overrides: Partial<ConsoleOrderDetail> = {}): ConsoleOrderDetail {
  const order = orderFixture();
  return {
    order,
    status: 'new',
    tracking: '',
    payment_status: 'captured',
    total_owing: 0,
    paypal_order_id: null,
    has_sealed_card: false,
    can_charge_card: false,
    refund: {
      paid: order.summary.total,
      refunded: 0,
      shipping_refundable: 0,
      quantities: order.items.map((item) => item.cart_info.quantity),
      refunds: [],
    },
    can_refund: true,
    history: [],
    actions: [],
    can_answer_quote: false,
    quote_answered_at: null,
    ...overrides,
  };
}

describe('Store console refunds', () => {
  it('refunds the chosen copies for the amount it shows, once per key, and lists the refund made', async () => {
    const before = detail();
    const title = before.order.items[0]?.title_info.title ?? '';
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/orders/get': () => ({ json: before }),
      'console/orders/refund': () => ({
        json: detail({
          refund: {
            ...before.refund,
            refunded: 1200,
            quantities: before.refund.quantities.map((quantity, index) => (index === 0 ? quantity - 1 : quantity)),
            refunds: [
              {
                at: 1_800_000_000,
                staff_email: manager.email,
                amount: 1200,
                gift_card: 0,
                paypal: 0,
                terminal: 1200,
                shipping: 0,
                restocked: 1,
                note: '',
                lines: [{ position: 0, quantity: 1, amount: 1200 }],
              },
            ],
          },
        }),
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/orders/10042' });

    await userEvent.type(
      await screen.findByRole('textbox', { name: consolePaymentMessages.refundQuantity(title) }),
      '1',
    );
    const button = screen.getByRole('button', { name: /^Refund \$/ });
    await userEvent.click(button);

    expect(await screen.findByText(consolePaymentMessages.atTerminal('$12.00'), { exact: false })).toBeInTheDocument();
    const sent = api.calls.find((call) => call.action === 'console/orders/refund')?.body;
    expect(sent).toMatchObject({ order_number: '10042', lines: [{ position: 0, quantity: 1 }], restock: true });
    expect(sent?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a clerk the refunds made but no form', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'console/me': () => ({ json: { ...manager, role: 'clerk' } }),
        'console/orders/get': () => ({ json: detail({ can_refund: false }) }),
      }).fetch,
    );
    renderInShell(<ConsoleApp />, { path: '/orders/10042' });

    expect(await screen.findByRole('heading', { name: 'Order 10042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });
});
