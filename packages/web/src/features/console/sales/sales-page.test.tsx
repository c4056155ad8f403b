import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleSalesMessages } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from '../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

describe('Store console daily sales', () => {
  it('asks for the range in the address and shows each day with each tender, the refunds and the totals', async () => {
    const day = { orders: 2, items: 3, revenue: { gift_card: 500, paypal: 1500 }, total: 2000, refunds: 700 };
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/sales/daily': () => ({
        json: { time_zone: 'America/Los_Angeles', days: [{ date: '2026-11-26', ...day }], totals: day },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/sales?from=2026-11-26&to=2026-11-26' });

    expect(await screen.findByRole('cell', { name: '2026-11-26' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: consoleSalesMessages.tenders.paypal })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '$15.00' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: '$13.00' })).toHaveLength(2);
    expect(api.calls.find((call) => call.action === 'console/sales/daily')?.body).toMatchObject({
      from: '2026-11-26',
      to: '2026-11-26',
    });
  });
});
