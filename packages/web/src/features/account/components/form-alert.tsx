import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's own message (the server's `error`, or the form-wide one), read out when it appears. */
export function FormAlert({ message, children }: { message?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
      {message}
      {children}
    </Alert>
  );
}
