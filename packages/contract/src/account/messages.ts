/** Every sentence of the account area (docs/features/accounts.md#login-and-logout Login). */
export const accountMessages = {
  // Login (docs/features/accounts.md#login-and-logout)
  usernameRequired: 'Please input your email address.',
  loginPasswordRequired: 'password required.',
  invalidLogin: 'Invalid Login',
  accountLocked: 'This account is locked. Please contact the store.',

  // Passwords and email (docs/features/accounts.md#security)
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordRequired: 'Password required.',
  confirmPassword: 'Please confirm your password.',
  passwordsDoNotMatch: 'The two passwords that you entered do not match.',
  currentPasswordRequired: 'Current password required.',
  emailRequired: 'Email address required.',
  /** Ours: a password that does not match on change password or delete account. */
  wrongPassword: 'That password is not correct.',
  /** Ours: a callback_url that is neither a path on this site nor an address of this store. */
  callbackUrlInvalid: 'That link does not lead to this store.',

  // Profile (docs/features/accounts.md#profile-fields)
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  streetAddressRequired: 'Street address is required.',
  cityRequired: 'City is required.',
  textTooLong: 'Must be 80 characters or fewer.',
  countryInvalid: 'Valid country is required.',
  provinceInvalid: 'Valid state / province is required.',
  phoneInvalid: 'Required. Must be a phone number.',
  altPhoneInvalid: 'Must be a phone number',
  extensionInvalid: 'Must be between 2 and 6 digits',
  postalCodeInvalid: 'Valid postal code is required.',
  /** Ours: docs/features/accounts.md#linked-accounts requires the name when the box is ticked but gives no sentence. */
  institutionNameRequired: 'Institution name is required.',
  extraFieldRequired: 'Required',
  extraFieldTooLong: 'Must be 50 characters or fewer.',
  communicationPreferenceInvalid: 'Please choose how we should contact you.',

  // Outcomes (docs/features/accounts.md#messages)
  alreadyRegistered: 'This email address has already been registered.',
  invalidEmail: "There was an error. Please ensure you've entered a valid email address.",
  noAccountForEmail: 'No account for that email',
  emailTaken: 'An account already exists with this email.',
  confirmationExpired: 'Confirmation link has expired',
  verificationFailed: 'Verification Failed.',
  alreadyVerified: 'Already verified',
  reviewForm: 'There was an error. Please review form.',
  /** Ours: a reset link that is unknown, used or older than a day. */
  resetLinkExpired: 'This password reset link has expired or was already used. Please request a new one.',
  passwordChanged: 'Your password has been successfully changed.',
  accountUpdated: 'Account updated.',
  emailUpdated: 'Email updated.',
  emailAddressUpdated: 'Email address updated successfully.',
  passwordUpdated: 'Password updated.',
  accountDeleted: 'Account Deleted.',
  linkRequestSent: 'Link request sent.',
  accountAuthorized: 'Account authorized successfully.',
  linkRequestEmailRequired: 'Email address required.',
  /** Ours: a link token that is unknown, used or expired. */
  linkExpired: 'This link has expired or was already used.',
  noLinkPermission: (company: string) => `You don't have permission to modify the linked accounts of: ${company}`,
  linkError: (error: string) => `There was an error (${error})`,
  /** Ours: a link that is gone, or an institution the customer is not linked to. */
  linkNotFound: 'That linked account was not found.',
  /** Ours: inviting a customer who already buys for the institution. */
  linkAlreadyAuthorized: 'That customer is already linked to this account.',
  /** Ours: accepting an invitation to one's own institution. */
  linkToSelf: 'An institution cannot be linked to itself.',
  /** Ours: setCorp with a corp the user may not buy as. */
  corpNotAvailable: 'That account is not available to you.',
  /** Ours: the banner of a store with a previous site (docs/features/accounts.md#switching-accounts). */
  newSiteVersion: 'You are using the new version of our site.',
  switchToOldSite: 'Switch to the old site',
  /** Ours: v1/transfer on a store without a previous site. */
  noLegacySite: 'This store has no other version of its site.',
  /** Ours: the answer to too many attempts (429). */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  loginRequired: 'Please log in to continue.',

  // Views (docs/features/accounts.md#sign-up)
  activationSent: 'An activation email has been sent. Please follow the link in it to create your account.',
  resetSent:
    'An email has been sent with a link to reset your password. If it does not arrive, please check your spam folder.',
  emailChangeSent: (email: string) => `A confirmation link has been sent to ${email}.`,
} as const;

/** Stable failure codes of the account area. They never change once shipped. */
export const accountErrorCodes = {
  invalidLogin: 'INVALID_LOGIN',
  emailTaken: 'EMAIL_TAKEN',
  noAccount: 'NO_ACCOUNT_FOR_EMAIL',
  tokenExpired: 'TOKEN_EXPIRED',
  alreadyVerified: 'ALREADY_VERIFIED',
  wrongPassword: 'WRONG_PASSWORD',
  notOwner: 'NOT_INSTITUTION_OWNER',
  corpNotAvailable: 'CORP_NOT_AVAILABLE',
  linkNotFound: 'LINK_NOT_FOUND',
  linkAlreadyAuthorized: 'LINK_ALREADY_AUTHORIZED',
  linkToSelf: 'LINK_TO_SELF',
  noLegacySite: 'NO_LEGACY_SITE',
  accountLocked: 'ACCOUNT_LOCKED',
} as const;
