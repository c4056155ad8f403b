import { commonErrorCodes, commonMessages, type Failure } from '@bookfront/contract';

/** An expected outcome with a status, a stable code and a message safe to show a shopper. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(options: { status: number; code: string; message: string; fields?: Record<string, string> }) {
    super(options.message);
    this.name = new.target.name;
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }

  toBody(): Failure {
    const hasFields = this.fields !== undefined && Object.keys(this.fields).length > 0;
    return { error: this.message, code: this.code, ...(hasFields ? { fields: this.fields } : {}) };
  }
}

export class BadRequestError extends AppError {
  constructor(code: string, message: string, fields?: Record<string, string>) {
    super({ status: 400, code, message, ...(fields ? { fields } : {}) });
  }
}

/** A payload that did not pass its contract schema; `fields` holds one message per wire field. */
export class ValidationError extends BadRequestError {
  constructor(fields: Record<string, string>) {
    super(commonErrorCodes.invalidInput, commonMessages.checkFields, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: string, message: string) {
    super({ status: 401, code, message });
  }
}

export class ForbiddenError extends AppError {
  constructor(code: string, message: string) {
    super({ status: 403, code, message });
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string, fields?: Record<string, string>) {
    super({ status: 404, code, message, ...(fields ? { fields } : {}) });
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string, fields?: Record<string, string>) {
    super({ status: 409, code, message, ...(fields ? { fields } : {}) });
  }
}

/** 429 with a message the shopper can read; Retry-After tells the client when to try again. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super({ status: 429, code: commonErrorCodes.rateLimited, message });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
