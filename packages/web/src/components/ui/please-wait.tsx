import { Loader, Stack, Text } from '@mantine/core';
import { shellMessages } from '@bookfront/contract';

/** Spec 1 §2 "Start-up": shown while settings and session load. */
export function PleaseWait() {
  return (
    <Stack align="center" justify="center" gap="md" mih="100vh" role="status" aria-live="polite">
      <Loader color="brand" size="lg" aria-hidden />
      <Text size="lg">{shellMessages.pleaseWait}</Text>
    </Stack>
  );
}
