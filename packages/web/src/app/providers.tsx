import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { storeStylesSchema, type StoreStyles } from '@bookfront/contract';
import { buildTheme } from './theme.ts';
import './mantine-styles.ts';
import './global.css';

const defaultStyles = storeStylesSchema.parse({});

/** Mantine themed at run time from the store's styles (the defaults until settings are known). */
export function ThemeProvider({ styles = defaultStyles, children }: { styles?: StoreStyles; children: ReactNode }) {
  const { theme, cssVariablesResolver } = useMemo(() => buildTheme(styles), [styles]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Toasts (spec 2 §9: 2–3 seconds) for outcomes that have no place on the page. */}
      <Notifications position="top-center" autoClose={3000} limit={3} />
      {children}
    </MantineProvider>
  );
}
