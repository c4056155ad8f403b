import type { Kysely } from 'kysely';
import type { Database, NewStock, NewTitle } from '../db/schema.ts';
import { nowSeconds, secondsPerDay } from '../lib/time.ts';
import { createCatalogRepository } from '../modules/catalog/repository.ts';
import { contributorSearchNames, vocabularyChanges } from '../modules/catalog/search-text.ts';
import { authorSortKey, titleSortKey } from '../modules/catalog/title-keys.ts';

export type TitleInput = Partial<Omit<NewTitle, 'contributorNames' | 'subjectLabels'>> & {
  eisbn: string;
  contributors?: { name: string; role?: string; bio?: string; isCanadian?: boolean }[];
  subjects?: { code: string; label: string; scheme?: string }[];
};

/** Days from now as unix seconds (negative: in the past). */
export const daysFromNow = (days: number) => nowSeconds() + Math.round(days * secondsPerDay);

/**
 * Catalogue rows written straight to the tables the importer writes (titles with their
 * denormalised search text, contributors, subjects, stock), for small catalogues in tests.
 */
export function createCatalogFactories(db: Kysely<Database>) {
  return {
    async title(input: TitleInput) {
      const { contributors = [{ name: 'Ada Fields' }], subjects = [], ...columns } = input;
      const now = nowSeconds();
      const contributorNames = contributorSearchNames(contributors.map((contributor) => contributor.name));
      const subjectLabels = subjects.map((subject) => subject.label).join(' | ');
      const title = columns.title ?? `Title ${input.eisbn}`;
      // The catalogue's vocabulary counts the title's words, as an import does.
      await createCatalogRepository(db).changeVocabulary(
        vocabularyChanges([], [{ ...columns, title, contributorNames, subjectLabels }]),
      );
      await db
        .insertInto('titles')
        .values({
          title: `Title ${input.eisbn}`,
          language: 'eng',
          bindingCode: 'TP',
          binding: 'Paperback',
          releaseDate: daysFromNow(-400),
          popularity: 100,
          syntheticFields: '',
          ...columns,
          titleSort: titleSortKey(columns.title ?? `Title ${input.eisbn}`, columns.language ?? 'eng'),
          authorSort: authorSortKey(contributors.map((contributor) => ({ role: 'author', ...contributor }))),
          contributorNames,
          subjectLabels,
          createdAt: columns.createdAt ?? now,
          updatedAt: columns.updatedAt ?? now,
        })
        .execute();
      if (contributors.length > 0)
        await db
          .insertInto('titleContributors')
          .values(
            contributors.map((contributor, position) => ({
              eisbn: input.eisbn,
              position,
              name: contributor.name,
              role: contributor.role ?? 'author',
              bio: contributor.bio ?? null,
              isCanadian: contributor.isCanadian ? 1 : 0,
            })),
          )
          .execute();
      if (subjects.length > 0)
        await db
          .insertInto('titleSubjects')
          .values(
            subjects.map((subject) => ({
              eisbn: input.eisbn,
              code: subject.code,
              label: subject.label,
              scheme: subject.scheme ?? (subject.code.startsWith('__') ? 'STORE' : 'BISAC'),
            })),
          )
          .execute();
      return input.eisbn;
    },

    async stock(input: Partial<NewStock> & { storeId: string; locationId: string; eisbn: string }) {
      await db
        .insertInto('stock')
        .values({
          conditionCode: 'NEW',
          onhand: 0,
          onorder: 0,
          priceCents: 1500,
          listPriceUsaCents: 1500,
          listPriceCanCents: 1900,
          availabilityCode: 'available',
          isExtraOrderable: 1,
          updatedAt: nowSeconds(),
          ...input,
        })
        .execute();
    },

    /** Hides a title from one store's storefront, as the console's Hide does (docs/features/store-console.md#catalogue-and-stock). */
    async hide(storeId: string, eisbn: string) {
      await db.insertInto('storeHiddenTitles').values({ storeId, eisbn, hiddenAt: nowSeconds() }).execute();
    },
  };
}
export type CatalogFactories = ReturnType<typeof createCatalogFactories>;
