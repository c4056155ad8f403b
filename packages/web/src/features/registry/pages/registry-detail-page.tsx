import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconShare } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  formatRegistryDeadline,
  isFullyPurchased,
  registryMessages,
  type GiftRegistry,
  type RegistryItem,
} from '@bookfront/contract';
import { useRegistry } from '../../../entities/registry/registry.ts';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { RegistryFormDialog } from '../components/registry-form-dialog.tsx';
import { ShareLinkDialog } from '../components/share-link-dialog.tsx';
import classes from './registry-pages.module.css';

type Filter = 'all' | 'purchased' | 'not_purchased';
type Sort = 'title' | 'author';

const filterOptions: { value: Filter; label: string }[] = [
  { value: 'all', label: registryMessages.showAll },
  { value: 'purchased', label: registryMessages.showPurchased },
  { value: 'not_purchased', label: registryMessages.showNotPurchased },
];
const sortOptions: { value: Sort; label: string }[] = [
  { value: 'title', label: registryMessages.sortTitle },
  { value: 'author', label: registryMessages.sortAuthor },
];

const firstAuthor = (item: RegistryItem) => item.title.authors[0]?.name ?? '';
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Spec: filter Show All / purchased / not purchased; sort by Title or Author (the first author). */
export function shownItems(items: RegistryItem[], filter: Filter, sort: Sort): RegistryItem[] {
  const kept = items.filter((item) =>
    filter === 'all' ? true : filter === 'purchased' ? isFullyPurchased(item) : !isFullyPurchased(item),
  );
  const key = sort === 'author' ? firstAuthor : (item: RegistryItem) => item.title.title;
  return kept.toSorted((a, b) => collator.compare(key(a), key(b)) || collator.compare(a.title.title, b.title.title));
}

function RegistryItemTile({ item, registryId }: { item: RegistryItem; registryId: string }) {
  const isPurchased = isFullyPurchased(item);
  const body = (
    <>
      <TitleCover
        eisbn={item.title.eisbn}
        cacheKey={item.title.cover_image_cache}
        title={item.title.title}
        author={firstAuthor(item)}
        width={150}
        className={classes.cover}
        alt=""
      />
      <span className={classes.ribbon} data-state={isPurchased ? 'purchased' : 'open'}>
        {registryMessages.ribbon(item.qty_purchased, item.qty_requested)}
      </span>
      <span className={classes.itemTitle}>{item.title.title}</span>
      {firstAuthor(item) ? (
        <Text size="sm" className={classes.itemAuthor}>
          {firstAuthor(item)}
        </Text>
      ) : null}
    </>
  );
  return (
    <li className={`${classes.item} ${isPurchased ? classes.purchased : ''}`} data-testid="registry-item">
      {/* Spec: fully purchased items are dimmed and not clickable. */}
      {isPurchased ? (
        <div className={classes.itemLink}>{body}</div>
      ) : (
        <Link
          to={`${paths.item(item.title.eisbn)}?registry=${encodeURIComponent(registryId)}`}
          className={classes.itemLink}
        >
          {body}
        </Link>
      )}
    </li>
  );
}

function RegistryDetail({ registry }: { registry: GiftRegistry }) {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('title');
  const [isSharing, setIsSharing] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const items = useMemo(() => shownItems(registry.items, filter, sort), [registry.items, filter, sort]);
  const deadline = formatRegistryDeadline(registry.purchase_deadline_ts);

  return (
    <>
      <Stack gap={4}>
        <Title order={1}>{registry.title}</Title>
        <Text fw={600}>{registry.occasion}</Text>
        <Text>
          {registryMessages.createdBy} {registry.owner.name}
        </Text>
        <Text fw={600} data-testid="registry-progress">
          {registryMessages.progress(registry.qty_purchased, registry.qty_requested)}
        </Text>
      </Stack>
      <div className={classes.notes}>
        {deadline ? <Text>{registryMessages.deadlineNote(deadline)}</Text> : null}
        {registry.shipping_encouraged ? <Text>{registryMessages.shippingNote}</Text> : null}
        <Text style={{ whiteSpace: 'pre-line' }}>{registry.description}</Text>
      </div>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(paths.home()))}
        >
          {registryMessages.goBack}
        </Button>
        <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => setIsSharing(true)}>
          {registryMessages.share}
        </Button>
        {registry.owner.is_you ? (
          <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setIsEditing(true)}>
            {registryMessages.edit}
          </Button>
        ) : null}
      </Group>
      <div className={classes.tools}>
        <NativeSelect
          label="Show"
          data={filterOptions}
          value={filter}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setFilter(filterOptions.find((option) => option.value === value)?.value ?? 'all');
          }}
          w={220}
        />
        <NativeSelect
          label="Sort by"
          data={sortOptions}
          value={sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSort(sortOptions.find((option) => option.value === value)?.value ?? 'title');
          }}
          w={160}
        />
      </div>
      {settings.store_info.giftcards_enabled ? (
        <Text mb="md">
          <Anchor component={Link} to={paths.giftCards()}>
            {registryMessages.giftCardHint}
          </Anchor>
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text>{registryMessages.noItems}</Text>
      ) : (
        <ul className={classes.items} aria-label={registryMessages.items}>
          {items.map((item) => (
            <RegistryItemTile key={item.title.eisbn} item={item} registryId={registry.gift_registry_id} />
          ))}
        </ul>
      )}
      <ShareLinkDialog
        registryId={isSharing ? registry.gift_registry_id : null}
        heading={registryMessages.share}
        onClose={() => setIsSharing(false)}
      />
      {registry.owner.is_you ? (
        <RegistryFormDialog opened={isEditing} onClose={() => setIsEditing(false)} registry={registry} />
      ) : null}
    </>
  );
}

/** docs/features/gift-registries.md#registry-detail-page: one registry, as anyone may view it. */
export function RegistryDetailPage({ registryId }: { registryId: string }) {
  const settings = useSiteSettings();
  const registry = useRegistry(registryId);
  useDocumentTitle(`${settings.store_info.name} | ${registry.data?.title ?? registryMessages.heading}`);

  let content;
  if (registry.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={36} width="60%" />
        <Skeleton height={120} />
      </Stack>
    );
  } else if (registry.isError) {
    content = (
      <Alert color="red" title={registryMessages.notFound} role="alert">
        {registry.error.message}
      </Alert>
    );
  } else {
    content = <RegistryDetail registry={registry.data} />;
  }
  return <div className={classes.page}>{content}</div>;
}
