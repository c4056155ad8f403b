import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giftcardEisbn } from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../test/cart-fixtures.ts';
import { mockApi } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { GiftCardDialog } from './gift-card-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const giftCardLine = cartItemFixture({
  title_info: { eisbn: giftcardEisbn, title: 'Gift card', available: null, price: 2500 },
  cart_info: {
    cart_id: 'gift-1',
    quantity: 2,
    is_giftcard: true,
    sold_price: 2500,
    cart_notes: {
      giftcard_price: 2500,
      gift_card_info: { personalize: true, to: 'Prim', from: 'Katniss', message: 'Happy reading' },
    },
  },
});

describe('GiftCardDialog for a line of the cart', () => {
  it('opens with the line as it is and saves the change to that line', async () => {
    const api = mockApi({ 'cart/add': () => ({ json: { cart: cartFixture([giftCardLine]) } }) });
    vi.stubGlobal('fetch', api.fetch);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderInShell(<GiftCardDialog opened line={giftCardLine} onClose={onClose} />);

    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    // docs/features/cart.md#adding-to-the-cart: the amount box takes 4 characters, so whole dollars show without cents.
    expect(amount).toHaveValue('25');
    expect(amount).toHaveAttribute('maxLength', '4');
    expect(screen.getByRole('textbox', { name: /Quantity/ })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('Prim');
    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
      eisbn: giftcardEisbn,
      cart_id: 'gift-1',
      price: '40',
      quantity: '2',
      to: 'Prim',
    });
  });
});
