import { localDeliverySettingSchema } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressQualifies, distanceKm, quoteLocalDelivery } from './local-delivery.ts';

const setting = (input: Partial<z.input<typeof localDeliverySettingSchema>> = {}) =>
  localDeliverySettingSchema.parse({ enabled: true, ...input });

const store = { latitude: 45.5152, longitude: -122.6784 }; // Portland, Oregon
const nearby = { latitude: 45.5231, longitude: -122.6765 }; // under a kilometre north
const salem = { latitude: 44.9429, longitude: -123.0351 }; // about 70 km south

describe('addressQualifies', () => {
  it('takes an address whose postal code starts with a prefix of the area, however it is spaced or cased', () => {
    const area = setting({ postal_prefixes: ['v6b', 'K1A'] });

    expect(addressQualifies(area, { postalCode: 'V6B 1A1', coordinates: null }, store)).toBe(true);
    expect(addressQualifies(area, { postalCode: 'k1a-0b1', coordinates: null }, store)).toBe(true);
    expect(addressQualifies(area, { postalCode: 'V5K 0A1', coordinates: null }, store)).toBe(false);
  });

  it('takes an address within the radius of the store, and not one beyond it', () => {
    const area = setting({ radius_km: 15 });

    expect(addressQualifies(area, { postalCode: '97209', coordinates: nearby }, store)).toBe(true);
    expect(addressQualifies(area, { postalCode: '97301', coordinates: salem }, store)).toBe(false);
  });

  it('judges an address without coordinates by its postal code alone', () => {
    const area = setting({ radius_km: 500 });

    expect(addressQualifies(area, { postalCode: '97209', coordinates: null }, store)).toBe(false);
  });
});

describe('distanceKm', () => {
  it('measures the great-circle distance', () => {
    expect(distanceKm(store, salem)).toBeCloseTo(70, -1);
    expect(distanceKm(store, store)).toBe(0);
  });
});

describe('quoteLocalDelivery', () => {
  const address = { postalCode: 'V6B 1A1', coordinates: null };
  const area = setting({ postal_prefixes: ['V6B'], fee_cents: 500, min_cents: 2000, free_min_cents: 5000 });

  it('charges the fee from the minimum subtotal on', () => {
    expect(quoteLocalDelivery({ setting: area, address, store, subtotalCents: 2000 })).toEqual({
      qualifies: true,
      cents: 500,
    });
  });

  it('refuses an order below the minimum subtotal, and an address outside the area', () => {
    expect(quoteLocalDelivery({ setting: area, address, store, subtotalCents: 1999 })).toEqual({
      qualifies: false,
      reason: 'order',
    });
    expect(
      quoteLocalDelivery({
        setting: area,
        address: { postalCode: 'M5V 2T6', coordinates: null },
        store,
        subtotalCents: 9000,
      }),
    ).toEqual({ qualifies: false, reason: 'address' });
  });

  it('delivers free from the free minimum on, or always when delivery is free', () => {
    expect(quoteLocalDelivery({ setting: area, address, store, subtotalCents: 5000 })).toEqual({
      qualifies: true,
      cents: 0,
    });
    const alwaysFree = setting({ postal_prefixes: ['V6B'], fee_cents: 500, free_delivery: true });
    expect(quoteLocalDelivery({ setting: alwaysFree, address, store, subtotalCents: 100 })).toEqual({
      qualifies: true,
      cents: 0,
    });
  });
});
