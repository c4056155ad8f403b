import { defineActions, emptyInputSchema } from '../actions/define.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { sessionSchema } from '../session/schemas.ts';
import {
  availableChildrenResultSchema,
  availableCorpsResultSchema,
  getAvailableCorpsInputSchema,
  linkIdInputSchema,
  linkMessageResultSchema,
  linkToRequestInputSchema,
  linkToVerifyInputSchema,
  parentLinksResultSchema,
  setCorpInputSchema,
  setCorpResultSchema,
  transferResultSchema,
} from './links.ts';
import { accountErrorCodes, accountMessages } from './messages.ts';
import {
  accountCheckInputSchema,
  accountCheckResultSchema,
  accountMessageResultSchema,
  createAccountInputSchema,
  createAccountResultSchema,
  deleteAccountInputSchema,
  emailPasswordTokenInputSchema,
  loginInputSchema,
  modifyAccountInputSchema,
  modifyAccountResultSchema,
  resetPasswordInputSchema,
  resetPasswordResultSchema,
} from './schemas.ts';

const customer = { access: 'customer', loginMessage: accountMessages.loginRequired } as const;

/**
 * Sign-up, login and password recovery (open on a private site), the customer's own account,
 * institutions and linked accounts, and the move to the store's previous site (docs/features/accounts.md).
 */
export const accountActionTable = defineActions({
  'account/check': {
    summary: 'Starts a sign-up: says whether the email has an account, or emails the confirmation link.',
    input: accountCheckInputSchema,
    output: accountCheckResultSchema,
    errors: [accountErrorCodes.emailTaken, commonErrorCodes.rateLimited],
    access: 'private-site-open',
  },
  'account/create': {
    summary: 'Opens an account, with the emailed token when the store confirms addresses first.',
    input: createAccountInputSchema,
    output: createAccountResultSchema,
    errors: [
      accountErrorCodes.emailTaken,
      accountErrorCodes.tokenExpired,
      accountErrorCodes.alreadyVerified,
      commonErrorCodes.rateLimited,
    ],
    access: 'private-site-open',
  },
  'account/login': {
    summary: 'Logs in by email (or SAN) and password; the session id changes and the guest cart is kept.',
    input: loginInputSchema,
    output: sessionSchema,
    errors: [accountErrorCodes.invalidLogin, commonErrorCodes.rateLimited],
    access: 'private-site-open',
  },
  'account/logout': {
    summary: 'Ends the session and starts a new anonymous one.',
    input: emptyInputSchema,
    output: sessionSchema,
    errors: [],
    access: 'private-site-open',
  },
  'account/emailPasswordToken': {
    summary: 'Emails a password reset link.',
    input: emailPasswordTokenInputSchema,
    output: accountMessageResultSchema,
    errors: [accountErrorCodes.noAccount, commonErrorCodes.rateLimited],
    access: 'private-site-open',
  },
  'account/resetPassword': {
    summary: 'Sets a new password with the emailed token and logs in; other sessions of the account end.',
    input: resetPasswordInputSchema,
    output: resetPasswordResultSchema,
    errors: [accountErrorCodes.tokenExpired, commonErrorCodes.rateLimited],
    access: 'private-site-open',
  },
  'account/modify': {
    summary: 'Changes the profile, the email (confirmed by an emailed token) or the password; one change per call.',
    input: modifyAccountInputSchema,
    output: modifyAccountResultSchema,
    errors: [
      accountErrorCodes.wrongPassword,
      accountErrorCodes.emailTaken,
      accountErrorCodes.tokenExpired,
      commonErrorCodes.rateLimited,
    ],
    ...customer,
  },
  'account/delete': {
    summary: 'Closes the account after the password is confirmed.',
    input: deleteAccountInputSchema,
    output: accountMessageResultSchema,
    errors: [accountErrorCodes.wrongPassword, commonErrorCodes.rateLimited],
    ...customer,
  },
  'account/getAvailableCorps': {
    summary: 'The institutions the customer may act for, or the one inviting them (by token).',
    input: getAvailableCorpsInputSchema,
    output: availableCorpsResultSchema,
    errors: [accountErrorCodes.tokenExpired],
    ...customer,
  },
  'account/setCorp': {
    summary: 'Acts for an institution (or for oneself again); answers the session.',
    input: setCorpInputSchema,
    output: setCorpResultSchema,
    errors: [accountErrorCodes.corpNotAvailable],
    ...customer,
  },
  'account/getAvailableChildren': {
    summary: 'The accounts linked to the institution the customer owns.',
    input: emptyInputSchema,
    output: availableChildrenResultSchema,
    errors: [accountErrorCodes.notOwner],
    ...customer,
  },
  'account/linkToRequest': {
    summary: 'Asks another account, by email, to link to the customer’s institution.',
    input: linkToRequestInputSchema,
    output: linkMessageResultSchema,
    errors: [
      accountErrorCodes.notOwner,
      accountErrorCodes.noAccount,
      accountErrorCodes.linkToSelf,
      accountErrorCodes.linkAlreadyAuthorized,
      commonErrorCodes.rateLimited,
    ],
    ...customer,
  },
  'account/linkToVerify': {
    summary: 'Accepts a link request with its emailed token.',
    input: linkToVerifyInputSchema,
    output: linkMessageResultSchema,
    errors: [accountErrorCodes.tokenExpired, accountErrorCodes.linkAlreadyAuthorized, commonErrorCodes.rateLimited],
    ...customer,
  },
  'account/removeChildLink': {
    summary: 'Unlinks an account from the customer’s institution.',
    input: linkIdInputSchema,
    output: availableChildrenResultSchema,
    errors: [accountErrorCodes.notOwner, accountErrorCodes.linkNotFound],
    ...customer,
  },
  'account/removeParentLink': {
    summary: 'Leaves an institution the customer is linked to.',
    input: linkIdInputSchema,
    output: parentLinksResultSchema,
    errors: [accountErrorCodes.linkNotFound],
    ...customer,
  },
  'v1/transfer': {
    summary: 'The address of the store’s previous site, remembered in a cookie as the customer’s choice.',
    input: emptyInputSchema,
    output: transferResultSchema,
    errors: [accountErrorCodes.noLegacySite],
    ...customer,
  },
  'v1/changeCorpAndTransfer': {
    summary: 'Acts for an institution and moves to the store’s previous site.',
    input: setCorpInputSchema,
    output: transferResultSchema,
    errors: [accountErrorCodes.noLegacySite, accountErrorCodes.corpNotAvailable],
    ...customer,
  },
});
