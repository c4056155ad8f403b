import { useState } from 'react';
import { ActionError } from '../../../lib/api-client.ts';

/** A message for each field that was refused, by the field's name. */
export type FieldErrors = Record<string, string | undefined>;

/** The first message of each field a contract schema refused. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The fields a failed action named; none for a failure that was not the server's answer. */
export const serverFieldErrorsOf = (error: Error): FieldErrors =>
  error instanceof ActionError ? (error.failure.fields ?? {}) : {};

/** The lines of a text area that hold something, trimmed (ISBNs, one a line). */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A form of text fields: their values, their errors, `field(name)` giving a Mantine input its
 * value, error and change handler, and `reset` to empty the form after a save.
 */
export function useTextFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof Values & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (change: { currentTarget: { value: string } }) => {
      const value = change.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, errors, setErrors, field, reset };
}
