import { Badge } from '@mantine/core';
import { IconFlame, IconSparkles } from '@tabler/icons-react';
import { rankTier } from '@bookfront/contract';
import { useSiteSettings } from '../../lib/site-settings.tsx';

/** docs/features/item-page.md#availability sales rank tiers as a badge; nothing when the store hides sales rank or there is no tier. */
export function RankBadge({ rank, isForthcoming }: { rank: number | null; isForthcoming: boolean }) {
  const settings = useSiteSettings();
  const tier = rankTier(rank, isForthcoming);
  if (!tier || settings.hide_sales_rank) return null;
  const Icon = tier.kind === 'forthcoming' ? IconSparkles : IconFlame;
  return (
    <Badge
      variant={tier.level === 1 ? 'filled' : 'light'}
      color={tier.level === 1 ? 'brand' : 'gray'}
      radius="sm"
      size="sm"
      leftSection={<Icon size={12} stroke={2} aria-hidden />}
      styles={{ label: { textTransform: 'none', fontWeight: 600 } }}
    >
      {tier.label}
    </Badge>
  );
}
