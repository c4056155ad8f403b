/**
 * docs/features/browse-and-search.md#limits: a title's rank (1 is the best seller) falls in a tier by its
 * upper bound; forthcoming titles use their own, tighter bounds. Beyond the last bound, no tier.
 */
export const rankTierBounds = {
  bestseller: [1000, 10000, 30000, 100000],
  forthcoming: [100, 1000, 3000, 10000],
} as const;

/**
 * What a shopper reads on the badge, tier 1 first. No tier says "Coming soon": a forthcoming
 * title's availability already does, just below the badge.
 */
export const rankTierLabels = {
  bestseller: ['Bestseller', 'Very popular', 'Popular', 'Steady seller'],
  forthcoming: ['Most anticipated', 'Highly anticipated', 'Anticipated', 'Awaited'],
} as const;

export type RankTierKind = keyof typeof rankTierBounds;

export interface RankTier {
  kind: RankTierKind;
  /** 1 (the top tier) to 4. */
  level: 1 | 2 | 3 | 4;
  label: string;
}

const levels = [1, 2, 3, 4] as const;

/** The tier of a rank, or null when there is no rank or it is past the last bound. */
export function rankTier(rank: number | null, isForthcoming: boolean): RankTier | null {
  if (rank === null || rank < 1) return null;
  const kind: RankTierKind = isForthcoming ? 'forthcoming' : 'bestseller';
  const index = rankTierBounds[kind].findIndex((bound) => rank <= bound);
  if (index < 0) return null;
  return { kind, level: levels[index] ?? 4, label: rankTierLabels[kind][index] ?? '' };
}
