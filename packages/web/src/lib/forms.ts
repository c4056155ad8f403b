import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { commonMessages } from '@bookfront/contract';
import { ActionError } from './api-client.ts';

/**
 * Puts a failed action's messages on the form: each entry of `fields` on its field (when the form
 * has it) and `error` on `root`, so the shopper reads the same sentence whichever side caught it.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  if (!(error instanceof ActionError)) {
    form.setError('root', { type: 'server', message: commonMessages.unexpected });
    return;
  }
  const known = new Set(Object.keys(form.getValues()));
  let firstField = true;
  for (const [field, message] of Object.entries(error.failure.fields ?? {})) {
    // 'special_hours.2.date' lands on that row's field of a list the form holds.
    if (!known.has(field.split('.')[0] ?? field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: firstField });
    firstField = false;
  }
  form.setError('root', { type: 'server', message: error.failure.error });
}
