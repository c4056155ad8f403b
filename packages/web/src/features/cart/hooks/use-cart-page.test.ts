import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartPageLength, useCartPage } from './use-cart-page.ts';

afterEach(() => sessionStorage.clear());

describe('useCartPage', () => {
  it('starts on the first page and counts pages of the cart page length', () => {
    const { result } = renderHook(() => useCartPage(cartPageLength * 2 + 1));

    expect(result.current).toMatchObject({ page: 1, pageCount: 3, start: 0 });
  });

  it('remembers the chosen page for the rest of the browser session', () => {
    const first = renderHook(() => useCartPage(60));
    act(() => first.result.current.setPage(2));
    first.unmount();

    const { result } = renderHook(() => useCartPage(60));

    expect(result.current).toMatchObject({ page: 2, start: cartPageLength });
  });

  it('shows the last page when the remembered one is past the end', () => {
    sessionStorage.setItem('bookfront.cartPage', '3');

    const { result } = renderHook(() => useCartPage(cartPageLength + 1));

    expect(result.current.page).toBe(2);
  });

  it('ignores a remembered value that is not a page', () => {
    sessionStorage.setItem('bookfront.cartPage', 'two');

    const { result } = renderHook(() => useCartPage(100));

    expect(result.current.page).toBe(1);
  });
});
