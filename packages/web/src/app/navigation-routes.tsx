import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { isExternalPath, navigationPages, type NavigationSubitem, type SiteSettings } from '@bookfront/contract';

const HomePage = lazy(() => import('./pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const CustomPage = lazy(() =>
  import('../features/home/pages/custom-page.tsx').then((m) => ({ default: m.CustomPage })),
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

/** docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: the page a navigation item's type shows at its path. */
export function navigationElement(item: NavigationSubitem, path: string): ReactNode {
  switch (item.type) {
    case 'home':
      return <HomePage />;
    case 'browse':
      return <Navigate to={item.search && !isExternalPath(item.search) ? item.search : '/browse'} replace />;
    case 'lists':
      return null; // renders nothing
    case 'unlinked':
      return path === '/events' ? <EventsPage /> : null;
    case 'custom':
    case 'custom_lists':
    case 'v3_content':
    case 'link': // an internal link no other page owns: the store's own page at that path
      return <CustomPage title={item.label} pageId={item.id} />;
    case 'gift_cards':
      return <GiftCardsPage />;
    case 'contact_and_hours':
      return <ContactHoursPage />;
    case 'events':
      return <EventsPage />;
    case 'features':
      return <FeaturesPage />;
  }
}

/** Routes for navigation items whose paths the shell does not already own. */
export function navigationRoutes(settings: SiteSettings): RouteObject[] {
  return navigationPages(settings).map(({ path, item }) => ({
    path: path.slice(1),
    element: navigationElement(item, path),
  }));
}
