import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { vocabularyWordsOf, type SearchableText } from '../../modules/catalog/search-text.ts';

/*
 * The catalogue's vocabulary (docs/features/browse-and-search.md#typos): each distinct word of the
 * titles' indexed text with the number of titles that hold it. A search word with a slip is
 * matched to the words near it, and "Did you mean" picks the most frequent. The importer keeps it
 * current; this counts the titles already there.
 */

const batchSize = 2000;
const insertSize = 1000;

type TitleRow = {
  eisbn: string;
  title: string;
  subtitle: string | null;
  series: string | null;
  names: string;
  publisher: string | null;
  subjects: string;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (col) => col.primaryKey())
    .addColumn('frequency', 'integer', (col) => col.notNull())
    .$call((builder) => (postgres ? builder : builder.modifyEnd(sql`without rowid`)))
    .execute();

  const frequencies = new Map<string, number>();
  for (let after = ''; ;) {
    const titles = (
      await sql<TitleRow>`select eisbn, title, subtitle, series, contributor_names as names, publisher,
        subject_labels as subjects from titles where eisbn > ${after} order by eisbn limit ${batchSize}`.execute(db)
    ).rows;
    const last = titles.at(-1);
    if (!last) break;
    after = last.eisbn;
    for (const title of titles) {
      const text: SearchableText = { ...title, contributorNames: title.names, subjectLabels: title.subjects };
      for (const word of vocabularyWordsOf(text)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    }
  }
  const entries = [...frequencies];
  for (let start = 0; start < entries.length; start += insertSize) {
    const json = JSON.stringify(entries.slice(start, start + insertSize));
    await (
      postgres
        ? sql`insert into search_words (word, frequency)
            select k ->> 0, (k ->> 1)::integer from jsonb_array_elements(${json}::jsonb) k`
        : sql`insert into search_words (word, frequency)
            select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(${json})`
    ).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_words').execute();
}
