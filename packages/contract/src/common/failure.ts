import { z } from 'zod';

/** The body of every failed action (docs/architecture.md#api-protocol). */
export const failureSchema = z.object({
  error: z.string(), // safe to show a shopper
  fields: z.record(z.string(), z.string()).optional(), // per-field messages, keyed by wire field name
  code: z.string().optional(), // stable reason the UI may branch on
});
export type Failure = z.infer<typeof failureSchema>;
