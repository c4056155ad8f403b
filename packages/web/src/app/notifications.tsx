import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export function StoreNotifications() {
  return <Notifications position="top-center" autoClose={3000} limit={3} />;
}
