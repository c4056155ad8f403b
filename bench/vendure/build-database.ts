/**
 * Builds a Vendure SQLite database holding the same titles as Bookfront's search benchmark
 * catalogue: `node --import tsx build-database.ts <bookfront.sqlite> <vendure.sqlite> <facets.json>`.
 *
 * Vendure's own Importer creates each product through its services, one at a time, and its
 * reindex job then reads every variant back with its relations: far too slow for 100,000 titles on a
 * shared machine. So the catalogue tables are written with SQL in the shapes the Importer writes them
 * (checked against a database it populated), and the search index too, in the rows Vendure's reindex
 * job writes (compared row for row: bench/README.md). BENCH_VENDURE_INDEX=job has the job build the
 * index instead, in this process (about 1,000 variants a minute on a busy 2-core machine).
 *
 * The model: a product for each work (the editions of one work share a work key), a variant for each
 * edition (its ISBN the SKU, its US list price the price); facets Subject area (the BISAC group),
 * Subject (the BISAC code), Format (the binding) and Language, their values set on the variants. The
 * product's description holds the first edition's subtitle, contributors, series and publisher, so
 * that a search for any of them finds it, as Bookfront's keyword search does.
 */
import { bootstrapWorker, LanguageCode } from '@vendure/core';
import { populate } from '@vendure/core/cli';
import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import { vendureConfig } from './config.ts';
import { buildSearchIndexByJob, writeSearchIndex } from './search-index.ts';

const [bookfrontFile, vendureFile, facetsFile] = process.argv.slice(2);
if (!bookfrontFile || !vendureFile || !facetsFile)
  throw new Error('usage: build-database.ts <bookfront.sqlite> <vendure.sqlite> <facets.json>');

const languageNames: Record<string, string> = {
  eng: 'English',
  spa: 'Spanish',
  fre: 'French',
  ger: 'German',
  ita: 'Italian',
  jpn: 'Japanese',
};

/** Vendure's schema, its default channel, a tax zone and rate (a variant's price with tax needs them). */
async function createSchema() {
  fs.rmSync(vendureFile as string, { force: true });
  const app = await populate(
    async () => (await bootstrapWorker(vendureConfig(vendureFile as string, { synchronize: true }))).app,
    {
      defaultLanguage: LanguageCode.en,
      defaultZone: 'Americas',
      countries: [{ name: 'United States', code: 'US', zone: 'Americas' }],
      taxRates: [{ name: 'Standard Tax', percentage: 0 }],
      shippingMethods: [{ name: 'Standard Shipping', price: 500 }],
      paymentMethods: [],
      collections: [],
    },
  );
  await app.close();
}

