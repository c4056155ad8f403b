import { storeSettingsSchema, type StoreSettingsInput } from '@bookfront/contract';
import type { StoreContext } from '../modules/store/service.ts';

/** A store as a request would see it, for code that takes a StoreContext; defaults fill the settings. */
export function testStoreContext(
  options: { id?: string; name?: string; basename?: string | null; settings?: StoreSettingsInput } = {},
): StoreContext {
  return {
    id: options.id ?? 'riverbend',
    name: options.name ?? 'Riverbend Books',
    basename: options.basename ?? null,
    revision: 1,
    settings: storeSettingsSchema.parse(options.settings ?? {}),
    locations: [],
    isConsolidatedMultistore: false,
    siteSettingsJson: '{}',
  };
}
