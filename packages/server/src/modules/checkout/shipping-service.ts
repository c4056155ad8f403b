/**
 * The shipping step of checkout: checkout/getShippingProviders, getShippingBatch and setShipping
 * (docs/features/accounts.md#address-book), for logged-in customers shipping to an address of their own address book
 * or to a gift registry's their cart buys for (ship-to.ts).
 *
 * Placing an order prices shipping again: `shippingCostFor(checkout)` answers what the draft's
 * delivery costs for the cart as it is now, `{ ok: true, cents, provider, multishipMethod }`, or
 * `{ ok: false, problem }` with the AppError to throw (address gone, provider no longer serving
 * it, titles it cannot carry, local delivery no longer qualifying, nothing chosen yet). Pick up
 * costs 0 with no provider. It only reads: the caller decides what to write.
 */
import {
  checkoutErrorCodes,
  checkoutMessages,
  commonErrorCodes,
  commonMessages,
  deliveryPreferenceSchema,
  shippingErrorCodes,
  shippingMessages,
  type Address,
  type Cart,
  type CheckoutState,
  type DeliveryPreference,
  type GetShippingBatchInput,
  type MultishipMethod,
  type SetShippingInput,
  type ShippingBatch,
  type ShippingOption,
  type ShippingProviders,
  type StoreSettings,
} from '@bookfront/contract';
import { allCountries } from 'country-region-data';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import type { CartService } from '../cart/service.ts';
import type { TitleFactsService } from '../catalog/title-facts-service.ts';
import type { PlacesService } from '../places/service.ts';
import { cartViewerFor } from '../session/service.ts';
import { addressQualifies, quoteLocalDelivery } from './local-delivery.ts';
import type { Checkout, CheckoutService } from './service.ts';
import type { ShipToFinder } from './ship-to.ts';
import {
  batchOptions,
  defaultProvider,
  servesPlace,
  shippingOptionOf,
  type ShippingLine,
  type ShippingPlace,
} from './shipping.ts';

/** The provider id of the store's own local delivery among the shipping options. */
export const localDeliveryProvider = 'local_delivery';

/** Addresses carry country names ('Canada'); providers' regions name countries by ISO code ('CA'). */
const countryCodes = new Map(allCountries.map(([name, code]) => [name.toLowerCase(), code]));

export type ShippingCost =
  | { ok: true; cents: number; provider: string | null; multishipMethod: MultishipMethod | null }
  | { ok: false; problem: AppError };

/** What a shipping choice is made for: where it goes (whole) and the cart's lines as shipping sees them. */
type Shipment = { checkout: Checkout; address: Address; cart: Cart; lines: ShippingLine[] };

/** An option the shopper chose, with what a second shipment would cost (null: none is offered). */
type Chosen = { option: ShippingOption; secondShipmentCents: number | null };

const addressNotFound = () => new NotFoundError(commonErrorCodes.notFound, commonMessages.notFound);

