import formBody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { commonErrorCodes, commonMessages, limits } from '@bookfront/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, ValidationError } from '../lib/errors.ts';

/** An uploaded file as it reaches an action's body. Files are at most `limits.uploadMaxBytes`. */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

type MultipartEntry = MultipartFile | MultipartValue;

const isEntry = (value: unknown): value is MultipartEntry =>
  typeof value === 'object' && value !== null && 'type' in value && (value.type === 'file' || value.type === 'field');

/** A field that busboy cut at the field size limit would reach the action looking complete. */
function toBodyValue(entry: MultipartEntry): unknown {
  if (entry.type === 'file') {
    const data: unknown = Reflect.get(entry, 'value');
    return { filename: entry.filename, mimetype: entry.mimetype, data: Buffer.isBuffer(data) ? data : Buffer.alloc(0) };
  }
  if (entry.valueTruncated) {
    throw new AppError({
      status: 413,
      code: commonErrorCodes.payloadTooLarge,
      message: commonMessages.payloadTooLarge,
    });
  }
  return entry.value;
}

/**
 * Control characters no text a shopper types contains (tab, line feed and carriage return are
 * allowed, for multi-line fields). PostgreSQL cannot store U+0000 at all, so without this check the
 * two databases would answer such a field differently.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The wire names ('a.0.b') of the strings in `value` that hold a control character. */
function fieldsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return controlCharacters.test(value) ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return [];
  return Object.entries(value).flatMap(([key, entry]) => fieldsWithControlCharacters(entry, [...path, key]));
}

/**
 * Actions accept JSON, urlencoded and multipart bodies (docs/architecture.md#api-protocol). Multipart fields land
 * on `request.body` as plain values, so one zod schema reads all three; files as `UploadedFile`.
 * Fastify's own `bodyLimit` (set in app.ts) covers JSON and urlencoded.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  // Nothing posts text/plain on purpose; without this Fastify would hand the action a string.
  app.removeContentTypeParser('text/plain');
  await app.register(formBody, { bodyLimit: limits.requestBodyMaxBytes });
  await app.register(multipart, {
    attachFieldsToBody: true,
    onFile: async (part) => {
      // Read here, inside the limits; the bytes land on the part for toBodyValue.
      Reflect.set(part, 'value', await part.toBuffer());
    },
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.uploadMaxBytes,
      fieldSize: limits.requestBodyMaxBytes,
      fields: 200,
      files: 5,
      parts: 250,
    },
  });

  // A body declared larger than the action can take is refused before a byte of it is read, and
  // the connection closed, so the client stops sending; one without a length is cut off by the
  // limits above as it arrives.
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    const largest = request.routeOptions.config.takesUpload
      ? limits.uploadMaxBytes + limits.requestBodyMaxBytes
      : limits.requestBodyMaxBytes;
    if (!request.routeOptions.config.isAction || !(declared > largest)) return;
    reply.header('connection', 'close');
    throw new AppError({
      status: 413,
      code: commonErrorCodes.payloadTooLarge,
      message: request.routeOptions.config.takesUpload ? commonMessages.fileTooLarge : commonMessages.payloadTooLarge,
    });
  });

  // Runs after multipart's own preValidation hook, which read the parts into request.body. A
  // failure before this point came from reading a malformed body (busboy throws plain Errors),
  // which the error handler answers with 400.
  app.decorateRequest('bodyWasRead', false);
  app.addHook('preValidation', async (request) => {
    request.bodyWasRead = true;
    if (request.isMultipart() && typeof request.body === 'object' && request.body !== null) {
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(request.body)) {
        if (Array.isArray(value)) body[name] = value.filter(isEntry).map(toBodyValue);
        else if (isEntry(value)) body[name] = toBodyValue(value);
      }
      request.body = body;
    }
    if (!request.routeOptions.config.isAction) return;
    const refused = [...fieldsWithControlCharacters(request.body), ...fieldsWithControlCharacters(request.query)];
    if (refused.length > 0) {
      throw new ValidationError(
        Object.fromEntries(refused.map((field) => [field || 'body', commonMessages.invalidValue])),
      );
    }
  });
}
