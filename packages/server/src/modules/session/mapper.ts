import type { Cart, Session, SessionUser } from '@bookfront/contract';
import type { SessionRecord } from './service.ts';

export function toSession(
  session: SessionRecord,
  options: { mustPickLocation: boolean; user: SessionUser | null; cart: Cart },
): Session {
  return {
    logged_in: options.user !== null,
    session_id: session.id,
    user: options.user,
    location_id: session.locationId,
    pick_location: options.mustPickLocation,
    cart: options.cart,
    wishlist: [],
    wishlist_id: null,
  };
}
