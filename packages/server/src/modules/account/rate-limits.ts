import type { RateLimitPolicy } from '../rate-limit/service.ts';

const minutes = (count: number) => count * 60;

/**
 * How often each account action may be tried. Per IP limits stay generous because a school or an
 * office shares one address; per account limits are what stop password guessing.
 */
export const accountRateLimits = {
  loginPerIp: { name: 'login-ip', limit: 50, windowSeconds: minutes(15) },
  loginPerAccount: { name: 'login-account', limit: 10, windowSeconds: minutes(15) },
  signUpPerIp: { name: 'signup-ip', limit: 30, windowSeconds: minutes(60) },
  signUpPerEmail: { name: 'signup-email', limit: 5, windowSeconds: minutes(60) },
  resetRequestPerIp: { name: 'reset-ip', limit: 20, windowSeconds: minutes(60) },
  resetRequestPerEmail: { name: 'reset-email', limit: 5, windowSeconds: minutes(60) },
  /** Changes that ask for the current password (a borrowed session must not be able to guess it). */
  passwordCheckPerAccount: { name: 'password-check', limit: 10, windowSeconds: minutes(15) },
  tokenPerIp: { name: 'token-ip', limit: 30, windowSeconds: minutes(60) },
  linkRequestPerIp: { name: 'link-ip', limit: 30, windowSeconds: minutes(60) },
  linkRequestPerAccount: { name: 'link-account', limit: 20, windowSeconds: minutes(60) },
} satisfies Record<string, RateLimitPolicy>;
