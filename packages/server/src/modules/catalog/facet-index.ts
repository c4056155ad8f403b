import { pubDateValues } from '@bookfront/contract';
import { nowSeconds } from '../../lib/time.ts';
import { pubDateRange } from './browse-filters.ts';
import { settleSeconds } from './title-sets.ts';
import { TitleBitset } from './title-bitset.ts';
import { TitleWorks } from './title-works.ts';
import { mostFrequentOptions } from './most-frequent-options.ts';
import type { TitleRanks } from './rank-walk.ts';

/** A title's facet columns, with its number in the index (the titles rowid on SQLite, a row number on PostgreSQL). */
export type FacetTitleRow = {
  id: number;
  eisbn: string;
  bindingCode: string | null;
  binding: string | null;
  language: string | null;
  audience: string | null;
  releaseDate: number | string | null;
  publisher: string | null;
  workKey: string | null;
  /**
   * The title's place in popularity order and in title order, from 0 (PostgreSQL, whose sets in
   * memory number titles as the index does); null on SQLite.
   */
  popularityRank: number | null;
  titleRank: number | null;
};

/** The orders the index keeps (PostgreSQL): the titles by popularity and by title, and each title's eisbn. */
export type TitleOrders = { eisbnAt: string[]; popularity: TitleRanks; title: TitleRanks };
export type FacetSubjectRow = { eisbn: string; code: string; label: string; scheme: string };
export type FacetContributorRow = { eisbn: string; name: string };

/** The groups counted from title data (the stock groups, status and price, are counted from stock sets or SQL). */
export type TitleGroupName =
  'subjectTop' | 'subjectCode' | 'storeSubject' | 'binding' | 'audience' | 'contributor' | 'language' | 'publisher';

/**
 * Each title's options in one group. When no title has two (a binding, a language, a publisher),
 * the title's one option (-1: none): one number a title to read, and one array where the ranges
 * below take two. Otherwise the options of title `id` are values[starts[id]] up to values[starts[id + 1]].
 */
type OptionsOfTitles = { onlyOptionOf: Int32Array } | { onlyOptionOf: null; starts: Int32Array; values: Int32Array };

/**
 * The titles having each option of one group. Every group keeps, per title, its options (a title
 * counts once per option); a group of few options also keeps a set of titles per option, so a
 * large result is counted by population counts of intersections rather than title by title.
 */
export class FacetGroup {
  /** The options' sets of titles, when the group has few enough options to keep them. */
  readonly sets: TitleBitset[] | null;
  /** How many titles of the whole catalogue have each option. */
  readonly totals: Int32Array;
  private readonly options: OptionsOfTitles;

  constructor(
    readonly keys: string[],
    readonly labels: string[],
    /** The options of title `id` are values[starts[id]] up to values[starts[id + 1]]. */
    starts: Int32Array,
    values: Int32Array,
    maxId: number,
    maxSets: number,
  ) {
    this.totals = new Int32Array(keys.length);
    for (const option of values) this.totals[option] = (this.totals[option] ?? 0) + 1;
    const onlyOptionOf = FacetGroup.onlyOptions(starts, values);
    this.options = onlyOptionOf ? { onlyOptionOf } : { onlyOptionOf: null, starts, values };
    if (keys.length > maxSets) {
      this.sets = null;
      return;
    }
    const sets = keys.map(() => TitleBitset.empty(maxId));
    for (let id = 0; id + 1 < starts.length; id += 1)
      for (let at = starts[id] ?? 0; at < (starts[id + 1] ?? 0); at += 1) sets[values[at] ?? 0]?.add(id);
    this.sets = sets;
  }

  /** Each title's option when none has more than one, else null. */
  private static onlyOptions(starts: Int32Array, values: Int32Array): Int32Array | null {
    const titles = starts.length - 1;
    const options = new Int32Array(Math.max(titles, 0)).fill(-1);
    for (let id = 0; id < titles; id += 1) {
      const from = starts[id] ?? 0;
      const to = starts[id + 1] ?? 0;
      if (to - from > 1) return null;
      if (to > from) options[id] = values[from] ?? -1;
    }
    return options;
  }

