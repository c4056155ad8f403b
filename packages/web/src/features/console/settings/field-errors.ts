import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { commonMessages } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';

/** The first message of each wire field a schema refused, keyed 'taxes.0.rate_percent'. */
export function fieldsOfIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** The form field a wire field's message belongs on: itself, or the nearest field holding it (a list typed as text). */
function fieldFor<T extends FieldValues>(form: UseFormReturn<T>, key: string): string | null {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    const value: unknown = form.getValues(candidate as Path<T>);
    if (value !== undefined && (typeof value !== 'object' || value === null)) return candidate;
  }
  return null;
}

/**
 * Puts messages keyed by wire field on the form's fields (a draft whose names follow the wire's);
 * a message no field holds, and `root` when given, go on the form's root.
 */
export function showFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: Record<string, string>,
  root?: string,
) {
  const leftOver: string[] = [];
  let shouldFocus = true;
  for (const [key, message] of Object.entries(fields)) {
    const field = fieldFor(form, key);
    if (field === null) {
      leftOver.push(message);
      continue;
    }
    form.setError(field as Path<T>, { type: 'validate', message }, { shouldFocus });
    shouldFocus = false;
  }
  const rootMessage = [root, ...leftOver].filter(Boolean).join(' ');
  if (rootMessage) form.setError('root', { type: 'validate', message: rootMessage });
}

/** A failed save's messages on the form, as showFieldErrors puts them. */
export function showServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  if (!(error instanceof ActionError)) {
    form.setError('root', { type: 'server', message: commonMessages.unexpected });
    return;
  }
  showFieldErrors(form, error.failure.fields ?? {}, error.failure.error);
}
