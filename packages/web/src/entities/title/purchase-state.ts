import {
  catalogMessages,
  type AvailabilityRow,
  type Session,
  type SiteSettings,
  type TitleSummary,
} from '@bookfront/contract';

/** True when a row has copies on the shelf ('Y' means some, count not shown). */
export const hasStockOnHand = (row: Pick<AvailabilityRow, 'onhand'>) => row.onhand === 'Y' || row.onhand > 0;

export interface LocationAvailability {
  locationId: string;
  name: string;
  rows: AvailabilityRow[];
}

/** A title's availability rows grouped by location, the session's location first. */
export function availabilityByLocation(rows: AvailabilityRow[], locationId: string | null): LocationAvailability[] {
  const groups: LocationAvailability[] = [];
  for (const row of rows) {
    let group = groups.find((candidate) => candidate.locationId === row.location_id);
    if (!group) {
      group = { locationId: row.location_id, name: row.name, rows: [] };
      groups.push(group);
    }
    group.rows.push(row);
  }
  const mine = groups.findIndex((group) => group.locationId === locationId);
  if (mine > 0) groups.unshift(...groups.splice(mine, 1));
  return groups;
}

/** The row that decides what the shopper can do: the first at the session's location, else the first. */
export function primaryAvailability(
  title: Pick<TitleSummary, 'available'>,
  locationId: string | null,
): AvailabilityRow | null {
  return title.available.find((row) => row.location_id === locationId) ?? title.available[0] ?? null;
}

export type PurchaseKind = 'add_to_cart' | 'pre_order' | 'contact_store' | 'unavailable';

export interface PurchaseState {
  kind: PurchaseKind;
  /** The purchase control's words; null when nothing can be bought (the row's message says why). */
  label: string | null;
  canAddToCart: boolean;
  /** Point the shopper at the title's other editions (the all-editions search). */
  showAllEditions: boolean;
}

/**
 * docs/features/item-page.md#purchase-control: forthcoming with nothing on hand is a
 * pre-order; no_price asks the shopper to contact the store and offers all editions; out of print
 * and out of stock indefinitely cannot be added to the cart.
 */
export function purchaseState(row: AvailabilityRow | null): PurchaseState {
  if (!row || row.availability === 'no_price') {
    return { kind: 'contact_store', label: catalogMessages.contactStore, canAddToCart: false, showAllEditions: true };
  }
  if (row.availability === 'out_of_print' || row.availability === 'out_of_stock_indefinitely') {
    return { kind: 'unavailable', label: null, canAddToCart: false, showAllEditions: true };
  }
  if (row.availability === 'forthcoming' && !hasStockOnHand(row)) {
    return { kind: 'pre_order', label: catalogMessages.preOrder, canAddToCart: true, showAllEditions: false };
  }
  return { kind: 'add_to_cart', label: catalogMessages.addToCart, canAddToCart: true, showAllEditions: false };
}

export interface PriceDisplay {
  price: number;
  /** The list price, struck through, when the store shows sale pricing and the title is discounted. */
  listPrice: number | null;
  discountPercent: number | null;
}

/**
 * What price a shopper sees. The server sends null prices to guests who may not see them; the
 * guest_show_price check here keeps the page right even with a cached answer.
 */
export function priceDisplay({
  title,
  row,
  settings,
  session,
}: {
  title: Pick<TitleSummary, 'price' | 'list_price_usa' | 'list_price_can'>;
  row: AvailabilityRow | null;
  settings: Pick<SiteSettings, 'guest_show_price' | 'show_strikethrough' | 'hide_sale_pricing' | 'store_info'>;
  session: Pick<Session, 'logged_in'>;
}): PriceDisplay | null {
  // A null title price is the server saying this shopper may not see prices.
  if (title.price === null || (!session.logged_in && !settings.guest_show_price)) return null;
  const price = row?.price ?? title.price;
  const listPrice = settings.store_info.currency === 'CAD' ? title.list_price_can : title.list_price_usa;
  const isDiscounted = listPrice !== null && listPrice > price;
  if (!isDiscounted || !settings.show_strikethrough || settings.hide_sale_pricing) {
    return { price, listPrice: null, discountPercent: null };
  }
  const discountPercent = row && row.discount > 0 ? row.discount : Math.round((1 - price / listPrice) * 100);
  return { price, listPrice, discountPercent: discountPercent > 0 ? discountPercent : null };
}
