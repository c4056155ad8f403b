import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createCatalogImportService } from '../modules/catalog/csv-import.ts';
import { createCatalogRepository } from '../modules/catalog/repository.ts';
import { createStoreAdminService } from '../modules/store/admin-service.ts';
import { createStoreRepository } from '../modules/store/repository.ts';
import { demoLocations, demoSettings, demoStore } from './demo-store.ts';

const demoDir = path.dirname(fileURLToPath(import.meta.url));
export const demoCatalogueDir = path.join(demoDir, 'data');

export type DemoLoadResult = { created: boolean; titles: number; stock: number };

/**
 * Loads the demo store, or refreshes it to the shipped version: settings, locations, logo and
 * catalogue are upserted, so running it again updates rather than duplicates.
 */
export async function loadDemo(options: {
  db: Kysely<Database>;
  dataDir: string;
  /** Folder holding catalogue.csv and stock.csv; tests point it at a small fixture. */
  catalogueDir?: string;
}): Promise<DemoLoadResult> {
  const stores = createStoreAdminService(options.db, createStoreRepository(options.db));
  const existing = (await stores.listStores()).some((store) => store.id === demoStore.id);
  if (existing) {
    await stores.updateStore(demoStore.id, { name: demoStore.name, settings: demoSettings });
  } else {
    // The first store of a deployment becomes the default one; otherwise the operator's choice stands.
    await stores.createStore({ id: demoStore.id, name: demoStore.name, settings: demoSettings });
  }
  for (const location of demoLocations) await stores.saveLocation(demoStore.id, location, { replace: true });

  const logoDir = path.join(options.dataDir, 'files', 'stores', demoStore.id);
  fs.mkdirSync(logoDir, { recursive: true });
  fs.copyFileSync(path.join(demoDir, 'assets', demoStore.logoFile), path.join(logoDir, demoStore.logoFile));

  const { titles, stock } = await loadDemoCatalogue(options.db, options.catalogueDir ?? demoCatalogueDir);
  return { created: !existing, titles, stock };
}

async function loadDemoCatalogue(db: Kysely<Database>, catalogueDir: string) {
  const titlesFile = path.join(catalogueDir, 'catalogue.csv');
  const stockFile = path.join(catalogueDir, 'stock.csv');
  if (!fs.existsSync(titlesFile)) return { titles: 0, stock: 0 };
  const catalog = createCatalogImportService(createCatalogRepository(db));
  const titles = await catalog.importTitles(fs.createReadStream(titlesFile), 'catalogue.csv');
  const stock = fs.existsSync(stockFile)
    ? await catalog.importStock({
        storeId: demoStore.id,
        input: fs.createReadStream(stockFile),
        titles,
        fileLabel: 'stock.csv',
      })
    : 0;
  return { titles: titles.size, stock };
}
