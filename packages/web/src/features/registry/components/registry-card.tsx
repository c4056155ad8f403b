import { Anchor, Group, Text } from '@mantine/core';
import { IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { registryLimits, registryMessages, type GiftRegistry } from '@bookfront/contract';
import { CardAction } from '../../../components/ui/card-action.tsx';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import classes from './registry-card.module.css';

/**
 * docs/features/gift-registries.md#registry-list-page: a registry's card: its title (opening its page),
 * the progress line, the description, share, edit and delete, and up to 6 covers (5 and '+N more').
 */
export function RegistryCard({
  registry,
  onShare,
  onEdit,
  onDelete,
}: {
  registry: GiftRegistry;
  onShare: (registry: GiftRegistry) => void;
  onEdit: (registry: GiftRegistry) => void;
  onDelete: (registry: GiftRegistry) => void;
}) {
  const hasMore = registry.item_count > registryLimits.thumbnailsMax;
  const covers = hasMore ? registry.items.slice(0, registryLimits.thumbnailsMax - 1) : registry.items;
  const detailPath = `${paths.giftRegistry()}/${encodeURIComponent(registry.gift_registry_id)}`;
  return (
    <li className={classes.card} data-testid="registry-card">
      <div className={classes.text}>
        <Anchor component={Link} to={detailPath} fw={700} size="lg" className={classes.title}>
          {registry.title}
        </Anchor>
        <Text size="sm" fw={600}>
          {registryMessages.progress(registry.qty_purchased, registry.qty_requested)}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {registry.description}
        </Text>
      </div>
      {registry.item_count === 0 ? (
        <Text size="sm" c="dimmed" className={classes.covers}>
          {registryMessages.noItems}
        </Text>
      ) : (
        <Link
          to={detailPath}
          className={classes.covers}
          aria-label={`${registry.title}: ${registry.item_count} titles`}
        >
          {covers.map((item) => (
            <TitleCover
              key={item.title.eisbn}
              eisbn={item.title.eisbn}
              cacheKey={item.title.cover_image_cache}
              title={item.title.title}
              width={56}
              alt=""
            />
          ))}
          {hasMore ? (
            <span className={classes.more}>{registryMessages.moreItems(registry.item_count - covers.length)}</span>
          ) : null}
        </Link>
      )}
      <Group gap={4} className={classes.actions}>
        <CardAction
          icon={IconShare}
          label={registryMessages.share}
          subject={registry.title}
          onClick={() => onShare(registry)}
        />
        <CardAction
          icon={IconPencil}
          label={registryMessages.edit}
          subject={registry.title}
          onClick={() => onEdit(registry)}
        />
        <CardAction
          icon={IconTrash}
          label={registryMessages.delete}
          subject={registry.title}
          onClick={() => onDelete(registry)}
          isDanger
        />
      </Group>
    </li>
  );
}
