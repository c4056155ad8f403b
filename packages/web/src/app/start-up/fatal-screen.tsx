import { Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { shellMessages } from '@bookfront/contract';
import { clearSession } from '../../features/session/api.ts';
import { clearCachedSettings } from '../../features/store/api.ts';

/** docs/features/shell-and-navigation.md#start-up: settings or session could not load. */
export function FatalScreen() {
  const handleRefresh = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      await clearSession();
    } catch {
      // the server may be the thing that is down; reloading is still the best next step
    }
    clearCachedSettings();
    window.location.reload();
  };

  return (
    <Stack component="main" align="center" justify="center" gap="md" mih="100vh" p="xl" ta="center">
      <IconAlertTriangle size={44} stroke={1.5} aria-hidden />
      <Text size="lg" role="alert" maw={520}>
        {shellMessages.fatalError}
      </Text>
      <Anchor href={window.location.href} onClick={handleRefresh} fw={600} size="lg" underline="always">
        {shellMessages.clickToRefresh}
      </Anchor>
    </Stack>
  );
}
