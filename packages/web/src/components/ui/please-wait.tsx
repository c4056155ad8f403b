import { Loader, Stack, Text } from '@mantine/core';
import { shellMessages } from '@bookfront/contract';

/** docs/features/shell-and-navigation.md#start-up: shown while settings and session load. */
export function PleaseWait() {
  return (
    <Stack align="center" justify="center" gap="md" mih="100vh" role="status" aria-live="polite">
      <Loader color="brand" size="lg" aria-hidden />
      <Text size="lg">{shellMessages.pleaseWait}</Text>
    </Stack>
  );
}
