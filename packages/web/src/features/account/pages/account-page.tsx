import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { rememberPostLoginPath } from '../../../entities/session/post-login.ts';
import { useSession } from '../../../entities/session/session.ts';
import { takePathAfterSessionChange } from '../../../entities/session/after-session-change.ts';

const view = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));

const LoginView = view(() => import('./login-view.tsx'), 'LoginView');
const SignupView = view(() => import('./signup-view.tsx'), 'SignupView');
const VerifyView = view(() => import('./verify-view.tsx'), 'VerifyView');
const CreateView = view(() => import('./create-view.tsx'), 'CreateView');
const ForgotView = view(() => import('./forgot-view.tsx'), 'ForgotView');
const FinishedView = view(() => import('./finished-view.tsx'), 'FinishedView');
const DetailsView = view(() => import('./details-view.tsx'), 'DetailsView');
const LinkedAccountsView = view(() => import('./linked-accounts-view.tsx'), 'LinkedAccountsView');
const AddressBookPage = view(() => import('../address-book/address-book-page.tsx'), 'AddressBookPage');
const OrdersView = view(() => import('../orders/order-history-view.tsx'), 'OrderHistoryView');
const CompleteView = view(() => import('../orders/order-complete-redirect.tsx'), 'OrderCompleteRedirect');

/** Without the lists page the router gives it, /account/lists opens the account details. */
function NoListsView() {
  return <Navigate to="/account/details" replace />;
}

/** docs/features/accounts.md#login-and-logout: what a logged-out visitor may open. */
const loggedOutViews: Record<string, ComponentType> = {
  login: LoginView,
  signup: SignupView,
  create: CreateView,
  forgot: ForgotView,
  verify: VerifyView,
};

/** …and what a logged-in customer may open. */
const loggedInViews: Record<string, ComponentType> = {
  details: DetailsView,
  lists: NoListsView,
  orders: OrdersView,
  // docs/features/accounts.md#sessions: the order page without an id is the order history.
  order: OrdersView,
  link: LinkedAccountsView,
  addresses: AddressBookPage,
  finished: FinishedView,
};

const hasView = (views: Record<string, ComponentType>, name: string) => Object.hasOwn(views, name);

/** A path that would only bring a logged-in visitor straight back here. */
function isLoggedOutPath(path: string) {
  const [first, second = ''] = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  return first === 'forgot-password' || (first === 'account' && hasView(loggedOutViews, second));
}

/**
 * The session changed under an account view (a sign-in on a logged-out view, a sign-out or
 * deletion on a logged-in one): go where that change asked, otherwise to the side's default view.
 * Guarded so a re-run effect cannot navigate twice.
 */
function SessionChangeRedirect({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const path = takePathAfterSessionChange({ loggedIn });
    const fallback = loggedIn ? '/account/details' : '/account/login';
    const usable = path && !(loggedIn && isLoggedOutPath(path));
    // A replacing navigation keeps the scroll position, but this is a new page (the welcome after
    // Create Account, at the foot of a long form): it opens at the top like any other.
    window.scrollTo(0, 0);
    void navigate(usable ? path : fallback, { replace: true });
  }, [navigate, loggedIn]);
  return null;
}

/** docs/features/accounts.md#login-and-logout: a logged-out visitor to the link view logs in first and comes back to it. */
function LinkLoginRedirect() {
  const { search } = useLocation();
  rememberPostLoginPath(`/account/link${search}`);
  return <Navigate to="/account/login" replace />;
}

/**
 * /account/{view} (docs/features/accounts.md#sessions), /account and /account/orders. The lists view
 * belongs to the lists feature, so the router hands it in (docs/features/lists.md#account-lists).
 */
export function AccountPage({ listsView }: { listsView?: ComponentType } = {}) {
  const { view: viewParam } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const name = viewParam ?? pathname.split('/').filter(Boolean).at(-1) ?? '';

  let content;
  if (name === 'complete') {
    // docs/features/orders.md#order-confirmation: the view 'complete' is the confirmation of the order just placed.
    content = <CompleteView />;
  } else if (session.logged_in) {
    if (hasView(loggedInViews, name)) {
      // Each view sets its own width (docs/features/accounts.md#login-and-logout) through AccountCard or its container.
      const View = (name === 'lists' ? listsView : undefined) ?? loggedInViews[name] ?? DetailsView;
      content = <View />;
    } else if (hasView(loggedOutViews, name)) {
      content = <SessionChangeRedirect loggedIn />;
    } else {
      content = <Navigate to="/account/details" replace />;
    }
  } else if (hasView(loggedOutViews, name)) {
    const View = loggedOutViews[name] ?? LoginView;
    content = <View />;
  } else if (name === 'link') {
    content = <LinkLoginRedirect />;
  } else if (hasView(loggedInViews, name)) {
    content = <SessionChangeRedirect loggedIn={false} />;
  } else {
    content = <Navigate to="/account/login" replace />;
  }
  return <Suspense fallback={<PageSkeleton />}>{content}</Suspense>;
}
