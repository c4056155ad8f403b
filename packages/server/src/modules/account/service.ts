import {
  accountErrorCodes,
  accountMessages,
  extraAccountFieldsSchema,
  limits,
  profileFieldsSchema,
  withProfileRules,
  type Address,
  type CreateAccountInput,
  type EmailCheck,
  type LoginInput,
  type PlaceLookup,
  type ProfileFields,
  type SessionUser,
  type StoreSettings,
} from '@bookfront/contract';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { StoreContext } from '../store/service.ts';
import { passwordChangedEmail, passwordResetEmail, verificationEmail, type AccountEmail } from './emails.ts';
import { toSessionUser } from './mapper.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { AccountRepository } from './repository.ts';
import { createTokens, type RedeemedToken } from './tokens.ts';

/** Where a request came from: its store, and the store's public address for emailed links. */
export type AccountContext = { store: StoreContext; baseUrl: string };

export type AccountDeps = {
  repo: AccountRepository;
  mail: { send(store: StoreContext, mail: AccountEmail, options: { baseUrl: string }): Promise<void> };
  places: PlaceLookup;
  addressBook: {
    listAddresses(storeId: string, userId: string): Promise<Address[]>;
    removeAllForUser(storeId: string, userId: string): Promise<unknown>;
  };
};

/** Emailed links always open the store's own views; a client's callback_url never picks the host. */
export const accountLink = (baseUrl: string, view: string, token: string) =>
  `${baseUrl}/account/${view}?token=${encodeURIComponent(token)}`;

/** Where a customer who did not make a change goes: the forgotten-password view, to choose a new password. */
export const resetPageUrl = (baseUrl: string) => `${baseUrl}/account/forgot`;

/** The store's contact page as an absolute address: its contact_us_url, else its Contact & Hours page. */
export function contactPageUrl(context: AccountContext): string {
  const contactUs = context.store.settings.store_info.contact_us_url.trim();
  if (contactUs === '') return `${context.baseUrl}/contact-hours`;
  // A site path is one of the store's own pages, under its basename like every other.
  return contactUs.startsWith('/') ? `${context.baseUrl}${contactUs}` : contactUs;
}

/** Tells `to` their password was changed, with the way back if it wasn't them (docs/features/accounts.md#emails). */
export async function sendPasswordChangedNotice(
  mail: AccountDeps['mail'],
  context: AccountContext,
  to: string | null,
): Promise<void> {
  if (to === null) return;
  const notice = passwordChangedEmail({ storeName: context.store.name, to, resetUrl: resetPageUrl(context.baseUrl) });
  await mail.send(context.store, notice, context);
}

/** docs/features/accounts.md#forgotten-password: email, phone, and text only when the store texts. */
export function allowedCommunicationPreferences(settings: Pick<StoreSettings, 'store_info'>) {
  const { allowed_comm_prefs: allowed, texting_enabled: textingEnabled } = settings.store_info;
  return allowed.filter((preference) => preference !== 'text' || textingEnabled);
}

/** The profile with every rule the store's settings and place lists add; throws ValidationError. */
export function validateProfile(
  settings: StoreSettings,
  places: PlaceLookup,
  input: ProfileFields & { account_extra_fields: Record<string, string> },
): { profile: ProfileFields; extraFields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const profileResult = withProfileRules(profileFieldsSchema, places).safeParse(input);
  if (!profileResult.success) {
    for (const issue of profileResult.error.issues) fields[issue.path.join('.')] ??= issue.message;
  }
  if (!allowedCommunicationPreferences(settings).includes(input.communication_preference)) {
    fields.communication_preference = accountMessages.communicationPreferenceInvalid;
  }
  const names = settings.extra_account_fields.map((field) => field.name);
  const extraResult = extraAccountFieldsSchema(names).safeParse(input.account_extra_fields);
  if (!extraResult.success) {
    for (const issue of extraResult.error.issues)
      fields[`account_extra_fields.${issue.path.join('.')}`] ??= issue.message;
  }
  if (Object.keys(fields).length > 0 || !profileResult.success || !extraResult.success) {
    throw new ValidationError(fields);
  }
  return { profile: profileResult.data, extraFields: extraResult.data };
}

