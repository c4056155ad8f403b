import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createCatalogFactories } from './catalog-factories.ts';

/*
 * The catalogue factories with the defaults the tests of modules that read the catalogue (covers,
 * SEO, audiobooks, lookups) rely on. The importer's own tests go through the importer.
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
  const authors = input.authors ?? ['Ada Fields'];
  await createCatalogFactories(db).title({
    eisbn: input.eisbn,
    title: input.title,
    publisher: input.publisher ?? 'Cedar & Quill',
    language: input.language ?? 'eng',
    releaseDate: input.releaseDate ?? 1_557_792_000,
    bindingCode: input.bindingCode ?? 'TP',
    binding: input.binding ?? 'Paperback',
    pages: input.pages === undefined ? 320 : input.pages,
    popularity: null,
    description: input.description ?? null,
    isAudiobook: input.isAudiobook ? 1 : 0,
    workKey: input.workKey ?? null,
    contributors: [
      ...authors.map((name) => ({ name })),
      ...(input.narrators ?? []).map((name) => ({ name, role: 'narrator' })),
    ],
  });
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
  const priceCents = input.priceCents ?? 1799;
  await createCatalogFactories(db).stock({
    storeId: input.storeId,
    locationId: input.locationId,
    eisbn: input.eisbn,
    onhand: input.onhand ?? 3,
    priceCents,
    listPriceUsaCents: priceCents,
    listPriceCanCents: null,
    availabilityCode: input.availabilityCode ?? 'available',
    ...(input.updatedAt === undefined ? {} : { updatedAt: input.updatedAt }),
  });
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
