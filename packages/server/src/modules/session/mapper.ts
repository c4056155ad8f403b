import type { Session, SessionCart, SessionUser } from '@bookfront/contract';
import { sha256Hex } from '../../lib/ids.ts';
import type { SessionRecord } from './service.ts';

type CartLine = { eisbn: string; conditionCode: string; quantity: number };

/**
 * The checksum the client sends back with cart changes to detect a stale cart (409). It covers the
 * lines and the location, since a location change empties the cart.
 */
export function cartChecksum(lines: readonly CartLine[], locationId: string | null): string {
  return sha256Hex(JSON.stringify({ lines, locationId })).slice(0, 32);
}

// TODO(cart issue): read the session's cart lines; until carts exist every cart is empty.
export function toSessionCart(session: Pick<SessionRecord, 'locationId'>): SessionCart {
  return {
    checksum: cartChecksum([], session.locationId),
    summary: { item_count: 0, total_quantity: 0 },
    items: [],
    can_click_collect: true,
    contains_unavailable: false,
  };
}

export function toSession(
  session: SessionRecord,
  options: { mustPickLocation: boolean; user: SessionUser | null },
): Session {
  return {
    logged_in: options.user !== null,
    session_id: session.id,
    user: options.user,
    location_id: session.locationId,
    pick_location: options.mustPickLocation,
    cart: toSessionCart(session),
    wishlist: [],
    wishlist_id: null,
  };
}
