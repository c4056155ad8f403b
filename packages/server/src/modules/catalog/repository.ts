import { CompiledQuery, sql, type Compilable, type Kysely, type Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import type {
  Database,
  NewCover,
  NewSearchWord,
  NewStock,
  NewTitle,
  NewTitleContributor,
  NewTitleReview,
  NewTitleSubject,
} from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;
/** A database or a transaction of it, for the repository's calls that take one. */
export type CatalogExecutor = Executor;

/**
 * Multi-row statements are split into pieces of 512, 256, … 1 rows, so a batch uses one of a few
 * SQL texts per table: prepared statements are reused (SQLite caches them by text) instead of one
 * new statement per batch, and no statement passes either database's limit on bound values.
 */
function pieces<T>(rows: T[], largest = 512): T[][] {
  const result: T[][] = [];
  let start = 0;
  for (let size = largest; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      result.push(rows.slice(start, start + size));
      start += size;
    }
  }
  return result;
}

/**
 * Kysely builds and compiles a query anew on every call, and for a 512-row insert that costs as much
 * as SQLite running it. A piece's SQL depends only on the table, the columns and the number of rows,
 * so it is compiled once and run again with the next piece's values, in the order Kysely binds them
 * (row by row, each row's columns in the order of the first row's keys).
 */
function createPieceRunner(largest: number) {
  const texts = new Map<string, string>();
  const sqlOf = (key: string, compile: () => Compilable) => {
    let text = texts.get(key);
    if (text === undefined) {
      text = compile().compile().sql;
      texts.set(key, text);
    }
    return text;
  };
  return {
    /** Runs `build` for each piece of `rows`; rows must all give the same columns, none undefined. */
    async insert<Row extends object>(
      name: string,
      rows: Row[],
      build: (rows: Row[], executor: Executor) => Compilable,
      executor: Executor,
    ) {
      const first = rows[0];
      if (first === undefined) return;
      const columns = Object.keys(first) as (keyof Row)[];
      if (!rows.every((row) => sameColumns(row, columns))) {
        for (const piece of pieces(rows, largest)) await executor.executeQuery(build(piece, executor).compile());
        return;
      }
      const key = `${name}:${columns.join(',')}:`;
      for (const piece of pieces(rows, largest)) {
        const text = sqlOf(key + String(piece.length), () => build(piece, executor));
        const parameters: unknown[] = [];
        for (const row of piece) for (const column of columns) parameters.push(row[column]);
        await executor.executeQuery(CompiledQuery.raw(text, parameters));
      }
    },
    /** Runs `build` for each piece of `values`, its only parameters; returns the rows of all pieces. */
    async inList<Value, Result>(
      name: string,
      values: Value[],
      build: (values: Value[], executor: Executor) => Compilable<Result>,
      executor: Executor,
    ): Promise<Result[]> {
      const found: Result[] = [];
      for (const piece of pieces(values, largest)) {
        const text = sqlOf(`${name}:${piece.length}`, () => build(piece, executor));
        found.push(...(await executor.executeQuery<Result>(CompiledQuery.raw(text, piece))).rows);
      }
      return found;
    },
  };
}

function sameColumns<Row extends object>(row: Row, columns: (keyof Row)[]) {
  const keys = Object.keys(row);
  if (keys.length !== columns.length) return false;
  for (let index = 0; index < keys.length; index += 1)
    if (keys[index] !== columns[index] || row[columns[index] as keyof Row] === undefined) return false;
  return true;
}