type TitleRow = {
  eisbn: string;
  title: string;
  subtitle: string | null;
  series: string | null;
  publisher: string | null;
  language: string;
  bindingCode: string;
  binding: string;
  price: number;
  workKey: string;
};

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Writes the facets, products, variants and their prices with SQL, and the facet value ids the queries use to `facetsFile`. */
function writeCatalogue() {
  const source = new SQLite(bookfrontFile as string, { readonly: true });
  const target = new SQLite(vendureFile as string);
  target.pragma('journal_mode = WAL');
  target.pragma('synchronous = OFF');
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);

  const contributors = new Map<string, string[]>();
  for (const row of source
    .prepare('select eisbn, name from title_contributors order by eisbn, position')
    .iterate() as Iterable<{ eisbn: string; name: string }>)
    (contributors.get(row.eisbn) ?? contributors.set(row.eisbn, []).get(row.eisbn))?.push(row.name);
  const subjects = new Map<string, { code: string; label: string }[]>();
  for (const row of source
    .prepare('select eisbn, code, label from title_subjects order by eisbn, code')
    .iterate() as Iterable<{ eisbn: string; code: string; label: string }>)
    (subjects.get(row.eisbn) ?? subjects.set(row.eisbn, []).get(row.eisbn))?.push(row);

  let facetId = 0;
  let facetValueId = 0;
  const insertFacet = target.prepare(
    `insert into facet (id, createdAt, updatedAt, isPrivate, code) values (?, ?, ?, 0, ?)`,
  );
  const insertFacetTranslation = target.prepare(
    `insert into facet_translation (createdAt, updatedAt, languageCode, name, baseId) values (?, ?, 'en', ?, ?)`,
  );
  const insertFacetChannel = target.prepare(`insert into facet_channels_channel (facetId, channelId) values (?, 1)`);
  const insertValue = target.prepare(
    `insert into facet_value (id, createdAt, updatedAt, code, facetId) values (?, ?, ?, ?, ?)`,
  );
  const insertValueTranslation = target.prepare(
    `insert into facet_value_translation (createdAt, updatedAt, languageCode, name, baseId) values (?, ?, 'en', ?, ?)`,
  );
  const insertValueChannel = target.prepare(
    `insert into facet_value_channels_channel (facetValueId, channelId) values (?, 1)`,
  );
  /** A facet whose values are made as titles name them: key → facet value id. */
  const facet = (code: string, name: string) => {
    const id = (facetId += 1);
    insertFacet.run(id, now, now, code);
    insertFacetTranslation.run(now, now, name, id);
    insertFacetChannel.run(id);
    const values = new Map<string, number>();
    return {
      values,
      valueOf: (key: string, valueName: string) => {
        const existing = values.get(key);
        if (existing !== undefined) return existing;
        const valueId = (facetValueId += 1);
        insertValue.run(valueId, now, now, slugOf(key), id);
        insertValueTranslation.run(now, now, valueName, valueId);
        insertValueChannel.run(valueId);
        values.set(key, valueId);
        return valueId;
      },
    };
  };

  const insertProduct = target.prepare(`insert into product (id, createdAt, updatedAt, enabled) values (?, ?, ?, 1)`);
  const insertProductTranslation = target.prepare(`insert into product_translation
    (createdAt, updatedAt, languageCode, name, slug, description, baseId) values (?, ?, 'en', ?, ?, ?, ?)`);
  const insertProductChannel = target.prepare(
    `insert into product_channels_channel (productId, channelId) values (?, 1)`,
  );
  const insertVariant = target.prepare(`insert into product_variant (id, createdAt, updatedAt, enabled, sku,
    outOfStockThreshold, useGlobalOutOfStockThreshold, trackInventory, taxCategoryId, productId)
    values (?, ?, ?, 1, ?, 0, 1, 'FALSE', 1, ?)`);
  const insertVariantTranslation = target.prepare(
    `insert into product_variant_translation (createdAt, updatedAt, languageCode, name, baseId) values (?, ?, 'en', ?, ?)`,
  );
  const insertVariantChannel = target.prepare(
    `insert into product_variant_channels_channel (productVariantId, channelId) values (?, 1)`,
  );
  const insertVariantFacetValue = target.prepare(
    `insert into product_variant_facet_values_facet_value (productVariantId, facetValueId) values (?, ?)`,
  );
  const insertPrice = target.prepare(`insert into product_variant_price
    (createdAt, updatedAt, currencyCode, channelId, price, variantId) values (?, ?, 'USD', 1, ?, ?)`);
  const insertStockLevel = target.prepare(`insert into stock_level
    (createdAt, updatedAt, stockOnHand, stockAllocated, productVariantId, stockLocationId) values (?, ?, 0, 0, ?, 1)`);

  const titles = source.prepare(`select eisbn, title, subtitle, series, publisher, language,
      binding_code as bindingCode, binding, list_price_usa_cents as price, work_key as workKey
    from titles order by work_key, eisbn`);
  let productId = 0;
  let variantId = 0;
  let previousWork = '';
  target.transaction(() => {
    const subjectArea = facet('subject-area', 'Subject area');
    const subject = facet('subject', 'Subject');
    const format = facet('format', 'Format');
    const language = facet('language', 'Language');
    for (const row of titles.iterate() as Iterable<TitleRow>) {
      const names = contributors.get(row.eisbn) ?? [];
      if (row.workKey !== previousWork) {
        previousWork = row.workKey;
        productId += 1;
        const description = [row.subtitle, names.length ? `By ${names.join(', ')}` : null, row.series, row.publisher]
          .filter(Boolean)
          .join('. ');
        insertProduct.run(productId, now, now);
        insertProductTranslation.run(now, now, row.title, `${slugOf(row.title)}-${productId}`, description, productId);
        insertProductChannel.run(productId);
      }
      variantId += 1;
      insertVariant.run(variantId, now, now, row.eisbn, productId);
      insertVariantTranslation.run(now, now, `${row.title} (${row.binding})`, variantId);
      insertVariantChannel.run(variantId);
      insertPrice.run(now, now, row.price ?? 0, variantId);
      insertStockLevel.run(now, now, variantId);
      const valueIds = new Set<number>([
        format.valueOf(row.bindingCode, row.binding),
        language.valueOf(row.language, languageNames[row.language] ?? row.language),
      ]);
      for (const { code, label } of subjects.get(row.eisbn) ?? []) {
        valueIds.add(subjectArea.valueOf(code.slice(0, 3), label.split(' / ')[0] ?? label));
        valueIds.add(subject.valueOf(code, label));
      }
      for (const valueId of valueIds) insertVariantFacetValue.run(variantId, valueId);
    }
    console.log(
      `  ${productId.toLocaleString('en-US')} products, ${variantId.toLocaleString('en-US')} variants, ${facetValueId} facet values`,
    );
    fs.writeFileSync(
      facetsFile as string,
      JSON.stringify({
        subjectArea: Object.fromEntries(subjectArea.values),
        format: Object.fromEntries(format.values),
        language: Object.fromEntries(language.values),
      }),
    );
  })();
  target.pragma('wal_checkpoint(TRUNCATE)');
  target.close();
  source.close();
}

/** BENCH_VENDURE_INDEX=job: Vendure's own reindex job builds the index (hours on a busy machine). */
const indexByJob = process.env.BENCH_VENDURE_INDEX === 'job';
let started = Date.now();
await createSchema();
console.log(`  Vendure's schema: ${((Date.now() - started) / 1000).toFixed(0)} s`);
started = Date.now();
writeCatalogue();
console.log(`  catalogue written with SQL: ${((Date.now() - started) / 1000).toFixed(0)} s`);
started = Date.now();
if (indexByJob) await buildSearchIndexByJob(vendureFile);
else writeSearchIndex(vendureFile);
console.log(
  `  search index ${indexByJob ? "built by Vendure's reindex job" : 'written with SQL'}: ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
