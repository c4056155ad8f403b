import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { isExternalPath, type NavigationSubitem, type SiteSettings } from '@bookfront/contract';
import { allNavigationItems } from './shell/navigation.ts';

const HomePage = lazy(() => import('./pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const CustomPage = lazy(() =>
  import('../features/content/pages/custom-page.tsx').then((m) => ({ default: m.CustomPage })),
);
const ContactHoursPage = lazy(() =>
  import('../features/store/pages/contact-hours-page.tsx').then((m) => ({ default: m.ContactHoursPage })),
);
const EventsPage = lazy(() =>
  import('../features/events/pages/events-page.tsx').then((m) => ({ default: m.EventsPage })),
);
const FeaturesPage = lazy(() =>
  import('../features/featured-lists/pages/features-page.tsx').then((m) => ({ default: m.FeaturesPage })),
);
const GiftCardsPage = lazy(() =>
  import('../features/giftcards/pages/gift-cards-page.tsx').then((m) => ({ default: m.GiftCardsPage })),
);

/** docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: the page a navigation item's type shows at its path; null for none (link items). */
export function navigationElement(item: NavigationSubitem, path: string): ReactNode | undefined {
  switch (item.type) {
    case 'home':
      return <HomePage />;
    case 'browse':
      return <Navigate to={item.search && !isExternalPath(item.search) ? item.search : '/browse'} replace />;
    case 'lists':
      return null; // spec: renders nothing
    case 'unlinked':
      return path === '/events' ? <EventsPage /> : null;
    case 'custom':
    case 'custom_lists':
    case 'v3_content':
      return <CustomPage title={item.label} pageId={item.id} />;
    case 'gift_cards':
      return <GiftCardsPage />;
    case 'contact_and_hours':
      return <ContactHoursPage />;
    case 'events':
      return <EventsPage />;
    case 'features':
      return <FeaturesPage />;
    case 'link':
      return undefined; // an external address has no route
  }
}

function normalizePath(path: string) {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Routes for navigation items whose paths the shell does not already own. */
export function navigationRoutes(settings: SiteSettings, builtInSegments: ReadonlySet<string>): RouteObject[] {
  const seen = new Set<string>();
  const routes: RouteObject[] = [];
  for (const item of allNavigationItems([settings.site_navigation, settings.extra_navigation])) {
    if (item.type === 'link' || isExternalPath(item.path) || !item.path) continue;
    const path = normalizePath(item.path);
    const firstSegment = path.split('/')[1] ?? '';
    if (path === '/' || builtInSegments.has(firstSegment) || seen.has(path)) continue;
    const element = navigationElement(item, path);
    if (element === undefined) continue;
    seen.add(path);
    routes.push({ path: path.slice(1), element });
  }
  return routes;
}
