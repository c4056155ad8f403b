import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { signalHydrated } from './start-up/early-press.ts';
import { StartUp } from './start-up/start-up.tsx';

/**
 * The whole web app, the same tree in the browser (main.tsx) and in the server's render
 * (entry-server.tsx), so that hydration finds the markup it would draw. `onMounted` runs once the
 * first render (or hydration) is committed; once what it returns has settled, the page is marked
 * ready and a press held before then is made (docs/architecture.md#a-press-before-the-app-is-ready).
 */
export function App({
  queryClient,
  webstoreName,
  location,
  onMounted,
}: {
  queryClient: QueryClient;
  webstoreName: string;
  location?: string;
  onMounted?: () => unknown;
}) {
  useEffect(() => {
    void Promise.resolve(onMounted?.())
      .catch(() => undefined)
      .then(signalHydrated);
  }, [onMounted]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StartUp webstoreName={webstoreName} location={location} />
      </QueryClientProvider>
    </StrictMode>
  );
}
