import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { defaultStoreStyles, type StoreStyles } from '@bookfront/contract';
import { buildTheme } from './theme.ts';
import './mantine-styles.ts';
import './global.css';
import './first-pages-styles.ts';

/**
 * Toasts (docs/features/shell-and-navigation.md#limits: 2–3 seconds) for outcomes that have no place on the page. Most visits show
 * none, so the container's chunk loads with the first toast, which waits in the notifications
 * store until the container mounts.
 */
const Notifications = lazy(() =>
  import('./notifications.tsx').then((module) => ({ default: module.StoreNotifications })),
);

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/** True from the first toast on, so the container stays mounted to animate the toasts out. */
function useHasShownToast() {
  const hasToastsNow = useSyncExternalStore(notificationsStore.subscribe, hasToasts, hasToasts);
  const [hasShown, setHasShown] = useState(hasToastsNow);
  if (hasToastsNow && !hasShown) setHasShown(true);
  return hasShown || hasToastsNow;
}

/**
 * Mantine themed at run time from the store's styles (the defaults until settings are known).
 * `env="test"` is for component tests: menus, popovers and dialogs open and close at once, with no
 * transition timers that a busy machine could leave half-run.
 */
export function ThemeProvider({
  styles = defaultStoreStyles,
  env = 'default',
  children,
}: {
  styles?: StoreStyles;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  const { theme, cssVariablesResolver } = useMemo(() => buildTheme(styles), [styles]);
  const hasShownToast = useHasShownToast();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {hasShownToast ? (
        <Suspense fallback={null}>
          <Notifications />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