  /** The titles having any option whose key passes `test` (a filter condition on this group). */
  titlesWith(test: (key: string) => boolean, maxId: number): TitleBitset {
    const chosen = new Set<number>();
    this.keys.forEach((key, option) => {
      if (test(key)) chosen.add(option);
    });
    let result = TitleBitset.empty(maxId);
    if (chosen.size === 0) return result;
    const { sets, options } = this;
    if (sets) {
      for (const option of chosen) result = result.or(sets[option] ?? result);
      return result;
    }
    if (options.onlyOptionOf) {
      const { onlyOptionOf } = options;
      for (let id = 0; id < onlyOptionOf.length; id += 1) if (chosen.has(onlyOptionOf[id] ?? -1)) result.add(id);
      return result;
    }
    const { starts, values } = options;
    for (let id = 0; id + 1 < starts.length; id += 1)
      for (let at = starts[id] ?? 0; at < (starts[id + 1] ?? 0); at += 1)
        if (chosen.has(values[at] ?? -1)) {
          result.add(id);
          break;
        }
    return result;
  }

  /**
   * How many titles of `result` have each option, up to `cap`. Title by title over the result's
   * members when that is the cheaper walk (a small result, or a group of many options), else a
   * population count per option over the result's words.
   */
  count(result: TitleBitset, members: () => Int32Array, size: number, cap: number, isAll = false): Int32Array {
    if (isAll) return this.totalsUpTo(cap);
    const counts = new Int32Array(this.keys.length);
    const wordsPerSet = result.words.length;
    if (this.sets && this.sets.length * wordsPerSet < size * 4) {
      this.sets.forEach((set, option) => {
        counts[option] = result.countAnd(set, cap);
      });
      return counts;
    }
    const { options } = this;
    const ids = members();
    if (options.onlyOptionOf) {
      const { onlyOptionOf } = options;
      for (let member = 0; member < ids.length; member += 1) {
        const option = onlyOptionOf[ids[member] ?? -1] ?? -1;
        if (option < 0) continue;
        const count = counts[option] ?? 0;
        if (count < cap) counts[option] = count + 1;
      }
      return counts;
    }
    const { starts, values } = options;
    const last = starts.length - 1;
    for (let member = 0; member < ids.length; member += 1) {
      const id = ids[member] ?? last;
      if (id >= last) continue;
      const end = starts[id + 1] ?? 0;
      for (let at = starts[id] ?? 0; at < end; at += 1) {
        const option = values[at] ?? 0;
        const count = counts[option] ?? 0;
        if (count < cap) counts[option] = count + 1;
      }
    }
    return counts;
  }

  /**
   * The options with titles among `counts` (this group's), at most `limit`, the most frequent
   * (mostFrequentOptions). For the whole catalogue's counts, the same array every plain browse
   * (totalsUpTo), the answer is kept: walking a million titles' 150,000 contributors took a few
   * milliseconds a browse. A result's own counts are walked each time, and leave nothing behind.
   */
  mostFrequent(counts: Int32Array, limit: number): readonly number[] {
    const totals = this.cappedTotals;
    if (totals?.counts !== counts) return mostFrequentOptions(counts, limit);
    let chosen = totals.mostFrequent.get(limit);
    if (!chosen) totals.mostFrequent.set(limit, (chosen = mostFrequentOptions(counts, limit)));
    return chosen;
  }

  /** The whole catalogue's count of each option up to `cap`, kept: the same array for every plain browse. */
  private totalsUpTo(cap: number): Int32Array {
    if (this.cappedTotals?.cap !== cap)
      this.cappedTotals = { cap, counts: this.totals.map((total) => Math.min(total, cap)), mostFrequent: new Map() };
    return this.cappedTotals.counts;
  }
  /** The capped totals of the last cap asked for, and their most frequent options by limit. */
  private cappedTotals: { cap: number; counts: Int32Array; mostFrequent: Map<number, number[]> } | null = null;
}

/** Groups with at most this many options keep a set of titles per option (125 KB each per million titles). */
const maxSetsPerGroup = 64;

/** Builds one group: `add` is called per title id with its options' keys (and labels). */
class GroupBuilder {
  private readonly optionOf = new Map<string, number>();
  readonly keys: string[] = [];
  readonly labels: string[] = [];
  /** (title, option) pairs as added, in two flat arrays: a million titles make no million small arrays. */
  private readonly ids: number[] = [];
  private readonly options: number[] = [];

  add(id: number, key: string, label: string = key) {
    let option = this.optionOf.get(key);
    if (option === undefined) {
      option = this.keys.length;
      this.optionOf.set(key, option);
      this.keys.push(key);
      this.labels.push(label);
    }
    this.ids.push(id);
    this.options.push(option);
  }

