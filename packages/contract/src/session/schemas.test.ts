import { describe, expect, it } from 'vitest';
import { emptyCartSummary } from '../cart/schemas.ts';
import { getSessionInputSchema, sessionSchema, setMultistoreLocationInputSchema } from './schemas.ts';

const guestSession = {
  logged_in: false,
  session_id: 'T9ZwxlzJE3rExfrHKNjMxw',
  user: null,
  location_id: null,
  pick_location: true,
  cart: {
    checksum: 'e642e70c8910c31e3fdae430707a3ac9',
    summary: emptyCartSummary,
    items: [],
    gift_cards: [],
    can_click_collect: true,
    contains_unavailable: false,
    meets_order_min: true,
  },
  wishlist: [],
  wishlist_id: null,
};

describe('sessionSchema', () => {
  it("accepts the demo store's guest session", () => {
    expect(sessionSchema.parse(guestSession)).toEqual(guestSession);
  });

  it('accepts a logged-in institution user', () => {
    const session = {
      ...guestSession,
      logged_in: true,
      user: {
        email_address: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Fields',
        company: 'Riverside School',
        phone_number: '(604) 555-0142',
        phone_number_type: 'work',
        phone_number_ext: '',
        alt_phone_number: '',
        alt_phone_number_type: 'home',
        alt_phone_number_ext: '',
        communication_preference: 'email',
        street_address: '12 Main Street',
        street_address_2: '',
        city: 'Vancouver',
        province: 'British Columbia',
        postal_code: 'V6B 1A1',
        country: 'Canada',
        account_extra_fields: {},
        is_institution: true,
        is_owner: false,
        addresses: [],
        alt_addresses: [],
        is_personal: false,
        corp_id: 'c1',
        available_corp_count: 2,
        site_approved: false,
      },
      wishlist: [{ eisbn: '9780439023481' }],
      wishlist_id: 'w1',
    };

    expect(sessionSchema.safeParse(session).success).toBe(true);
  });

  it.each([
    [
      'a negative item count',
      { ...guestSession, cart: { ...guestSession.cart, summary: { ...emptyCartSummary, item_count: -1 } } },
    ],
    ['a missing session id', { ...guestSession, session_id: undefined }],
    ['a user without a name', { ...guestSession, user: { company: '' } }],
  ])('rejects %s', (_case, session) => {
    expect(sessionSchema.safeParse(session).success).toBe(false);
  });
});

describe('setMultistoreLocationInputSchema', () => {
  it.each([
    ['missing', {}],
    ['blank', { location_id: '   ' }],
  ])('asks to choose a location when it is %s', (_case, input) => {
    const result = setMultistoreLocationInputSchema.safeParse(input);

    expect(result.error?.issues[0]?.message).toBe('Please choose a location.');
  });

  it('trims the location id', () => {
    expect(setMultistoreLocationInputSchema.parse({ location_id: ' downtown ' })).toEqual({ location_id: 'downtown' });
  });
});

describe('getSessionInputSchema', () => {
  it('reads reset_cart from form data strings', () => {
    expect(getSessionInputSchema.parse({ reset_cart: 'true' })).toEqual({ reset_cart: true });
    expect(getSessionInputSchema.parse({})).toEqual({});
  });
});
