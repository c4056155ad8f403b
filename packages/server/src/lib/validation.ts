import type { z } from 'zod';
import { toFieldMessages } from '../plugins/validator.ts';
import { ValidationError } from './errors.ts';

/**
 * Parses with a contract schema inside a service (rules an action's body schema cannot hold, such
 * as ones needing the store's settings); failures answer like any invalid payload.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(toFieldMessages(result.error.issues));
  return result.data;
}
