import { describe, expect, it } from 'vitest';
import type { ShippingOption } from '@bookfront/contract';
import { defaultProvider } from './providers.ts';

const option = (provider: string, cost: number, overrides: Partial<ShippingOption> = {}): ShippingOption => ({
  provider,
  delivery_preference: 'ship',
  label: provider,
  cost,
  available: true,
  delivery_min: 0,
  delivery_max: 0,
  conflicting_eisbns: [],
  ...overrides,
});

const local = (overrides: Partial<ShippingOption> = {}) =>
  option('local', 0, { delivery_preference: 'local_delivery', ...overrides });

describe('defaultProvider', () => {
  it('preselects the cheapest available provider that is not local delivery', () => {
    const options = [
      option('express', 1500),
      option('post', 700, { available: false }),
      option('ground', 900),
      local(),
    ];

    expect(defaultProvider(options, { current: null, preferLocal: false })?.provider).toBe('ground');
  });

  it('falls back to local delivery when no other provider is available', () => {
    const options = [option('ground', 900, { available: false }), local()];

    expect(defaultProvider(options, { current: null, preferLocal: false })?.provider).toBe('local');
  });

  it('keeps the provider chosen before while it is available', () => {
    const options = [option('express', 1500), option('ground', 900)];

    expect(defaultProvider(options, { current: 'express', preferLocal: false })?.provider).toBe('express');
  });

  it('starts on local delivery for a shopper who asked for it', () => {
    expect(defaultProvider([option('ground', 900), local()], { current: null, preferLocal: true })?.provider).toBe(
      'local',
    );
  });

  it('chooses nothing when nothing is available', () => {
    expect(defaultProvider([local({ available: false })], { current: null, preferLocal: true })).toBeNull();
  });
});
