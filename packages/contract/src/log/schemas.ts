import { z } from 'zod';
import { limits } from '../limits.ts';

const clientText = z.coerce.string().max(limits.clientErrorFieldMax).optional();

/** A line or column number: a whole number, or its digits as form data sends them ('200'); never '1e3' or true. */
const positionSchema = z
  .union([
    z.number().int().nonnegative().max(999_999_999),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .optional();

/** log/error: an uncaught browser error (docs/features/shell-and-navigation.md#error-logging). Numbers arrive as strings in form data. */
export const logErrorInputSchema = z.object({
  location: clientText,
  user_agent: clientText,
  error_info: clientText,
  source: clientText,
  lineno: positionSchema,
  colno: positionSchema,
  error: z.coerce.string().max(limits.clientErrorFieldMax),
});
export type LogErrorInput = z.infer<typeof logErrorInputSchema>;

export const logErrorResultSchema = z.object({ logged: z.boolean() });
