import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartMessages,
  catalogMessages,
  type AvailabilityRow,
  type Session,
  cartPageMessages,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../test/cart-fixtures.ts';
import { availabilityRowFixture } from '../../test/catalog-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { sessionKeys } from '../session/session.ts';
import { AddToCartControl } from './add-to-cart-control.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

/** cart/add answers a cart holding the quantity asked for (with cart_id, the quantity set). */
const addAnswer = (body: Record<string, unknown>) => ({
  json: { cart: cartFixture([cartItemFixture({ cart_info: { quantity: Number(body.quantity) } })]) },
});

function renderControl({
  row = availabilityRowFixture(),
  isLargePrint = false,
  session = sessionFixture({ location_id: 'downtown' }),
  settings = siteSettingsFixture(),
  handlers = { 'cart/add': addAnswer },
}: {
  row?: AvailabilityRow | null;
  isLargePrint?: boolean;
  session?: Session;
  settings?: ReturnType<typeof siteSettingsFixture>;
  handlers?: Parameters<typeof mockApi>[0];
} = {}) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const rendered = renderInShell(
    <AddToCartControl eisbn="9780439023481" title="The Hunger Games" row={row} isLargePrint={isLargePrint} />,
    { session, settings },
  );
  return { ...rendered, api };
}

const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity of The Hunger Games' });

describe('AddToCartControl', () => {
  it('adds the quantity typed, then says how many are in the cart and links to it', async () => {
    const user = userEvent.setup();
    const { api, queryClient } = renderControl();

    await user.clear(quantityBox());
    await user.type(quantityBox(), '2');
    await user.click(screen.getByRole('button', { name: catalogMessages.addToCart }));

    expect(await screen.findByRole('button', { name: /2 in cart/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.goToCart })).toHaveAttribute('href', '/checkout/cart');
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
      eisbn: '9780439023481',
      condition: 'NEW',
      quantity: 2,
    });
    expect(queryClient.getQueryData<Session>(sessionKeys.all)?.cart.summary.total_quantity).toBe(2);
  });

  it('says Adding.. while the cart answers', async () => {
    const user = userEvent.setup();
    let answer: (value: { json: unknown }) => void = () => {};
    renderControl({ handlers: { 'cart/add': () => new Promise((resolve) => (answer = resolve)) } });

    await user.click(screen.getByRole('button', { name: catalogMessages.addToCart }));

    expect(await screen.findByRole('button', { name: cartMessages.adding })).toBeDisabled();
    answer(addAnswer({ quantity: 1 }));
    expect(await screen.findByRole('button', { name: /1 in cart/ })).toBeEnabled();
  });

  it('resets a quantity that is not a number to 1', async () => {
    const user = userEvent.setup();
    renderControl();

    await user.clear(quantityBox());
    await user.type(quantityBox(), 'x');

    expect(quantityBox()).toHaveValue('1');
  });

  it('offers the number on hand, and ordering the rest, when more are asked for than are in stock', async () => {
    const user = userEvent.setup();
    const { api } = renderControl();

    await user.clear(quantityBox());
    await user.type(quantityBox(), '10');
    await user.click(screen.getByRole('button', { name: catalogMessages.addToCart }));

    const dialog = await screen.findByRole('dialog', { name: cartMessages.onlyInStock(6) });
    expect(screen.getByRole('button', { name: cartMessages.takeOnHandAndOrderRest(6) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: cartMessages.takeOnHand(6) }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({ quantity: 6 });
  });

  it('only offers the number on hand when the title cannot be ordered in', async () => {
    const user = userEvent.setup();
    renderControl({ row: availabilityRowFixture({ onhand: 3, is_extra_orderable: false }) });

    await user.clear(quantityBox());
    await user.type(quantityBox(), '5');
    await user.click(screen.getByRole('button', { name: catalogMessages.addToCart }));

    expect(await screen.findByRole('button', { name: cartMessages.takeOnHand(3) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cartMessages.takeOnHandAndOrderRest(3) })).not.toBeInTheDocument();
  });

  it('sets the title’s line to the number on hand when some are already in the cart', async () => {
    const user = userEvent.setup();
    const inCart = cartFixture([cartItemFixture({ cart_info: { cart_id: 'line-7', quantity: 4 } })]);
    const { api } = renderControl({ session: sessionFixture({ location_id: 'downtown', cart: inCart }) });

    await user.clear(quantityBox());
    await user.type(quantityBox(), '3');
    await user.click(screen.getByRole('button', { name: /4 in cart/ }));
    await user.click(await screen.findByRole('button', { name: cartMessages.takeOnHand(6) }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
        cart_id: 'line-7',
        quantity: 6,
      }),
    );
  });

  it('asks before adding a large print edition', async () => {
    const user = userEvent.setup();
    const { api } = renderControl({ isLargePrint: true });

    await user.click(screen.getByRole('button', { name: catalogMessages.addToCart }));
    const dialog = await screen.findByRole('dialog', { name: cartMessages.largePrintHeading });
    expect(dialog).toHaveTextContent(cartMessages.largePrintConfirm);
    expect(api.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: catalogMessages.addToCart }));

    expect(await screen.findByRole('button', { name: /1 in cart/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal as a toast', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    renderControl({
      handlers: {
        'cart/add': () => ({ status: 403, json: { error: cartPageMessages.orderingDisabled, code: 'CART_DISABLED' } }),
      },
    });

    await user.click(screen.getByRole('button', { name: catalogMessages.addToCart }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: cartPageMessages.orderingDisabled })),
    );
    expect(screen.getByRole('button', { name: catalogMessages.addToCart })).toBeEnabled();
  });

  it('says Pre-order for a forthcoming title with nothing on hand', () => {
    renderControl({ row: availabilityRowFixture({ availability: 'forthcoming', onhand: 0 }) });

    expect(screen.getByRole('button', { name: catalogMessages.preOrder })).toBeInTheDocument();
  });

  it.each([
    ['the store has the cart off', siteSettingsFixture({ cart_enabled: false })],
    ['guests may not see the cart', siteSettingsFixture({ guest_show_cart: false })],
  ])('is hidden when %s', (_case, settings) => {
    renderControl({ settings });

    expect(screen.queryByRole('button', { name: catalogMessages.addToCart })).not.toBeInTheDocument();
  });

  it('is hidden when the title cannot be bought', () => {
    renderControl({ row: availabilityRowFixture({ availability: 'out_of_print' }) });

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
