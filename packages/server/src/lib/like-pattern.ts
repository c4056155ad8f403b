import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` for LIKE on a lower-cased column, with its own % and _ (and the escape character) taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `lower(column) LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export const lowerLike = (column: Expression<unknown>, pattern: string) =>
  sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
