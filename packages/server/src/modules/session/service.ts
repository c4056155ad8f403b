import {
  commonErrorCodes,
  limits,
  shellMessages,
  type Checksum,
  type Session,
  type Cart,
  type SessionUser,
} from '@bookfront/contract';
import type { SessionRow } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { randomToken, sha256Hex } from '../../lib/ids.ts';
import { nowSeconds, secondsPerDay } from '../../lib/time.ts';
import type { CartViewer } from '../cart/service.ts';
import type { StoreContext, StoreService } from '../store/service.ts';
import { viewerFor } from '../catalog/viewer.ts';
import { toSession } from './mapper.ts';
import type { SessionRepository } from './repository.ts';

export type SessionRecord = SessionRow;

const lifetimeSeconds = limits.sessionCookieDays * secondsPerDay;
/** Writing last_seen_at on every request would turn every read into a write. */
const touchIntervalSeconds = 60;

/** Who a logged-in session belongs to; the account module answers. */
export type SessionUserSource = {
  describeSessionUser(storeId: string, userId: string, corpId: string | null): Promise<SessionUser | null>;
};

/** A buyer's alt_addresses: the shipping addresses of the gift registries the cart buys for; the registry module answers. */
export type SessionRegistrySource = {
  shippingAddressesFor(storeId: string, registryIds: string[]): Promise<SessionUser['alt_addresses']>;
};

/** The session's cart; the cart module answers. */
export type SessionCartSource = {
  describeCart(viewer: CartViewer, cartId: string | null): Promise<Cart>;
  checksum(viewer: Pick<CartViewer, 'storeId' | 'locationId'>, cartId: string | null): Promise<string>;
  adoptOnLogin(viewer: CartViewer, guestCartId: string | null, userId: string): Promise<string | null>;
  createCart(storeId: string, userId: string | null): Promise<string>;
  discardCart(storeId: string, cartId: string): Promise<void>;
  emptyCart(storeId: string, cartId: string | null): Promise<void>;
};

/** Who is looking at a cart: the catalogue's viewer plus what pricing a cart needs. */
export function cartViewerFor(store: StoreContext, session: SessionRecord | null): CartViewer {
  const viewer = viewerFor(store, session);
  const location = store.locations.find((candidate) => candidate.id === viewer.locationId);
  return {
    ...viewer,
    isLoggedIn: session?.userId != null,
    orderMinCents: store.settings.order_min,
    // Taxes follow where the order is taken until checkout names a shipping address.
    taxes: store.settings.taxes,
    pickupRegion: location?.province ?? '',
    promoCodes: store.settings.promo_codes,
    currency: store.settings.store_info.currency,
    customersOnly: store.settings.customers_only,
    giftCards: {
      enabled: store.settings.store_info.giftcards_enabled,
      minimumCents: store.settings.store_info.giftcard_minimum * 100,
    },
  };
}

/** A customer's favourites list for the session's wishlist (docs/features/lists.md#favourites); the lists module answers. */
export type SessionWishlistSource = {
  favouritesOf(storeId: string, userId: string): Promise<{ listId: string; eisbns: string[] } | null>;
};

