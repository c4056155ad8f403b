import { useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { CartItem } from '@bookfront/contract';
import { QuantityInput } from '../../../components/ui/quantity-input.tsx';
import { useSetLineQuantity } from '../api.ts';

/** docs/features/cart.md#adding-to-the-cart: the number typed replaces the line's; 0 removes the line. */
export function CartLineQuantity({ item }: { item: CartItem }) {
  const quantity = item.cart_info.quantity;
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  const setLineQuantity = useSetLineQuantity();
  const sent = useRef<number | null>(null);

  // A new quantity from the server (this box, or the cart changing elsewhere) replaces what is typed.
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }

  const handleCommit = (next: number) => {
    if (next === quantity || next === sent.current) return;
    sent.current = next;
    setLineQuantity.mutate(
      { item, quantity: next },
      {
        onError: (error) => {
          setText(String(quantity));
          notifications.show({ color: 'red', message: error.message });
        },
        onSettled: () => {
          sent.current = null;
        },
      },
    );
  };

  return (
    <QuantityInput
      label={`Quantity of ${item.title_info.title}`}
      value={text}
      onChange={setText}
      onCommit={handleCommit}
      min={0}
      disabled={setLineQuantity.isPending}
    />
  );
}
