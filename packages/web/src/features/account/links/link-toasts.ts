import { notifications } from '@mantine/notifications';
import { accountMessages } from '@bookfront/contract';

export const showLinkSuccess = (message: string) => notifications.show({ color: 'green', message });

/** docs/features/accounts.md#messages: every linking failure is the toast 'There was an error ({error})'. */
export const showLinkError = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: accountMessages.linkError(error instanceof Error ? error.message : String(error)),
  });
