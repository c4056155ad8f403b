import { describe, expect, it } from 'vitest';
import { getSessionInputSchema, sessionSchema, setMultistoreLocationInputSchema } from './schemas.ts';

const guestSession = {
  logged_in: false,
  session_id: 'T9ZwxlzJE3rExfrHKNjMxw',
  user: null,
  location_id: null,
  pick_location: true,
  cart: {
    checksum: 'e642e70c8910c31e3fdae430707a3ac9',
    summary: { item_count: 0, total_quantity: 0 },
    items: [],
    can_click_collect: true,
    contains_unavailable: false,
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
        first_name: 'Ada',
        last_name: 'Fields',
        company: 'Riverside School',
        is_institution: true,
        is_personal: false,
        corp_id: 'c1',
      },
      wishlist: [{ eisbn: '9780439023481' }],
      wishlist_id: 'w1',
    };

    expect(sessionSchema.safeParse(session).success).toBe(true);
  });

  it.each([
    [
      'a negative item count',
      { ...guestSession, cart: { ...guestSession.cart, summary: { item_count: -1, total_quantity: 0 } } },
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
