import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StartUp } from './start-up/start-up.tsx';

/**
 * The whole web app, the same tree in the browser (main.tsx) and in the server's render
 * (entry-server.tsx), so that hydration finds the markup it would draw. `onMounted` runs once the
 * first render (or hydration) is committed.
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
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StartUp webstoreName={webstoreName} location={location} />
      </QueryClientProvider>
    </StrictMode>
  );
}
