import type { StoreLocation } from '@bookfront/contract';

/** A location's display name: the name the store lists it under, else its own names. */
export function locationDisplayName(
  location: StoreLocation,
  multistoreInfo: readonly { id: string; name: string }[] = [],
) {
  return (
    multistoreInfo.find((entry) => entry.id === location.location_id)?.name ||
    location.altname ||
    location.sc_name ||
    location.location_id
  );
}

export function addressLines(location: Pick<StoreLocation, 'address' | 'city' | 'prov' | 'postal' | 'country'>) {
  const cityLine = [location.city, [location.prov, location.postal].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [...location.address.split(/\r?\n/), cityLine].map((line) => line.trim()).filter(Boolean);
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
