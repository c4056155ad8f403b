import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { consoleErrorCodes } from './error-codes.ts';
import {
  consoleOrdersOpenCardAction,
  consoleOrdersRecordChargedAction,
  consoleOrdersRefundAction,
} from './payment-actions.ts';
import { consoleOrdersPackingSlipAction, consoleOrdersPickListAction } from './packing-actions.ts';
import { consoleSalesDailyAction } from './sales-actions.ts';
import {
  consoleAuditListInputSchema,
  consoleAuditListSchema,
  consoleLoginInputSchema,
  consoleLoginResultSchema,
  consoleLogoutResultSchema,
  consoleMarkShippedInputSchema,
  consoleOrderChangeInputSchema,
  consoleOrderDetailSchema,
  consoleOrderListInputSchema,
  consoleOrderListSchema,
  consoleOrderNumberInputSchema,
  staffMemberSchema,
} from './schemas.ts';

const everyRole = ['owner', 'manager', 'clerk'] as const;
/** Cancelling gives stock back and stops a sale: not a clerk's call (docs/features/store-console.md#roles). */
const managers = ['owner', 'manager'] as const;

export const consoleLoginAction = defineAction({
  name: 'console/login',
  input: consoleLoginInputSchema,
  output: consoleLoginResultSchema,
  errors: [consoleErrorCodes.loginFailed, consoleErrorCodes.twoFactorMissing, commonErrorCodes.rateLimited],
  // Staff log in to the console of a private site too; its gate is for shoppers.
  access: 'private-site-open',
});

export const consoleLogoutAction = defineAction({
  name: 'console/logout',
  input: emptyInputSchema,
  output: consoleLogoutResultSchema,
  errors: [],
  access: 'private-site-open',
});

export const consoleMeAction = defineAction({
  name: 'console/me',
  input: emptyInputSchema,
  output: staffMemberSchema,
  errors: [],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleOrdersListAction = defineAction({
  name: 'console/orders/list',
  input: consoleOrderListInputSchema,
  output: consoleOrderListSchema,
  errors: [],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleOrdersGetAction = defineAction({
  name: 'console/orders/get',
  input: consoleOrderNumberInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleOrdersMarkReadyAction = defineAction({
  name: 'console/orders/markReady',
  input: consoleOrderChangeInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound, consoleErrorCodes.statusConflict],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleOrdersMarkShippedAction = defineAction({
  name: 'console/orders/markShipped',
  input: consoleMarkShippedInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound, consoleErrorCodes.statusConflict],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleOrdersMarkCompletedAction = defineAction({
  name: 'console/orders/markCompleted',
  input: consoleOrderChangeInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound, consoleErrorCodes.statusConflict],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleOrdersCancelAction = defineAction({
  name: 'console/orders/cancel',
  input: consoleOrderChangeInputSchema,
  output: consoleOrderDetailSchema,
  errors: [consoleErrorCodes.orderNotFound, consoleErrorCodes.statusConflict],
  access: 'staff',
  staffRoles: managers,
});

export const consoleAuditListAction = defineAction({
  name: 'console/audit/list',
  input: consoleAuditListInputSchema,
  output: consoleAuditListSchema,
  errors: [],
  access: 'staff',
  staffRoles: managers,
});

/** The store console: staff login and the order queue (docs/features/store-console.md). */
export const consoleActionTable = tableOf(
  consoleLoginAction,
  consoleLogoutAction,
  consoleMeAction,
  consoleOrdersListAction,
  consoleOrdersGetAction,
  consoleOrdersMarkReadyAction,
  consoleOrdersMarkShippedAction,
  consoleOrdersMarkCompletedAction,
  consoleOrdersCancelAction,
  consoleOrdersOpenCardAction,
  consoleOrdersRecordChargedAction,
  consoleOrdersRefundAction,
  consoleOrdersPickListAction,
  consoleOrdersPackingSlipAction,
  consoleSalesDailyAction,
  consoleAuditListAction,
);
