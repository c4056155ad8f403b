import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionGetAction, tableOf, type Session, type SiteSettings } from '@bookfront/contract';
import { actionClient, apiClient } from '../../lib/api-client.ts';
import { takeFirstAnswer } from '../../lib/first-answers.ts';

const api = actionClient(tableOf(sessionGetAction));

export const sessionKeys = { all: ['session'] as const };

export async function fetchSession(): Promise<Session> {
  const session = await api.session.get();
  apiClient.setSessionId(session.session_id);
  return session;
}

/** The session the server answered for this visitor as it sent the page, if it embedded one. */
function embeddedSession(): Session | undefined {
  const session = takeFirstAnswer(sessionGetAction, {});
  if (session) apiClient.setSessionId(session.session_id);
  return session;
}

/**
 * docs/features/shell-and-navigation.md#start-up: the session is loaded at start-up and reloaded whenever the window regains focus.
 * It is not refetched on mount, so the many components that read it do not each ask again.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: fetchSession,
  initialData: embeddedSession,
  staleTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: 'always',
  retry: 1,
  retryDelay: 300,
});

/** The current session; the shell renders only once it has loaded. */
export function useSession(): Session {
  const { data } = useQuery(sessionQueryOptions);
  if (!data) throw new Error('useSession used before the session loaded');
  return data;
}

/** docs/features/cart.md#who-sees-the-cart: guests see the cart only when cart_enabled and guest_show_cart. */
export function canShowCart(
  settings: Pick<SiteSettings, 'cart_enabled' | 'guest_show_cart'>,
  session: Pick<Session, 'logged_in'>,
) {
  if (!settings.cart_enabled) return false;
  return session.logged_in || settings.guest_show_cart;
}

/**
 * What a visitor without a session is drawn as on the server's first screen, and while the browser
 * hydrates it: a guest with an empty cart and no location. The server never draws a customer's own
 * session (docs/decisions/0048-server-rendered-first-screen.md); the real one replaces this once
 * the page is interactive.
 */
export const guestSession: Session = {
  logged_in: false,
  session_id: '',
  user: null,
  location_id: null,
  pick_location: false,
  cart: {
    items: [],
    summary: {
      item_count: 0,
      total_quantity: 0,
      original_price: null,
      discounts: null,
      promo_codes: [],
      subtotal: null,
      taxes: [],
      shipping: null,
      total: null,
      total_gift_card_amount_used: 0,
      post_subtotal_discount: 0,
      is_shipping_tbd: false,
      contains_gift_registry_item: false,
      contains_gift_registry_shipping: false,
    },
    gift_cards: [],
    checksum: '',
    contains_unavailable: false,
    meets_order_min: true,
    can_click_collect: false,
  },
  wishlist: [],
  wishlist_id: null,
};
