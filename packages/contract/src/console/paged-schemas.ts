import { z } from 'zod';

/** The page a console list asks for: 1 and up (a form's text is read as a number). */
export const consolePageNumberSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * A console list's page as the server answers it: its rows under `key` ('rows' unless the list
 * names them), the page number and whether an older page follows.
 */
export function pagedRows<Row extends z.ZodType, Key extends string = 'rows'>(row: Row, key?: Key) {
  const rows = { [key ?? 'rows']: z.array(row) } as Record<Key, z.ZodArray<Row>>;
  return z.object({ ...rows, page: z.number().int(), has_more: z.boolean() });
}
