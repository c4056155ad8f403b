import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { joinInitials } from '../../modules/catalog/search-text.ts';

/*
 * Contributor names in the search index write a run of initials as one word ("J.K. Rowling" is
 * indexed as "JK Rowling"), as the query is read (docs/features/browse-and-search.md#name-variants),
 * so "jk", "j.k.", "j k" and "J. K." find the same titles. The importer writes them so from now on;
 * this brings the titles already there into line. The index follows the column (FTS5's update
 * trigger, PostgreSQL's generated search_vector).
 */

const batchSize = 2000;

type TitleRow = { eisbn: string; names: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (let after = ''; ;) {
    const titles = (
      await sql<TitleRow>`select eisbn, contributor_names as names from titles
        where eisbn > ${after} order by eisbn limit ${batchSize}`.execute(db)
    ).rows;
    const last = titles.at(-1);
    if (!last) return;
    after = last.eisbn;
    const changed = titles
      .filter((title) => joinInitials(title.names) !== title.names)
      .map((title) => [title.eisbn, joinInitials(title.names)]);
    if (changed.length === 0) continue;
    // One statement per batch, its rows as one JSON parameter, rather than a statement per title.
    const json = JSON.stringify(changed);
    await (
      postgres
        ? sql`update titles t set contributor_names = v.names
            from (select k ->> 0 as eisbn, k ->> 1 as names from jsonb_array_elements(${json}::jsonb) k) v
            where t.eisbn = v.eisbn`
        : sql`update titles set contributor_names = v.names
            from (select json_extract(value, '$[0]') as eisbn, json_extract(value, '$[1]') as names
              from json_each(${json})) v
            where titles.eisbn = v.eisbn`
    ).execute(db);
  }
}

/** The names read the same with initials joined; nothing to undo. */
export async function down(): Promise<void> {}
