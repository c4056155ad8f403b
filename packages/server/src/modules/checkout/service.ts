import { checkoutErrorCodes, checkoutMessages, type CheckoutState, type DeliveryPreference } from '@bookfront/contract';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import type { CartService } from '../cart/service.ts';
import { cartViewerFor, type SessionRecord } from '../session/service.ts';
import type { StoreContext } from '../store/service.ts';
import type { CheckoutDraftRow } from '../../db/schema.ts';
import { pickupLocationOf } from '../orders/mapper.ts';
import { toCheckoutDraft } from './mapper.ts';
import type { ShipTo, ShipToFinder } from './ship-to.ts';

/** Who is checking out: the store, the session, and the cart the session holds. */
export type Checkout = { store: StoreContext; session: SessionRecord; cartId: string };

export function createCheckoutService({ carts, shipTo }: { carts: CartService; shipTo: ShipToFinder }) {
  /**
   * The checkout state, the draft row it was read from (undefined before checkout starts) and where
   * the draft ships to, whole (the state's draft shows the buyer only what they may see of it).
   */
  async function stateWithRow(
    checkout: Checkout,
  ): Promise<{ state: CheckoutState; row: CheckoutDraftRow | undefined; shipping: ShipTo | null }> {
    const { store, session, cartId } = checkout;
    const viewer = cartViewerFor(store, session);
    const row = await carts.draftOf(store.id, cartId);
    const cart = await carts.describeCart(viewer, cartId, { draft: row });
    // A guest has no address; one may have been deleted, or the registry may no longer ask for it.
    const addressId = row?.addressId ?? null;
    const shipping =
      session.userId && addressId ? await shipTo({ store, userId: session.userId, cart, addressId }) : null;
    // docs/features/checkout.md#review-and-submit: the order is picked up where the viewer's stock and prices come from.
    const draft = {
      ...toCheckoutDraft(row, shipping?.shown ?? null),
      pickup_location: pickupLocationOf(store.locations, viewer.locationId),
    };
    return { state: { draft, cart }, row, shipping };
  }

  const state = async (checkout: Checkout): Promise<CheckoutState> => (await stateWithRow(checkout)).state;

  /** docs/features/checkout.md#guest-checkout: a guest may only pick up; the store decides whether it ships or delivers at all. */
  function assertDeliveryAllowed({ store, session }: Checkout, preference: DeliveryPreference): void {
    if (preference === 'pickup') return;
    if (!session.userId) {
      throw new UnauthorizedError(checkoutErrorCodes.guestPickupOnly, checkoutMessages.guestPickupOnly);
    }
    if (preference === 'ship' && !store.settings.shipping_enabled) {
      throw new ForbiddenError(checkoutErrorCodes.shippingDisabled, checkoutMessages.shippingDisabled);
    }
    if (preference === 'local_delivery' && !store.settings.checkout.local_delivery.enabled) {
      throw new ForbiddenError(checkoutErrorCodes.localDeliveryDisabled, checkoutMessages.localDeliveryDisabled);
    }
  }

  return {
    /** checkout/get (ours): the draft and the cart priced with it. */
    state,
    stateWithRow,

    /**
     * checkout/setDelivery: starts (or restarts) checkout with a delivery preference. Pick up costs
     * nothing and is taxed where the shopper picks up; shipping and local delivery are priced when
     * an address and a provider are chosen.
     */
    async setDelivery(checkout: Checkout, preference: DeliveryPreference): Promise<CheckoutState> {
      assertDeliveryAllowed(checkout, preference);
      const { store, session, cartId } = checkout;
      const cart = await carts.describeCart(cartViewerFor(store, session), cartId);
      if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
      const isPickup = preference === 'pickup';
      await carts.updateDraft(store.id, cartId, {
        deliveryPreference: preference,
        provider: isPickup ? null : undefined,
        multishipMethod: isPickup ? null : undefined,
        shippingCents: isPickup ? 0 : null,
        taxRegion: isPickup ? null : undefined,
        // Payment choices differ by delivery type, so the shopper chooses again.
        paymentChoice: null,
      });
      return state(checkout);
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