export function createShippingService(deps: {
  carts: CartService;
  shipTo: ShipToFinder;
  places: PlacesService;
  checkout: CheckoutService;
  titleFacts: Pick<TitleFactsService, 'weightsOf'>;
}) {
  const { carts, shipTo, places, titleFacts } = deps;

  /**
   * docs/features/checkout.md#guest-checkout: guests cannot ship; the address must be the customer's own, or the
   * shipping address of a registry the cart buys for (docs/features/gift-registries.md#shipping-at-checkout); else 404, saying nothing more.
   */
  async function shipmentOf(checkout: Checkout, addressId: string): Promise<Shipment> {
    const userId = checkout.session.userId;
    if (!userId) throw new UnauthorizedError(checkoutErrorCodes.guestPickupOnly, checkoutMessages.guestPickupOnly);
    const cart = await carts.describeCart(cartViewerFor(checkout.store, checkout.session), checkout.cartId);
    const found = await shipTo({ store: checkout.store, userId, cart, addressId });
    if (!found) throw addressNotFound();
    if (cart.items.length === 0) throw new ConflictError(checkoutErrorCodes.emptyCart, checkoutMessages.emptyCart);
    const weights = await titleFacts.weightsOf(cart.items.map((item) => item.title_info.eisbn));
    const lines = cart.items.map((item) => ({
      eisbn: item.title_info.eisbn,
      binding: item.title_info.binding,
      quantity: item.cart_info.quantity,
      backorderQuantity: item.cart_info.backorder_quantity,
      isGiftcard: item.cart_info.is_giftcard,
      weightLb: weights.get(item.title_info.eisbn) ?? null,
    }));
    return { checkout, address: found.address, cart, lines };
  }

  function placeOf(address: Address): ShippingPlace {
    const countryCode = countryCodes.get(address.country.trim().toLowerCase());
    if (!countryCode) {
      throw new BadRequestError(shippingErrorCodes.addressRequired, shippingMessages.addressRequired);
    }
    // A region may name a province by name or code; listed provinces are compared by their name.
    const provinceName = (nameOrCode: string) =>
      (places.findProvince(address.country, nameOrCode) ?? nameOrCode).trim().toLowerCase();
    const addressProvince = provinceName(address.province);
    return { countryCode, isProvince: (nameOrCode) => provinceName(nameOrCode) === addressProvince };
  }

  /** What local delivery would cost for this shipment, or why it does not qualify; null when the store has none. */
  function localQuoteOf({ checkout, address, cart }: Shipment) {
    const setting = checkout.store.settings.checkout.local_delivery;
    if (!setting.enabled) return null;
    const { latitude, longitude } = checkout.store.settings.store_info;
    const quote = quoteLocalDelivery({
      setting,
      // Addresses carry no coordinates yet, so today they qualify by postal code only.
      address: { postalCode: address.postal_code, coordinates: null },
      store: latitude === null || longitude === null ? null : { latitude, longitude },
      subtotalCents: cart.summary.subtotal ?? 0,
    });
    const option: ShippingOption = {
      provider: localDeliveryProvider,
      delivery_preference: 'local_delivery',
      label: setting.label,
      cost: quote.qualifies ? quote.cents : setting.fee_cents,
      available: quote.qualifies,
      delivery_min: setting.delivery_min,
      delivery_max: setting.delivery_max,
      conflicting_eisbns: [],
    };
    return { setting, quote, option };
  }

  /** docs/features/checkout.md#local-delivery: 'Local delivery failed' (the address) or 'does not qualify' (the order's subtotal). */
  function localOptionFor(shipment: Shipment): ShippingOption {
    const local = localQuoteOf(shipment);
    if (!local) {
      throw new ForbiddenError(checkoutErrorCodes.localDeliveryDisabled, checkoutMessages.localDeliveryDisabled);
    }
    if (local.quote.qualifies) return local.option;
    if (local.quote.reason === 'address') {
      const message = shippingMessages.localDeliveryFailed(local.setting.availability_text);
      throw new ConflictError(shippingErrorCodes.localDeliveryFailed, message);
    }
    throw new ConflictError(shippingErrorCodes.localDeliveryNotQualified, shippingMessages.localDeliveryNotQualified);
  }

  /**
   * The options of a delivery for this shipment. Shipping lists the providers serving the
   * address's province and country (those that cannot carry some titles as unavailable) and the
   * store's local delivery; 'Not available' when none can take it.
   */
  function optionsFor(delivery: DeliveryPreference | null, shipment: Shipment): ShippingOption[] {
    const { store } = shipment.checkout;
    if (delivery === 'local_delivery') return [localOptionFor(shipment)];
    if (delivery !== 'ship') {
      throw new ConflictError(checkoutErrorCodes.deliveryRequired, checkoutMessages.deliveryRequired);
    }
    if (!store.settings.shipping_enabled) {
      throw new ForbiddenError(checkoutErrorCodes.shippingDisabled, checkoutMessages.shippingDisabled);
    }
    const place = placeOf(shipment.address);
    const storeCountry = store.settings.store_info.country;
    const shipped = store.settings.checkout.shipping_providers
      .filter((provider) => provider.enabled && servesPlace(provider, place, storeCountry))
      .map((provider) => shippingOptionOf(provider, shipment.lines));
    const local = localQuoteOf(shipment)?.option;
    if (shipped.length === 0 && !local?.available) {
      const { province, country } = shipment.address;
      throw new ConflictError(shippingErrorCodes.notAvailable, shippingMessages.notAvailable(province, country));
    }
    return local ? [...shipped, local] : shipped;
  }

  /** The option the shopper chose, refused when it cannot take this shipment. */
  function choose(delivery: DeliveryPreference, providerId: string, shipment: Shipment): Chosen {
    const option =
      providerId === localDeliveryProvider && delivery !== 'pickup'
        ? localOptionFor(shipment)
        : optionsFor(delivery, shipment).find((candidate) => candidate.provider === providerId);
    if (!option) {
      const { province, country } = shipment.address;
      throw new ConflictError(shippingErrorCodes.notAvailable, shippingMessages.notAvailable(province, country));
    }
    if (option.conflicting_eisbns.length > 0) {
      const message = shippingMessages.providerConflicts(option.conflicting_eisbns.length);
      throw new ConflictError(shippingErrorCodes.providerConflicts, message, { provider: message });
    }
    const provider = shipment.checkout.store.settings.checkout.shipping_providers.find(
      (candidate) => candidate.id === providerId,
    );
    const isShipped = option.delivery_preference === 'ship' && provider !== undefined;
    return { option, secondShipmentCents: isShipped ? provider.second_shipment_cents : null };
  }

  /** What the chosen option costs with this multishipment method; refused when it is not offered. */
  function costWith(chosen: Chosen, method: MultishipMethod, shipment: Shipment): number {
    const offered = batchOptions(chosen.secondShipmentCents, shipment.lines).find(
      (option) => option.multiship_method === method,
    );
    if (!offered) {
      throw new BadRequestError(shippingErrorCodes.batchUnavailable, shippingMessages.batchUnavailable, {
        multiship_method: shippingMessages.batchUnavailable,
      });
    }
    return chosen.option.cost + offered.delta_cost;
  }

  return {
    /**
     * Whether the store can send an order to `address` at all (docs/features/checkout.md#local-delivery Address can_ship_to): a
     * provider serves its country and province, or it is in the local delivery area. What the
     * cart holds (bindings, subtotal) is checked at the shipping step.
     */
    canShipTo(settings: StoreSettings, address: Address): boolean {
      const { local_delivery: local, shipping_providers: providers } = settings.checkout;
      const { latitude, longitude } = settings.store_info;
      const store = latitude === null || longitude === null ? null : { latitude, longitude };
      if (local.enabled && addressQualifies(local, { postalCode: address.postal_code, coordinates: null }, store)) {
        return true;
      }
      if (!settings.shipping_enabled) return false;
      try {
        const place = placeOf(address);
        return providers.some(
          (provider) => provider.enabled && servesPlace(provider, place, settings.store_info.country),
        );
      } catch {
        return false; // a country the store's lists do not know
      }
    },

    /** checkout/getShippingProviders: the options for the delivery chosen at the cart, and the one to preselect. */
    async getShippingProviders(checkout: Checkout, addressId: string): Promise<ShippingProviders> {
      const shipment = await shipmentOf(checkout, addressId);
      const draft = await carts.draftOf(checkout.store.id, checkout.cartId);
      const delivery = deliveryPreferenceOf(draft?.deliveryPreference ?? null);
      const providers = optionsFor(delivery, shipment);
      return { providers, default_provider: defaultProvider(providers) };
    },

    /** checkout/getShippingBatch: one shipment, or what is in stock now and the rest later, each with its extra cost. */
    async getShippingBatch(checkout: Checkout, input: GetShippingBatchInput): Promise<ShippingBatch> {
      const shipment = await shipmentOf(checkout, input.address_id);
      const chosen = choose(input.delivery_preference, input.provider, shipment);
      return { options: batchOptions(chosen.secondShipmentCents, shipment.lines) };
    },

    /**
     * checkout/setShipping: keeps the address, provider and multishipment method with the cart,
     * prices the delivery, and taxes the order where it goes (the address's province).
     */
    async setShipping(checkout: Checkout, input: SetShippingInput): Promise<CheckoutState> {
      const shipment = await shipmentOf(checkout, input.address_id);
      const chosen = choose(input.delivery_preference, input.provider, shipment);
      const cents = costWith(chosen, input.multiship_method, shipment);
      await carts.updateDraft(checkout.store.id, checkout.cartId, {
        deliveryPreference: chosen.option.delivery_preference,
        addressId: shipment.address.address_id,
        provider: chosen.option.provider,
        multishipMethod: input.multiship_method,
        shippingCents: cents,
        taxRegion: shipment.address.province,
      });
      return deps.checkout.state(checkout);
    },

    /** What the draft's delivery costs for the cart as it is now (see the top of this file). */
    async shippingCostFor(checkout: Checkout): Promise<ShippingCost> {
      const draft = await carts.draftOf(checkout.store.id, checkout.cartId);
      const delivery = deliveryPreferenceOf(draft?.deliveryPreference ?? null);
      if (delivery === 'pickup') return { ok: true, cents: 0, provider: null, multishipMethod: null };
      try {
        if (!draft || !delivery) {
          throw new ConflictError(checkoutErrorCodes.deliveryRequired, checkoutMessages.deliveryRequired);
        }
        if (!draft.addressId || !draft.provider) {
          throw new ConflictError(checkoutErrorCodes.shippingRequired, checkoutMessages.shippingRequired);
        }
        const method = draft.multishipMethod === 'batched' ? 'batched' : 'all';
        const shipment = await shipmentOf(checkout, draft.addressId);
        const chosen = choose(delivery, draft.provider, shipment);
        return {
          ok: true,
          cents: costWith(chosen, method, shipment),
          provider: chosen.option.provider,
          multishipMethod: method,
        };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, problem: error };
        throw error;
      }
    },
  };
}
export type ShippingService = ReturnType<typeof createShippingService>;

const deliveryPreferenceOf = (value: string | null): DeliveryPreference | null =>
  deliveryPreferenceSchema.nullable().catch(null).parse(value);
