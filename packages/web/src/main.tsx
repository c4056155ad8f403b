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
const landingPageLoaded = preloadPage(window.location.pathname);
preloadDesktopHeader();

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render waits for the landing page's code, which the page's head had the browser fetch
// alongside this chunk, so it draws the page rather than a skeleton that is replaced a moment later.
// As a transition, it yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (Total Blocking Time on phones).
void landingPageLoaded.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StartUp webstoreName={webstoreNameFromPath(window.location.pathname)} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  ),
);