/** The user columns a profile sets. */
export function profileColumns(profile: ProfileFields, extraFields: Record<string, string>): UserUpdate {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    company: profile.company,
    phoneNumber: profile.phone_number,
    phoneNumberType: profile.phone_number_type,
    phoneNumberExt: profile.phone_number_ext,
    altPhoneNumber: profile.alt_phone_number,
    altPhoneNumberType: profile.alt_phone_number_type,
    altPhoneNumberExt: profile.alt_phone_number_ext,
    communicationPreference: profile.communication_preference,
    streetAddress: profile.street_address,
    streetAddress2: profile.street_address_2,
    city: profile.city,
    province: profile.province,
    postalCode: profile.postal_code,
    country: profile.country,
    extraFields: JSON.stringify(extraFields),
  };
}

/** The corp name of a user: the institution's name, or the person's. */
export const corpName = (profile: Pick<ProfileFields, 'is_institution' | 'company' | 'first_name' | 'last_name'>) =>
  profile.is_institution ? profile.company : `${profile.first_name} ${profile.last_name}`.trim();

/** A customer the store locked in the console logs in by no way at all (docs/features/store-console.md#customers). */
const accountLocked = () => new ForbiddenError(accountErrorCodes.accountLocked, accountMessages.accountLocked);

/** Sign-up, account creation, login and password recovery (docs/features/accounts.md#sign-up). */
export function createAccountService(deps: AccountDeps) {
  const { repo, mail, places, addressBook } = deps;
  const tokens = createTokens(repo);

  async function sendVerification(context: AccountContext, email: string): Promise<void> {
    const token = await tokens.issue({
      storeId: context.store.id,
      purpose: 'verify_email',
      email,
      userId: null,
      hours: limits.accountTokenHours,
    });
    const url = accountLink(context.baseUrl, 'verify', token);
    await mail.send(context.store, verificationEmail({ storeName: context.store.name, to: email, url }), context);
  }

  /** docs/features/accounts.md#sign-up: "Already verified" when the link made an account, else "Verification Failed.". */
  async function verificationRefusal(storeId: string, refused: RedeemedToken & { ok: false }): Promise<never> {
    const email = refused.token?.email;
    if (refused.reason === 'used' && email && (await repo.findUserByEmail(storeId, email))) {
      throw new ConflictError(accountErrorCodes.alreadyVerified, accountMessages.alreadyVerified);
    }
    throw new BadRequestError(accountErrorCodes.tokenExpired, accountMessages.verificationFailed);
  }

  /** The email a create call may use: from a verification token, or as typed when no verification is asked. */
  async function emailForCreation(context: AccountContext, input: CreateAccountInput) {
    const storeId = context.store.id;
    if (input.token) {
      const redeemed = await tokens.redeem(storeId, input.token, 'verify_email');
      if (redeemed.ok) return { email: redeemed.token.email, verified: true };
      return verificationRefusal(storeId, redeemed);
    }
    if (!input.email_address) {
      throw new ValidationError({ email_address: accountMessages.invalidEmail });
    }
    return { email: input.email_address, verified: false };
  }

  return {
    /** account/check: is the email known; if not and the store verifies emails, send the link. */
    async checkEmail(context: AccountContext, email: string): Promise<EmailCheck> {
      if (await repo.findUserByEmail(context.store.id, email)) {
        return { exists: true, validation_required: false, address: '' };
      }
      if (!context.store.settings.account_validation_required) {
        return { exists: false, validation_required: false, address: '' };
      }
      await sendVerification(context, email);
      return { exists: false, validation_required: true, address: email };
    },

    /** account/checkVerification: the address a live verification link confirms; the link stays usable. */
    async checkVerification(storeId: string, token: string): Promise<string> {
      const checked = await tokens.check(storeId, token, 'verify_email');
      if (checked.ok) return checked.token.email;
      return verificationRefusal(storeId, checked);
    },

    /**
     * account/create. Returns the new user's id, or that the email must be verified first (the
     * store verifies emails and the call came without a token: a link is sent, nothing is created).
     */
    async createAccount(
      context: AccountContext,
      input: CreateAccountInput,
    ): Promise<{ validationRequired: true; address: string } | { validationRequired: false; userId: string }> {
      const { store } = context;
      const { profile, extraFields } = validateProfile(store.settings, places, input);
      const { email, verified } = await emailForCreation(context, input);
      if (await repo.findUserByEmail(store.id, email)) {
        throw new ConflictError(accountErrorCodes.emailTaken, accountMessages.alreadyRegistered, {
          email_address: accountMessages.alreadyRegistered,
        });
      }
      if (!verified && store.settings.account_validation_required) {
        await sendVerification(context, email);
        return { validationRequired: true, address: email };
      }
      const now = nowSeconds();
      const userId = newId();
      try {
        await repo.insertUserWithCorp(
          {
            storeId: store.id,
            id: userId,
            corpId: newId(),
            email,
            emailVerifiedAt: verified ? now : null,
            passwordHash: await hashPassword(input.password),
            san: null,
            ...profileColumns(profile, extraFields),
            deletedAt: null,
            createdAt: now,
            updatedAt: now,
          },
          { name: corpName(profile), isInstitution: profile.is_institution },
        );
      } catch (error) {
        // Two sign-ups racing with one email: the unique index decides, the loser hears why.
        if (isUniqueViolation(error)) {
          throw new ConflictError(accountErrorCodes.emailTaken, accountMessages.alreadyRegistered);
        }
        throw error;
      }
      return { validationRequired: false, userId };
    },

    /** account/login: the user, or 'Invalid Login' after the same work whichever part was wrong. */
    async authenticate(storeId: string, input: LoginInput): Promise<UserRow> {
      const username = input.email_address || input.san;
      if (!username) throw new ValidationError({ email_address: accountMessages.usernameRequired });
      if (!input.password) throw new ValidationError({ password: accountMessages.loginPasswordRequired });
      const user = input.email_address
        ? await repo.findUserByEmail(storeId, input.email_address)
        : await repo.findUserBySan(storeId, username);
      const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !matches) throw new UnauthorizedError(accountErrorCodes.invalidLogin, accountMessages.invalidLogin);
      // Said only to whoever knows the password, so it tells nobody else that the account exists.
      if (user.lockedAt !== null) throw accountLocked();
      return user;
    },

    /** account/emailPasswordToken: a reset link to a known email (docs/features/accounts.md#forgotten-password: 'No account for that email'). */
    async sendPasswordReset(context: AccountContext, email: string): Promise<void> {
      const user = await repo.findUserByEmail(context.store.id, email);
      if (!user) throw new NotFoundError(accountErrorCodes.noAccount, accountMessages.noAccountForEmail);
      const token = await tokens.issue({
        storeId: context.store.id,
        purpose: 'reset_password',
        email,
        userId: user.id,
        hours: limits.passwordResetTokenHours,
      });
      const url = accountLink(context.baseUrl, 'forgot', token);
      await mail.send(context.store, passwordResetEmail({ storeName: context.store.name, to: email, url }), context);
    },

    /** account/resetPassword: a new password through a live reset token; returns the user. */
    async resetPassword(context: AccountContext, token: string, password: string): Promise<UserRow> {
      const storeId = context.store.id;
      const redeemed = await tokens.redeem(storeId, token, 'reset_password');
      const user =
        redeemed.ok && redeemed.token.userId ? await repo.findUserById(storeId, redeemed.token.userId) : undefined;
      if (!user) throw new BadRequestError(accountErrorCodes.tokenExpired, accountMessages.resetLinkExpired);
      if (user.lockedAt !== null) throw accountLocked();
      const now = nowSeconds();
      // Following the emailed link proves the address too.
      await repo.updateUser(storeId, user.id, {
        passwordHash: await hashPassword(password),
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        updatedAt: now,
      });
      await sendPasswordChangedNotice(mail, context, user.email);
      return user;
    },

    async isSiteApproved(storeId: string, userId: string): Promise<boolean> {
      const user = await repo.findUserById(storeId, userId);
      return user !== undefined && user.siteApprovedAt !== null;
    },

    /** A customer's name as others see it (a gift registry's owner): 'First Last', '' once the account is gone. */
    async displayNameOf(storeId: string, userId: string): Promise<string> {
      const user = await repo.findUserById(storeId, userId);
      return user ? `${user.firstName} ${user.lastName}`.trim() : '';
    },

    /** The customer's email; null when the user no longer exists. */
    async emailOf(storeId: string, userId: string): Promise<string | null> {
      return (await repo.findUserById(storeId, userId))?.email ?? null;
    },

    /** The session's user as the corp it buys as; null when the user no longer exists. */
    async describeSessionUser(storeId: string, userId: string, corpId: string | null): Promise<SessionUser | null> {
      const user = await repo.findUserById(storeId, userId);
      if (!user) return null;
      const [ownCorp, actingCorp, addresses, linkedCorpCount] = await Promise.all([
        repo.findCorp(storeId, user.corpId),
        corpId && corpId !== user.corpId ? repo.findLinkedCorp(storeId, user.id, corpId) : undefined,
        addressBook.listAddresses(storeId, user.id),
        repo.countLinkedCorps(storeId, user.id),
      ]);
      return toSessionUser(user, {
        actingCorp: actingCorp ?? ownCorp,
        addresses,
        availableCorpCount: 1 + linkedCorpCount,
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
