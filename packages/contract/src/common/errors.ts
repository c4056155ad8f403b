import { z } from 'zod';

/** The body of every failed action (docs/architecture.md#api-protocol). */
export const failureSchema = z.object({
  error: z.string(), // safe to show a shopper
  fields: z.record(z.string(), z.string()).optional(), // per-field messages, keyed by wire field name
  code: z.string().optional(), // stable reason the UI may branch on
});
export type Failure = z.infer<typeof failureSchema>;

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
