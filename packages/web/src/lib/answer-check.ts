import type { ActionDefinition } from '@bookfront/contract';
import type { z } from 'zod';

/**
 * Whether this build checks the server's answers against the contract's output schemas. The server
 * checks every answer as it sends it (docs/architecture.md#the-path-of-one-request); development and tests
 * check them again in the browser, so a drift between server and contract shows at once. The
 * production build leaves the output schemas out, and zod with them, from every page
 * (docs/decisions/0059-first-pages-without-zod.md).
 */
export const checksAnswers = !import.meta.env.PROD;

type Checked<Definition extends Pick<ActionDefinition, 'output'>> =
  { success: true; data: z.output<Definition['output']> } | { success: false; error: unknown };

/** An answer of `definition`'s action, parsed with its output schema where this build checks answers. */
export function checkAnswer<Definition extends Pick<ActionDefinition, 'output'>>(
  definition: Definition,
  answer: unknown,
): Checked<Definition> {
  // The server sent it through the same schema, so it is already the schema's output.
  if (!checksAnswers) return { success: true, data: answer as z.output<Definition['output']> };
  const parsed = definition.output.safeParse(answer);
  if (!parsed.success) return { success: false, error: parsed.error };
  // The definition's own output schema parsed it.
  return { success: true, data: parsed.data as z.output<Definition['output']> };
}
