import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new row id: a random UUID (ids are made in the app so SQL stays portable). */
export const newId = (): string => randomUUID();

let lastMillis = 0;
let sequence = 0;

/**
 * A row id that sorts by creation time, for rows shown in the order they were made, such as cart lines added in
 * one go: milliseconds, then a count of the ids this process made within that millisecond (so two made in the
 * same millisecond keep their order, and a clock set back does not reorder), then randomness.
 */
export const newOrderedId = (): string => {
  const now = Date.now();
  if (now > lastMillis) {
    lastMillis = now;
    sequence = 0;
  } else if (sequence < 0xffff) {
    sequence += 1;
  } else {
    lastMillis += 1;
    sequence = 0;
  }
  return `${lastMillis.toString(16).padStart(12, '0')}-${sequence.toString(16).padStart(4, '0')}${randomBytes(8).toString('hex')}`;
};

/** `bytes` of randomness as base64url: 16 bytes → a 128-bit public id, 32 → a 256-bit secret. */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
