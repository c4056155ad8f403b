import { commonErrorCodes, commonMessages, type Failure } from '@bookfront/contract';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/errors.ts';

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const status: unknown = Reflect.get(error, 'statusCode');
  return typeof status === 'number' ? status : undefined;
};

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' ? code : undefined;
};

/**
 * Errors Fastify and its body parsers raise before an action runs (bad JSON, wrong content type,
 * too large) become the contract's failure body. Anything else is a bug: 500.
 */
function toRequestFailure(error: unknown): { status: number; body: Failure } | undefined {
  const status = statusOf(error);
  const code = codeOf(error);
  if (status === 413) {
    const message = code === 'FST_REQ_FILE_TOO_LARGE' ? commonMessages.fileTooLarge : commonMessages.payloadTooLarge;
    return { status: 413, body: { error: message, code: commonErrorCodes.payloadTooLarge } };
  }
  if (status === 415 || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return {
      status: 415,
      body: { error: commonMessages.unsupportedMediaType, code: commonErrorCodes.unsupportedMediaType },
    };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return { status: 400, body: { error: commonMessages.malformedBody, code: commonErrorCodes.invalidInput } };
  }
  return undefined;
}

/** The one error handler: every failure leaves as `{error, fields?, code?}` (docs/architecture.md#the-path-of-one-request). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return reply.code(error.status).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Only reached if a route bypasses our validator compiler; keep the contract shape anyway.
      return reply.code(400).send({ error: commonMessages.checkFields, code: commonErrorCodes.invalidInput });
    }
    const failure =
      toRequestFailure(error) ??
      (request.bodyWasRead
        ? undefined
        : { status: 400, body: { error: commonMessages.malformedBody, code: commonErrorCodes.invalidInput } });
    if (failure) {
      // The code and message only: a parser's error can hold the request's body or upload.
      request.log.info(
        { code: codeOf(error), status: failure.status },
        `request refused: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
      );
      return reply.code(failure.status).send(failure.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: commonMessages.unexpected, code: commonErrorCodes.unexpected });
  });
}
