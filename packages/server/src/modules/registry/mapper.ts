import type { GiftRegistry, RegistryItem, RegistryOccasion, TitleSummary } from '@bookfront/contract';
import { registryOccasions } from '@bookfront/contract';
import type { GiftRegistryItemRow, GiftRegistryRow } from '../../db/schema.ts';
import { dayOf } from './dates.ts';

const occasionOf = (value: string): RegistryOccasion =>
  registryOccasions.find((occasion) => occasion === value) ?? 'Other';

/** A registry item with its title's words and cover; a title gone from the catalogue keeps its ISBN. */
export function toRegistryItem(row: GiftRegistryItemRow, title: TitleSummary | undefined): RegistryItem {
  return {
    gift_registry_id: row.giftRegistryId,
    qty_requested: row.qtyRequested,
    qty_purchased: row.qtyPurchased,
    title: {
      eisbn: row.eisbn,
      title: title?.title ?? row.eisbn,
      authors: title?.authors ?? [],
      cover_image_cache: title?.cover_image_cache ?? '',
    },
  };
}

/** docs/features/gift-registries.md#data "Gift registry"; the shipping address is the owner's business only. */
export function toGiftRegistry(
  row: GiftRegistryRow,
  context: { ownerName: string; isYou: boolean; items: RegistryItem[]; allItems: GiftRegistryItemRow[] },
): GiftRegistry {
  const deadline = row.purchaseDeadline === null ? null : Number(row.purchaseDeadline);
  return {
    gift_registry_id: row.id,
    title: row.title,
    description: row.description,
    occasion: occasionOf(row.occasion),
    purchase_deadline: deadline,
    purchase_deadline_ts: deadline === null ? '' : dayOf(deadline),
    shipping_id: context.isYou ? row.shippingId : null,
    shipping_encouraged: row.shippingEncouraged === 1,
    store_can_edit: row.storeCanEdit === 1,
    owner: { name: context.ownerName, is_you: context.isYou },
    qty_requested: context.allItems.reduce((sum, item) => sum + item.qtyRequested, 0),
    qty_purchased: context.allItems.reduce((sum, item) => sum + Math.min(item.qtyPurchased, item.qtyRequested), 0),
    item_count: context.allItems.length,
    items: context.items,
  };
}
