import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { limits, type Session, type SiteSettings } from '@bookfront/contract';
import { chosenLocationName } from '../../entities/location/location-names.ts';
import { pageTitle } from './page-title.ts';

/** docs/features/shell-and-navigation.md#page-titles-and-scrolling. */
export function usePageTitle(settings: SiteSettings, session: Session) {
  const { pathname } = useLocation();
  const storeName = settings.store_info.name;
  const locationName = chosenLocationName(settings, session);
  const { site_navigation: siteNavigation, extra_navigation: extraNavigation } = settings;
  useEffect(() => {
    const title = pageTitle(pathname, { storeName, locationName, navigation: [siteNavigation, extraNavigation] });
    if (title) document.title = title;
  }, [pathname, storeName, locationName, siteNavigation, extraNavigation]);
}

// The plain catalogue counts too: choosing its first filter is a filter change.
const isBrowseFilter = (pathname: string) => pathname === '/browse' || pathname.startsWith('/browse/filter');

/** docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: top of the page on push navigation (not between browse filters); hash anchors after 1 s. */
export function useScrollRules() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (navigationType !== 'PUSH') return;
    if (isBrowseFilter(previous) && isBrowseFilter(location.pathname)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);

  useEffect(() => {
    if (!location.hash) return;
    const timer = window.setTimeout(() => {
      let id = location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // keep the raw anchor
      }
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, limits.hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [location.key, location.hash]);
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Loads Google's gtag once for the store's analytics code (nothing at all when it is empty). */
export function loadAnalytics(code: string) {
  if (!code || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag reads the `arguments` object itself, so it is pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', code, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(code)}`;
  document.head.appendChild(script);
}

/** docs/features/store-settings.md#store-info: client page views are reported to analytics. */
export function useAnalytics(code: string) {
  const location = useLocation();
  useEffect(() => {
    if (!code) return;
    loadAnalytics(code);
    // The title effect runs in the same commit; wait a frame so the view carries the new title.
    const frame = window.requestAnimationFrame(() => {
      window.gtag?.('event', 'page_view', {
        send_to: code,
        page_location: window.location.href,
        page_path: window.location.pathname + window.location.search,
        page_title: document.title,
      });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [code, location.key, location.pathname, location.search]);
}
