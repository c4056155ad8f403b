import { availabilityMessages, type AvailabilityRow, type AvailabilityState } from '@bookfront/contract';

/** A stock row of one title at one of the store's locations, as the repository reads it. */
export type StockFacts = {
  locationId: string;
  conditionCode: string;
  onhand: number;
  onorder: number;
  priceCents: number;
  listPriceUsaCents: number | null;
  listPriceCanCents: number | null;
  availabilityCode: string;
  isExtraOrderable: number;
  discountPercent: number;
  rank: number | null;
};

export type StoreLocationName = { id: string; name: string };

/** Where the shopper stands: the store's stock is read at this location. */
export type AvailabilityContext = {
  locationId: string;
  /** The store's locations in their order. */
  locations: StoreLocationName[];
  now: number;
  hidePrices: boolean;
};

export type TitleAvailability = {
  available: AvailabilityRow[];
  atOtherLocations: { location_id: string; name: string; onhand: number }[];
  multistoreAvailable: boolean;
  /** What the shopper pays for the first row (new before used); null without a price or when hidden. */
  price: number | null;
  listPriceUsa: number | null;
  listPriceCan: number | null;
  rank: number | null;
  status: string;
};

/*
 * stock.availability_code comes from the importer: ONIX list 65 codes (2.1 and 3.0), ONIX 2.1
 * AvailabilityStatus (list 54) codes, or our own words. Only the two lasting states matter here;
 * the others are decided from onhand, price and release date.
 */
const outOfPrintCodes = new Set(['out_of_print', 'op', '51']);
const outOfStockIndefinitelyCodes = new Set(['out_of_stock_indefinitely', 'osi', '40', '43', '46']);

const conditionTexts: Record<string, string> = {
  NEW: 'New',
  USED: 'Used',
  USED_LIKE_NEW: 'Used - Like New',
  USED_VERY_GOOD: 'Used - Very Good',
  USED_GOOD: 'Used - Good',
  USED_ACCEPTABLE: 'Used - Acceptable',
  REMAINDER: 'Remainder',
  SIGNED: 'Signed',
};

const conditionText = (code: string) =>
  conditionTexts[code] ?? code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

const releaseFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** docs/features/item-page.md#availability: forthcoming before release with nothing on hand; no_price without a price; else the code's state. */
export function availabilityState(options: {
  onhand: number;
  priceCents: number;
  availabilityCode: string;
  releaseDate: number | null;
  now: number;
}): AvailabilityState {
  if (options.onhand <= 0 && options.releaseDate !== null && options.releaseDate > options.now) return 'forthcoming';
  if (options.priceCents <= 0) return 'no_price';
  const code = options.availabilityCode.trim().toLowerCase();
  if (outOfPrintCodes.has(code)) return 'out_of_print';
  if (outOfStockIndefinitelyCodes.has(code)) return 'out_of_stock_indefinitely';
  return 'available';
}

type RowMessages = { message: string; sub_message: string };

function messagesFor(options: {
  state: AvailabilityState;
  onhand: number;
  onorder: number;
  isExtraOrderable: boolean;
  locationName: string;
  otherLocationName: string | undefined;
  releaseDate: number | null;
}): RowMessages {
  switch (options.state) {
    case 'forthcoming':
      return {
        message: availabilityMessages.comingSoon,
        sub_message:
          options.releaseDate === null
            ? ''
            : availabilityMessages.releases(releaseFormat.format(new Date(options.releaseDate * 1000))),
      };
    case 'no_price':
      return { message: availabilityMessages.contactStore, sub_message: '' };
    case 'out_of_print':
      return { message: availabilityMessages.outOfPrint, sub_message: '' };
    case 'out_of_stock_indefinitely':
      return { message: availabilityMessages.outOfStockIndefinitely, sub_message: '' };
    case 'available':
      if (options.onhand > 0)
        return {
          message: availabilityMessages.inStock,
          sub_message: availabilityMessages.inStockAt(options.locationName),
        };
      if (options.otherLocationName !== undefined)
        return {
          message: availabilityMessages.atOtherLocation,
          sub_message: availabilityMessages.availableAt(options.otherLocationName),
        };
      if (options.onorder > 0)
        return { message: availabilityMessages.onOrder, sub_message: availabilityMessages.arrivingSoon };
      if (options.isExtraOrderable)
        return { message: availabilityMessages.availableToOrder, sub_message: availabilityMessages.shipsIn };
      return { message: availabilityMessages.notAvailable, sub_message: '' };
  }
}

const discounted = (priceCents: number, discountPercent: number) =>
  Math.round((priceCents * (100 - Math.min(Math.max(discountPercent, 0), 100))) / 100);

/** New first, then the other conditions by code. */
const byCondition = (a: string, b: string) => (a === 'NEW' ? -1 : b === 'NEW' ? 1 : a.localeCompare(b));

/**
 * A title's availability at the shopper's location: one row per condition the store stocks. A
 * condition stocked only at another location of the store is shown at this location with nothing
 * on hand, priced as there, and says where it is in stock.
 */
