import type { TitleBitset } from './title-bitset.ts';

/**
 * Each title's work, in memory with the facet index (docs/decisions/0066-works-counted-in-memory.md):
 * titles sharing a work key (docs/decisions/0022-title-sort-and-work-keys.md) are one work, a title
 * without a key is a work of its own. Works are numbered, so a result (a set of the index's titles)
 * is counted by work in one walk of its members, where SQL read every match's row.
 */
export class TitleWorks {
  private constructor(
    /** workAt[id]: the number of title `id`'s work; -1 where no title has that id. */
    private readonly workAt: Int32Array,
    /** keys[work]: the work's key; null for a title's own work. */
    private readonly keys: (string | null)[],
    /** The titles of work `work` are titleIds[starts[work]] up to titleIds[starts[work + 1]], with their eisbns alike. */
    private readonly starts: Int32Array,
    private readonly titleIds: Int32Array,
    private readonly eisbns: string[],
  ) {}

  static build(titles: { id: number; eisbn: string; workKey: string | null }[], maxId: number): TitleWorks {
    const workAt = new Int32Array(maxId + 1).fill(-1);
    const keys: (string | null)[] = [];
    const workOfKey = new Map<string, number>();
    for (const { id, workKey } of titles) {
      let work = workKey === null ? undefined : workOfKey.get(workKey);
      if (work === undefined) {
        work = keys.length;
        keys.push(workKey);
        if (workKey !== null) workOfKey.set(workKey, work);
      }
      workAt[id] = work;
    }
    // Each work's titles together (a counting sort by work).
    const starts = new Int32Array(keys.length + 1);
    for (const { id } of titles) starts[(workAt[id] ?? 0) + 1] = (starts[(workAt[id] ?? 0) + 1] ?? 0) + 1;
    for (let work = 1; work < starts.length; work += 1) starts[work] = (starts[work] ?? 0) + (starts[work - 1] ?? 0);
    const next = starts.slice(0, keys.length);
    const titleIds = new Int32Array(titles.length);
    const eisbns: string[] = new Array<string>(titles.length);
    for (const { id, eisbn } of titles) {
      const work = workAt[id] ?? 0;
      const at = next[work] ?? 0;
      titleIds[at] = id;
      eisbns[at] = eisbn;
      next[work] = at + 1;
    }
    return new TitleWorks(workAt, keys, starts, titleIds, eisbns);
  }

  /** Title `id`'s work key: null when it has none, undefined when the index has no such title. */
  keyOf(id: number): string | null | undefined {
    const work = this.workAt[id] ?? -1;
    return work < 0 ? undefined : this.keys[work];
  }

  /**
   * The eisbns of the titles of `result` that are editions of title `id`'s work, when the work has
   * a key (a title without one has no other editions); unordered.
   */
  editionsIn(id: number, result: TitleBitset): string[] {
    const work = this.workAt[id] ?? -1;
    if (work < 0 || this.keys[work] === null) return [];
    const editions: string[] = [];
    for (let at = this.starts[work] ?? 0; at < (this.starts[work + 1] ?? 0); at += 1)
      if (result.has(this.titleIds[at] ?? -1)) editions.push(this.eisbns[at] ?? '');
    return editions;
  }

  /** How many works the titles of `result` are editions of, counting no further than `cap`. */
  count(result: TitleBitset, cap = Number.POSITIVE_INFINITY): number {
    const seen = new Uint8Array(this.keys.length);
    const { words } = result;
    let total = 0;
    for (let index = 0; index < words.length; index += 1) {
      for (let bits = words[index] ?? 0; bits !== 0; bits &= bits - 1) {
        const work = this.workAt[index * 32 + (31 - Math.clz32(bits & -bits))] ?? -1;
        if (work < 0 || seen[work] === 1) continue;
        seen[work] = 1;
        total += 1;
        if (total >= cap) return cap;
      }
    }
    return total;
  }
}
