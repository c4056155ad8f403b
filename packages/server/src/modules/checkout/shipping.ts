import type { ShippingBatch, ShippingOption, ShippingProviderSetting } from '@bookfront/contract';
import { shippingMessages } from '@bookfront/contract';

/** A cart line as shipping sees it. */
export type ShippingLine = {
  eisbn: string;
  binding: string;
  quantity: number;
  /** Copies not in stock yet: they follow later when the shopper has what is in stock sent first. */
  backorderQuantity: number;
  isGiftcard: boolean;
  /** From the catalogue; null when it gives none. */
  weightLb: number | null;
};

/** Where an order goes: the address's country (ISO 3166-1 alpha-2) and a test for its province. */
export type ShippingPlace = {
  countryCode: string;
  /** Whether a province entry of a region (a name or a code) is the address's province. */
  isProvince: (nameOrCode: string) => boolean;
};

const kilogramsPerPound = 0.45359237;

/**
 * A title the catalogue gives no weight counts as half a kilogram (a trade paperback with its
 * packing), so weight pricing never ships an unweighed title for nothing.
 */
export const assumedWeightKg = 0.5;

/** Gift cards are sent by email or picked up: a gift card line never needs shipping. */
export const needsShipping = (line: ShippingLine) => !line.isGiftcard;

const normalized = (text: string) => text.trim().toLowerCase();

/** Whether `provider` ships to `place`; a provider without regions ships within the store's own country. */
export function servesPlace(provider: ShippingProviderSetting, place: ShippingPlace, storeCountry: string): boolean {
  const regions = provider.regions.length > 0 ? provider.regions : [{ country: storeCountry, provinces: [] }];
  return regions.some(
    (region) =>
      region.country.toUpperCase() === place.countryCode.toUpperCase() &&
      (region.provinces.length === 0 || region.provinces.some(place.isProvince)),
  );
}

/** The titles in the cart whose binding the provider will not carry. */
export function conflictingEisbns(provider: ShippingProviderSetting, lines: readonly ShippingLine[]): string[] {
  const excluded = new Set(provider.excluded_bindings.map(normalized));
  const conflicting = lines
    .filter((line) => needsShipping(line) && excluded.has(normalized(line.binding)))
    .map((line) => line.eisbn);
  return [...new Set(conflicting)];
}

/** The weight of the lines that ship, in kilograms. */
export function shippedWeightKg(lines: readonly ShippingLine[]): number {
  return lines
    .filter(needsShipping)
    .reduce(
      (total, line) =>
        total + line.quantity * (line.weightLb === null ? assumedWeightKg : line.weightLb * kilogramsPerPound),
      0,
    );
}

/** Every kilogram started counts; grams keep 2 × 0.5 kg from reading as a second kilogram. */
const kilogramsStarted = (kg: number) => Math.ceil(Math.round(kg * 1000) / 1000);

/** What `provider` charges for the lines that ship, in cents; nothing to ship costs nothing. */
export function shippingCostCents(provider: ShippingProviderSetting, lines: readonly ShippingLine[]): number {
  const shipped = lines.filter(needsShipping);
  if (shipped.length === 0) return 0;
  switch (provider.pricing) {
    case 'flat':
      return provider.base_cents;
    case 'quantity': {
      const copies = shipped.reduce((total, line) => total + line.quantity, 0);
      return provider.base_cents + provider.per_item_cents * Math.max(0, copies - 1);
    }
    case 'weight':
      return provider.base_cents + provider.per_kg_cents * Math.max(0, kilogramsStarted(shippedWeightKg(shipped)) - 1);
  }
}

/** docs/features/checkout.md#shipping-providers "Shipping option" of a provider for these lines. */
export function shippingOptionOf(provider: ShippingProviderSetting, lines: readonly ShippingLine[]): ShippingOption {
  const conflicting = conflictingEisbns(provider, lines);
  return {
    provider: provider.id,
    delivery_preference: 'ship',
    label: provider.label,
    cost: shippingCostCents(provider, lines),
    available: conflicting.length === 0,
    delivery_min: provider.delivery_min,
    delivery_max: provider.delivery_max,
    conflicting_eisbns: conflicting,
  };
}

/** Some copies can go now and some must wait: only then is a second shipment worth offering. */
export function canShipInBatches(lines: readonly ShippingLine[]): boolean {
  const shipped = lines.filter(needsShipping);
  const waiting = shipped.some((line) => line.backorderQuantity > 0);
  const ready = shipped.some((line) => line.quantity > line.backorderQuantity);
  return waiting && ready;
}

/**
 * docs/features/checkout.md#shipments: one shipment once everything has arrived, and, when some
 * lines are backordered, what is in stock now with the rest later for `secondShipmentCents` more.
 * Without a second-shipment price (local delivery) only 'all' is offered.
 */
export function batchOptions(
  secondShipmentCents: number | null,
  lines: readonly ShippingLine[],
): ShippingBatch['options'] {
  const all = { multiship_method: 'all' as const, label: shippingMessages.shipAll, delta_cost: 0 };
  if (secondShipmentCents === null || !canShipInBatches(lines)) return [all];
  return [all, { multiship_method: 'batched', label: shippingMessages.shipBatched, delta_cost: secondShipmentCents }];
}

/** docs/features/checkout.md#shipping-providers: the cheapest available non-local provider, else local delivery if available. */
export function defaultProvider(options: readonly ShippingOption[]): string | null {
  const available = options.filter((option) => option.available);
  const cheapestShip = available
    .filter((option) => option.delivery_preference === 'ship')
    .reduce<ShippingOption | null>((best, option) => (best === null || option.cost < best.cost ? option : best), null);
  if (cheapestShip) return cheapestShip.provider;
  return available.find((option) => option.delivery_preference === 'local_delivery')?.provider ?? null;
}
