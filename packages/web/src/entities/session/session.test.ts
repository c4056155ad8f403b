import { describe, expect, it } from 'vitest';
import { canShowCart } from './session.ts';

describe('canShowCart (docs/features/cart.md#who-sees-the-cart)', () => {
  it.each([
    { cart_enabled: true, guest_show_cart: true, logged_in: false, shown: true },
    { cart_enabled: true, guest_show_cart: false, logged_in: false, shown: false },
    { cart_enabled: true, guest_show_cart: false, logged_in: true, shown: true },
    { cart_enabled: false, guest_show_cart: true, logged_in: true, shown: false },
    { cart_enabled: false, guest_show_cart: true, logged_in: false, shown: false },
  ])('cart_enabled $cart_enabled, guest_show_cart $guest_show_cart, logged in $logged_in → $shown', (row) => {
    expect(canShowCart(row, row)).toBe(row.shown);
  });
});
