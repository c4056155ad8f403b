import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { consoleSettingsMessages as messages } from '@bookfront/contract';

/** A settings form's end: what went wrong, what was saved, Save and any other buttons. */
export function FormFooter({
  failure,
  notice,
  isSaving,
  children,
}: {
  failure: string | null | undefined;
  notice: string | null;
  isSaving: boolean;
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
      <Group>
        <Button type="submit" loading={isSaving}>
          {messages.save}
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
