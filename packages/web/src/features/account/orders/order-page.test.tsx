import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { listMessages, orderErrorCodes, orderMessages } from '@bookfront/contract';
import { mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { OrderPage } from '../pages/order-page.tsx';
import { orderFixture, orderItemFixture } from '../../../test/order-fixtures.ts';

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
  });

  it("takes a guest's emailed link (?token=) as the order just placed, as any query string is", async () => {
    const { api } = renderOrderPage('/account/order/10042?token=s3cret', {
      'order/get': () => ({ json: orderFixture() }),
      'session/get': () => ({ json: sessionFixture() }),
    });

    expect(await screen.findByText(orderMessages.orderPlaced)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order 10042' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((call) => call.action)).toContain('session/get'));
  });

  it("shows a customer's order as just placed on the return from PayPal, whatever PayPal adds to the address", async () => {
    const customer = sessionFixture({ logged_in: true });
    const api = mockApi({
      'order/get': () => ({ json: orderFixture({ payment_type: 'paypal' }) }),
      'session/get': () => ({ json: customer }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(
      <Routes>
        <Route path="/account/order/:id" element={<OrderPage />} />
      </Routes>,
      { path: '/account/order/10042?paypal=return&PayerID=P1', session: customer },
    );

    expect(await screen.findByText(orderMessages.orderPlaced)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.paymentTypes.paypal)).toBeInTheDocument();
  });

  it('opens at once with the order the placing action answered, without asking again', async () => {
    const api = mockApi({ 'session/get': () => ({ json: sessionFixture() }) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderInShell(
      <Routes>
        <Route path="/account/order/:id" element={<OrderPage />} />
      </Routes>,
    );

    await router.navigate('/account/order/10043?success=1', {
      state: { order: orderFixture({ order_number: '10043', delivery_key: 'quote', payment_type: 'quote' }) },
    });

    expect(await screen.findByText(orderMessages.quoteSent)).toBeInTheDocument();
    expect(api.calls.map((call) => call.action)).not.toContain('order/get');
  });

  it('shows where the chosen pick up location is', async () => {
    renderOrderPage('/account/order/10042', {
      'order/get': () => ({
        json: orderFixture({
          order_location_id: 'eastside',
          location: {
            location_id: 'eastside',
            name: 'Riverbend Books Eastside',
            address: '3020 SE Division Street',
            city: 'Portland',
            province: 'OR',
            postal_code: '97202',
            country: 'US',
          },
        }),
      }),
    });

    const delivery = await screen.findByText(/3020 SE Division Street/);

    expect(delivery).toHaveTextContent(
      `${orderMessages.pickUpAt('Eastside')} 3020 SE Division Street Portland, OR 97202`,
    );
    expect(screen.queryByText(/120 River Street/)).not.toBeInTheDocument();
  });

  it('lists the total, then what gift cards paid, then the total owing', async () => {
    renderOrderPage('/account/order/10042', {
      'order/get': () => ({
        json: orderFixture({
          summary: { ...orderFixture().summary, total: 4400, total_gift_card_amount_used: 1250, total_owing: 3150 },
        }),
      }),
    });

    const summary = await screen.findByRole('region', { name: orderMessages.summary });

    const lines = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(lines.slice(-3)).toEqual([
      `${orderMessages.total} $44.00`,
      `${orderMessages.giftCards} −$12.50`,
      `${orderMessages.totalOwing} $31.50`,
    ]);
  });

  describe('the offer to take the titles bought off the favourites', () => {
    const hunger = '9780439023481';
    const customer = (wishlist: string[]) =>
      sessionFixture({
        logged_in: true,
        wishlist_id: 'favourites-1',
        wishlist: wishlist.map((eisbn) => ({ eisbn })),
      });

    function renderPlaced(wishlist: string[], remove = vi.fn()) {
      let favourites = wishlist;
      const api = mockApi({
        'order/get': () => ({ json: orderFixture() }),
        'session/get': () => ({ json: customer(favourites) }),
        'titlelist/removeItemsFromList': (body) => {
          remove(body);
          favourites = [];
          return {
            json: {
              message: listMessages.itemsRemoved,
              list: {
                list_id: 'favourites-1',
                name: 'Favorites',
                description: '',
                can_delete: false,
                is_favourites: true,
                changed: 0,
                date_posted: 0,
                date_updated: 0,
                row_count: 0,
              },
            },
          };
        },
      });
      vi.stubGlobal('fetch', api.fetch);
      renderInShell(
        <Routes>
          <Route path="/account/order/:id" element={<OrderPage />} />
        </Routes>,
        { path: '/account/order/10042?success=1', session: customer(wishlist) },
      );
      return api;
    }

    it('is not made when none of the titles bought is in the favourites', async () => {
      renderPlaced(['9780000000002']);

      expect(await screen.findByText(orderMessages.orderPlaced)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: orderMessages.removeFromFavourites('favorites') })).toBeNull();
    });

    it('removes the titles bought from the favourites on confirm, and says so', async () => {
      const user = userEvent.setup();
      const remove = vi.fn();
      renderPlaced([hunger, '9780000000002'], remove);

      expect(await screen.findByText(orderMessages.removeBoughtFavourites(1, 'favorites'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: orderMessages.removeFromFavourites('favorites') }));

      expect(await screen.findByText(listMessages.itemsRemoved)).toBeInTheDocument();
      expect(remove).toHaveBeenCalledWith(
        expect.objectContaining({ list_id: 'favourites-1', eisbns: JSON.stringify([hunger]) }),
      );
      expect(screen.queryByRole('button', { name: orderMessages.removeFromFavourites('favorites') })).toBeNull();
    });
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

  it('thanks nobody for an order a link with a wrong secret cannot open', async () => {
    renderOrderPage('/account/order/999?token=wrong', {
      'order/get': () => ({ status: 404, json: { error: orderMessages.notFound, code: orderErrorCodes.notFound } }),
      'session/get': () => ({ json: sessionFixture() }),
    });

    expect(await screen.findByText(orderMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByText(orderMessages.orderPlaced)).not.toBeInTheDocument();
  });

  it('says only that the order cannot be found when order/get refuses', async () => {
    renderOrderPage('/account/order/999', {
      'order/get': () => ({ status: 404, json: { error: orderMessages.notFound, code: orderErrorCodes.notFound } }),
    });

    expect(await screen.findByText(orderMessages.notFound)).toBeInTheDocument();
  });
});
