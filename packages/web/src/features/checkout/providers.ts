import type { Cart, ShippingOption } from '@bookfront/contract';

const isLocal = (option: ShippingOption) => option.delivery_preference === 'local_delivery';

/**
 * docs/features/checkout.md#shipping-providers: the one already chosen if it is still available; else the
 * cheapest available non-local provider; else local delivery if available. A shopper who asked
 * for local delivery starts on it when it is available.
 */
export function defaultProvider(
  options: ShippingOption[],
  { current, preferLocal }: { current: string | null; preferLocal: boolean },
): ShippingOption | null {
  const available = options.filter((option) => option.available);
  const kept = available.find((option) => option.provider === current);
  if (kept) return kept;
  const local = available.find(isLocal) ?? null;
  if (preferLocal && local) return local;
  const cheapest = available.filter((option) => !isLocal(option)).sort((a, b) => a.cost - b.cost)[0];
  return cheapest ?? local;
}

/** The titles of the cart a provider cannot carry, by their eisbns. */
export function conflictingTitles(cart: Cart, option: ShippingOption): string[] {
  return option.conflicting_eisbns.map(
    (eisbn) => cart.items.find((item) => item.title_info.eisbn === eisbn)?.title_info.title ?? eisbn,
  );
}

/** The multishipment sentences are lower-case (docs/features/checkout.md#shipments); as a title they start with a capital. */
export const asTitle = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