export function toAvailability(
  title: { releaseDate: number | null; listPriceUsaCents: number | null; listPriceCanCents: number | null },
  stock: StockFacts[],
  context: AvailabilityContext,
): TitleAvailability {
  const location = context.locations.find((candidate) => candidate.id === context.locationId);
  const locationName = location?.name ?? '';
  const position = (locationId: string) => {
    const index = context.locations.findIndex((candidate) => candidate.id === locationId);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const ordered = [...stock].sort((a, b) => position(a.locationId) - position(b.locationId));
  const nameOf = (locationId: string) => context.locations.find((candidate) => candidate.id === locationId)?.name ?? '';

  const onhandByLocation = new Map<string, number>();
  for (const row of ordered) {
    if (row.onhand > 0) onhandByLocation.set(row.locationId, (onhandByLocation.get(row.locationId) ?? 0) + row.onhand);
  }
  const atOtherLocations = [...onhandByLocation]
    .filter(([locationId]) => locationId !== context.locationId)
    .map(([locationId, onhand]) => ({ location_id: locationId, name: nameOf(locationId), onhand }));

  const conditions = [...new Set(ordered.map((row) => row.conditionCode))].sort(byCondition);
  const available: AvailabilityRow[] = [];
  for (const conditionCode of conditions) {
    const here = ordered.find((row) => row.conditionCode === conditionCode && row.locationId === context.locationId);
    const elsewhere = ordered.filter(
      (row) => row.conditionCode === conditionCode && row.locationId !== context.locationId,
    );
    const source = here ?? elsewhere[0];
    if (!source) continue;
    const onhand = here?.onhand ?? 0;
    const onorder = here?.onorder ?? 0;
    const isExtraOrderable = source.isExtraOrderable === 1;
    const state = availabilityState({
      onhand: Math.max(onhand, ...elsewhere.map((row) => row.onhand)),
      priceCents: source.priceCents,
      availabilityCode: source.availabilityCode,
      releaseDate: title.releaseDate,
      now: context.now,
    });
    const otherWithStock = elsewhere.find((row) => row.onhand > 0);
    const hasPrice = source.priceCents > 0 && !context.hidePrices;
    available.push({
      code: conditionCode,
      text: conditionText(conditionCode),
      row_price: hasPrice ? source.priceCents : null,
      price: hasPrice ? discounted(source.priceCents, source.discountPercent) : null,
      onhand,
      onorder,
      used: conditionCode.startsWith('USED'),
      note: '',
      discount: source.discountPercent,
      availability: state,
      ...messagesFor({
        state,
        onhand,
        onorder,
        isExtraOrderable,
        locationName,
        otherLocationName: otherWithStock ? nameOf(otherWithStock.locationId) : undefined,
        releaseDate: title.releaseDate,
      }),
      is_extra_orderable: isExtraOrderable,
      location_id: context.locationId,
      name: locationName,
    });
  }

  if (available.length === 0) {
    // Not stocked by this store at all: one row saying so, which drives the purchase control.
    const state: AvailabilityState =
      title.releaseDate !== null && title.releaseDate > context.now ? 'forthcoming' : 'no_price';
    available.push({
      code: 'NEW',
      text: conditionText('NEW'),
      row_price: null,
      price: null,
      onhand: 0,
      onorder: 0,
      used: false,
      note: '',
      discount: 0,
      availability: state,
      ...messagesFor({
        state,
        onhand: 0,
        onorder: 0,
        isExtraOrderable: false,
        locationName,
        otherLocationName: undefined,
        releaseDate: title.releaseDate,
      }),
      is_extra_orderable: false,
      location_id: context.locationId,
      name: locationName,
    });
  }

  const first = available[0];
  const firstSource = ordered.find((row) => row.conditionCode === first?.code);
  const ranks = ordered.map((row) => row.rank).filter((rank): rank is number => rank !== null);
  return {
    available,
    atOtherLocations,
    multistoreAvailable: context.locations.length > 1 && onhandByLocation.size > 0,
    price: first?.price ?? null,
    listPriceUsa: context.hidePrices ? null : (firstSource?.listPriceUsaCents ?? title.listPriceUsaCents),
    listPriceCan: context.hidePrices ? null : (firstSource?.listPriceCanCents ?? title.listPriceCanCents),
    rank: ranks.length > 0 ? Math.min(...ranks) : null,
    status: statusAt(ordered, context, title.releaseDate),
  };
}

/** The b filter's words for one title: the first that holds at the shopper's location. */
function statusAt(stock: StockFacts[], context: AvailabilityContext, releaseDate: number | null): string {
  const here = stock.filter((row) => row.locationId === context.locationId);
  if (here.some((row) => row.onhand > 0)) return 'in_stock';
  if (releaseDate !== null && releaseDate > context.now) return 'forthcoming';
  if (here.some((row) => row.onorder > 0)) return 'on_order';
  if (stock.some((row) => row.locationId !== context.locationId && row.onhand > 0)) return 'other_locations';
  if (here.some((row) => row.isExtraOrderable === 1)) return 'orderable';
  return 'unavailable';
}
