/** Stable codes of the console's failures (docs/features/store-console.md); kept apart so every action's definition may name them. */
export const consoleErrorCodes = {
  loginFailed: 'STAFF_LOGIN_FAILED',
  twoFactorMissing: 'STAFF_TWO_FACTOR_MISSING',
  loginRequired: 'STAFF_LOGIN_REQUIRED',
  forbidden: 'STAFF_FORBIDDEN',
  orderNotFound: 'ORDER_NOT_FOUND',
  statusConflict: 'ORDER_STATUS_CONFLICT',
} as const;
