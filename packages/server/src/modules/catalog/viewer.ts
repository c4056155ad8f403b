import type { SessionRecord } from '../session/service.ts';
import type { StoreContext } from '../store/service.ts';
import type { StoreLocationName } from './availability.ts';

/** Who is looking and from where: the store, the location whose stock is shown, price visibility. */
export type Viewer = {
  storeId: string;
  /**
   * The store's revision: it moves with the store's settings and locations, and with what the store
   * hides or files under its own subjects, so browse reads those again only when it moves.
   */
  storeRevision: number;
  /** The session's location when it belongs to the store, else the store's first location ('' if none). */
  locationId: string;
  locations: StoreLocationName[];
  /** docs/features/cart.md#who-sees-the-cart: guests see prices only when the store's guest_show_price is on. */
  hidePrices: boolean;
};

export function viewerFor(store: StoreContext, session: SessionRecord | null): Viewer {
  const chosen = session?.locationId;
  const locationId =
    chosen && store.locations.some((location) => location.id === chosen) ? chosen : (store.locations[0]?.id ?? '');
  const isGuest = session?.userId == null;
  return {
    storeId: store.id,
    storeRevision: store.revision,
    locationId,
    locations: store.locations.map((location) => ({ id: location.id, name: location.name })),
    hidePrices: isGuest && !store.settings.guest_show_price,
  };
}
