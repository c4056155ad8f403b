import type { Cart } from '@bookfront/contract';

/** The cart as an email (cart/email): each line with its price, the subtotal and a link back. */
export function cartEmail(input: { storeName: string; currency: string; to: string; cart: Cart; baseUrl: string }) {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: input.currency });
  const lines = input.cart.items.map((item) => {
    const { quantity, sold_price: price } = item.cart_info;
    const name = item.title_info.binding
      ? `${item.title_info.title} (${item.title_info.binding})`
      : item.title_info.title;
    return price === null
      ? `${quantity} × ${name}`
      : `${quantity} × ${name}: ${money.format((price * quantity) / 100)}`;
  });
  const { subtotal } = input.cart.summary;
  return {
    to: input.to,
    subject: `Your cart at ${input.storeName}`,
    heading: 'Your cart',
    paragraphs: [...lines, ...(subtotal === null ? [] : [`Subtotal: ${money.format(subtotal / 100)}`])],
    action: { label: 'Open your cart', url: `${input.baseUrl}/checkout/cart` },
    footnote: 'Prices and availability may change until you check out.',
  };
}
