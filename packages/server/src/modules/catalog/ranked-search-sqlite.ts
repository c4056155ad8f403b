import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toFtsQuery } from './search-index-sqlite.ts';
import type { TextQuery } from './search-query.ts';

/**
 * Every title's place in popularity order (`popularity desc nulls last, eisbn`), by titles rowid,
 * as of one catalogue revision.
 */
type PopularityRanks = {
  revision: number;
  /** rankOf[rowid]: the title's place, or -1 for a rowid no title had when the ranks were read. */
  rankOf: Int32Array;
  /** rowidAt[rank]: the title at that place. */
  rowidAt: Int32Array;
};

/** Ranks and tiers share one number per match: tier × rankSpan + rank sorts by tier, then rank. */
const rankSpan = 2 ** 26;

/**
 * Plain searches (the text alone, no filter) in relevance or popularity order on SQLite, without
 * sorting the matches in SQL (docs/decisions/0008-search-index.md, "Plain searches").
 *
 * SQL has to read every match's titles row to sort by popularity: 300 ms for a common word's
 * 300,000 matches on a million titles. Here FTS5 lists the matching rowids alone (a few ms), each
 * is given its tier and its place in popularity order from an array kept per process, and the
 * first `limit` are sorted out in memory. The array is read once per catalogue revision (one
 * index walk) and is 8 bytes per title.
 */
export function createSqliteRankedSearch(db: Kysely<Database>) {
  let ranks: PopularityRanks | null = null;
  let reading: Promise<PopularityRanks> | null = null;

  async function readRanks(revision: number): Promise<PopularityRanks> {
    // One JSON array rather than a row per title: a million rows as objects cost far more.
    const result = await sql<{ rowids: string; maxRowid: number | null }>`
      select (select json_group_array(rowid) from (
                select rowid from titles order by popularity desc nulls last, eisbn)) as rowids,
             (select max(rowid) from titles) as max_rowid`.execute(db);
    const row = result.rows[0];
    const ordered = JSON.parse(row?.rowids ?? '[]') as number[];
    if (ordered.length >= rankSpan) throw new Error(`more titles than ranked search can order (${rankSpan})`);
    const rankOf = new Int32Array((row?.maxRowid ?? 0) + 1).fill(-1);
    const rowidAt = Int32Array.from(ordered);
    for (let rank = 0; rank < ordered.length; rank += 1) rankOf[ordered[rank] ?? 0] = rank;
    return { revision, rankOf, rowidAt };
  }

  async function ranksAt(revision: number): Promise<PopularityRanks> {
    if (ranks?.revision === revision) return ranks;
    reading ??= readRanks(revision).finally(() => {
      reading = null;
    });
    const read = await reading;
    if (read.revision !== revision) return ranksAt(revision);
    ranks = read;
    return read;
  }

  /** The rowids of the titles matching within `columns`, ascending. */
  async function matchingRowids(query: TextQuery, columns: TextQuery['columns']): Promise<Int32Array> {
    // One JSON array rather than a row per match, as for the ranks.
    const result = await sql<{ rowids: string }>`
      select json_group_array(rowid) as rowids from titles_fts
      where titles_fts match ${toFtsQuery(query.terms, columns)}`.execute(db);
    // FTS5 lists its matches by rowid already; sorting again costs little and relies on nothing.
    return Int32Array.from(JSON.parse(result.rows[0]?.rowids ?? '[]') as number[]).sort();
  }

  /** Whether each of `ids` (ascending) is among `among` (ascending): one merge walk. */
  function membership(ids: Int32Array, among: Int32Array): Uint8Array {
    const marks = new Uint8Array(ids.length);
    let cursor = 0;
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index] ?? 0;
      while (cursor < among.length && (among[cursor] ?? 0) < id) cursor += 1;
      if (among[cursor] === id) marks[index] = 1;
    }
    return marks;
  }

  return {
    /**
     * The first `limit` titles matching `query` (terms only, no ISBN) as eisbns, in relevance order
     * (all words in the title, then in the contributors, then the rest, each by popularity) or, with
     * `tiers` false, in popularity order. `catalogueRevision` is the newest titles.updated_at: the
     * ranks are read again when it moves. Null when a match is newer than the ranks.
     */
    async first(query: TextQuery, options: { tiers: boolean; limit: number; catalogueRevision: number }) {
      if (options.limit <= 0) return [];
      const ranking = await ranksAt(options.catalogueRevision);
      const tiered = options.tiers && query.columns === 'all';
      // The title tier comes first: when it alone fills the list, the other matches are not needed.
      const inTitle = tiered ? await matchingRowids(query, 'title') : null;
      const matches = inTitle && inTitle.length >= options.limit ? inTitle : await matchingRowids(query, query.columns);
      const titleMarks = inTitle && matches !== inTitle ? membership(matches, inTitle) : null;
      const authorMarks = titleMarks ? membership(matches, await matchingRowids(query, 'author')) : null;
      const keys = new Float64Array(matches.length);
      for (let index = 0; index < matches.length; index += 1) {
        const rank = ranking.rankOf[matches[index] ?? 0] ?? -1;
        if (rank < 0) return null;
        const tier = !titleMarks || titleMarks[index] ? 1 : authorMarks?.[index] ? 2 : 3;
        keys[index] = tier * rankSpan + rank;
      }
      keys.sort();
      const chosen = Array.from(keys.subarray(0, options.limit), (key) => ranking.rowidAt[key % rankSpan] ?? 0);
      const rows = (
        await sql<{ rowid: number; eisbn: string }>`
          select t.rowid as rowid, t.eisbn from (select value as id from json_each(${JSON.stringify(chosen)})) c
          cross join titles t on t.rowid = c.id`.execute(db)
      ).rows;
      const eisbnOf = new Map(rows.map((row) => [row.rowid, row.eisbn]));
      return chosen.flatMap((rowid) => eisbnOf.get(rowid) ?? []);
    },
  };
}
export type SqliteRankedSearch = ReturnType<typeof createSqliteRankedSearch>;
