import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { orderErrorCodes, orderMessages } from '@bookfront/contract';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { OrderPage } from '../pages/order-page.tsx';
import { orderFixture, orderItemFixture } from './order-fixtures.ts';

function renderOrderPage(path: string, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const page = (
    <Routes>
      <Route path="/account/order/:id" element={<OrderPage />} />
    </Routes>
  );
  return { ...renderInShell(page, { path }), api };
}

describe('OrderPage', () => {
  it('thanks the shopper for the order just placed, shows it, and refreshes the session', async () => {
    const { api } = renderOrderPage('/account/order/10042?success=1', {
      'order/get': () => ({ json: orderFixture() }),
      'session/get': () => ({ json: sessionFixture() }),
    });

    expect(await screen.findByText(orderMessages.orderPlaced)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order 10042' })).toBeInTheDocument();
    expect(screen.getByText('Nov 23rd 2026')).toBeInTheDocument();
    expect(screen.getByText(orderMessages.pickUpAt('Downtown'))).toBeInTheDocument();
    expect(screen.getByText('The Hunger Games')).toBeInTheDocument();
    expect(api.calls.map((call) => call.action)).toContain('session/get');
  });

  it('says a quote request was sent, with no payment shown', async () => {
    renderOrderPage('/account/order/10043?success=1', {
      'order/get': () => ({
        json: orderFixture({ delivery_key: 'quote', payment_type: 'quote', order_number: '10043' }),
      }),
      'session/get': () => ({ json: sessionFixture() }),
    });

    expect(await screen.findByText(orderMessages.quoteSent)).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.payment)).not.toBeInTheDocument();
  });

  it("passes a guest's link secret to order/get and to the download", async () => {
    const { api } = renderOrderPage('/account/order/10042?token=s3cret', {
      'order/get': () => ({ json: orderFixture() }),
    });

    const download = await screen.findByRole('link', { name: orderMessages.download });

    expect(api.calls[0]?.body).toMatchObject({ order_id: '10042', token: 's3cret' });
    expect(download).toHaveAttribute('href', '/api/order/getExcel?order_id=10042&token=s3cret');
    expect(screen.queryByText(orderMessages.orderPlaced)).not.toBeInTheDocument();
  });

  it('shows where a shipped order goes, with whom, and the card it was paid with', async () => {
    renderOrderPage('/account/order/10044', {
      'order/get': () => ({
        json: orderFixture({
          delivery_type: 'ship',
          delivery_key: 'ship',
          payment_type: 'credit_card',
          cc_info: {
            brand: 'visa',
            masked_number: '•••• 4242',
            name: 'Ada Reader',
            expiry_month: 4,
            expiry_year: 2030,
          },
          shipping: {
            orgname: '',
            name: 'Ada Reader',
            addr1: '500 Market Street',
            addr2: '',
            city: 'Seattle',
            prov: 'WA',
            country: 'United States',
            postal: '98101',
            phone: '',
            provider: 'UPS Ground',
          },
        }),
      }),
    });

    const delivery = await screen.findByText(/500 Market Street/);

    expect(delivery).toHaveTextContent(`${orderMessages.shipTo} Ada Reader 500 Market Street Seattle, WA 98101`);
    expect(delivery).toHaveTextContent(orderMessages.shipWith('UPS Ground'));
    expect(screen.getByText(/Visa •••• 4242/)).toBeInTheDocument();
  });

  it('shows backorders and gift card notes on their items', async () => {
    renderOrderPage('/account/order/10042', {
      'order/get': () => ({
        json: orderFixture({
          items: [
            orderItemFixture('Mockingjay', { backorder_quantity: 1, backorder_sub_message: 'Ships in 2 weeks' }),
            orderItemFixture('Gift card', {
              is_giftcard: true,
              cart_notes: { giftcard_price: 2500, gift_card_info: { to: 'Sam', from: 'Ada', message: 'Enjoy' } },
            }),
          ],
        }),
      }),
    });

    expect(await screen.findByText(`${orderMessages.backordered(1)} (Ships in 2 weeks)`)).toBeInTheDocument();
    expect(screen.getByText('To: Sam · From: Ada · Enjoy')).toBeInTheDocument();
  });

  it("tells a guest who just ordered that the order's link was emailed", async () => {
    const api = mockApi({
      'order/get': () => ({ status: 404, json: { error: orderMessages.notFound, code: orderErrorCodes.notFound } }),
      'session/get': () => ({ json: sessionFixture({ logged_in: false }) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(
      <Routes>
        <Route path="/account/order/:id" element={<OrderPage />} />
      </Routes>,
      { path: '/account/order/100007?success=1', session: sessionFixture({ logged_in: false }) },
    );

    expect(await screen.findByText(orderMessages.guestLinkEmailed)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.orderPlaced)).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.notFound)).not.toBeInTheDocument();
  });

  it('says only that the order cannot be found when order/get refuses', async () => {
    renderOrderPage('/account/order/999', {
      'order/get': () => ({ status: 404, json: { error: orderMessages.notFound, code: orderErrorCodes.notFound } }),
    });

    expect(await screen.findByText(orderMessages.notFound)).toBeInTheDocument();
  });
});
