import { lazy, Suspense } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPhone } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { allEditionsUrl, type TitleDetail } from '@bookfront/contract';
import { AddToCartControl } from '../../../entities/cart/add-to-cart-control.tsx';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { PriceTag } from '../../../entities/title/price-tag.tsx';
import { RegistryMenu } from '../../../entities/registry/registry-menu.tsx';
import { FavouriteButton, ListsMenu } from '../../../entities/title-list/list-controls.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import classes from './purchase-panel.module.css';

// Only a page opened from a gift registry names it, so the registry's calls load with that page alone.
const RegistryNote = lazy(() =>
  import('../../../entities/registry/registry-note.tsx').then((m) => ({ default: m.RegistryNote })),
);

/**
 * docs/features/item-page.md#purchase-control: the price, the cart control where the title
 * can be bought, and why not where it cannot; the favourite control and the lists dropdown
 * (docs/features/lists.md#favourite-control).
 */
export function PurchasePanel({ title }: { title: TitleDetail }) {
  const settings = useSiteSettings();
  const { row, price, purchase } = useTitleAvailability(title);
  // docs/features/gift-registries.md#buying: opened from a registry, the copies added are bought for it.
  const [searchParams] = useSearchParams();
  const registryId = settings.gift_registry_enabled ? searchParams.get('registry') || undefined : undefined;
  const contactUrl = settings.store_info.contact_us_url;
  const allEditions = allEditionsUrl(
    title.title,
    title.authors.map((author) => author.name),
  );

  return (
    <section className={classes.panel} aria-labelledby="purchase-heading">
      <h2 id="purchase-heading" className="bf-visually-hidden">
        Price and availability
      </h2>
      {price && purchase.kind !== 'contact_store' ? <PriceTag display={price} size="1.6rem" /> : null}
      {purchase.kind === 'pre_order' || purchase.kind === 'contact_store' ? (
        <span className={classes.state} data-kind={purchase.kind} data-testid="purchase-state">
          {purchase.kind === 'pre_order' ? (
            <IconCalendarEvent size={16} aria-hidden />
          ) : (
            <IconPhone size={16} aria-hidden />
          )}
          {purchase.label}
        </span>
      ) : null}
      {purchase.kind !== 'contact_store' ? <AvailabilityMessage row={row} /> : null}
      {registryId ? (
        <Suspense fallback={null}>
          <RegistryNote registryId={registryId} />
        </Suspense>
      ) : null}
      <AddToCartControl
        eisbn={title.eisbn}
        title={title.title}
        row={row}
        isLargePrint={title.is_large_print}
        giftRegistryId={registryId}
      />
      <Group gap="xs" className={classes.listControls}>
        <FavouriteButton eisbn={title.eisbn} title={title.title} />
        <ListsMenu eisbn={title.eisbn} title={title.title} />
        <RegistryMenu eisbn={title.eisbn} title={title.title} />
      </Group>
      {purchase.showAllEditions ? (
        <Stack gap={4} className={classes.contact}>
          {purchase.kind === 'contact_store' ? (
            <Text size="sm">
              {contactUrl.startsWith('http') ? (
                <Anchor href={contactUrl}>Contact the store</Anchor>
              ) : (
                <Anchor component={Link} to={contactUrl || paths.contactHours()}>
                  Contact the store
                </Anchor>
              )}{' '}
              and we will find it for you.
            </Text>
          ) : null}
          <Anchor component={Link} to={allEditions} fw={600}>
            See all editions
          </Anchor>
        </Stack>
      ) : null}
      {settings.display_carton_quantity && title.carton_qty ? (
        <p className={classes.facts}>Carton quantity: {title.carton_qty}</p>
      ) : null}
    </section>
  );
}
