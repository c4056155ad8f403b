import type { TitleBitset } from './title-bitset.ts';

/** Titles in one order: each title's place by its number, and the title at each place. */
export type TitleRanks = {
  /** rankOf[id]: title `id`'s place; -1 (or absent) for a number without a title. */
  rankOf: Int32Array;
  /** idAt[rank]: the title at that place. */
  idAt: Int32Array;
};

/**
 * The first `limit` titles of `matches`, by number: those in the first of `tiers` before those in
 * the second, and so on (a title in two tiers counts in the first), each tier in rank order. A tier
 * is read only when the ones before it leave the list short.
 */
export async function firstByRank(
  { rankOf, idAt }: TitleRanks,
  matches: TitleBitset,
  tiers: (() => Promise<TitleBitset>)[],
  limit: number,
): Promise<number[]> {
  const chosen: number[] = [];
  let left = matches;
  for (const readTier of tiers) {
    const wanted = limit - chosen.length;
    if (wanted <= 0) break;
    const tier = await readTier();
    const inTier = left.and(tier);
    const size = inTier.count();
    // Sorting the tier's members by rank costs about n log n; walking the ranks until `wanted`
    // of them turn up costs about wanted × titles ÷ n steps, each much cheaper than a comparison.
    if ((wanted * idAt.length) / Math.max(size, 1) > 8 * size * Math.log2(size + 1)) {
      const ranks = Int32Array.from(inTier.rowids(), (id) => rankOf[id] ?? 0).sort();
      for (const rank of ranks.subarray(0, wanted)) chosen.push(idAt[rank] ?? 0);
    } else {
      for (let rank = 0, found = 0; rank < idAt.length && found < wanted && found < size; rank += 1) {
        const id = idAt[rank] ?? 0;
        if (inTier.has(id)) {
          chosen.push(id);
          found += 1;
        }
      }
    }
    // What the later tiers may still give, worked out only when they will be read.
    if (chosen.length < limit) left = left.andNot(tier);
  }
  return chosen;
}
