import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { storeStylesSchema, type StoreStyles } from '@bookfront/contract';
import { buildTheme } from './theme.ts';
import './mantine-styles.ts';
import './global.css';

const defaultStyles = storeStylesSchema.parse({});

/**
 * Toasts (spec 2 §9: 2–3 seconds) for outcomes that have no place on the page. Loaded after first
 * paint: a toast shown earlier waits in the notifications store until this mounts.
 */
const Notifications = lazy(() =>
  import('./notifications.tsx').then((module) => ({ default: module.StoreNotifications })),
);

/** Mantine themed at run time from the store's styles (the defaults until settings are known). */
export function ThemeProvider({ styles = defaultStyles, children }: { styles?: StoreStyles; children: ReactNode }) {
  const { theme, cssVariablesResolver } = useMemo(() => buildTheme(styles), [styles]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
