import { sessionUserSchema, type Session, type SessionUser } from '@bookfront/contract';
import { sessionFixture } from './fixtures.ts';

/** A logged-in customer of the demo store, checked against the contract. */
export function userFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return sessionUserSchema.parse({
    email_address: 'reader@example.com',
    first_name: 'Ada',
    last_name: 'Reader',
    company: '',
    phone_number: '(503) 555-0100',
    phone_number_type: 'cell',
    phone_number_ext: '',
    alt_phone_number: '',
    alt_phone_number_type: 'home',
    alt_phone_number_ext: '',
    communication_preference: 'email',
    street_address: '12 Elm Street',
    street_address_2: '',
    city: 'Portland',
    province: 'Oregon',
    postal_code: '97204',
    country: 'United States',
    account_extra_fields: {},
    is_institution: false,
    is_owner: false,
    addresses: [],
    alt_addresses: [],
    is_personal: true,
    corp_id: null,
    available_corp_count: 1,
    site_approved: true,
    ...overrides,
  });
}

export function loggedInSessionFixture(user: SessionUser = userFixture()): Session {
  return { ...sessionFixture({ logged_in: true, session_id: 'session-2' }), user };
}

/** country/getList and province/getList as the server answers them. */
export const placeHandlers = {
  'country/getList': () => ({ json: { countries: ['Canada', 'United States'] } }),
  'province/getList': (body: Record<string, unknown>) => ({
    json: {
      provinces:
        body.country === 'Canada'
          ? ['British Columbia', 'Ontario']
          : body.country === 'United States'
            ? ['Oregon', 'Washington']
            : [],
    },
  }),
};
