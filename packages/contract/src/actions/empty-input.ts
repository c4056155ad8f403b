import { z } from 'zod';

/** An action without a payload. */
export const emptyInputSchema = z.object({});
