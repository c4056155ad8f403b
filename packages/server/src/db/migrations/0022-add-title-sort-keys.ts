import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { authorSortKey, derivedWorkKey, titleSortKey } from '../../modules/catalog/title-keys.ts';

/*
 * The title and author sorts order by keys kept on the title row (docs/features/browse-and-search.md#filters-and-sort):
 * the title without its leading article, and the filed contributor's key name. Work keys derived from
 * the title and author are made again with letters and digits of every script: before, a title in
 * Arabic or Persian kept no letter of its title and shared its key with every other such title.
 * On PostgreSQL the keys compare byte by byte (collation "C") on every server, as on SQLite.
 */

/** A title without contributors sorts after the rest: an expression on SQLite, the natural order of nulls on PostgreSQL. */
const indexes = {
  sqlite: [
    { name: 'titles_title_key_idx', columns: 'title_sort, eisbn' },
    { name: 'titles_author_key_idx', columns: 'author_sort is null, author_sort, title_sort, eisbn' },
  ],
  postgres: [
    { name: 'titles_title_key_idx', columns: 'title_sort, eisbn' },
    { name: 'titles_author_key_idx', columns: 'author_sort, title_sort, eisbn' },
  ],
};
/** The indexes of the sorts before, on the lower-cased title and contributor names. */
const oldIndexes = [
  { name: 'titles_title_sort_idx', columns: 'lower(title), eisbn' },
  { name: 'titles_author_sort_idx', columns: 'lower(contributor_names), eisbn' },
];
const batchSize = 1000;

/** One-word column names: the same with or without Kysely's CamelCasePlugin. */
type TitleRow = { eisbn: string; title: string; language: string | null; workkey: string | null };
type ContributorRow = { eisbn: string; name: string; role: string };

/** Fills in the sort keys and makes the derived work keys again, a batch of titles at a time in eisbn order. */
async function fillKeys(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const eisbnList = (eisbns: string[]) =>
    postgres
      ? sql`(select unnest(${eisbns}::text[]) as eisbn)`
      : sql`(select value as eisbn from json_each(${JSON.stringify(eisbns)}))`;
  for (let after = ''; ;) {
    const titles = (
      await sql<TitleRow>`select eisbn, title, language, work_key as workkey from titles
        where eisbn > ${after} order by eisbn limit ${batchSize}`.execute(db)
    ).rows;
    const last = titles.at(-1);
    if (!last) return;
    after = last.eisbn;
    const contributors = (
      await sql<ContributorRow>`select tc.eisbn, tc.name, tc.role from ${eisbnList(titles.map((title) => title.eisbn))} c
        join title_contributors tc on tc.eisbn = c.eisbn order by tc.eisbn, tc.position`.execute(db)
    ).rows;
    const byTitle = new Map<string, ContributorRow[]>();
    for (const contributor of contributors)
      byTitle.set(contributor.eisbn, [...(byTitle.get(contributor.eisbn) ?? []), contributor]);
    const keys = titles.map((title) => {
      const named = byTitle.get(title.eisbn) ?? [];
      const workKey =
        title.workkey === null || title.workkey.startsWith('work:')
          ? title.workkey
          : derivedWorkKey(title.title, named);
      return [title.eisbn, titleSortKey(title.title, title.language), authorSortKey(named), workKey];
    });
    // One statement per batch, its rows as one JSON parameter, rather than a statement per title.
    const json = JSON.stringify(keys);
    await (
      postgres
        ? sql`update titles t set title_sort = v.title_sort, author_sort = v.author_sort, work_key = v.work_key
            from (select k ->> 0 as eisbn, k ->> 1 as title_sort, k ->> 2 as author_sort, k ->> 3 as work_key
              from jsonb_array_elements(${json}::jsonb) k) v
            where t.eisbn = v.eisbn`
        : sql`update titles set title_sort = v.title_sort, author_sort = v.author_sort, work_key = v.work_key
            from (select json_extract(value, '$[0]') as eisbn, json_extract(value, '$[1]') as title_sort,
              json_extract(value, '$[2]') as author_sort, json_extract(value, '$[3]') as work_key
              from json_each(${json})) v
            where titles.eisbn = v.eisbn`
    ).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const column of ['title_sort', 'author_sort'])
    await db.schema
      .alterTable('titles')
      .addColumn(column, 'text', (col) => (postgres ? col.modifyEnd(sql`collate "C"`) : col))
      .execute();
  await fillKeys(db, postgres);
  for (const index of oldIndexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (const index of postgres ? indexes.postgres : indexes.sqlite)
    await sql`create index ${sql.id(index.name)} on titles (${sql.raw(index.columns)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes.sqlite) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (const index of oldIndexes)
    await sql`create index ${sql.id(index.name)} on titles (${sql.raw(index.columns)})`.execute(db);
  for (const column of ['author_sort', 'title_sort']) await db.schema.alterTable('titles').dropColumn(column).execute();
}