/** What an import does not carry (popularity and rating when the file has none, interiors, created_at) is kept. */
const upsertTitlePiece = (rows: NewTitle[], executor: Executor) =>
  executor
    .insertInto('titles')
    .values(rows)
    .onConflict((oc) =>
      oc.column('eisbn').doUpdateSet((eb) => ({
        isbn10: eb.ref('excluded.isbn10'),
        upc: eb.ref('excluded.upc'),
        title: eb.ref('excluded.title'),
        subtitle: eb.ref('excluded.subtitle'),
        series: eb.ref('excluded.series'),
        seriesNumber: eb.ref('excluded.seriesNumber'),
        publisher: eb.ref('excluded.publisher'),
        language: eb.ref('excluded.language'),
        releaseDate: eb.ref('excluded.releaseDate'),
        bindingCode: eb.ref('excluded.bindingCode'),
        binding: eb.ref('excluded.binding'),
        pages: eb.ref('excluded.pages'),
        popularity: eb.fn.coalesce('excluded.popularity', 'titles.popularity'),
        averageRating: eb.fn.coalesce('excluded.averageRating', 'titles.averageRating'),
        syntheticFields: eb.ref('excluded.syntheticFields'),
        edition: eb.ref('excluded.edition'),
        audience: eb.ref('excluded.audience'),
        description: eb.ref('excluded.description'),
        isLargePrint: eb.ref('excluded.isLargePrint'),
        isAudiobook: eb.ref('excluded.isAudiobook'),
        workKey: eb.ref('excluded.workKey'),
        titleSort: eb.ref('excluded.titleSort'),
        authorSort: eb.ref('excluded.authorSort'),
        widthIn: eb.ref('excluded.widthIn'),
        heightIn: eb.ref('excluded.heightIn'),
        weightLb: eb.ref('excluded.weightLb'),
        cartonQty: eb.ref('excluded.cartonQty'),
        contributorNames: eb.ref('excluded.contributorNames'),
        subjectLabels: eb.ref('excluded.subjectLabels'),
        listPriceUsaCents: eb.ref('excluded.listPriceUsaCents'),
        listPriceCanCents: eb.ref('excluded.listPriceCanCents'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    );

const upsertVocabularyPiece = (rows: NewSearchWord[], executor: Executor) =>
  executor
    .insertInto('searchWords')
    .values(rows)
    .onConflict((oc) =>
      oc.column('word').doUpdateSet({ frequency: sql<number>`search_words.frequency + excluded.frequency` }),
    );

const upsertStockPiece = (rows: NewStock[], executor: Executor) =>
  executor
    .insertInto('stock')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['storeId', 'locationId', 'eisbn', 'conditionCode']).doUpdateSet((eb) => ({
        onhand: eb.ref('excluded.onhand'),
        onorder: eb.ref('excluded.onorder'),
        priceCents: eb.ref('excluded.priceCents'),
        listPriceUsaCents: eb.ref('excluded.listPriceUsaCents'),
        listPriceCanCents: eb.ref('excluded.listPriceCanCents'),
        availabilityCode: eb.ref('excluded.availabilityCode'),
        isExtraOrderable: eb.ref('excluded.isExtraOrderable'),
        discountPercent: eb.ref('excluded.discountPercent'),
        rank: eb.ref('excluded.rank'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();

/**
 * The catalogue's imports. Owns (with title-repository.ts and browse-repository.ts): titles,
 * titleContributors, titleSubjects, titleReviews, stock, covers, searchWords.
 */
export function createCatalogRepository(db: Kysely<Database>) {
  const isPostgres = dialectOf(db) === 'postgres';
  // The PostgreSQL driver turns every value of a statement into text before it is sent: 512-row
  // statements left the import's heap swinging past 300 MB of resident memory
  // (docs/decisions/0061-catalogue-import-speed.md), so its pieces stop at 128 rows.
  const run = createPieceRunner(isPostgres ? 128 : 512);
  return {
    /** Runs `work` in one transaction (on SQLite begun IMMEDIATE: see db/database.ts). */
    transaction: <T>(work: (trx: Executor) => Promise<T>): Promise<T> => db.transaction().execute(work),

    /**
     * Readies a connection that only imports (the CLI's) for a large one: no memory-mapped reads,
     * since every page of the file they touch would count as the process's memory, and a 16 MB
     * page cache. The server's connections keep their settings.
     */
    async useForImport() {
      if (isPostgres) return;
      await sql`pragma mmap_size = 0`.execute(db);
      await sql`pragma cache_size = -16384`.execute(db);
    },

    /** Refreshes the query planner's statistics after an import (SQLite: a bounded `optimize`). */
    async refreshStatistics() {
      if (isPostgres) await sql`analyze titles, title_contributors, title_subjects, title_reviews`.execute(db);
      else await sql`pragma optimize`.execute(db);
    },

    /** Whether the catalogue has no titles yet (the first load of a new deployment). */
    isCatalogueEmpty: async (executor: Executor = db) =>
      (await executor.selectFrom('titles').select('eisbn').limit(1).executeTakeFirst()) === undefined,

    /**
     * SQLite only (null on PostgreSQL, where dropping an index locks out readers): inside the
     * caller's transaction, drops the catalogue tables' own indexes (not their keys) and the
     * full-text index's triggers, so rows go in without keeping them up to date one by one. Returns
     * what puts them back in the same transaction: each index built again from its saved definition
     * (a sort of the whole table), the triggers, and the full-text index rebuilt from the titles.
     * Other connections keep reading the last committed catalogue, indexes included, until the
     * transaction commits; a transaction that rolls back leaves everything as it was
     * (docs/decisions/0061-catalogue-import-speed.md).
     */
    async setAsideCatalogueIndexes(trx: Executor): Promise<(() => Promise<void>) | null> {
      if (isPostgres) return null;
      const { rows } = await sql<{ type: 'index' | 'trigger'; name: string; sql: string }>`
        select type, name, sql from sqlite_master
        where sql is not null
          and ((type = 'index' and tbl_name in ('titles', 'title_contributors', 'title_subjects', 'title_reviews'))
            or (type = 'trigger' and tbl_name = 'titles' and name like 'titles_fts_%'))
        order by type, name`.execute(trx);
      for (const { type, name } of rows) await sql`drop ${sql.raw(type)} ${sql.id(name)}`.execute(trx);
      return async () => {
        for (const definition of rows) await sql.raw(definition.sql).execute(trx);
        await sql`insert into titles_fts(titles_fts) values ('rebuild')`.execute(trx);
      };
    },

    /** Which of these eisbns are catalogue titles already. */
    findExistingEisbns: async (eisbns: string[], executor: Executor = db) => {
      const rows = await run.inList(
        'existing-titles',
        eisbns,
        (piece, on) => on.selectFrom('titles').select('eisbn').where('eisbn', 'in', piece),
        executor,
      );
      return new Set(rows.map((row) => row.eisbn));
    },

    /** What the stock import needs of each title it prices. */
    findTitleFacts: async (eisbns: string[], executor: Executor = db) => {
      const facts = [];
      for (const piece of pieces(eisbns)) {
        facts.push(
          ...(await executor
            .selectFrom('titles')
            .select(['eisbn', 'releaseDate', 'listPriceUsaCents', 'listPriceCanCents'])
            .where('eisbn', 'in', piece)
            .execute()),
        );
      }
      return facts;
    },

    /** The indexed text of these titles as it is now, which the vocabulary counts (search-text.ts). */
    findSearchableText: async (eisbns: string[], executor: Executor = db) =>
      run.inList(
        'searchable-text',
        eisbns,
        (piece, on) =>
          on
            .selectFrom('titles')
            .select(['title', 'subtitle', 'series', 'contributorNames', 'publisher', 'subjectLabels'])
            .where('eisbn', 'in', piece),
        executor,
      ),

    /**
     * Moves the vocabulary's counts (search_words) by `changes` (vocabularyChanges) and drops the
     * words no title holds any more.
     */
    async changeVocabulary(changes: Map<string, number>, executor: Executor = db) {
      const rows = [...changes].map(([word, frequency]) => ({ word, frequency }));
      await run.insert('vocabulary', rows, upsertVocabularyPiece, executor);
      const fewer = rows.filter((row) => row.frequency < 0).map((row) => row.word);
      await run.inList(
        'vocabulary-unused',
        fewer,
        (piece, on) => on.deleteFrom('searchWords').where('word', 'in', piece).where('frequency', '<=', sql.lit(0)),
        executor,
      );
    },

    /** Inserts or refreshes titles by eisbn; a batch must not repeat an eisbn. */
    async upsertTitles(rows: NewTitle[], executor: Executor) {
      await run.insert('upsert-titles', rows, upsertTitlePiece, executor);
    },

    /** Inserts or refreshes stock rows by (store, location, eisbn, condition); a batch must not repeat a key. */
    async upsertStock(rows: NewStock[], executor: Executor) {
      for (const piece of pieces(rows)) await upsertStockPiece(piece, executor);
    },

    /**
     * Replaces the contributors, subjects and reviews of the given titles with these rows;
     * `eisbns` are the titles that may have old ones (new titles have none to delete).
     */
    async replaceTitleDetails(
      eisbns: string[],
      details: { contributors: NewTitleContributor[]; subjects: NewTitleSubject[]; reviews?: NewTitleReview[] },
      executor: Executor,
    ) {
      for (const table of ['titleContributors', 'titleSubjects', 'titleReviews'] as const)
        await run.inList(
          `delete-${table}`,
          eisbns,
          (piece, on) => on.deleteFrom(table).where('eisbn', 'in', piece),
          executor,
        );
      await run.insert(
        'contributors',
        details.contributors,
        (rows, on) => on.insertInto('titleContributors').values(rows),
        executor,
      );
      await run.insert(
        'subjects',
        details.subjects,
        (rows, on) => on.insertInto('titleSubjects').values(rows),
        executor,
      );
      await run.insert(
        'reviews',
        details.reviews ?? [],
        (rows, on) => on.insertInto('titleReviews').values(rows),
        executor,
      );
    },

    /** Which of these (location, eisbn, condition) stock rows of a store exist already, as 'location eisbn condition'. */
    findExistingStockKeys: async (storeId: string, eisbns: string[], executor: Executor = db) => {
      const keys = new Set<string>();
      for (const piece of pieces(eisbns)) {
        const rows = await executor
          .selectFrom('stock')
          .select(['locationId', 'eisbn', 'conditionCode'])
          .where('storeId', '=', storeId)
          .where('eisbn', 'in', piece)
          .execute();
        for (const row of rows) keys.add(`${row.locationId} ${row.eisbn} ${row.conditionCode}`);
      }
      return keys;
    },

    findCover: (eisbn: string, executor: Executor = db) =>
      executor.selectFrom('covers').selectAll().where('eisbn', '=', eisbn).executeTakeFirst(),

    /** The names of a title's interior images (docs/features/item-page.md#gallery), in gallery order. */
    findInteriors: async (eisbn: string): Promise<string[]> => {
      const row = await db.selectFrom('titles').select('interiors').where('eisbn', '=', eisbn).executeTakeFirst();
      let names: unknown = [];
      try {
        names = row ? JSON.parse(row.interiors) : [];
      } catch {
        // a column no import wrote: no interiors
      }
      return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
    },

    /** Replaces a title's interior images and moves its change time, so cached answers are built again. */
    setInteriors: (eisbn: string, names: string[], at: number) =>
      db
        .updateTable('titles')
        .set({ interiors: JSON.stringify(names), updatedAt: at })
        .where('eisbn', '=', eisbn)
        .execute(),

    /** Moves a title's change time, so what is keyed on the catalogue's revision is built again. */
    markTitleChanged: (eisbn: string, at: number, executor: Executor = db) =>
      executor.updateTable('titles').set({ updatedAt: at }).where('eisbn', '=', eisbn).execute(),

    upsertCover: (row: NewCover, executor: Executor = db) =>
      executor
        .insertInto('covers')
        .values(row)
        .onConflict((oc) =>
          oc.column('eisbn').doUpdateSet((eb) => ({
            cacheKey: eb.ref('excluded.cacheKey'),
            contentType: eb.ref('excluded.contentType'),
            path: eb.ref('excluded.path'),
            bytes: eb.ref('excluded.bytes'),
            updatedAt: eb.ref('excluded.updatedAt'),
          })),
        )
        .execute(),

    countTitles: async () => {
      const row = await db
        .selectFrom('titles')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    countStock: async (storeId: string) => {
      const row = await db
        .selectFrom('stock')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('storeId', '=', storeId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
