import { z } from 'zod';
import { singleLineTextSchema } from './fields.ts';

/** A lower-cased email address; `message` is what the shopper reads when it is missing or malformed. */
export const emailSchema = (message: string) =>
  singleLineTextSchema({ error: message })
    .toLowerCase()
    .min(1, message)
    .max(254, message)
    .pipe(z.email({ error: message }));
