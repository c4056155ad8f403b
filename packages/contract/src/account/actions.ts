import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { commonErrorCodes } from '../common/errors.ts';
import { sessionSchema } from '../session/schemas.ts';
import { accountLogoutAction } from './logout-action.ts';
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
  checkVerificationInputSchema,
  checkVerificationResultSchema,
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
export const accountCheckAction = defineAction({
  name: 'account/check',
  input: accountCheckInputSchema,
  output: accountCheckResultSchema,
  errors: [accountErrorCodes.emailTaken, commonErrorCodes.rateLimited],
  access: 'private-site-open',
});

export const accountCheckVerificationAction = defineAction({
  name: 'account/checkVerification',
  input: checkVerificationInputSchema,
  output: checkVerificationResultSchema,
  errors: [accountErrorCodes.tokenExpired, accountErrorCodes.alreadyVerified, commonErrorCodes.rateLimited],
  access: 'private-site-open',
});

export const accountCreateAction = defineAction({
  name: 'account/create',
  input: createAccountInputSchema,
  output: createAccountResultSchema,
  errors: [
    accountErrorCodes.emailTaken,
    accountErrorCodes.tokenExpired,
    accountErrorCodes.alreadyVerified,
    commonErrorCodes.rateLimited,
  ],
  access: 'private-site-open',
});

export const accountLoginAction = defineAction({
  name: 'account/login',
  input: loginInputSchema,
  output: sessionSchema,
  errors: [accountErrorCodes.invalidLogin, accountErrorCodes.accountLocked, commonErrorCodes.rateLimited],
  access: 'private-site-open',
});

export const accountEmailPasswordTokenAction = defineAction({
  name: 'account/emailPasswordToken',
  input: emailPasswordTokenInputSchema,
  output: accountMessageResultSchema,
  errors: [accountErrorCodes.noAccount, commonErrorCodes.rateLimited],
  access: 'private-site-open',
});

export const accountResetPasswordAction = defineAction({
  name: 'account/resetPassword',
  input: resetPasswordInputSchema,
  output: resetPasswordResultSchema,
  errors: [accountErrorCodes.tokenExpired, accountErrorCodes.accountLocked, commonErrorCodes.rateLimited],
  access: 'private-site-open',
});

export const accountModifyAction = defineAction({
  name: 'account/modify',
  input: modifyAccountInputSchema,
  output: modifyAccountResultSchema,
  errors: [
    accountErrorCodes.wrongPassword,
    accountErrorCodes.emailTaken,
    accountErrorCodes.tokenExpired,
    commonErrorCodes.rateLimited,
  ],
  ...customer,
});

export const accountDeleteAction = defineAction({
  name: 'account/delete',
  input: deleteAccountInputSchema,
  output: accountMessageResultSchema,
  errors: [accountErrorCodes.wrongPassword, commonErrorCodes.rateLimited],
  ...customer,
});

export const accountGetAvailableCorpsAction = defineAction({
  name: 'account/getAvailableCorps',
  input: getAvailableCorpsInputSchema,
  output: availableCorpsResultSchema,
  errors: [accountErrorCodes.tokenExpired],
  ...customer,
});

export const accountSetCorpAction = defineAction({
  name: 'account/setCorp',
  input: setCorpInputSchema,
  output: setCorpResultSchema,
  errors: [accountErrorCodes.corpNotAvailable],
  ...customer,
});

export const accountGetAvailableChildrenAction = defineAction({
  name: 'account/getAvailableChildren',
  input: emptyInputSchema,
  output: availableChildrenResultSchema,
  errors: [accountErrorCodes.notOwner],
  ...customer,
});

export const accountLinkToRequestAction = defineAction({
  name: 'account/linkToRequest',
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
});

export const accountLinkToVerifyAction = defineAction({
  name: 'account/linkToVerify',
  input: linkToVerifyInputSchema,
  output: linkMessageResultSchema,
  errors: [accountErrorCodes.tokenExpired, accountErrorCodes.linkAlreadyAuthorized, commonErrorCodes.rateLimited],
  ...customer,
});

export const accountRemoveChildLinkAction = defineAction({
  name: 'account/removeChildLink',
  input: linkIdInputSchema,
  output: availableChildrenResultSchema,
  errors: [accountErrorCodes.notOwner, accountErrorCodes.linkNotFound],
  ...customer,
});

export const accountRemoveParentLinkAction = defineAction({
  name: 'account/removeParentLink',
  input: linkIdInputSchema,
  output: parentLinksResultSchema,
  errors: [accountErrorCodes.linkNotFound],
  ...customer,
});

export const v1TransferAction = defineAction({
  name: 'v1/transfer',
  input: emptyInputSchema,
  output: transferResultSchema,
  errors: [accountErrorCodes.noLegacySite],
  ...customer,
});

export const v1ChangeCorpAndTransferAction = defineAction({
  name: 'v1/changeCorpAndTransfer',
  input: setCorpInputSchema,
  output: transferResultSchema,
  errors: [accountErrorCodes.noLegacySite, accountErrorCodes.corpNotAvailable],
  ...customer,
});

export const accountActionTable = tableOf(
  accountCheckAction,
  accountCheckVerificationAction,
  accountCreateAction,
  accountLoginAction,
  accountLogoutAction,
  accountEmailPasswordTokenAction,
  accountResetPasswordAction,
  accountModifyAction,
  accountDeleteAction,
  accountGetAvailableCorpsAction,
  accountSetCorpAction,
  accountGetAvailableChildrenAction,
  accountLinkToRequestAction,
  accountLinkToVerifyAction,
  accountRemoveChildLinkAction,
  accountRemoveParentLinkAction,
  v1TransferAction,
  v1ChangeCorpAndTransferAction,
);
