import type { Session, SiteSettings } from '@bookfront/contract';

/** A location's name without the store's name in front ('Riverbend Books Downtown' → 'Downtown'). */
export function shortLocationName(name: string, storeName: string) {
  const short = name.startsWith(storeName) ? name.slice(storeName.length).replace(/^[\s\-–—:|,]+/, '') : name;
  return short || name;
}

/** The name of the location chosen in this session, if any. */
export function chosenLocationName(settings: SiteSettings, session: Pick<Session, 'location_id'>) {
  if (!session.location_id) return null;
  return settings.store_info.multistore_info.find((location) => location.id === session.location_id)?.name ?? null;
}
