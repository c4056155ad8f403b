import type { StoreContext } from '../modules/store/service.ts';
import type { SessionRecord } from '../modules/session/service.ts';
import type { StaffIdentity } from '../modules/console/staff-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the action table (plugins/action-routes.ts), whose input is refused with control characters. */
    isAction?: boolean;
    /** The action takes a file, so its body may be as large as an upload (limits.uploadMaxBytes). */
    takesUpload?: boolean;
    /** A guest may call this action on a private site (docs/features/shell-and-navigation.md#private-and-exclusive-sites): start-up, logging, contact page. */
    allowOnPrivateSite?: boolean;
    /**
     * A logged-in customer the bookseller has not approved may call this action on an exclusive site:
     * the restricted screen's account switch (docs/features/shell-and-navigation.md#private-and-exclusive-sites).
     */
    allowNotApproved?: boolean;
    /** store/getSettings: the body's webstore_name may name the store by its basename. */
    storeFromWebstoreName?: boolean;
    /** The action never reads the session, so the per-request lookup is skipped. */
    skipSession?: boolean;
    /** A store console action: the staff cookie is read into `request.staff` (plugins/staff-session.ts). */
    readsStaffSession?: boolean;
  }

  interface FastifyRequest {
    /** The store the request is for; set by plugins/store.ts on every /api action. */
    store: StoreContext;
    /** The caller's live session from its cookie, or null; set by plugins/session.ts. */
    session: SessionRecord | null;
    /** The staff member of the console cookie on console actions, or null; set by plugins/staff-session.ts. */
    staff: StaffIdentity | null;
    /** False until the body has been read and parsed; see plugins/body-parsers.ts. */
    bodyWasRead: boolean;
    /** The shopper reached us over HTTPS (plugins/security-headers.ts): cookies are Secure and HSTS is sent. */
    isHttps: boolean;
  }
}
