import { Alert, Text } from '@mantine/core';
import { consoleSettingsMessages } from '@bookfront/contract';
import { useConsoleNavigation } from '../api.ts';
import { NavigationForm } from './navigation-form.tsx';

/** docs/features/store-console.md#navigation: the menus as the store has them, then the editor. */
export function NavigationPanel() {
  const navigation = useConsoleNavigation();
  if (navigation.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {consoleSettingsMessages.loadFailed}
      </Alert>
    );
  }
  if (!navigation.data) {
    return (
      <Text size="sm" role="status">
        …
      </Text>
    );
  }
  return <NavigationForm navigation={navigation.data} />;
}
