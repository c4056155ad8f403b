/** A complete, valid account profile as the create form sends it. */
export const validProfile = {
  first_name: 'Ada',
  last_name: 'Reader',
  phone_number: '(604) 555-0142',
  phone_number_type: 'cell',
  street_address: '12 Main Street',
  city: 'Vancouver',
  province: 'British Columbia',
  postal_code: 'v6b1a1',
  country: 'Canada',
  communication_preference: 'email',
} as const;
