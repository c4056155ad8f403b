import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new row id: a random UUID (ids are made in the app so SQL stays portable). */
export const newId = (): string => randomUUID();

/**
 * A row id that sorts by creation time (milliseconds, then randomness), for rows shown in the
 * order they were made, such as cart lines added within the same second.
 */
export const newOrderedId = (): string =>
  `${Date.now().toString(16).padStart(12, '0')}-${randomBytes(10).toString('hex')}`;

/** `bytes` of randomness as base64url: 16 bytes → a 128-bit public id, 32 → a 256-bit secret. */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
