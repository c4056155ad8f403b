import type { LocalDeliverySetting } from '@bookfront/contract';

export type Coordinates = { latitude: number; longitude: number };

/** Where a local delivery would go; addresses carry no coordinates yet, so those are optional. */
export type DeliveryAddress = { postalCode: string; coordinates: Coordinates | null };

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points (the haversine formula); a dozen lines of
 * arithmetic, so no geometry library is brought in for it.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const latitudeDelta = radians(to.latitude - from.latitude);
  const longitudeDelta = radians(to.longitude - from.longitude);
  const a =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** 'v6b 1a1' and 'V6B-1A1' are the same code. */
export const compactPostalCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * Whether the store delivers to an address: its postal code starts with one of the area's
 * prefixes, or it lies within radius_km of the store. An address without coordinates can
 * qualify only by its postal code.
 */
export function addressQualifies(
  setting: LocalDeliverySetting,
  address: DeliveryAddress,
  store: Coordinates | null,
): boolean {
  const postalCode = compactPostalCode(address.postalCode);
  const byPrefix =
    postalCode !== '' && setting.postal_prefixes.some((prefix) => postalCode.startsWith(compactPostalCode(prefix)));
  if (byPrefix) return true;
  if (setting.radius_km === null || store === null || address.coordinates === null) return false;
  return distanceKm(store, address.coordinates) <= setting.radius_km;
}

/** docs/features/checkout.md#local-delivery: delivery is free when the store says so or from the free minimum on; otherwise the fee. */
export function localDeliveryFeeCents(setting: LocalDeliverySetting, subtotalCents: number): number {
  const isFree = setting.free_delivery || (setting.free_min_cents > 0 && subtotalCents >= setting.free_min_cents);
  return isFree ? 0 : setting.fee_cents;
}

export type LocalDeliveryQuote =
  | { qualifies: true; cents: number }
  /** 'address': outside the delivery area; 'order': below the minimum subtotal. */
  | { qualifies: false; reason: 'address' | 'order' };

/** docs/features/cart.md#quotes: local delivery needs a qualifying address and order. */
export function quoteLocalDelivery(options: {
  setting: LocalDeliverySetting;
  address: DeliveryAddress;
  store: Coordinates | null;
  subtotalCents: number;
}): LocalDeliveryQuote {
  const { setting, subtotalCents } = options;
  if (!addressQualifies(setting, options.address, options.store)) return { qualifies: false, reason: 'address' };
  if (subtotalCents < setting.min_cents) return { qualifies: false, reason: 'order' };
  return { qualifies: true, cents: localDeliveryFeeCents(setting, subtotalCents) };
}
