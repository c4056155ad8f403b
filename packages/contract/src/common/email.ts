import { z } from 'zod';

/** A lower-cased email address; `message` is what the shopper reads when it is missing or malformed. */
export const emailSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, message)
    .max(254, message)
    .pipe(z.email({ error: message }));
