import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeSettingsSchema } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowSeconds } from '../lib/time.ts';
import { importCovers } from '../modules/catalog/import/cover-importer.ts';
import { readCatalogueCsv } from '../modules/catalog/import/csv-reader.ts';
import { importStock } from '../modules/catalog/import/stock-importer.ts';
import { importTitles } from '../modules/catalog/import/title-importer.ts';
import { createCatalogRepository } from '../modules/catalog/repository.ts';
import { createStaffRepository } from '../modules/console/staff-repository.ts';
import { createStaffService } from '../modules/console/staff-service.ts';
import { issueGiftCard } from '../modules/giftcards/issue.ts';
import { createStoreAdminService } from '../modules/store/admin-service.ts';
import { createStoreRepository } from '../modules/store/repository.ts';
import { createStoreService } from '../modules/store/service.ts';
import { loadDemoEvents } from './demo-events.ts';
import { writeDemoBanner } from './demo-banner.ts';
import { loadDemoPages } from './demo-pages.ts';
import { loadDemoRegistries } from './demo-registries.ts';
import { demoGiftCard, demoLocations, demoSettings, demoStaff, demoStore } from './demo-store.ts';

const demoDir = path.dirname(fileURLToPath(import.meta.url));
export const demoCatalogueDir = path.join(demoDir, 'data');

export type DemoLoadResult = {
  created: boolean;
  titles: number;
  stock: number;
  /** The demo events (docs/features/events.md#demo-events). */
  events: number;
  /** Rows of the catalogue and stock files the importer refused (none in the shipped files). */
  rejected: number;
};

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
  // docs/features/store-settings.md#privacy-policy: set as a bookseller would, from a Markdown file.
  await stores.setPrivacyPolicy(demoStore.id, {
    text: fs.readFileSync(path.join(demoDir, 'pages', 'privacy-policy.md'), 'utf8'),
    format: 'markdown',
  });

  const logoDir = path.join(options.dataDir, 'files', 'stores', demoStore.id);
  fs.mkdirSync(logoDir, { recursive: true });
  fs.copyFileSync(path.join(demoDir, 'assets', demoStore.logoFile), path.join(logoDir, demoStore.logoFile));

  const catalogueDir = options.catalogueDir ?? demoCatalogueDir;
  const catalogue = await loadDemoCatalogue(options.db, catalogueDir);
  // A few titles have interior images ({isbn}-{n}.jpg, docs/features/item-page.md#gallery), taken like a bookseller's folder.
  const interiorsDir = path.join(catalogueDir, 'interiors');
  if (fs.existsSync(interiorsDir)) {
    await importCovers(interiorsDir, { repo: createCatalogRepository(options.db), dataDir: options.dataDir });
  }
  await issueGiftCard(options.db, {
    storeId: demoStore.id,
    number: demoGiftCard.number,
    amountCents: demoGiftCard.amountCents,
    currency: storeSettingsSchema.parse(demoSettings).store_info.currency,
    recipientEmail: '',
    now: nowSeconds(),
  });
  const events = await loadDemoEvents(options.db, demoStore.id, nowSeconds());
  await loadDemoPages(options.db, demoStore.id, nowSeconds(), writeDemoBanner(options.dataDir, demoStore.id));
  await loadDemoRegistries(options.db, demoStore.id, nowSeconds());
  const staff = createStaffService(createStaffRepository(options.db));
  for (const member of demoStaff) await staff.addStaff(demoStore.id, member);
  return { created: !existing, ...catalogue, events };
}

/** The demo catalogue goes through the same importers as a bookseller's files. */
async function loadDemoCatalogue(db: Kysely<Database>, catalogueDir: string) {
  const titlesFile = path.join(catalogueDir, 'catalogue.csv');
  const stockFile = path.join(catalogueDir, 'stock.csv');
  if (!fs.existsSync(titlesFile)) return { titles: 0, stock: 0, rejected: 0 };
  const repo = createCatalogRepository(db);
  const titles = await importTitles(readCatalogueCsv(fs.createReadStream(titlesFile)), { repo });
  const stock = fs.existsSync(stockFile)
    ? await importStock(fs.createReadStream(stockFile), {
        repo,
        stores: createStoreService(createStoreRepository(db)),
        storeId: demoStore.id,
      })
    : undefined;
  return {
    titles: titles.inserted + titles.updated,
    stock: stock ? stock.inserted + stock.updated : 0,
    rejected: titles.rejected + (stock?.rejected ?? 0),
  };
}
