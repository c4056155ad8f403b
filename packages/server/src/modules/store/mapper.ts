import { siteSettingsSchema, type SiteSettings, type StoreLocation, type StoreSettings } from '@bookfront/contract';
import type { LocationRow } from '../../db/schema.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

export function toStoreLocation(row: LocationRow): StoreLocation {
  return {
    location_id: row.id,
    san: row.san,
    altname: row.altname,
    sc_name: row.name,
    sc_email: row.email,
    sc_phone: row.phone,
    sc_phone_2: row.phone2,
    address: row.address,
    city: row.city,
    prov: row.province,
    postal: row.postalCode,
    country: row.country,
    lat_lng: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    ws_hours: row.hours,
    // Plain-text hours become safe HTML line by line when no HTML version was written.
    ws_htmlhours: row.htmlHours || row.hours.split('\n').map(escapeHtml).join('<br>'),
    ws_contact_blurb: row.contactBlurb,
  };
}

export type SiteSettingsSource = {
  id: string;
  name: string;
  basename: string | null;
  settings: StoreSettings;
  locations: LocationRow[];
};

/** The answer of store/getSettings: stored settings plus what is derived from the store's rows. */
export function toSiteSettings(store: SiteSettingsSource): SiteSettings {
  const { store_info: info } = store.settings;
  const isMultistore = store.locations.length > 1;
  return siteSettingsSchema.parse({
    ...store.settings,
    basename: store.basename ? `/${store.basename}` : '',
    store_info: {
      ...info,
      id: store.id,
      name: store.name,
      is_american: info.country === 'US',
      is_canadian: info.country === 'CA',
      is_multistore: isMultistore,
      is_consolidated_multistore: isMultistore && info.consolidated_multistore,
      multistore_info: store.locations.map((location) => ({ id: location.id, name: location.name })),
    },
  });
}
