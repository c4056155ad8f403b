import { describe, expect, it } from 'vitest';
import { emptyCheckoutDraft, type Address, type CheckoutDraft } from '@bookfront/contract';
import { canReach, checkoutSteps, furthestReachable, stepIndexOf } from './steps.ts';

const address: Address = {
  address_id: 'a1',
  name: 'Ada Reader',
  company_name: '',
  phone_number: '(503) 555-0100',
  phone_number_ext: '',
  email_address: '',
  street_address: '1 Main St',
  street_address_2: '',
  city: 'Portland',
  province: 'Oregon',
  country: 'United States',
  postal_code: '97204',
  preferred: true,
  can_ship_to: true,
};

const draft = (overrides: Partial<CheckoutDraft>): CheckoutDraft => ({ ...emptyCheckoutDraft, ...overrides });
const contacted = { ...emptyCheckoutDraft.contact, preferred_communication: 'email' as const };

describe('checkoutSteps', () => {
  it('names the shipping step by the delivery chosen', () => {
    expect(checkoutSteps('ship').map((step) => step.label)).toEqual([
      'Cart',
      'Address',
      'Shipping',
      'Contact',
      'Payment',
      'Review',
    ]);
    expect(checkoutSteps('local_delivery')[2]?.label).toBe('Local Delivery');
  });

  it('leaves out the address for pick up', () => {
    expect(checkoutSteps('pickup').map((step) => step.label)).toEqual([
      'Cart',
      'Pick up',
      'Contact',
      'Payment',
      'Review',
    ]);
  });

  it('shows the card pages as the payment step', () => {
    expect(stepIndexOf('ship', 'credit_card')).toBe(stepIndexOf('ship', 'payment'));
    expect(stepIndexOf('pickup', 'chase')).toBe(stepIndexOf('pickup', 'payment'));
    expect(stepIndexOf('pickup', 'global')).toBe(stepIndexOf('pickup', 'payment'));
  });
});

describe('canReach', () => {
  it('lets pick up go straight to contact', () => {
    expect(canReach(draft({ delivery: 'pickup' }), 'contact')).toBe(true);
    expect(canReach(draft({ delivery: 'pickup' }), 'delivery')).toBe(false);
  });

  it('needs an address and a provider before contact when shipping', () => {
    expect(canReach(draft({ delivery: 'ship' }), 'contact')).toBe(false);
    expect(canReach(draft({ delivery: 'ship', shipping: address }), 'contact')).toBe(false);
    expect(canReach(draft({ delivery: 'ship', shipping: address, provider: 'usps' }), 'contact')).toBe(true);
  });

  it('opens the shipping option page for an address picked but not saved yet', () => {
    expect(canReach(draft({ delivery: 'ship' }), 'provider')).toBe(false);
    expect(canReach(draft({ delivery: 'ship' }), 'provider', true)).toBe(true);
  });

  it('needs the contact saved before payment, and a payment before review', () => {
    expect(canReach(draft({ delivery: 'pickup' }), 'payment')).toBe(false);
    expect(canReach(draft({ delivery: 'pickup', contact: contacted }), 'payment')).toBe(true);
    expect(canReach(draft({ delivery: 'pickup', contact: contacted }), 'review')).toBe(false);
    expect(canReach(draft({ delivery: 'pickup', contact: contacted, payment: 'pickup' }), 'review')).toBe(true);
  });

  it("opens a hosted card form's page only when it is the payment chosen", () => {
    expect(canReach(draft({ delivery: 'pickup', contact: contacted, payment: 'chase' }), 'chase')).toBe(true);
    expect(canReach(draft({ delivery: 'pickup', contact: contacted, payment: 'chase' }), 'global')).toBe(false);
    expect(canReach(draft({ delivery: 'pickup', contact: contacted, payment: 'pickup' }), 'chase')).toBe(false);
    expect(canReach(draft({ delivery: 'pickup', contact: contacted, payment: 'global' }), 'review')).toBe(false);
  });

  it('reaches nothing without a delivery chosen', () => {
    expect(canReach(emptyCheckoutDraft, 'contact')).toBe(false);
    expect(furthestReachable(emptyCheckoutDraft)).toBe('cart');
  });
});

describe('furthestReachable', () => {
  it('is the furthest step the choices so far allow', () => {
    expect(furthestReachable(draft({ delivery: 'ship' }))).toBe('delivery');
    expect(furthestReachable(draft({ delivery: 'pickup' }))).toBe('contact');
    expect(furthestReachable(draft({ delivery: 'pickup', contact: contacted, payment: 'pickup' }))).toBe('review');
    expect(furthestReachable(draft({ delivery: 'pickup', contact: contacted, payment: 'chase' }))).toBe('chase');
  });
});
