import { defineActions } from '../actions/define.ts';
import { logErrorInputSchema, logErrorResultSchema } from './schemas.ts';

/** Errors the web app reports from shoppers' browsers (docs/architecture.md). */
export const logActionTable = defineActions({
  'log/error': {
    summary: 'Records an uncaught error from the web app; cross-origin script errors without detail are dropped.',
    input: logErrorInputSchema,
    output: logErrorResultSchema,
    errors: [],
    access: 'private-site-open',
  },
});