export function createSessionService(
  repo: SessionRepository,
  stores: StoreService,
  sources: {
    users: SessionUserSource;
    carts: SessionCartSource;
    wishlists: SessionWishlistSource;
    registries: SessionRegistrySource;
  },
) {
  const { users, carts, wishlists, registries } = sources;
  const mustPickLocation = (store: StoreContext, session: SessionRecord) =>
    store.isConsolidatedMultistore &&
    (session.locationId === null || !store.locations.some((location) => location.id === session.locationId));

  return {
    /** The live session whose secret token is `token`, with its expiry slid forward at most once a minute. */
    async findActiveSession(
      storeId: string,
      token: string,
    ): Promise<{ session: SessionRecord; touched: boolean } | undefined> {
      const now = nowSeconds();
      const session = await repo.findLiveByTokenHash(storeId, sha256Hex(token), now);
      if (!session) return undefined;
      if (now - session.lastSeenAt < touchIntervalSeconds) return { session, touched: false };
      const times = { lastSeenAt: now, expiresAt: now + lifetimeSeconds };
      await repo.touch(storeId, session.id, times);
      return { session: { ...session, ...times }, touched: true };
    },

    /**
     * A new session: a public id to show and log, and a secret token for the cookie, of which only
     * the hash is stored (docs/decisions/0001-session-public-id-and-secret-token.md).
     */
    async startSession(storeId: string): Promise<{ session: SessionRecord; token: string }> {
      const now = nowSeconds();
      const token = randomToken(32);
      const session: SessionRecord = {
        storeId,
        id: randomToken(16),
        tokenHash: sha256Hex(token),
        locationId: null,
        userId: null,
        corpId: null,
        cartId: null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + lifetimeSeconds,
      };
      await repo.insert(session);
      return { session, token };
    },

    /**
     * session/get. With `resetCart` (docs/features/accounts.md#forgotten-password reset_cart, which a page sends when the shopper is
     * done with the cart, e.g. after an order) the session's cart and its checkout draft are emptied first.
     */
    async describeSession(
      store: StoreContext,
      session: SessionRecord,
      options: { resetCart?: boolean } = {},
    ): Promise<Session> {
      if (options.resetCart) await carts.emptyCart(store.id, session.cartId);
      const [user, cart, wishlist] = await Promise.all([
        session.userId ? users.describeSessionUser(store.id, session.userId, session.corpId) : null,
        carts.describeCart(cartViewerFor(store, session), session.cartId),
        session.userId ? wishlists.favouritesOf(store.id, session.userId) : null,
      ]);
      // docs/features/gift-registries.md#shipping-at-checkout: the registries' addresses the cart may ship to,
      // read only when the cart (which read its registries already) says one asks for shipping.
      const registryIds = cart.items.flatMap((item) =>
        item.cart_info.gift_registry_id ? [item.cart_info.gift_registry_id] : [],
      );
      const withRegistryAddresses =
        user && cart.summary.contains_gift_registry_shipping && store.settings.gift_registry_enabled
          ? { ...user, alt_addresses: await registries.shippingAddressesFor(store.id, registryIds) }
          : user;
      return toSession(session, {
        mustPickLocation: mustPickLocation(store, session),
        user: withRegistryAddresses,
        cart,
        wishlist,
      });
    },

    /**
     * Login (and a completed sign-up or password reset): the session keeps its row, so the guest's
     * cart stays, but gets a new public id and secret (no session fixation).
     */
    async signIn(session: SessionRecord, userId: string): Promise<{ session: SessionRecord; token: string }> {
      const token = randomToken(32);
      // The customer's cart is checked at this session's location (docs/features/cart.md#login).
      const store = await stores.resolveStore({ hostname: '', storeId: session.storeId });
      const cartId = await carts.adoptOnLogin(cartViewerFor(store, { ...session, userId }), session.cartId, userId);
      // A device that has not chosen a location takes the one the customer's cart is priced at elsewhere
      // (docs/features/shell-and-navigation.md#location-choice), so logging in does not ask again.
      const locationId = session.locationId ?? (await repo.lastLocationOfUser(session.storeId, userId));
      const changes = { id: randomToken(16), tokenHash: sha256Hex(token), userId, corpId: null, cartId, locationId };
      await repo.rotate(session.storeId, session.id, changes);
      return { session: { ...session, ...changes }, token };
    },

    /** The corp the session buys as (docs/features/accounts.md#switching-accounts); null for the user's own. */
    async setCorp(session: SessionRecord, corpId: string | null): Promise<SessionRecord> {
      await repo.updateCorp(session.storeId, session.id, corpId);
      return { ...session, corpId };
    },

    /** The session holding a cart, for a payment provider's notice about that cart's checkout. */
    sessionOfCart: (storeId: string, cartId: string): Promise<SessionRecord | undefined> =>
      repo.findByCart(storeId, cartId),

    /** Ends the user's sessions, all of them or all but `exceptSessionId` (after a password change). */
    endUserSessions: (storeId: string, userId: string, exceptSessionId?: string) =>
      repo.removeForUser(storeId, userId, exceptSessionId),

    async getChecksum(store: StoreContext, session: SessionRecord | null): Promise<Checksum> {
      return { cart_checksum: await carts.checksum(cartViewerFor(store, session), session?.cartId ?? null) };
    },

    /**
     * The session's cart, created on first use. Two tabs adding their first title at once both
     * create one; the first to claim the session wins and the other's cart is discarded.
     */
    async ensureCartId(session: SessionRecord): Promise<string> {
      if (session.cartId) return session.cartId;
      const created = await carts.createCart(session.storeId, session.userId);
      if (await repo.claimCart(session.storeId, session.id, created)) {
        session.cartId = created;
        return created;
      }
      const winner = (await repo.findCartId(session.storeId, session.id)) ?? created;
      if (winner !== created) await carts.discardCart(session.storeId, created);
      session.cartId = winner;
      return winner;
    },

    /**
     * docs/features/shell-and-navigation.md#location-choice: the shopper's store location. The cart keeps its lines;
     * they are priced and checked at the new location the next time the cart is read.
     */
    async setLocation(store: StoreContext, session: SessionRecord, locationId: string): Promise<SessionRecord> {
      const location = await stores.findLocation(store, locationId);
      if (!location) {
        throw new NotFoundError(commonErrorCodes.locationNotFound, shellMessages.locationNotFound, {
          location_id: shellMessages.locationNotFound,
        });
      }
      if (location.id === session.locationId) return session;
      await repo.updateLocation(store.id, session.id, location.id);
      return { ...session, locationId: location.id };
    },

    endSession: (session: SessionRecord) => repo.remove(session.storeId, session.id),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
