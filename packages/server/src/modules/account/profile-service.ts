import { accountErrorCodes, accountMessages, limits, type SaveProfileInput } from '@bookfront/contract';
import type { UserRow } from '../../db/schema.ts';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { emailChangedEmail, emailChangeEmail, emailConfirmationEmail, type AccountEmail } from './emails.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  accountLink,
  contactPageUrl,
  corpName,
  profileColumns,
  sendPasswordChangedNotice,
  validateProfile,
  type AccountContext,
  type AccountDeps,
} from './service.ts';
import { createTokens } from './tokens.ts';

/** What a change to the account tells the customer (docs/features/accounts.md#account-details account/modify's answer). */
export type AccountChange = { validationRequired: boolean; address: string; message: string };

/** Changes a customer makes to their own account: email, password, profile, deletion (docs/features/accounts.md#security). */
export function createProfileService(deps: AccountDeps) {
  const { repo, mail, places, addressBook } = deps;
  const tokens = createTokens(repo);

  async function ownUser(storeId: string, userId: string): Promise<UserRow> {
    const user = await repo.findUserById(storeId, userId);
    if (!user) throw new NotFoundError(accountErrorCodes.noAccount, accountMessages.loginRequired);
    return user;
  }

  /** The customer's own password, checked before any change; the message lands on `field`. */
  async function confirmPassword(user: UserRow, password: string, field = 'password'): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new BadRequestError(accountErrorCodes.wrongPassword, accountMessages.wrongPassword, {
        [field]: accountMessages.wrongPassword,
      });
    }
  }

  /** The old address hears of the change, with the way to the store if it wasn't them (docs/features/accounts.md#emails). */
  async function sendEmailChangedNotice(
    context: AccountContext,
    oldEmail: string | null,
    newEmail: string,
  ): Promise<void> {
    if (oldEmail === null) return;
    const notice = emailChangedEmail({
      storeName: context.store.name,
      to: oldEmail,
      newEmail,
      contactUrl: contactPageUrl(context),
    });
    await mail.send(context.store, notice, context);
  }

  /**
   * Mails `email` a link that opens the account details view and confirms that address for the
   * account, whether it is a new address or the one the account has.
   */
  async function mailConfirmationLink(
    context: AccountContext,
    userId: string,
    email: string,
    template: (fields: { storeName: string; to: string; url: string }) => AccountEmail,
  ): Promise<void> {
    const token = await tokens.issue({
      storeId: context.store.id,
      purpose: 'change_email',
      email,
      userId,
      hours: limits.accountTokenHours,
    });
    const url = accountLink(context.baseUrl, 'details', token);
    await mail.send(context.store, template({ storeName: context.store.name, to: email, url }), context);
  }

  async function ensureEmailFree(storeId: string, email: string): Promise<void> {
    if (await repo.findUserByEmail(storeId, email)) {
      throw new ConflictError(accountErrorCodes.emailTaken, accountMessages.emailTaken, {
        email_address: accountMessages.emailTaken,
      });
    }
  }

  return {
    async changePassword(
      context: AccountContext,
      userId: string,
      input: { password: string; new_password: string },
    ): Promise<AccountChange> {
      const storeId = context.store.id;
      const user = await ownUser(storeId, userId);
      await confirmPassword(user, input.password);
      await repo.updateUser(storeId, userId, {
        passwordHash: await hashPassword(input.new_password),
        updatedAt: nowSeconds(),
      });
      await sendPasswordChangedNotice(mail, context, user.email);
      return {
        validationRequired: false,
        address: '',
        message: accountMessages.passwordUpdated,
      } satisfies AccountChange;
    },

    /** With verification on, the new address gets a confirmation link and nothing changes until it is followed. */
    async changeEmail(
      context: AccountContext,
      userId: string,
      input: { email_address: string; password: string },
    ): Promise<AccountChange> {
      const storeId = context.store.id;
      const user = await ownUser(storeId, userId);
      await confirmPassword(user, input.password);
      if (input.email_address === user.email) {
        return { validationRequired: false, address: input.email_address, message: accountMessages.emailUpdated };
      }
      await ensureEmailFree(storeId, input.email_address);
      if (context.store.settings.account_validation_required) {
        await mailConfirmationLink(context, userId, input.email_address, emailChangeEmail);
        return {
          validationRequired: true,
          address: input.email_address,
          message: accountMessages.emailChangeSent(input.email_address),
        };
      }
      await repo.updateUser(storeId, userId, { email: input.email_address, updatedAt: nowSeconds() });
      await sendEmailChangedNotice(context, user.email, input.email_address);
      return { validationRequired: false, address: input.email_address, message: accountMessages.emailUpdated };
    },

    /**
     * A link that confirms the address an account already has, for a customer whose address is not
     * confirmed (docs/features/store-console.md#customers); it opens the account details view, as
     * an email change's does. Answers the address it went to.
     */
    async sendEmailConfirmation(context: AccountContext, userId: string): Promise<string> {
      const storeId = context.store.id;
      const user = await ownUser(storeId, userId);
      if (user.email === null) throw new Error('a deleted account has no address to confirm');
      await mailConfirmationLink(context, userId, user.email, emailConfirmationEmail);
      return user.email;
    },

    /** The emailed confirmation of a new address; only the customer who asked for it can use it. */
    async confirmEmailChange(context: AccountContext, userId: string, token: string): Promise<AccountChange> {
      const storeId = context.store.id;
      const user = await ownUser(storeId, userId);
      const found = await tokens.peek(storeId, token, 'change_email');
      if (!found || found.userId !== userId) {
        throw new BadRequestError(accountErrorCodes.tokenExpired, accountMessages.confirmationExpired);
      }
      // A link for the address the account already has (sent from the store console) only confirms it.
      const isSameAddress = found.email === user.email;
      if (!isSameAddress) await ensureEmailFree(storeId, found.email);
      const redeemed = await tokens.redeem(storeId, token, 'change_email');
      if (!redeemed.ok) throw new BadRequestError(accountErrorCodes.tokenExpired, accountMessages.confirmationExpired);
      const now = nowSeconds();
      await repo.updateUser(storeId, userId, { email: found.email, emailVerifiedAt: now, updatedAt: now });
      if (!isSameAddress) await sendEmailChangedNotice(context, user.email, found.email);
      return { validationRequired: false, address: found.email, message: accountMessages.emailAddressUpdated };
    },

    async saveProfile(
      storeId: string,
      settings: AccountContext['store']['settings'],
      userId: string,
      input: SaveProfileInput,
    ) {
      const user = await ownUser(storeId, userId);
      const { profile, extraFields } = validateProfile(settings, places, input);
      await confirmPassword(user, input.password);
      await repo.updateUser(storeId, userId, { ...profileColumns(profile, extraFields), updatedAt: nowSeconds() });
      const corp = await repo.findCorp(storeId, user.corpId);
      // An institution account keeps being one; its name follows the company field.
      if (corp) {
        await repo.updateCorp(storeId, corp.id, {
          name: corpName({ ...profile, is_institution: corp.isInstitution === 1 }),
        });
      }
      return {
        validationRequired: false,
        address: '',
        message: accountMessages.accountUpdated,
      } satisfies AccountChange;
    },

    /**
     * Deletes the account: personal data is removed (the row stays, anonymised, so the store's
     * orders keep their customer), and its address book and links go with it.
     */
    async deleteAccount(
      storeId: string,
      userId: string,
      input: { password: string; email_address?: string | undefined },
    ) {
      const user = await ownUser(storeId, userId);
      if (input.email_address && input.email_address !== user.email) {
        throw new ValidationError({ email_address: accountMessages.invalidEmail });
      }
      await confirmPassword(user, input.password);
      await addressBook.removeAllForUser(storeId, userId);
      await repo.anonymiseUser(storeId, userId, nowSeconds());
      return { message: accountMessages.accountDeleted };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
