import { accountErrorCodes, accountMessages } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitPolicy, RateLimitService, SlowDownPolicy } from '../rate-limit/service.ts';

const minutes = (count: number) => count * 60;

/**
 * How often each account action may be tried (docs/features/accounts.md#security). Password checks
 * count only failures, keyed on the account and the address together, so nobody elsewhere can lock
 * a customer out; the account's own ceiling slows every attempt down rather than refusing it.
 */
export const accountRateLimits = {
  /** Wrong logins from one address over every account (a school or an office shares one address). */
  loginPerIp: { name: 'login-failures-ip', limit: 100, windowSeconds: minutes(15) },
  loginPerAccountAndIp: { name: 'login-failures-pair', limit: 10, windowSeconds: minutes(15) },
  loginPerAccount: { name: 'login-failures-account', limit: 30, windowSeconds: minutes(15), maxDelaySeconds: 8 },
  signUpPerIp: { name: 'signup-ip', limit: 30, windowSeconds: minutes(60) },
  signUpPerEmail: { name: 'signup-email', limit: 5, windowSeconds: minutes(60) },
  resetRequestPerIp: { name: 'reset-ip', limit: 20, windowSeconds: minutes(60) },
  resetRequestPerEmailAndIp: { name: 'reset-email-ip', limit: 5, windowSeconds: minutes(60) },
  /** Keeps anyone from filling a mailbox; each request's link retires the one before, so the latest always works. */
  resetRequestPerEmail: { name: 'reset-email', limit: 20, windowSeconds: minutes(60) },
  /** Changes that ask for the current password (a borrowed session must not be able to guess it). */
  passwordCheckPerAccountAndIp: { name: 'password-check-pair', limit: 10, windowSeconds: minutes(15) },
  passwordCheckPerAccount: {
    name: 'password-check-account',
    limit: 30,
    windowSeconds: minutes(15),
    maxDelaySeconds: 8,
  },
  tokenPerIp: { name: 'token-ip', limit: 30, windowSeconds: minutes(60) },
  linkRequestPerIp: { name: 'link-ip', limit: 30, windowSeconds: minutes(60) },
  linkRequestPerAccount: { name: 'link-account', limit: 20, windowSeconds: minutes(60) },
} satisfies Record<string, RateLimitPolicy | SlowDownPolicy>;

/** The limits one kind of password check runs under, and the failure code that counts against them. */
export type PasswordCheckLimits = {
  perIp?: RateLimitPolicy;
  perAccountAndIp: RateLimitPolicy;
  perAccount: SlowDownPolicy;
  failureCode: string;
};

export const loginLimits: PasswordCheckLimits = {
  perIp: accountRateLimits.loginPerIp,
  perAccountAndIp: accountRateLimits.loginPerAccountAndIp,
  perAccount: accountRateLimits.loginPerAccount,
  failureCode: accountErrorCodes.invalidLogin,
};

export const passwordCheckLimits: PasswordCheckLimits = {
  perAccountAndIp: accountRateLimits.passwordCheckPerAccountAndIp,
  perAccount: accountRateLimits.passwordCheckPerAccount,
  failureCode: accountErrorCodes.wrongPassword,
};

/**
 * Runs `check` (a login, or a change that asks for the password) under `limits`: an address that
 * failed too often for this account (or for any account) is refused; an account that failed too
 * often from anywhere is slowed down. Only a failure with `limits.failureCode` counts, and a
 * success forgets the failures of that account from that address.
 */
export async function withPasswordCheckLimits<T>(
  rateLimits: RateLimitService,
  request: FastifyRequest,
  input: { account: string; limits: PasswordCheckLimits },
  check: () => Promise<T>,
): Promise<T> {
  const { limits } = input;
  const scoped = (subject: string) => `${request.store.id}:${subject}`;
  const ip = scoped(request.ip);
  const account = scoped(input.account.toLowerCase());
  const pair = `${account}:${request.ip}`;
  // Counted up front, so concurrent guesses cannot all slip under the limit; given back unless it failed.
  const counted: [RateLimitPolicy, string][] = [
    ...(limits.perIp ? [[limits.perIp, ip] satisfies [RateLimitPolicy, string]] : []),
    [limits.perAccountAndIp, pair],
  ];
  const refundAll = (policies: [RateLimitPolicy, string][]) =>
    Promise.all(policies.map(([policy, subject]) => rateLimits.refund(policy, subject)));
  for (const [index, [policy, subject]] of counted.entries()) {
    try {
      await rateLimits.consume(policy, subject, accountMessages.tooManyAttempts);
    } catch (error) {
      await refundAll(counted.slice(0, index));
      throw error;
    }
  }
  await rateLimits.slowDown(limits.perAccount, account);
  try {
    const result = await check();
    await refundAll(counted.filter(([policy]) => policy !== limits.perAccountAndIp));
    await rateLimits.clear(limits.perAccountAndIp, pair);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === limits.failureCode) {
      await rateLimits.recordFailure(limits.perAccount, account);
    } else {
      await refundAll(counted);
    }
    throw error;
  }
}
