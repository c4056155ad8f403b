import { defineAction, tableOf } from '../actions/define.ts';
import { logErrorInputSchema, logErrorResultSchema } from './schemas.ts';

export const logErrorAction = defineAction({
  name: 'log/error',
  input: logErrorInputSchema,
  output: logErrorResultSchema,
  errors: [],
  access: 'private-site-open',
});

/** Errors the web app reports from shoppers' browsers (docs/architecture.md). */
export const logActionTable = tableOf(logErrorAction);
