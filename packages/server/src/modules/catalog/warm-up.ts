import type { StoreService } from '../store/service.ts';
import type { BrowseService } from './browse-service.ts';
import { viewerFor } from './viewer.ts';

/** A platform of many stores warms its first ones only: the rest warm as shoppers arrive. */
const maxStores = 10;
const maxLocationsPerStore = 10;

/**
 * Warms browse for each store's locations, one after another, after the server starts listening:
 * shoppers who arrive meanwhile are served between the steps, as usual.
 */
export async function warmUpBrowse(stores: StoreService, browse: BrowseService): Promise<void> {
  for (const store of await stores.listStores(maxStores)) {
    for (const location of store.locations.slice(0, maxLocationsPerStore))
      await browse.warmUp({ ...viewerFor(store, null), locationId: location.id });
  }
}
