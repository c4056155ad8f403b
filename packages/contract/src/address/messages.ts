/** Every sentence of the address book and the checkout address form (docs/features/accounts.md#address-book). */
export const addressMessages = {
  // Fields (docs/features/accounts.md#sessions)
  nameRequired: 'Full Name is required.',
  /** Ours: docs/features/accounts.md#address-book requires Street Address and City but gives no sentence. */
  streetAddressRequired: 'Street Address is required.',
  cityRequired: 'City is required.',
  textTooLong: 'Must be 80 characters or fewer.',
  countryInvalid: 'Valid country is required.',
  provinceInvalid: 'Valid state / province is required.',
  phoneRequired: 'Phone number is required.',
  extensionInvalid: 'Must be between 2 and 6 digits',
  postalCodeInvalid: 'Valid Postal Code is required.',
  /** Ours: the email is optional, but one that is given must be an address. */
  emailInvalid: 'Please enter a valid email address.',

  // Outcomes (docs/features/accounts.md#address-book)
  saved: 'Address saved successfully',
  removed: 'Address removed successfully',
  failed: 'There was an error.',
  confirmRemove: 'Are you sure wish to delete this address?',
  /** Ours: an address_id that is not one of the customer's addresses. */
  notFound: 'That address was not found.',
} as const;

/** Stable failure codes of the address book. They never change once shipped. */
export const addressErrorCodes = {
  notFound: 'ADDRESS_NOT_FOUND',
} as const;
