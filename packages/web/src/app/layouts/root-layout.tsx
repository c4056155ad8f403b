import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchContactAndHours } from '../../features/store/api.ts';
import { PageSkeleton } from '../../components/ui/page-skeleton.tsx';
import { useSession } from '../../entities/session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';
import { SiteFooter } from '../shell/site-footer.tsx';
import { showsLegacySiteBanner } from '../shell/legacy-site.ts';
import { siteGate } from '../shell/site-gate.ts';
import { SiteHeader } from '../shell/site-header.tsx';
import { useAnalytics, usePageTitle, useScrollRules } from '../shell/use-shell-effects.ts';

// Only private and closed stores show the gate, so its page loads when it is needed.
const SiteGatePage = lazy(() => import('../shell/site-gate-page.tsx').then((m) => ({ default: m.SiteGatePage })));

// Only customers of a store with a previous site see the banner, so it loads when it is shown.
const LegacySiteBanner = lazy(() =>
  import('../shell/legacy-site-banner.tsx').then((m) => ({ default: m.LegacySiteBanner })),
);

const LocationDialog = lazy(() =>
  import('../../features/store/components/location-dialog.tsx').then((m) => ({ default: m.LocationDialog })),
);

const promptedKey = (storeId: string, sessionId: string) => `bookfront.locationPrompted.${storeId}.${sessionId}`;

function wasPrompted(storeId: string, sessionId: string) {
  try {
    return localStorage.getItem(promptedKey(storeId, sessionId)) !== null;
  } catch {
    // without storage the dialog simply opens on each visit until a location is chosen
    return false;
  }
}

function markPrompted(storeId: string, sessionId: string) {
  try {
    localStorage.setItem(promptedKey(storeId, sessionId), '1');
  } catch {
    // without storage nothing remembers that the dialog was shown
  }
}

/** docs/features/shell-and-navigation.md#location-choice: the location dialog opens by itself the first time a location must be picked. */
function useLocationPrompt({
  shouldPrompt,
  storeId,
  sessionId,
}: {
  shouldPrompt: boolean;
  storeId: string;
  sessionId: string;
}) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shouldPrompt || wasPrompted(storeId, sessionId)) return;
    // The dialog opens with the locations' addresses and hours in it: drawn first without them, it
    // grew as they arrived and moved under the visitor's eyes.
    let cancelled = false;
    void prefetchContactAndHours(queryClient, storeId).then(() => {
      if (cancelled) return;
      markPrompted(storeId, sessionId);
      setOpened(true);
    });
    return () => {
      cancelled = true;
    };
  }, [shouldPrompt, storeId, sessionId, queryClient]);
  return [opened, setOpened] as const;
}

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById('main-content');
  main?.focus();
  main?.scrollIntoView();
}

export function RootLayout() {
  const settings = useSiteSettings();
  const session = useSession();
  const { pathname } = useLocation();
  const gate = siteGate(settings, session, pathname);
  const [locationOpen, setLocationOpen] = useLocationPrompt({
    shouldPrompt: session.pick_location && settings.store_info.is_multistore && gate === null,
    storeId: settings.store_info.id,
    sessionId: session.session_id,
  });

  const locationMounted = useMountedOnce(locationOpen);

  usePageTitle(settings, session);
  useScrollRules();
  useAnalytics(settings.store_info.google_analytics_code);

  if (gate) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <SiteGatePage kind={gate} />
      </Suspense>
    );
  }

  return (
    <>
      <a href="#main-content" className="bf-skip-link" onClick={focusMain}>
        Skip to content
      </a>
      {showsLegacySiteBanner(settings, session) ? (
        <Suspense fallback={null}>
          <LegacySiteBanner />
        </Suspense>
      ) : null}
      <SiteHeader onChooseLocation={() => setLocationOpen(true)} />
      <main id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {settings.store_info.is_multistore && locationMounted ? (
        <Suspense fallback={null}>
          <LocationDialog opened={locationOpen} onClose={() => setLocationOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
