import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { consoleMessages as messages } from '@bookfront/contract';

/** A console form's end: what went wrong, what was saved, Save, Cancel when it can be left, and any other buttons. */
export function FormFooter({
  failure,
  notice = null,
  isSaving,
  onCancel,
  children,
}: {
  failure: string | null | undefined;
  notice?: string | null;
  isSaving: boolean;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {failure ? (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      ) : null}
      {notice ? (
        <Text size="sm" role="status">
          {notice}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button type="submit" loading={isSaving}>
          {messages.save}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {messages.cancel}
          </Button>
        ) : null}
        {children}
      </Group>
    </Stack>
  );
}