  /** The pairs sorted by title (a counting sort), each title's options once. */
  build(maxId: number, maxSets = maxSetsPerGroup): FacetGroup {
    const { ids, options } = this;
    const counts = new Int32Array(maxId + 2);
    for (const id of ids) counts[id + 1] = (counts[id + 1] ?? 0) + 1;
    for (let id = 1; id < counts.length; id += 1) counts[id] = (counts[id] ?? 0) + (counts[id - 1] ?? 0);
    const placed = new Int32Array(ids.length);
    const next = counts.slice(0, maxId + 1);
    ids.forEach((id, at) => {
      const to = next[id] ?? 0;
      placed[to] = options[at] ?? 0;
      next[id] = to + 1;
    });
    // Leave out an option a title has twice (two subject codes under one top-level subject).
    const starts = new Int32Array(maxId + 2);
    const values = new Int32Array(ids.length);
    let total = 0;
    for (let id = 0; id <= maxId; id += 1) {
      starts[id] = total;
      for (let at = counts[id] ?? 0; at < (counts[id + 1] ?? 0); at += 1) {
        const option = placed[at] ?? 0;
        let seen = false;
        for (let before = starts[id] ?? 0; before < total; before += 1) if (values[before] === option) seen = true;
        if (!seen) values[total++] = option;
      }
    }
    starts[maxId + 1] = total;
    return new FacetGroup(this.keys, this.labels, starts, values.slice(0, total), maxId, maxSets);
  }
}

/** BISAC codes are three letters then digits (FIC022000 under FIC); Thema's top level is its first letter. */
export const topLevelCode = (code: string, scheme: string) =>
  scheme === 'THEMA' ? code.slice(0, 1) : code.slice(0, 3);
const topLevelLabel = (label: string) => label.split(' / ')[0]?.trim() ?? label;
/** Store subjects (special subjects): the STORE scheme, or a code beginning with two underscores. */
export const isStoreSubject = (subject: { code: string; scheme: string }) =>
  subject.scheme === 'STORE' || subject.code.startsWith('__');

/**
 * The facet columns of the whole catalogue in memory, per titles revision
 * (docs/features/browse-and-search.md#filter-counts): each title numbered (on SQLite by its rowid,
 * the numbering of the filter sets of title-sets-sqlite.ts), its options per group, and its
 * release date. A result given as a set of those numbers is counted exactly, whatever its size,
 * without reading a row.
 */
export class FacetIndex {
  private constructor(
    readonly maxId: number,
    private readonly idOf: Map<string, number>,
    readonly all: TitleBitset,
    /** How many titles the index holds. */
    readonly size: number,
    /** Release date per title, unix seconds; NaN when it has none. */
    private readonly releaseDates: Float64Array,
    /** The release dates of all titles that have one, ascending. */
    private readonly sortedDates: Float64Array,
    readonly groups: Record<TitleGroupName, FacetGroup>,
    /** The top-level subject (FIC) each subject code (FIC022000) is under. */
    readonly subjectParents: Map<string, string>,
    /** Each title's work: a keyword search's result is counted by work from it. */
    readonly works: TitleWorks,
    /** The titles in popularity and title order, when the rows gave their places (PostgreSQL). */
    readonly orders: TitleOrders | null,
  ) {}

