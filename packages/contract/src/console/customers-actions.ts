import { defineAction, tableOf } from '../actions/define.ts';
import { accountErrorCodes } from '../account/messages.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { consoleCustomersErrorCodes } from './customers-messages.ts';
import {
  consoleCustomerIdInputSchema,
  consoleCustomerLinkInputSchema,
  consoleCustomerListSchema,
  consoleCustomerSchema,
  consoleCustomerSearchInputSchema,
  consoleMailIdInputSchema,
  consoleMailListInputSchema,
  consoleMailListSchema,
  consoleMailResendInputSchema,
  consoleMailSchema,
  consoleVerificationSentSchema,
} from './customers-schemas.ts';

/** A clerk looks a customer up for a pick-up; changes and the mail are the owners' and managers' (docs/features/store-console.md#roles). */
const everyRole = ['owner', 'manager', 'clerk'] as const;
const managers = ['owner', 'manager'] as const;

export const consoleCustomersSearchAction = defineAction({
  name: 'console/customers/search',
  input: consoleCustomerSearchInputSchema,
  output: consoleCustomerListSchema,
  errors: [],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleCustomersGetAction = defineAction({
  name: 'console/customers/get',
  input: consoleCustomerIdInputSchema,
  output: consoleCustomerSchema,
  errors: [consoleCustomersErrorCodes.customerNotFound],
  access: 'staff',
  staffRoles: everyRole,
});

export const consoleCustomersLockAction = defineAction({
  name: 'console/customers/lock',
  input: consoleCustomerIdInputSchema,
  output: consoleCustomerSchema,
  errors: [consoleCustomersErrorCodes.customerNotFound],
  access: 'staff',
  staffRoles: managers,
});

export const consoleCustomersUnlockAction = defineAction({
  name: 'console/customers/unlock',
  input: consoleCustomerIdInputSchema,
  output: consoleCustomerSchema,
  errors: [consoleCustomersErrorCodes.customerNotFound],
  access: 'staff',
  staffRoles: managers,
});

export const consoleCustomersResendVerificationAction = defineAction({
  name: 'console/customers/resendVerification',
  input: consoleCustomerIdInputSchema,
  output: consoleVerificationSentSchema,
  errors: [
    consoleCustomersErrorCodes.customerNotFound,
    consoleCustomersErrorCodes.alreadyVerified,
    commonErrorCodes.rateLimited,
  ],
  access: 'staff',
  staffRoles: managers,
});

export const consoleCustomersRemoveLinkAction = defineAction({
  name: 'console/customers/removeLink',
  input: consoleCustomerLinkInputSchema,
  output: consoleCustomerSchema,
  errors: [consoleCustomersErrorCodes.customerNotFound, accountErrorCodes.linkNotFound],
  access: 'staff',
  staffRoles: managers,
});

/** docs/features/store-console.md#customers: owners and managers authorize a pending institution link. */
export const consoleCustomersAuthorizeLinkAction = defineAction({
  name: 'console/customers/authorizeLink',
  input: consoleCustomerLinkInputSchema,
  output: consoleCustomerSchema,
  errors: [
    consoleCustomersErrorCodes.customerNotFound,
    accountErrorCodes.linkNotFound,
    accountErrorCodes.linkAlreadyAuthorized,
    consoleCustomersErrorCodes.linkNoAccount,
  ],
  access: 'staff',
  staffRoles: managers,
});

export const consoleMailListAction = defineAction({
  name: 'console/mail/list',
  input: consoleMailListInputSchema,
  output: consoleMailListSchema,
  errors: [],
  access: 'staff',
  staffRoles: managers,
});

export const consoleMailGetAction = defineAction({
  name: 'console/mail/get',
  input: consoleMailIdInputSchema,
  output: consoleMailSchema,
  errors: [consoleCustomersErrorCodes.mailNotFound],
  access: 'staff',
  staffRoles: managers,
});

export const consoleMailResendAction = defineAction({
  name: 'console/mail/resend',
  input: consoleMailResendInputSchema,
  output: consoleMailSchema,
  errors: [consoleCustomersErrorCodes.mailNotFound],
  access: 'staff',
  staffRoles: managers,
});

/** The store console's customers and mail log (docs/features/store-console.md#customers). */
export const consoleCustomersActionTable = tableOf(
  consoleCustomersSearchAction,
  consoleCustomersGetAction,
  consoleCustomersLockAction,
  consoleCustomersUnlockAction,
  consoleCustomersResendVerificationAction,
  consoleCustomersAuthorizeLinkAction,
  consoleCustomersRemoveLinkAction,
  consoleMailListAction,
  consoleMailGetAction,
  consoleMailResendAction,
);
