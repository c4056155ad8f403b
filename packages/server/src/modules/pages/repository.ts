import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { FeatureSort } from '@bookfront/contract';
import type { CustomBlocksTable, Database, FeaturedListsTable } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** Which featured lists (docs/features/custom-pages.md#featured-lists). */
export type FeaturesQuery = {
  storeId: string;
  category?: string | undefined;
  subCategory?: string | undefined;
  /** Words in the header or description, whatever their case. */
  text?: string | undefined;
  sort: FeatureSort;
  limit: number;
  offset: number;
};

type FeatureExpressions = ExpressionBuilder<Database & { f: Database['featuredLists'] }, 'f'>;

function featuresFilter(
  eb: FeatureExpressions,
  query: Pick<FeaturesQuery, 'storeId' | 'category' | 'subCategory' | 'text'>,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('f.storeId', '=', query.storeId)];
  if (query.category) conditions.push(eb('f.category', '=', query.category));
  if (query.subCategory) conditions.push(eb('f.subCategory', '=', query.subCategory));
  if (query.text) {
    const pattern = containsPattern(query.text);
    conditions.push(
      eb.or([
        sql<SqlBool>`lower(${eb.ref('f.header')}) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(${eb.ref('f.description')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return eb.and(conditions);
}

/** Owns: customBlocks, featuredLists. */
export function createPagesRepository(db: Kysely<Database>) {
  return {
    /** A page's blocks in the bookseller's order. */
    findBlocks: (storeId: string, pageId: string) =>
      db
        .selectFrom('customBlocks')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('pageId', '=', pageId)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    /** Every block of the store, page by page (the bookseller's list). */
    findAllBlocks: (storeId: string) =>
      db
        .selectFrom('customBlocks')
        .selectAll()
        .where('storeId', '=', storeId)
        .orderBy('pageId')
        .orderBy('position')
        .orderBy('id')
        .execute(),

    findBlock: (storeId: string, id: string) =>
      db.selectFrom('customBlocks').selectAll().where('storeId', '=', storeId).where('id', '=', id).executeTakeFirst(),

    async nextPosition(storeId: string, pageId: string): Promise<number> {
      const { last } = await db
        .selectFrom('customBlocks')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('storeId', '=', storeId)
        .where('pageId', '=', pageId)
        .executeTakeFirstOrThrow();
      return last === null ? 0 : Number(last) + 1;
    },

    insertBlock: (row: Insertable<CustomBlocksTable>) => db.insertInto('customBlocks').values(row).execute(),

    updateBlock: (storeId: string, id: string, changes: Updateable<CustomBlocksTable>) =>
      db.updateTable('customBlocks').set(changes).where('storeId', '=', storeId).where('id', '=', id).execute(),

    removeBlock: (storeId: string, id: string) =>
      db.deleteFrom('customBlocks').where('storeId', '=', storeId).where('id', '=', id).execute(),

    /** A page of featured lists; ties in the sort fall back to the header, then the id. */
    async findFeatures(query: FeaturesQuery) {
      let select = db
        .selectFrom('featuredLists as f')
        .selectAll('f')
        .where((eb) => featuresFilter(eb, query));
      if (query.sort === 'name') select = select.orderBy(sql`lower(${sql.ref('f.header')})`, 'asc');
      else if (query.sort === 'lastupdate') select = select.orderBy('f.updatedAt', 'desc');
      else select = select.orderBy('f.postedAt', 'desc');
      return select
        .orderBy(sql`lower(${sql.ref('f.header')})`, 'asc')
        .orderBy('f.listId')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
    },

    async countFeatures(query: FeaturesQuery): Promise<number> {
      const { count } = await db
        .selectFrom('featuredLists as f')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) => featuresFilter(eb, query))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** How many featured lists each category and sub-category holds, of those with the words `text` when given. */
    async countByCategory(storeId: string, text?: string) {
      const rows = await db
        .selectFrom('featuredLists as f')
        .select(['f.category', 'f.subCategory', (eb) => eb.fn.countAll<number>().as('count')])
        .where((eb) => featuresFilter(eb, { storeId, text }))
        .groupBy(['f.category', 'f.subCategory'])
        .execute();
      return rows.map((row) => ({ category: row.category, subCategory: row.subCategory, count: Number(row.count) }));
    },

    findFeature: (storeId: string, listId: string) =>
      db
        .selectFrom('featuredLists')
        .selectAll()
        .where('storeId', '=', storeId)
        .where('listId', '=', listId)
        .executeTakeFirst(),

    findAllFeatures: (storeId: string) =>
      db
        .selectFrom('featuredLists')
        .selectAll()
        .where('storeId', '=', storeId)
        .orderBy('category')
        .orderBy('subCategory')
        .orderBy('header')
        .execute(),

    insertFeature: (row: Insertable<FeaturedListsTable>) => db.insertInto('featuredLists').values(row).execute(),

    updateFeature: (storeId: string, listId: string, changes: Updateable<FeaturedListsTable>) =>
      db
        .updateTable('featuredLists')
        .set(changes)
        .where('storeId', '=', storeId)
        .where('listId', '=', listId)
        .execute(),
  };
}
export type PagesRepository = ReturnType<typeof createPagesRepository>;
