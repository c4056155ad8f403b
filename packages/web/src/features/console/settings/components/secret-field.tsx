import { PasswordInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { consoleCheckoutSettingsMessages as messages, type ConsoleSecretState } from '@bookfront/contract';

/**
 * A stored secret: never shown back, only whether it is set and its last four; what is typed here
 * replaces it, and leaving it empty keeps it (docs/features/store-console.md#payment).
 */
export function SecretField<T extends FieldValues>({
  form,
  name,
  label,
  state,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  state: ConsoleSecretState;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <PasswordInput
      label={label}
      description={state.is_set ? messages.secretSet(state.last4) : messages.secretUnset}
      autoComplete="off"
      error={error}
      {...form.register(name)}
    />
  );
}
