import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet: argon2id (the library's default algorithm, checked by the
 * test), 19 MiB, 2 iterations, 1 lane.
 */
const argon2idOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2idOptions);

/**
 * Checked against a real hash of a password nobody has, so an unknown username costs the same
 * time as a wrong password and the answer's timing says nothing about which accounts exist.
 */
const decoyHash = hash('decoy password that matches no account', argon2idOptions);

/** True when `password` matches; argon2's own comparison is constant-time. A null hash never matches. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
