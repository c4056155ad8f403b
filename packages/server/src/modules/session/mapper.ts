import type { Cart, Session, SessionUser } from '@bookfront/contract';
import type { SessionRecord } from './service.ts';

export function toSession(
  session: SessionRecord,
  options: {
    mustPickLocation: boolean;
    user: SessionUser | null;
    cart: Cart;
    /** The customer's favourites list, once they have one. */
    wishlist: { listId: string; eisbns: string[] } | null;
  },
): Session {
  // A wishlist belongs to a logged-in customer only.
  const wishlist = options.user ? options.wishlist : null;
  return {
    logged_in: options.user !== null,
    session_id: session.id,
    user: options.user,
    location_id: session.locationId,
    pick_location: options.mustPickLocation,
    cart: options.cart,
    wishlist: wishlist ? wishlist.eisbns.map((eisbn) => ({ eisbn })) : [],
    wishlist_id: wishlist?.listId ?? null,
  };
}
