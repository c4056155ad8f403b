/** A write refused by a unique index (SQLite's constraint error or PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && /unique|duplicate key/i.test(`${error.message} ${Reflect.get(error, 'code') ?? ''}`);