  static build(titles: FacetTitleRow[], subjects: FacetSubjectRow[], contributors: FacetContributorRow[]): FacetIndex {
    const maxId = titles.reduce((max, title) => Math.max(max, title.id), 0);
    const idOf = new Map<string, number>();
    const subjectParents = new Map<string, string>();
    const releaseDates = new Float64Array(maxId + 1).fill(Number.NaN);
    const builders = {
      subjectTop: new GroupBuilder(),
      subjectCode: new GroupBuilder(),
      storeSubject: new GroupBuilder(),
      binding: new GroupBuilder(),
      audience: new GroupBuilder(),
      contributor: new GroupBuilder(),
      language: new GroupBuilder(),
      publisher: new GroupBuilder(),
    } satisfies Record<TitleGroupName, GroupBuilder>;
    for (const title of titles) {
      const { id } = title;
      idOf.set(title.eisbn, id);
      if (title.releaseDate !== null) releaseDates[id] = Number(title.releaseDate);
      if (title.bindingCode) builders.binding.add(id, title.bindingCode, title.binding ?? title.bindingCode);
      if (title.audience) builders.audience.add(id, title.audience);
      if (title.language) builders.language.add(id, title.language);
      if (title.publisher) builders.publisher.add(id, title.publisher);
    }
    for (const subject of subjects) {
      const id = idOf.get(subject.eisbn);
      if (id === undefined) continue;
      if (isStoreSubject(subject)) {
        builders.storeSubject.add(id, subject.code, subject.label);
        continue;
      }
      const top = topLevelCode(subject.code, subject.scheme);
      builders.subjectTop.add(id, top, topLevelLabel(subject.label));
      if (subject.code !== top) {
        builders.subjectCode.add(id, subject.code, subject.label);
        subjectParents.set(subject.code, top);
      }
    }
    for (const contributor of contributors) {
      const id = idOf.get(contributor.eisbn);
      if (id !== undefined) builders.contributor.add(id, contributor.name);
    }
    const groups = Object.fromEntries(
      Object.entries(builders).map(([name, builder]) => [name, builder.build(maxId)]),
    ) as Record<TitleGroupName, FacetGroup>;
    const sortedDates = releaseDates.filter((date) => !Number.isNaN(date)).sort();
    return new FacetIndex(
      maxId,
      idOf,
      TitleBitset.of(maxId, idOf.values()),
      idOf.size,
      releaseDates,
      sortedDates,
      groups,
      subjectParents,
      TitleWorks.build(titles, maxId),
      ordersOf(titles, maxId),
    );
  }

  /** Whether every title of `set` is in the index (a title added since it was built is not). */
  holdsAll(set: TitleBitset): boolean {
    return set.countAnd(this.all) === set.count();
  }

  /**
   * The eisbns of the titles of `result` that are editions of the works of `leads` (titles with a
   * work key; a title without one has no other editions), unordered; null when the index does not
   * hold every lead.
   */
  editionsIn(leads: string[], result: TitleBitset): string[] | null {
    const ids = leads.map((eisbn) => this.idOf.get(eisbn));
    if (ids.some((id) => id === undefined)) return null;
    return [...new Set(ids.flatMap((id) => this.works.editionsIn(id ?? -1, result)))];
  }

  /** The work keys of the titles of `eisbns` the index holds (null for a title without one); the others are left out. */
  workKeysOf(eisbns: string[]): Map<string, string | null> {
    const workKeys = new Map<string, string | null>();
    for (const eisbn of eisbns) {
      const workKey = this.works.keyOf(this.idOf.get(eisbn) ?? -1);
      if (workKey !== undefined) workKeys.set(eisbn, workKey);
    }
    return workKeys;
  }

  /** The set of the titles of `eisbns` (those the index knows). */
  setOf(eisbns: Iterable<string>): TitleBitset {
    const set = TitleBitset.empty(this.maxId);
    for (const eisbn of eisbns) {
      const id = this.idOf.get(eisbn);
      if (id !== undefined) set.add(id);
    }
    return set;
  }

  /**
   * The result's count per publication date bucket (they overlap: "last 90 days" holds "last 30")
   * and of forthcoming titles, from the release dates of its members.
   */
  countDates(
    members: Int32Array | 'all',
    now: number,
    cap: number,
  ): { buckets: Map<string, number>; forthcoming: number } {
    const ranges = pubDateValues.map((bucket) => ({ bucket, ...pubDateRange(bucket, now) }));
    if (members === 'all') {
      // The whole catalogue: two binary searches a bucket in the sorted dates.
      const upTo = (date: number | null) =>
        date === null ? this.sortedDates.length : datesUpTo(this.sortedDates, date);
      return {
        buckets: new Map(
          ranges.map(({ bucket, after, upTo: last }) => [
            bucket,
            Math.min(upTo(last) - (after === null ? 0 : upTo(after)), cap),
          ]),
        ),
        forthcoming: Math.min(this.sortedDates.length - upTo(now), cap),
      };
    }
    const counts = new Int32Array(ranges.length);
    let forthcoming = 0;
    const dates = this.releaseDates;
    const afters = Float64Array.from(ranges, ({ after }) => after ?? Number.NEGATIVE_INFINITY);
    const upTos = Float64Array.from(ranges, ({ upTo }) => upTo ?? Number.POSITIVE_INFINITY);
    for (const id of members) {
      const released = dates[id] ?? Number.NaN;
      if (Number.isNaN(released)) continue;
      if (released > now) forthcoming += 1;
      for (let index = 0; index < counts.length; index += 1)
        if (released > (afters[index] ?? 0) && released <= (upTos[index] ?? 0))
          counts[index] = (counts[index] ?? 0) + 1;
    }
    return {
      buckets: new Map(ranges.map(({ bucket }, index) => [bucket, Math.min(counts[index] ?? 0, cap)])),
      forthcoming: Math.min(forthcoming, cap),
    };
  }
}

