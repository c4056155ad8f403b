import { z } from 'zod';
import { catalogMessages } from '../catalog/messages.ts';

/**
 * Who may call an action. The server enforces it before the action runs:
 * - `public`: anyone, guests included, except a guest on a private site (PRIVATE_SITE);
 * - `customer`: a logged-in customer only (LOGIN_REQUIRED with the action's `loginMessage`);
 * - `private-site-open`: anyone, even a guest on a private site (start-up, sign-in, logging).
 */
export type ActionAccess = 'public' | 'customer' | 'private-site-open';

export type ActionDefinition = {
  /** One sentence for the API reference (docs/api/README.md). */
  summary: string;
  /** The payload beside the common fields (uuid, session_id, log_url, store_id). */
  input: z.ZodObject;
  /** The body of a 200 answer. A download's `output` describes its file (see `download`). */
  output: z.ZodType;
  /** The stable failure codes the action itself can answer, beside those every action can. */
  errors: readonly string[];
  access: ActionAccess;
  /** What a guest reads when a `customer` action refuses them. */
  loginMessage?: string;
  /** The body may carry no field beyond the payload and the common fields (a card's number never passes). */
  strictInput?: true;
  /** The payload carries a file, so it is sent as multipart/form-data. */
  upload?: true;
  /** Other names the action answers to, kept for clients that call them. */
  aliases?: readonly string[];
  /** A GET download: the payload is the query string and the answer is a file of this media type. */
  download?: string;
};

/** Checks a domain's table against ActionDefinition while keeping each entry's own schema types. */
export const defineActions = <const Table extends Record<string, ActionDefinition>>(table: Table): Table => table;

/** An action without a payload. */
export const emptyInputSchema = z.object({});

/**
 * A file field of an upload. The server's body parser delivers the bytes; larger bodies than the
 * upload limit never reach the action.
 */
export const uploadedFileSchema = z.object(
  {
    filename: z.string().max(500),
    mimetype: z.string(),
    data: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  },
  { error: catalogMessages.fileTypeRefused },
);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
