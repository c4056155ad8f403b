import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Session, SiteSettings } from '@bookfront/contract';
import { ThemeProvider } from '../app/providers.tsx';
import { sessionQueryOptions } from '../entities/session/session.ts';
import { SiteSettingsProvider } from '../lib/site-settings.tsx';
import { sessionFixture, siteSettingsFixture } from './fixtures.ts';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` inside the shell's providers with a loaded session, at `path`. */
export function renderInShell(
  ui: ReactElement,
  {
    settings = siteSettingsFixture(),
    session = sessionFixture(),
    path = '/',
  }: { settings?: SiteSettings; session?: Session; path?: string } = {},
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, session);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider styles={settings.styles} env="test">
        <SiteSettingsProvider settings={settings}>{children}</SiteSettingsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(<RouterProvider router={router} />, { wrapper: Wrapper }), router, queryClient };
}
