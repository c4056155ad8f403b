import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { favouritesWord, listMessages, orderMessages, type Order } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useRemoveBoughtFavourites } from './api.ts';

/** The titles of `order` (gift cards aside) that are on the customer's favourites list. */
export function boughtFavourites(order: Order, wishlist: readonly { eisbn: string }[]): string[] {
  const favourites = new Set(wishlist.map((row) => row.eisbn));
  const bought = order.items.filter((item) => !item.cart_info.is_giftcard).map((item) => item.title_info.eisbn);
  return [...new Set(bought)].filter((eisbn) => favourites.has(eisbn));
}

/**
 * docs/features/orders.md#order-confirmation: after a purchase, an offer to take the titles bought off the favourites
 * list, shown only when some of them are on it. On confirm they are removed and 'Items removed from wishlist.' shows.
 */
export function BoughtFavouritesOffer({ order }: { order: Order }) {
  const settings = useSiteSettings();
  const session = useSession();
  const remove = useRemoveBoughtFavourites();
  const [isDismissed, setIsDismissed] = useState(false);
  const listId = session.wishlist_id;
  const eisbns = session.logged_in ? boughtFavourites(order, session.wishlist) : [];
  if (isDismissed || !listId || eisbns.length === 0) return null;

  const word = favouritesWord(settings.store_info.is_american);
  const handleRemove = () =>
    remove.mutate(
      { listId, eisbns },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message || listMessages.itemsRemoved });
          setIsDismissed(true);
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return (
    <Alert
      color="blue"
      role="region"
      aria-label={favouritesWord(settings.store_info.is_american, { capitalized: true })}
    >
      <Text mb="sm">{orderMessages.removeBoughtFavourites(eisbns.length, word)}</Text>
      <Group gap="sm">
        <Button size="xs" loading={remove.isPending} onClick={handleRemove}>
          {orderMessages.removeFromFavourites(word)}
        </Button>
        <Button size="xs" variant="default" onClick={() => setIsDismissed(true)}>
          {orderMessages.keepInFavourites}
        </Button>
      </Group>
    </Alert>
  );
}
