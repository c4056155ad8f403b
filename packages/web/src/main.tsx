// First: modules below parse with zod while they load (providers.tsx).
import './lib/zod-config.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installErrorLogging } from './app/start-up/error-logging.ts';
import { preloadPage } from './app/router.tsx';
import { preloadDesktopHeader } from './app/shell/site-header.tsx';
import { guestSession, sessionKeys } from './entities/session/session.ts';
import { webstoreNameFromPath } from './features/store/api.ts';
import { createQueryClient, listenForWindowFocus } from './lib/query-client.ts';

installErrorLogging();
listenForWindowFocus();
const landingPageLoaded = preloadPage(window.location.pathname);
preloadDesktopHeader();

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const webstoreName = webstoreNameFromPath(window.location.pathname);

// The server drew the home, browse or item page into #root for a visitor without a session, as a
// guest (entry-server.tsx, docs/decisions/0048-server-rendered-first-screen.md). The browser
// hydrates it as the same guest, then asks for the visitor's session; a press held until then
// acts in that session, not the guest's stand-in (docs/architecture.md#a-press-before-the-app-is-ready).
const isServerRendered = root.firstElementChild !== null;
if (isServerRendered) queryClient.setQueryData(sessionKeys.all, guestSession);
const loadSession = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });

// The first render waits for the landing page's code, which the page's head had the browser fetch
// alongside this chunk, so it draws the page rather than a skeleton that is replaced a moment later.
// As a transition, it yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (Total Blocking Time on phones); hydration yields likewise.
void landingPageLoaded.then(() => {
  if (isServerRendered) {
    hydrateRoot(root, <App queryClient={queryClient} webstoreName={webstoreName} onMounted={loadSession} />);
  } else {
    startTransition(() => createRoot(root).render(<App queryClient={queryClient} webstoreName={webstoreName} />));
  }
});
