// First: modules below parse with zod while they load (providers.tsx).
import './lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { installErrorLogging } from './app/start-up/error-logging.ts';
import { preloadPage } from './app/router.tsx';
import { preloadDesktopHeader } from './app/shell/site-header.tsx';
import { StartUp } from './app/start-up/start-up.tsx';
import { webstoreNameFromPath } from './features/store/api.ts';
import { createQueryClient, listenForWindowFocus } from './lib/query-client.ts';

installErrorLogging();
listenForWindowFocus();
preloadPage(window.location.pathname);
preloadDesktopHeader();

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (Total Blocking Time on phones).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StartUp webstoreName={webstoreNameFromPath(window.location.pathname)} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
