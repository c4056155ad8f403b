import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderMessages, type OrderList } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { orderFixture, orderItemFixture, orderRowFixture } from '../../../test/order-fixtures.ts';
import { OrderHistoryView } from './order-history-view.tsx';

function renderHistory(list: (body: Record<string, unknown>) => OrderList | { status: number; error: string }) {
  const api = mockApi({
    'order/getList': (body) => {
      const answer = list(body);
      return 'error' in answer ? { status: answer.status, json: { error: answer.error } } : { json: answer };
    },
    'order/get': () => ({
      json: orderFixture({
        items: ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => orderItemFixture(title)),
      }),
    }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderInShell(<OrderHistoryView />, { path: '/account/orders' }), api };
}

const [firstItem] = orderRowFixture('x').items;
if (!firstItem) throw new Error('the row fixture has an item');

describe('OrderHistoryView', () => {
  it("says 'no results' when there are no orders", async () => {
    renderHistory(() => ({ rows: [], rowcount: 0, years: [], page: 1 }));

    expect(await screen.findByText(orderMessages.noResults)).toBeInTheDocument();
  });

  it("shows 'There was an error' with the server's message", async () => {
    renderHistory(() => ({ status: 500, error: 'Database unavailable' }));

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText(orderMessages.historyError)).toBeInTheDocument();
  });

  it("shows three items of an order, then the rest on '+N more'", async () => {
    const user = userEvent.setup();
    renderHistory(() => ({
      rows: [
        orderRowFixture('10042', {
          items: ['One', 'Two', 'Three'].map((title) => ({ ...firstItem, title })),
          more_items: 2,
        }),
      ],
      rowcount: 1,
      years: [2026],
      page: 1,
    }));

    await user.click(await screen.findByRole('button', { name: orderMessages.moreItems(2) }));

    expect(await screen.findByText('Five')).toBeInTheDocument();
    expect(screen.getByText('Four')).toBeInTheDocument();
    expect(screen.getAllByText('One')).toHaveLength(1);
  });

  it('pages past five orders, and searches from the first page', async () => {
    const user = userEvent.setup();
    const { api } = renderHistory((body) => ({
      rows: [orderRowFixture(`order-${String(body.page)}`)],
      rowcount: 7,
      years: [2026],
      page: Number(body.page),
    }));

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Order order-2')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: orderMessages.search }), 'hunger');

    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ term: 'hunger', page: 1 }));
  });
});
