import {
  emailAddressSchema,
  newPasswordSchema,
  profileFieldsSchema,
  accountErrorCodes,
  commonErrorCodes,
} from '@bookfront/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import { hashPassword } from './password.ts';
import type { AccountRepository } from './repository.ts';

export type NewCustomer = {
  storeId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Opens an institution account of this name, owned by the new customer. */
  institution?: string | undefined;
};

/** The value, or a failure that names the option, for an operator at the command line. */
function check<T extends z.ZodType>(schema: T, value: unknown, label: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'is not valid';
  throw new AppError({ status: 400, code: commonErrorCodes.invalidInput, message: `${label}: ${message}` });
}

/** What a bookseller does to customer accounts from the command line. */
export function createAccountAdminService(repo: AccountRepository) {
  return {
    /** A verified customer, as if they had signed up and followed the emailed link. */
    async createCustomer(input: NewCustomer): Promise<{ id: string; email: string }> {
      const email = check(emailAddressSchema(), input.email, '--email');
      check(newPasswordSchema, input.password, '--password');
      const firstName = check(profileFieldsSchema.shape.first_name, input.firstName, '--first-name');
      const lastName = check(profileFieldsSchema.shape.last_name, input.lastName, '--last-name');
      const taken = () =>
        new AppError({ status: 409, code: accountErrorCodes.emailTaken, message: `${email} already has an account.` });
      if (await repo.findUserByEmail(input.storeId, email)) throw taken();
      const now = nowSeconds();
      const id = newId();
      const institution = input.institution?.trim() ?? '';
      // Two commands for one email at once both pass the look-up above; the unique index decides.
      await repo
        .insertUserWithCorp(
          {
            storeId: input.storeId,
            id,
            corpId: newId(),
            email,
            emailVerifiedAt: now,
            passwordHash: await hashPassword(input.password),
            san: null,
            firstName,
            lastName,
            company: institution,
            deletedAt: null,
            createdAt: now,
            updatedAt: now,
          },
          { name: institution || `${firstName} ${lastName}`.trim(), isInstitution: institution !== '' },
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? taken() : error;
        });
      return { id, email };
    },

    /** docs/features/shell-and-navigation.md#private-and-exclusive-sites: lets a customer into an exclusive site, or shuts them out again. */
    async setSiteApproval(storeId: string, email: string, approved: boolean): Promise<void> {
      const user = await repo.findUserByEmail(storeId, email.trim().toLowerCase());
      if (!user)
        throw new AppError({ status: 404, code: accountErrorCodes.noAccount, message: `No account for ${email}.` });
      await repo.updateUser(storeId, user.id, {
        siteApprovedAt: approved ? nowSeconds() : null,
        updatedAt: nowSeconds(),
      });
    },
  };
}
