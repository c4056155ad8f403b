import { describe, expect, it } from 'vitest';
import { availabilityRowFixture } from '../../test/catalog-fixtures.ts';
import { cartFixture, cartItemFixture } from '../../test/cart-fixtures.ts';
import { stockAdjustments } from './stock.ts';

const line = (quantity: number, onhand: number | 'Y', isExtraOrderable = false, cartId = 'line-1') =>
  cartItemFixture({
    title_info: { available: availabilityRowFixture({ onhand, is_extra_orderable: isExtraOrderable }) },
    cart_info: { quantity, cart_id: cartId },
  });

describe('stockAdjustments', () => {
  it('sets a line above what is on hand to the number on hand', () => {
    expect(stockAdjustments(cartFixture([line(5, 2)]))).toEqual([
      expect.objectContaining({ cartId: 'line-1', quantity: 5, onHand: 2 }),
    ]);
  });

  it('removes a line with nothing left (on hand 0)', () => {
    expect(stockAdjustments(cartFixture([line(1, 0)]))).toEqual([expect.objectContaining({ onHand: 0 })]);
  });

  it('leaves lines the store can order in, lines within stock, and stock shown only as in stock', () => {
    const cart = cartFixture([line(5, 2, true, 'a'), line(2, 2, false, 'b'), line(9, 'Y', false, 'c')]);

    expect(stockAdjustments(cart)).toEqual([]);
  });

  it('leaves gift cards alone', () => {
    const giftCard = cartItemFixture({
      title_info: { available: availabilityRowFixture({ onhand: 0 }) },
      cart_info: { quantity: 2, is_giftcard: true },
    });

    expect(stockAdjustments(cartFixture([giftCard]))).toEqual([]);
  });
});
