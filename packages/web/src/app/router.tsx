import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, StaticRouter, useParams, useRoutes, type RouteObject } from 'react-router';
import {
  browseSubpages,
  builtInPagesOf,
  builtInSegments,
  isExternalPath,
  normalizePagePath,
  resolveBrowseId,
  shellMessages,
  type BuiltInPagePath,
  type SiteSettings,
} from '@bookfront/contract';
import { useSiteSettings } from '../lib/site-settings.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RouteErrorBoundary } from './pages/route-error.tsx';
import { navigationRoutes } from './navigation-routes.tsx';

// The landing page's chunk is fetched with the page and loaded before the first render (preloadPage).
const HomePage = lazyPage(() => import('./pages/home-page.tsx').then((m) => m.HomePage));
// `/`: the landing page when the store has one, else the home page (docs/features/custom-pages.md#landing-page).
const RootPage = lazyPage(() => import('./pages/home-page.tsx').then((m) => m.RootPage));
const BrowsePage = lazyPage(() => import('../features/browse/pages/browse-page.tsx').then((m) => m.BrowsePage));
const ItemPage = lazyPage(() => import('../features/item/pages/item-page.tsx').then((m) => m.ItemPage));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const ExternalRedirect = lazy(() =>
  import('./pages/external-redirect.tsx').then((m) => ({ default: m.ExternalRedirect })),
);
const ShortcutPage = lazy(() => import('./pages/shortcut-page.tsx').then((m) => ({ default: m.ShortcutPage })));
const TestMenuPage = lazy(() => import('./pages/test-menu-page.tsx').then((m) => ({ default: m.TestMenuPage })));
const ContactHoursPage = lazy(() =>
  import('../features/store/pages/contact-hours-page.tsx').then((m) => ({ default: m.ContactHoursPage })),
);
const ListPage = lazy(() => import('../features/lists/pages/list-page.tsx').then((m) => ({ default: m.ListPage })));
const SharedListPage = lazy(() =>
  import('../features/lists/pages/shared-list-page.tsx').then((m) => ({ default: m.SharedListPage })),
);
const FeaturesPage = lazy(() =>
  import('../features/featured-lists/pages/features-page.tsx').then((m) => ({ default: m.FeaturesPage })),
);
const EventsPage = lazy(() =>
  import('../features/events/pages/events-page.tsx').then((m) => ({ default: m.EventsPage })),
);
const GiftRegistryPage = lazy(() =>
  import('../features/registry/pages/gift-registry-page.tsx').then((m) => ({ default: m.GiftRegistryPage })),
);
const GiftCardsPage = lazy(() =>
  import('../features/giftcards/pages/gift-cards-page.tsx').then((m) => ({ default: m.GiftCardsPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/pages/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage })),
);
const CartPage = lazy(() => import('../features/cart/pages/cart-page.tsx').then((m) => ({ default: m.CartPage })));
const SharedCartPage = lazy(() =>
  import('../features/cart/pages/shared-cart-page.tsx').then((m) => ({ default: m.SharedCartPage })),
);
const Checkout2Page = lazy(() =>
  import('../features/checkout/pages/checkout2-page.tsx').then((m) => ({ default: m.Checkout2Page })),
);
const AccountPage = lazy(() =>
  import('../features/account/pages/account-page.tsx').then((m) => ({ default: m.AccountPage })),
);
const AccountListsPage = lazy(() =>
  import('../features/lists/pages/account-lists-page.tsx').then((m) => ({ default: m.AccountListsPage })),
);
const OrderPage = lazy(() =>
  import('../features/account/pages/order-page.tsx').then((m) => ({ default: m.OrderPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/account/pages/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/content/pages/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
// docs/features/store-console.md: the console is a chunk of its own, never in a shopper's download.
const ConsoleApp = lazy(() =>
  import('../features/console/pages/console-app.tsx').then((m) => ({ default: m.ConsoleApp })),
);
const PdfPage = lazy(() => import('../features/reports/pages/pdf-page.tsx').then((m) => ({ default: m.PdfPage })));

/** docs/features/shell-and-navigation.md#routes: `/` is the home page, or the store's alternate_home. */
function HomeRoute() {
  const settings = useSiteSettings();
  const alternate = settings.store_info.alternate_home.trim();
  if (isExternalPath(alternate)) return <ExternalRedirect href={alternate} />;
  const path = alternate === '' ? '/' : alternate.startsWith('/') ? alternate : `/${alternate}`;
  if (normalizePagePath(path) === '/') return <RootPage />;
  return <Navigate to={path} replace />;
}

/** docs/features/shell-and-navigation.md#browse-ids: /browse/{id} opens the filter of the browse navigation item or url shortcut `id`. */
function BrowseRoute() {
  const settings = useSiteSettings();
  const { '*': rest = '' } = useParams();
  const [first, ...more] = rest.split('/').filter(Boolean);
  if (first === undefined || (browseSubpages as readonly string[]).includes(first.toLowerCase())) return <BrowsePage />;
  const target = more.length === 0 ? resolveBrowseId(settings, first) : null;
  if (target === null) return <NotFoundPage detail={shellMessages.unknownBrowsePage(first)} />;
  return <Navigate to={target} replace />;
}

/** /r/ei/{id} and /r/eigr/{id} lead to the item page. */
function ItemRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/item/${encodeURIComponent(id)}`} replace />;
}

export { builtInSegments };

/**
 * Loads the code of the page at `pathname` (home, browse or item; the first segment may be a
 * store's basename), whose chunks the server names in the page's head, so that the first render
 * draws the page itself. A guess only: the router still decides, and a wrong guess costs one
 * download. Resolves when the code is loaded or failed to load, at once for other pages.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const first = segments[0] ?? '';
  const page = (first === '' || builtInSegments.has(first) ? first : segments[1]) ?? '';
  const pages: Record<string, { preload: () => Promise<unknown> }> = {
    '': RootPage,
    home: HomePage,
    browse: BrowsePage,
    item: ItemPage,
  };
  // A failed load is the page's to report when it renders (RouteErrorBoundary).
  await pages[page]?.preload().catch(() => undefined);
}

/** The element of each built-in page (the paths are the contract's, which the server also answers). */
function builtInElements(): Record<BuiltInPagePath, ReactNode> {
  return {
    '': <HomeRoute />,
    home: <HomePage />,
    'browse/*': <BrowseRoute />,
    'item/:eisbn': <ItemPage />,
    'item/:eisbn/lists/:listId': <ItemPage />,
    'r/ei/:id': <ItemRedirect />,
    'r/eigr/:id': <ItemRedirect />,
    'lists/cartable/:listId': <ListPage />,
    'lists/cartable/:listId/:pageId': <ListPage />,
    'lists/shared/:token': <SharedListPage />,
    'lists/shared/:token/:pageId': <SharedListPage />,
    'lists/:listId': <ListPage />,
    'lists/:listId/:pageId': <ListPage />,
    features: <FeaturesPage />,
    events: <EventsPage />,
    'events/:filter': <EventsPage />,
    'gift-registry': <GiftRegistryPage />,
    'gift-registry/:id': <GiftRegistryPage />,
    'gift-cards': <GiftCardsPage />,
    checkout: <Navigate to="/checkout/cart" replace />,
    'checkout/cart': <CartPage />,
    'checkout/shared': <SharedCartPage />,
    'checkout/:progress': <CheckoutPage />,
    checkout2: <Checkout2Page />,
    'checkout2/:progress': <Checkout2Page />,
    account: <AccountPage />,
    'account/orders': <AccountPage />,
    'account/order/:id': <OrderPage />,
    'account/:view': <AccountPage listsView={AccountListsPage} />,
    'forgot-password': <ForgotPasswordPage />,
    'privacy-policy': <PrivacyPolicyPage />,
    'pdf/:id': <PdfPage />,
    test: <TestMenuPage />,
    'contact-hours': <ContactHoursPage />,
    // Drawn outside the storefront's layout (appRoutes).
    'console/*': null,
  };
}

/** Every route of docs/features/shell-and-navigation.md#routes, then navigation-item paths, url shortcuts and the 404. */
export function appRoutes(settings: SiteSettings): RouteObject[] {
  const elements = builtInElements();
  const pages: RouteObject[] = [
    ...builtInPagesOf(settings)
      .filter((route) => route.path !== 'console/*')
      .map((route): RouteObject =>
        route.path === ''
          ? { index: true, element: elements[''] }
          : { path: route.path, element: elements[route.path] },
      ),
    // docs/features/store-settings.md#privacy-policy: a store without one says so, and where to ask, on its 404.
    ...(settings.has_privacy_policy_page ? [] : [{ path: 'privacy-policy', element: <PrivacyPolicyPage /> }]),
    ...navigationRoutes(settings),
    { path: ':key', element: <ShortcutPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
  return [
    // docs/features/store-console.md: the console has its own layout, without the storefront's header and footer.
    {
      path: '/console/*',
      element: (
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <ConsoleApp />
          </Suspense>
        </RouteErrorBoundary>
      ),
    },
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      // A pathless route keeps the header and footer when a page fails.
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: pages,
        },
      ],
    },
  ];
}

/** The parts of the settings that shape the routes; the router is rebuilt only when they change. */
function routeSignature(settings: SiteSettings) {
  return JSON.stringify([
    settings.basename,
    settings.site_navigation,
    settings.extra_navigation,
    settings.gift_registry_enabled,
    settings.has_privacy_policy_page,
    settings.url_shortcuts,
    settings.store_info.alternate_home,
  ]);
}

function AppRoutes({ settings }: { settings: SiteSettings }) {
  const signature = routeSignature(settings);
  const routes = useMemo(
    () => appRoutes(settings),
    // Rebuilt only when the route-shaping settings change, not on every settings refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );
  return useRoutes(routes);
}

/**
 * The routes in react-router's declarative mode: the app loads its data with TanStack Query, not
 * route loaders, and the data router's code would add about 16 KB (gzip) to every page. On the
 * server (`location` given) the routes are those of the requested address.
 */
export function AppRouter({ settings, location }: { settings: SiteSettings; location?: string }) {
  const basename = settings.basename || '/';
  // Only the server's build draws a given address: the browser's leaves StaticRouter out.
  if (import.meta.env.SSR && location !== undefined) {
    return (
      <StaticRouter basename={basename} location={location}>
        <AppRoutes settings={settings} />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes settings={settings} />
    </BrowserRouter>
  );
}
