import { Secret, TOTP } from 'otpauth';

/**
 * Owners' two-factor codes: RFC 6238 TOTP, SHA-1, 6 digits, 30 seconds, as every authenticator
 * app reads them (docs/decisions/0037-staff-two-factor-with-otpauth.md).
 */
const period = 30;

const totpOf = (secret: string, label = 'staff', issuer = 'Bookfront') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app scans or is given. */
export const totpUri = (secret: string, label: string, issuer: string): string =>
  totpOf(secret, label, issuer).toString();

/** The code for `atMs` (tests and the CLI's check only). */
export const totpCode = (secret: string, atMs: number = Date.now()): string =>
  totpOf(secret).generate({ timestamp: atMs });

/**
 * The time step `code` belongs to, accepting the step before and after for a clock a little off;
 * null when it matches none.
 */
export function totpStepOf(secret: string, code: string, atMs: number = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(atMs / 1000 / period) + delta;
}
