import { registryMessages, type Address, type Cart } from '@bookfront/contract';
import type { AddressService } from '../address/service.ts';
import type { RegistryService } from '../registry/service.ts';
import type { StoreContext } from '../store/service.ts';

/**
 * Where a customer's shipment goes: an address of their own book, or the shipping address of a gift
 * registry their cart buys for (docs/features/gift-registries.md#shipping-at-checkout). `address` is
 * the whole address (shipping prices it, staff read it); `shown` is what the buyer may see of it.
 */
export type ShipTo = { address: Address; shown: Address; giftRegistryId: string | null };

/** A registry's address as its buyer sees it: the owner's name, the city, region and country, nothing more. */
function shownToBuyer(address: Address, ownerName: string): Address {
  return {
    address_id: address.address_id,
    name: registryMessages.registryAddressName(ownerName),
    company_name: '',
    phone_number: '',
    phone_number_ext: '',
    email_address: '',
    street_address: '',
    street_address_2: '',
    city: address.city,
    province: address.province,
    country: address.country,
    postal_code: '',
    preferred: false,
    can_ship_to: true,
  };
}

export function createShipToFinder(deps: {
  addresses: Pick<AddressService, 'listAddresses'>;
  registries: Pick<RegistryService, 'registryShipTo'>;
}) {
  /**
   * The address `addressId` names for this customer and cart, or null: one of their own, else the
   * shipping address of a registry the cart's lines are bought for (never any other registry's).
   */
  return async function shipToOf(options: {
    store: StoreContext;
    userId: string;
    cart: Cart;
    addressId: string;
  }): Promise<ShipTo | null> {
    const { store, userId, cart, addressId } = options;
    const book = await deps.addresses.listAddresses(store.id, userId);
    const own = book.find((candidate) => candidate.address_id === addressId);
    if (own) return { address: own, shown: own, giftRegistryId: null };
    const registryIds = cart.items.flatMap((item) =>
      item.cart_info.gift_registry_id ? [item.cart_info.gift_registry_id] : [],
    );
    if (registryIds.length === 0 || !store.settings.gift_registry_enabled) return null;
    const registry = await deps.registries.registryShipTo(store.id, registryIds, addressId);
    if (!registry) return null;
    return {
      address: registry.address,
      shown: shownToBuyer(registry.address, registry.ownerName),
      giftRegistryId: registry.giftRegistryId,
    };
  };
}
export type ShipToFinder = ReturnType<typeof createShipToFinder>;
