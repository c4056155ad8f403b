import { sharedCartPath, type Cart } from '@bookfront/contract';

/**
 * The cart as an email (cart/email): each line with its price, the subtotal and a link that opens
 * the sender's titles for whoever receives it (docs/features/cart.md#email-cart); gift cards
 * are the sender's own and stay out of the link.
 */
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
  const titles = input.cart.items
    .filter((item) => !item.cart_info.is_giftcard)
    .map((item) => ({
      eisbn: item.title_info.eisbn,
      quantity: item.cart_info.quantity,
      condition: item.cart_info.condition,
    }));
  const link = titles.length > 0 ? `${input.baseUrl}${sharedCartPath(titles)}` : `${input.baseUrl}/checkout/cart`;
  return {
    to: input.to,
    subject: `Your cart at ${input.storeName}`,
    heading: 'Your cart',
    paragraphs: [...lines, ...(subtotal === null ? [] : [`Subtotal: ${money.format(subtotal / 100)}`])],
    action: { label: 'Open your cart', url: link },
    footnote: 'Prices and availability may change until you check out.',
  };
}
