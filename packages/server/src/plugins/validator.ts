import { commonMessages } from '@bookfront/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../lib/errors.ts';

/**
 * Parses with the contract schema. A message the schema gives wins (zod's precedence); otherwise
 * the shopper reads a plain sentence instead of zod's wording.
 */
const fallbackMessage = (issue: { input?: unknown }) =>
  issue.input === undefined ? commonMessages.required : commonMessages.invalidValue;

/** '/a/0/b' style paths become 'a.0.b'; the first message of each wire field is kept. */
export function toFieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: fallbackMessage });
    if (result.success) return { value: result.data };
    return { error: new ValidationError(toFieldMessages(result.error.issues)) };
  };
