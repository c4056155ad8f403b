import { describe, expect, it } from 'vitest';
import { catalogMessages } from '@bookfront/contract';
import { availabilityRowFixture, titleSummaryFixture } from '../../test/catalog-fixtures.ts';
import { siteSettingsFixture } from '../../test/fixtures.ts';
import { availabilityByLocation, priceDisplay, primaryAvailability, purchaseState } from './purchase-state.ts';

describe('purchaseState', () => {
  it('offers Add to cart for an available title', () => {
    expect(purchaseState(availabilityRowFixture())).toMatchObject({ kind: 'add_to_cart', canAddToCart: true });
  });

  it('offers Pre-order for a forthcoming title with nothing on hand', () => {
    const row = availabilityRowFixture({ availability: 'forthcoming', onhand: 0 });

    expect(purchaseState(row)).toMatchObject({ kind: 'pre_order', label: catalogMessages.preOrder });
  });

  it('offers Add to cart for a forthcoming title already on the shelf', () => {
    expect(purchaseState(availabilityRowFixture({ availability: 'forthcoming', onhand: 'Y' })).kind).toBe(
      'add_to_cart',
    );
  });

  it('asks the shopper to contact the store and points at all editions when there is no price', () => {
    expect(purchaseState(availabilityRowFixture({ availability: 'no_price' }))).toEqual({
      kind: 'contact_store',
      label: catalogMessages.contactStore,
      canAddToCart: false,
      showAllEditions: true,
    });
  });

  it.each(['out_of_print', 'out_of_stock_indefinitely'] as const)('cannot add a title that is %s', (availability) => {
    expect(purchaseState(availabilityRowFixture({ availability }))).toMatchObject({
      kind: 'unavailable',
      canAddToCart: false,
      showAllEditions: true,
    });
  });
});

describe('availability by location', () => {
  it('puts the session location first and decides by its row', () => {
    const title = titleSummaryFixture();

    expect(availabilityByLocation(title.available, 'eastside').map((group) => group.locationId)).toEqual([
      'eastside',
      'downtown',
    ]);
    expect(primaryAvailability(title, 'eastside')?.location_id).toBe('eastside');
    expect(primaryAvailability(title, null)?.location_id).toBe('downtown');
  });
});

describe('priceDisplay', () => {
  const guest = { logged_in: false };
  const onSale = titleSummaryFixture({ price: 2499, list_price_usa: 2899 });
  const row = availabilityRowFixture({ price: 2499, discount: 14 });

  it('strikes through the list price of a discounted title when the store shows strikethrough', () => {
    expect(priceDisplay({ title: onSale, row, settings: siteSettingsFixture(), session: guest })).toEqual({
      price: 2499,
      listPrice: 2899,
      discountPercent: 14,
    });
  });

  it('shows only the price when sale pricing is hidden or strikethrough is off', () => {
    const hidden = siteSettingsFixture({ hide_sale_pricing: true });
    const noStrike = siteSettingsFixture({ show_strikethrough: false });

    expect(priceDisplay({ title: onSale, row, settings: hidden, session: guest })?.listPrice).toBeNull();
    expect(priceDisplay({ title: onSale, row, settings: noStrike, session: guest })?.listPrice).toBeNull();
  });

  it('hides the price from guests when the store does not show guests prices', () => {
    const settings = siteSettingsFixture({ guest_show_price: false });

    expect(priceDisplay({ title: onSale, row, settings, session: guest })).toBeNull();
    expect(priceDisplay({ title: onSale, row, settings, session: { logged_in: true } })).not.toBeNull();
  });

  it('hides the price when the server sends none', () => {
    expect(
      priceDisplay({ title: { ...onSale, price: null }, row, settings: siteSettingsFixture(), session: guest }),
    ).toBeNull();
  });
});
