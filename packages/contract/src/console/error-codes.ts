/** Stable codes of the console's failures (docs/features/store-console.md); kept apart so every action's definition may name them. */
import { commonErrorCodes } from '../common/errors.ts';

export const consoleErrorCodes = {
  loginFailed: 'STAFF_LOGIN_FAILED',
  twoFactorMissing: 'STAFF_TWO_FACTOR_MISSING',
  loginRequired: commonErrorCodes.staffLoginRequired,
  forbidden: commonErrorCodes.staffForbidden,
  orderNotFound: 'ORDER_NOT_FOUND',
  statusConflict: 'ORDER_STATUS_CONFLICT',
} as const;