/** One order from the places the rows give; null unless every row gives one, each place once. */
function rankedBy(titles: FacetTitleRow[], maxId: number, placeOf: (title: FacetTitleRow) => number | null) {
  const ranks: TitleRanks = {
    rankOf: new Int32Array(maxId + 1).fill(-1),
    idAt: new Int32Array(titles.length).fill(-1),
  };
  for (const title of titles) {
    const rank = placeOf(title);
    if (rank === null || rank < 0 || rank >= titles.length || ranks.idAt[rank] !== -1) return null;
    ranks.rankOf[title.id] = rank;
    ranks.idAt[rank] = title.id;
  }
  return ranks;
}

/** The orders the rows give the titles' places in (PostgreSQL); null when they give none. */
function ordersOf(titles: FacetTitleRow[], maxId: number): TitleOrders | null {
  const popularity = rankedBy(titles, maxId, (title) => title.popularityRank);
  const title = rankedBy(titles, maxId, (row) => row.titleRank);
  if (!popularity || !title) return null;
  const eisbnAt = new Array<string>(maxId + 1);
  for (const row of titles) eisbnAt[row.id] = row.eisbn;
  return { eisbnAt, popularity, title };
}

/** How many of the ascending `dates` are at or before `date`. */
function datesUpTo(dates: Float64Array, date: number): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((dates[middle] ?? 0) <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The members of a set as an Int32Array, ascending. */
export function membersOf(set: TitleBitset): Int32Array {
  const members = new Int32Array(set.count());
  let at = 0;
  const { words } = set;
  for (let index = 0; index < words.length; index += 1) {
    for (let bits = words[index] ?? 0; bits !== 0; bits &= bits - 1)
      members[at++] = index * 32 + (31 - Math.clz32(bits & -bits));
  }
  return members;
}

/** A rebuild that took less than this is waited for; a longer one runs while the last index serves. */
const waitForRebuildMs = 50;

/**
 * The facet index of the catalogue, built per titles revision and kept per process, as the typo
 * index is (vocabulary.ts): on a large catalogue the index of the last revision keeps counting
 * while the new one is built, so an import's stream of revisions never holds a browse up.
 */
export class CatalogueFacets {
  /** The index in use, with the revision it was built for and when its read began (unix seconds). */
  private built: { revision: number; index: FacetIndex; buildMs: number; readAt: number } | null = null;
  private building: Promise<FacetIndex> | null = null;

  constructor(private readonly read: () => Promise<[FacetTitleRow[], FacetSubjectRow[], FacetContributorRow[]]>) {}

  /** The next indexFor reads the catalogue again: the index turned out older than the titles it counts. */
  forget(): void {
    if (this.built) this.built = { ...this.built, revision: Number.NaN };
  }

  async indexFor(revision: number): Promise<FacetIndex> {
    const { built } = this;
    if (built?.revision === revision) return built.index;
    const rebuild = (this.building ??= this.build(revision).finally(() => {
      this.building = null;
    }));
    if (built === null || built.buildMs < waitForRebuildMs) return rebuild;
    rebuild.catch(() => undefined);
    return built.index;
  }

  /**
   * The index of `revision` read once the revision had settled (settleSeconds), so that it holds
   * every change of the revision's last second: what must match the titles exactly, as a search's
   * works, reads it; null while there is none, and SQL answers instead. An index read earlier is
   * read again once.
   */
  async settledIndexFor(revision: number): Promise<FacetIndex | null> {
    const isSettled = (readAt: number) => readAt >= revision + settleSeconds;
    if (!isSettled(nowSeconds())) return null;
    if (this.built?.revision === revision && !isSettled(this.built.readAt)) this.forget();
    const index = await this.indexFor(revision);
    const { built } = this;
    return built?.index === index && built.revision === revision && isSettled(built.readAt) ? index : null;
  }

  private async build(revision: number): Promise<FacetIndex> {
    const started = performance.now();
    const readAt = nowSeconds();
    const [titles, subjects, contributors] = await this.read();
    const index = FacetIndex.build(titles, subjects, contributors);
    this.built = { revision, index, buildMs: performance.now() - started, readAt };
    return index;
  }
}
