import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/*
 * Catalogue rows written straight to the tables, for tests of modules that read the catalogue
 * (covers, SEO, audiobooks, lookups). The importer's own tests go through the importer.
 */

export type TitleRowInput = {
  eisbn: string;
  title: string;
  authors?: string[];
  narrators?: string[];
  description?: string | null;
  publisher?: string | null;
  releaseDate?: number | null;
  pages?: number | null;
  binding?: string | null;
  bindingCode?: string | null;
  language?: string | null;
  isAudiobook?: boolean;
  workKey?: string | null;
};

export async function insertTitle(db: Kysely<Database>, input: TitleRowInput): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const authors = input.authors ?? ['Ada Fields'];
  const narrators = input.narrators ?? [];
  await db
    .insertInto('titles')
    .values({
      eisbn: input.eisbn,
      isbn10: null,
      title: input.title,
      subtitle: null,
      series: null,
      seriesNumber: null,
      publisher: input.publisher ?? 'Cedar & Quill',
      language: input.language ?? 'eng',
      releaseDate: input.releaseDate ?? 1_557_792_000,
      bindingCode: input.bindingCode ?? 'TP',
      binding: input.binding ?? 'Paperback',
      pages: input.pages === undefined ? 320 : input.pages,
      popularity: null,
      averageRating: null,
      syntheticFields: '',
      upc: null,
      edition: null,
      audience: null,
      description: input.description ?? null,
      isAudiobook: input.isAudiobook ? 1 : 0,
      workKey: input.workKey ?? null,
      widthIn: null,
      heightIn: null,
      weightLb: null,
      cartonQty: null,
      contributorNames: [...authors, ...narrators].join(' | '),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const contributors = [
    ...authors.map((name) => ({ name, role: 'author' })),
    ...narrators.map((name) => ({ name, role: 'narrator' })),
  ];
  if (contributors.length > 0) {
    await db
      .insertInto('titleContributors')
      .values(contributors.map((contributor, position) => ({ eisbn: input.eisbn, position, ...contributor })))
      .execute();
  }
}

export async function insertStock(
  db: Kysely<Database>,
  input: {
    storeId: string;
    locationId: string;
    eisbn: string;
    onhand?: number;
    priceCents?: number;
    availabilityCode?: string;
    updatedAt?: number;
  },
): Promise<void> {
  await db
    .insertInto('stock')
    .values({
      storeId: input.storeId,
      locationId: input.locationId,
      eisbn: input.eisbn,
      conditionCode: 'NEW',
      onhand: input.onhand ?? 3,
      onorder: 0,
      priceCents: input.priceCents ?? 1799,
      listPriceUsaCents: input.priceCents ?? 1799,
      listPriceCanCents: null,
      availabilityCode: input.availabilityCode ?? 'available',
      isExtraOrderable: 1,
      updatedAt: input.updatedAt ?? Math.floor(Date.now() / 1000),
    })
    .execute();
}

export async function insertCover(
  db: Kysely<Database>,
  input: { eisbn: string; cacheKey: string; contentType: string; path: string; bytes: number },
): Promise<void> {
  await db
    .insertInto('covers')
    .values({ ...input, updatedAt: Math.floor(Date.now() / 1000) })
    .execute();
}
