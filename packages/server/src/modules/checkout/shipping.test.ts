import { shippingProviderSettingSchema, type ShippingOption } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  batchOptions,
  conflictingEisbns,
  defaultProvider,
  servesPlace,
  shippingCostCents,
  shippingOptionOf,
  type ShippingLine,
  type ShippingPlace,
} from './shipping.ts';

const provider = (input: Partial<z.input<typeof shippingProviderSettingSchema>>) =>
  shippingProviderSettingSchema.parse({ id: 'post', label: 'Canada Post Expedited', pricing: 'flat', ...input });

const line = (input: Partial<ShippingLine>): ShippingLine => ({
  eisbn: '9780000000001',
  binding: 'Paperback',
  quantity: 1,
  backorderQuantity: 0,
  isGiftcard: false,
  weightLb: null,
  ...input,
});

const britishColumbia: ShippingPlace = {
  countryCode: 'CA',
  isProvince: (nameOrCode) => ['british columbia', 'bc'].includes(nameOrCode.toLowerCase()),
};

describe('servesPlace', () => {
  it('ships within the store’s own country when a provider names no regions', () => {
    expect(servesPlace(provider({}), britishColumbia, 'CA')).toBe(true);
    expect(servesPlace(provider({}), britishColumbia, 'US')).toBe(false);
  });

  it('ships to a region’s whole country, or only to the provinces it lists', () => {
    expect(servesPlace(provider({ regions: [{ country: 'CA' }] }), britishColumbia, 'US')).toBe(true);
    expect(servesPlace(provider({ regions: [{ country: 'CA', provinces: ['BC'] }] }), britishColumbia, 'US')).toBe(
      true,
    );
    expect(servesPlace(provider({ regions: [{ country: 'CA', provinces: ['Ontario'] }] }), britishColumbia, 'CA')).toBe(
      false,
    );
  });
});

describe('shippingCostCents', () => {
  it('charges a flat provider its base whatever the cart holds', () => {
    expect(shippingCostCents(provider({ base_cents: 900 }), [line({ quantity: 7 })])).toBe(900);
  });

  it('charges by quantity: the base for the first copy and the per-item price for each other copy', () => {
    const byQuantity = provider({ pricing: 'quantity', base_cents: 800, per_item_cents: 150 });

    expect(shippingCostCents(byQuantity, [line({ quantity: 2 }), line({ eisbn: '9780000000002', quantity: 1 })])).toBe(
      1100,
    );
  });

  it('charges by weight for every kilogram started, counting a title without a weight as half a kilogram', () => {
    const byWeight = provider({ pricing: 'weight', base_cents: 1000, per_kg_cents: 300 });

    expect(shippingCostCents(byWeight, [line({ quantity: 2 })])).toBe(1000);
    expect(shippingCostCents(byWeight, [line({ quantity: 3 })])).toBe(1300);
    expect(shippingCostCents(byWeight, [line({ weightLb: 5 })])).toBe(1600);
  });

  it('never charges for gift cards, which are not shipped', () => {
    const byQuantity = provider({ pricing: 'quantity', base_cents: 800, per_item_cents: 150 });

    expect(shippingCostCents(byQuantity, [line({ isGiftcard: true, quantity: 3 })])).toBe(0);
    expect(shippingCostCents(byQuantity, [line({ quantity: 1 }), line({ isGiftcard: true, quantity: 3 })])).toBe(800);
  });
});

describe('conflictingEisbns', () => {
  it('names the titles whose binding the provider will not carry, in any case', () => {
    const letterMail = provider({ excluded_bindings: ['hardcover'] });
    const lines = [line({}), line({ eisbn: '9780000000002', binding: 'Hardcover' })];

    expect(conflictingEisbns(letterMail, lines)).toEqual(['9780000000002']);
    expect(shippingOptionOf(letterMail, lines)).toMatchObject({
      available: false,
      conflicting_eisbns: ['9780000000002'],
    });
  });
});

describe('batchOptions', () => {
  it('offers only one shipment when nothing is backordered', () => {
    expect(batchOptions(800, [line({ quantity: 2 })]).map((option) => option.multiship_method)).toEqual(['all']);
  });

  it('offers what is in stock now for the second shipment’s price when some copies must wait', () => {
    const lines = [line({ quantity: 3, backorderQuantity: 2 })];

    expect(batchOptions(800, lines)).toEqual([
      { multiship_method: 'all', label: 'ship everything once all items have arrived', delta_cost: 0 },
      { multiship_method: 'batched', label: "ship what's in stock now", delta_cost: 800 },
    ]);
  });

  it('offers one shipment when nothing is in stock yet, or for local delivery', () => {
    expect(batchOptions(800, [line({ quantity: 2, backorderQuantity: 2 })])).toHaveLength(1);
    expect(batchOptions(null, [line({ quantity: 3, backorderQuantity: 2 })])).toHaveLength(1);
  });
});

describe('defaultProvider', () => {
  const option = (input: Partial<ShippingOption>): ShippingOption => ({
    provider: 'post',
    delivery_preference: 'ship',
    label: 'Post',
    cost: 1000,
    available: true,
    delivery_min: 0,
    delivery_max: 0,
    conflicting_eisbns: [],
    ...input,
  });

  it('preselects the cheapest available provider that ships, even when local delivery costs less', () => {
    const options = [
      option({ provider: 'courier', cost: 2000 }),
      option({ provider: 'flat', cost: 500, available: false }),
      option({ provider: 'post', cost: 1000 }),
      option({ provider: 'local_delivery', delivery_preference: 'local_delivery', cost: 0 }),
    ];

    expect(defaultProvider(options)).toBe('post');
  });

  it('preselects local delivery when no provider that ships is available, and nothing when neither is', () => {
    const local = option({ provider: 'local_delivery', delivery_preference: 'local_delivery' });

    expect(defaultProvider([option({ available: false }), local])).toBe('local_delivery');
    expect(defaultProvider([option({ available: false })])).toBeNull();
  });
});
