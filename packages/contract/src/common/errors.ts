/** Stable failure codes shared by every domain. They never change once shipped. */
export const commonErrorCodes = {
  invalidInput: 'INVALID_INPUT',
  unknownAction: 'UNKNOWN_ACTION',
  notFound: 'NOT_FOUND',
  loginRequired: 'LOGIN_REQUIRED',
  forbidden: 'FORBIDDEN',
  crossSite: 'CROSS_SITE_REQUEST',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  rateLimited: 'RATE_LIMITED',
  unexpected: 'UNEXPECTED',
  storeNotFound: 'STORE_NOT_FOUND',
  locationNotFound: 'LOCATION_NOT_FOUND',
  privateSite: 'PRIVATE_SITE',
  /** A store console action without a console login (docs/features/store-console.md#roles). */
  staffLoginRequired: 'STAFF_LOGIN_REQUIRED',
  /** A store console action the staff member's role does not allow. */
  staffForbidden: 'STAFF_FORBIDDEN',
} as const;
