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

const openStreetMap = 'https://www.openstreetmap.org';
/** docs/features/contact-and-hours.md#map: the map opens at zoom 15. */
const mapZoom = 15;

/**
 * docs/features/contact-and-hours.md#map: plain links to OpenStreetMap for a location, at its
 * coordinates when it has them, else found by its address; null when it has neither. No map is
 * drawn on the page, so the store needs no third-party script or tiles.
 */
export function mapLinks(
  location: Pick<StoreLocation, 'address' | 'city' | 'prov' | 'postal' | 'country' | 'lat_lng'>,
): { map: string; directions: string } | null {
  if (location.lat_lng) {
    const lat = location.lat_lng.lat.toFixed(5);
    const lng = location.lat_lng.lng.toFixed(5);
    const view = `#map=${mapZoom}/${lat}/${lng}`;
    return {
      map: `${openStreetMap}/?mlat=${lat}&mlon=${lng}${view}`,
      directions: `${openStreetMap}/directions?route=${encodeURIComponent(`;${lat},${lng}`)}${view}`,
    };
  }
  const lines = addressLines(location);
  if (lines.length === 0) return null;
  const query = encodeURIComponent([...lines, location.country].filter(Boolean).join(', '));
  return { map: `${openStreetMap}/search?query=${query}`, directions: `${openStreetMap}/directions?to=${query}` };
}
