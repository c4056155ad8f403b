import type { FacetIndex } from './facet-index.ts';
import type { StoreSubjectRow } from './store-subject-repository.ts';
import type { TitleBitset } from './title-bitset.ts';

/** A group's options as the filter panel names them, by option number. */
export type OptionNames = { keys: readonly string[]; labels: readonly string[] };

/**
 * The special subject group (n) of one store's result (docs/decisions/0064-store-subjects-per-store.md):
 * the catalogue's special subjects with their counts, then the store's own. The facet index is
 * shared by every store, so a store's subjects are not in it: each of the store's codes is counted
 * as the set of its titles (read from the index by eisbn) within the result, joined with the
 * catalogue's titles of the same code when the catalogue has that code too. A store gives tens or
 * hundreds of titles subjects, so this costs one intersection per code of the store's.
 */
export function storeSubjectOptions(
  index: FacetIndex,
  rows: readonly StoreSubjectRow[],
  result: TitleBitset,
  counts: Int32Array,
  cap: number,
): { names: OptionNames; counts: Int32Array } {
  const shared = index.groups.storeSubject;
  if (rows.length === 0) return { names: shared, counts };
  const byCode = new Map<string, { label: string; eisbns: string[] }>();
  for (const row of rows) {
    const entry = byCode.get(row.code);
    if (entry) entry.eisbns.push(row.eisbn);
    else byCode.set(row.code, { label: row.label, eisbns: [row.eisbn] });
  }
  const keys = [...shared.keys];
  const labels = [...shared.labels];
  const merged: number[] = Array.from(counts);
  const optionOf = new Map(keys.map((key, at) => [key, at]));
  for (const [code, { label, eisbns }] of byCode) {
    let titles = index.setOf(eisbns);
    let at = optionOf.get(code);
    if (at === undefined) {
      at = keys.length;
      keys.push(code);
      labels.push(label);
    } else titles = titles.or(shared.titlesWith((key) => key === code, index.maxId));
    merged[at] = result.countAnd(titles, cap);
  }
  return { names: { keys, labels }, counts: Int32Array.from(merged) };
}
