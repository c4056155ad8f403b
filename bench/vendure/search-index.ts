/**
 * Vendure's search index for the benchmark database (bench/vendure/build-database.ts): written with
 * SQL by default, or built by Vendure's own reindex job.
 */
import { bootstrap, JobQueueService, RequestContextService, SearchService } from '@vendure/core';
import SQLite from 'better-sqlite3';
import { freePort } from '../server-process.ts';
import { vendureConfig } from './config.ts';

type FollowableJob = {
  updates(options: { pollInterval: number; timeoutMs: number }): {
    subscribe(observer: {
      next: (update: { state: string; progress: number; result: unknown }) => void;
      error: (error: unknown) => void;
      complete: () => void;
    }): unknown;
  };
};

/**
 * Vendure builds its search index itself: the reindex job, processed in the server's own process
 * (its default in-memory job queue refuses to run in a separate worker).
 */
export async function buildSearchIndexByJob(vendureFile: string) {
  const app = await bootstrap(vendureConfig(vendureFile, { port: await freePort() }));
  await app.get(JobQueueService).start();
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  // The DefaultSearchPlugin's reindex returns a job whose progress can be followed (typed as a plain Job).
  const job = (await app.get(SearchService).reindex(ctx)) as unknown as FollowableJob;
  await new Promise<void>((resolve, reject) => {
    job.updates({ pollInterval: 2000, timeoutMs: 6 * 3600_000 }).subscribe({
      next: (update) => {
        if (update.state === 'FAILED') reject(new Error(`reindex failed: ${JSON.stringify(update.result)}`));
        process.stdout.write(`  search index: ${update.progress}%\n`);
      },
      error: reject,
      complete: resolve,
    });
  });
  await app.close();
}

/**
 * The search index as Vendure's reindex job writes it (checked row for row against the rows the job
 * wrote for the same variants; see bench/README.md): a row for each variant with its product's
 * name, slug and description, its facet and facet value ids, its price (the tax rate is 0%).
 */
export function writeSearchIndex(vendureFile: string) {
  const target = new SQLite(vendureFile);
  target.pragma('synchronous = OFF');
  const facetOf = new Map(
    (target.prepare('select id, facetId from facet_value').all() as { id: number; facetId: number }[]).map((row) => [
      row.id,
      row.facetId,
    ]),
  );
  const valuesOf = new Map<number, number[]>();
  for (const row of target
    .prepare(
      'select productVariantId as variant, facetValueId as value from product_variant_facet_values_facet_value order by 1, 2',
    )
    .iterate() as Iterable<{ variant: number; value: number }>)
    (valuesOf.get(row.variant) ?? valuesOf.set(row.variant, []).get(row.variant))?.push(row.value);
  const variants = target.prepare(`select v.id, v.productId, v.sku, vt.name as variantName, pt.name as productName,
      pt.slug, pt.description, p.price
    from product_variant v
    join product_variant_translation vt on vt.baseId = v.id
    join product_translation pt on pt.baseId = v.productId
    join product_variant_price p on p.variantId = v.id
    order by v.id`);
  const insert = target.prepare(`insert into search_index_item (languageCode, enabled, productName, productVariantName,
      description, slug, sku, facetIds, facetValueIds, collectionIds, collectionSlugs, channelIds, productPreview,
      productVariantPreview, productVariantId, channelId, productId, price, priceWithTax)
    values ('en', 1, ?, ?, ?, ?, ?, ?, ?, '', '', '1', '', '', ?, 1, ?, ?, ?)`);
  type VariantRow = {
    id: number;
    productId: number;
    sku: string;
    variantName: string;
    productName: string;
    slug: string;
    description: string;
    price: number;
  };
  target.transaction(() => {
    target.exec('delete from search_index_item');
    for (const row of variants.all() as VariantRow[]) {
      const values = valuesOf.get(row.id) ?? [];
      const facets = [...new Set(values.map((value) => facetOf.get(value)))];
      insert.run(
        row.productName,
        row.variantName,
        row.description,
        row.slug,
        row.sku,
        facets.join(','),
        values.join(','),
        row.id,
        row.productId,
        row.price,
        row.price,
      );
    }
  })();
  target.close();
}
