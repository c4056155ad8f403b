import { z } from 'zod';
import { catalogMessages } from '../catalog/messages.ts';

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
