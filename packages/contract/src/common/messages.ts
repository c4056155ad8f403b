/** Sentences any action may answer with. */
export const commonMessages = {
  checkFields: 'There was an error. Please review form.',
  unexpected: 'There was an error. Please try again later.',
  unknownAction: 'Unknown action.',
  notFound: 'Not found.',
  methodNotAllowed: 'Actions must be sent with POST.',
  malformedBody: 'The request could not be read. Please try again.',
  payloadTooLarge: 'The request is too large.',
  fileTooLarge: 'File is too large. (Max size is 50MB)',
  unsupportedMediaType: 'The request must be sent as form data or JSON.',
  crossSite: 'This request came from another site and was refused.',
  loginRequired: 'You must login or sign up to use this feature.',
  forbidden: 'You do not have permission to do that.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  required: 'Required',
  invalidValue: 'Invalid value.',
} as const;
