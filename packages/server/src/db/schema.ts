import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The single description of the tables (camelCase here; snake_case in SQL through CamelCasePlugin).
 * Flags are integers 0/1 so the same values bind on SQLite and PostgreSQL; times are UTC unix
 * seconds; money is integer cents.
 */

export interface StoresTable {
  id: string;
  name: string;
  /** Served under '/{basename}' on a shared host; null when served at the root of its own host. */
  basename: string | null;
  isDefault: number;
  /** The settings JSON as the bookseller set it; defaults are filled in when it is read. */
  settings: string;
  /** Bumped by every change to the store's settings or locations; per-process caches key on it. */
  revision: number;
  createdAt: number;
  updatedAt: number;
}

export interface StoreHostsTable {
  hostname: string;
  storeId: string;
}

export interface LocationsTable {
  storeId: string;
  id: string;
  san: string;
  name: string;
  altname: string;
  email: string;
  phone: string;
  phone2: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
  hours: string;
  htmlHours: string;
  contactBlurb: string;
  position: number;
}

/** docs/features/contact-and-hours.md#special-hours: a day a location is closed or keeps other hours. */
export interface LocationSpecialHoursTable {
  storeId: string;
  locationId: string;
  /** 'YYYY-MM-DD' in the store's time zone. */
  date: string;
  closed: number;
  /** 'HH:mm'; '' on a closed day. */
  opens: string;
  closes: string;
  note: string;
}

/** docs/features/store-console.md#catalogue-and-stock: a title a store hides from its own storefront. */
export interface StoreHiddenTitlesTable {
  storeId: string;
  eisbn: string;
  hiddenAt: number;
}

/** docs/features/store-console.md#catalogue-and-stock: a store subject a store gives a title for its own storefront. */
export interface StoreTitleSubjectsTable {
  storeId: string;
  eisbn: string;
  /** `__` and letters or digits: a special subject (browse filter group n). */
  code: string;
  label: string;
  addedAt: number;
}

/** docs/features/store-console.md#catalogue-and-stock: a store subject code's lock row, written by each add of it. */
export interface StoreSubjectClaimsTable {
  storeId: string;
  code: string;
  claimedAt: number;
}

export interface SessionsTable {
  storeId: string;
  /** Public id: shown to the client as session_id, never accepted as a credential. */
  id: string;
  /** sha256 hex of the secret cookie token. */
  tokenHash: string;
  locationId: string | null;
  userId: string | null;
  /** The corp the session buys as (docs/features/accounts.md#switching-accounts); null means the user's own corp. */
  corpId: Generated<string | null>;
  /** The session's cart: a guest's own, or the logged-in user's. */
  cartId: Generated<string | null>;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** One message a store sent, beside its 'mail.send' job (docs/features/store-console.md#mail-log). */
export interface MailLogTable {
  /** The job's id. */
  id: string;
  storeId: string;
  recipient: string;
  subject: string;
  resentFrom: string | null;
  resendKey: string | null;
  createdAt: number;
}

export interface ClientErrorsTable {
  storeId: string;
  id: string;
  sessionId: string | null;
  location: string | null;
  userAgent: string | null;
  errorInfo: string | null;
  source: string | null;
  lineno: number | null;
  colno: number | null;
  error: string;
  createdAt: number;
}

export interface JobsTable {
  id: string;
  storeId: string | null;
  type: string;
  payload: string;
  runAt: number;
  attempts: Generated<number>;
  lockedUntil: number | null;
  status: Generated<string>;
  lastError: Generated<string | null>;
  createdAt: number;
}

/** A customer's report, such as a list's PDF (migration 0042). */
export interface ReportsTable {
  id: string;
  storeId: string;
  userId: string;
  kind: string;
  status: Generated<string>;
  progress: Generated<number>;
  etaSeconds: number | null;
  fileName: string;
  file: Buffer | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  expiresAt: number;
}

/** A catalogue or stock file a store's staff uploaded in the console (migration 0043). */
export interface CatalogueImportsTable {
  id: string;
  storeId: string;
  staffId: string;
  kind: string;
  fileName: string;
  locationId: string | null;
  status: Generated<string>;
  readCount: Generated<number>;
  totalCount: number | null;
  summary: string | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface TitlesTable {
  eisbn: string;
  isbn10: string | null;
  title: string;
  subtitle: string | null;
  series: string | null;
  seriesNumber: string | null;
  publisher: string | null;
  language: string | null;
  releaseDate: number | null;
  bindingCode: string | null;
  binding: string | null;
  pages: number | null;
  popularity: number | null;
  averageRating: number | null;
  /** Names of the fields that were generated rather than taken from a real source, '|' separated. */
  syntheticFields: string;
  upc: string | null;
  edition: string | null;
  audience: string | null;
  /** Sanitised HTML. */
  description: string | null;
  isLargePrint: Generated<number>;
  isAudiobook: Generated<number>;
  /** Editions of one work share it. */
  workKey: string | null;
  /** The title without a leading article, normalised: what the title sort orders by. */
  titleSort: string | null;
  /** The filed contributor's key name, then their name, normalised; null (sorted last) without contributors. */
  authorSort: string | null;
  widthIn: number | null;
  heightIn: number | null;
  weightLb: number | null;
  cartonQty: number | null;
  /** JSON array of interior image names. */
  interiors: Generated<string>;
  /** Contributor names joined by ' | ', kept by the importer for the full-text index. */
  contributorNames: Generated<string>;
  /** Subject labels joined by ' | ', kept by the importer for the full-text index. */
  subjectLabels: Generated<string>;
  /** The publisher's list prices; stock rows copy them when a stock file gives none. */
  listPriceUsaCents: number | null;
  listPriceCanCents: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface TitleContributorsTable {
  eisbn: string;
  position: number;
  name: string;
  role: string;
  bio: string | null;
  isCanadian: Generated<number>;
}

export interface TitleSubjectsTable {
  eisbn: string;
  code: string;
  label: string;
  /** BISAC, THEMA or STORE (a store's own subject, code starting with '__'). */
  scheme: Generated<string>;
}

export interface TitleReviewsTable {
  eisbn: string;
  position: number;
  content: string;
  author: Generated<string>;
  sourceTitle: Generated<string>;
}

/** The catalogue's distinct words and how many titles hold each (docs/features/browse-and-search.md#typos). */
export interface SearchWordsTable {
  word: string;
  frequency: number;
}

export interface CoversTable {
  eisbn: string;
  cacheKey: string;
  contentType: string;
  /** Relative to DATA_DIR/files. */
  path: string;
  bytes: number;
  updatedAt: number;
}

export interface StockTable {
  storeId: string;
  locationId: string;
  eisbn: string;
  conditionCode: string;
  onhand: number;
  onorder: number;
  priceCents: number;
  listPriceUsaCents: number | null;
  listPriceCanCents: number | null;
  availabilityCode: string;
  isExtraOrderable: number;
  updatedAt: number;
  discountPercent: Generated<number>;
  /** The store's sales rank (1 = best seller). */
  rank: number | null;
}

/** A buying identity: each user's own, or an institution (school, business) others may buy for. */
export interface CorpsTable {
  storeId: string;
  id: string;
  name: string;
  isInstitution: Generated<number>;
  /** docs/features/accounts.md#linked-accounts: only institutions of type 'customer' are offered for linking. */
  type: Generated<string>;
  ownerUserId: string | null;
  createdAt: number;
}

export interface UsersTable {
  storeId: string;
  id: string;
  /** The user's own corp (personal, or the institution the account was opened for). */
  corpId: string;
  /** Lower-cased; null once the account is deleted. */
  email: string | null;
  emailVerifiedAt: number | null;
  /** argon2id PHC string; null once the account is deleted. */
  passwordHash: string | null;
  san: string | null;
  firstName: Generated<string>;
  lastName: Generated<string>;
  company: Generated<string>;
  phoneNumber: Generated<string>;
  phoneNumberType: Generated<string>;
  phoneNumberExt: Generated<string>;
  altPhoneNumber: Generated<string>;
  altPhoneNumberType: Generated<string>;
  altPhoneNumberExt: Generated<string>;
  communicationPreference: Generated<string>;
  streetAddress: Generated<string>;
  streetAddress2: Generated<string>;
  city: Generated<string>;
  province: Generated<string>;
  postalCode: Generated<string>;
  country: Generated<string>;
  /** JSON object of the store's extra account fields, by field name. */
  extraFields: Generated<string>;
  deletedAt: number | null;
  /** When the bookseller approved the customer for an exclusive site; null until then. */
  siteApprovedAt: Generated<number | null>;
  /** When the store locked the account in the console (docs/features/store-console.md#customers); null while it may log in. */
  lockedAt: Generated<number | null>;
  createdAt: number;
  updatedAt: number;
}

/** An institution's permission for a customer to buy on its behalf (docs/features/accounts.md#linked-accounts "Linked child"). */
export interface CorpLinksTable {
  storeId: string;
  id: string;
  corpId: string;
  email: string;
  userId: string | null;
  /** 'pending' until the invited customer follows the emailed link, then 'authorized'. */
  status: Generated<string>;
  createdAt: number;
  authorizedAt: number | null;
}

export interface AddressesTable {
  storeId: string;
  id: string;
  userId: string;
  name: string;
  companyName: Generated<string>;
  phoneNumber: string;
  phoneNumberExt: Generated<string>;
  emailAddress: Generated<string>;
  streetAddress: string;
  streetAddress2: Generated<string>;
  city: string;
  province: Generated<string>;
  country: string;
  postalCode: Generated<string>;
  preferred: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** Emailed single-use tokens: email verification, password reset, email change, institution links. */
export interface AccountTokensTable {
  storeId: string;
  /** sha256 hex of the token; the token itself is only in the email. */
  tokenHash: string;
  purpose: string;
  userId: string | null;
  email: string;
  /** JSON: what the token carries besides the email (e.g. the corp link id). */
  data: Generated<string>;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

/** Fixed-window counters shared by every server process. */
export interface RateLimitCountersTable {
  key: string;
  windowStart: number;
  hits: number;
}

export interface CartsTable {
  storeId: string;
  id: string;
  /** The customer whose cart this is; null for a guest's cart. */
  userId: string | null;
  /** JSON array of the promo codes the shopper entered. */
  promoCodes: Generated<string>;
  /** JSON array of what changed when a login merged a guest's cart into this one. */
  notices: Generated<string>;
  createdAt: number;
  updatedAt: number;
}

export interface CartItemsTable {
  storeId: string;
  /** The line's id, cart_id on the wire. */
  id: string;
  cartId: string;
  /** Lines with the same key are one line: eisbn|condition|registry for books, random for gift cards. */
  lineKey: string;
  eisbn: string;
  conditionCode: string;
  quantity: number;
  giftRegistryId: string | null;
  isGiftcard: Generated<number>;
  giftcardPriceCents: number | null;
  /** JSON {personalize, to, from, message}. */
  giftCardInfo: string | null;
  createdAt: number;
  updatedAt: number;
}

/** docs/architecture.md#api-protocol "Checkout draft": what a cart's shopper has chosen so far in checkout. */
export interface CheckoutDraftsTable {
  storeId: string;
  cartId: string;
  deliveryPreference: string | null;
  addressId: string | null;
  provider: string | null;
  multishipMethod: string | null;
  /** What the chosen delivery costs; null while not known. */
  shippingCents: number | null;
  /** The province or state taxes follow: the shipping address's, else the pick-up location's. */
  taxRegion: string | null;
  /** JSON of the contact step. */
  contact: Generated<string>;
  paymentChoice: string | null;
  /** The card as the browser encrypted it; never plaintext. */
  ccCiphertext: string | null;
  /** The CVV, sealed apart from the card so it can be erased alone. */
  cvvCiphertext: Generated<string | null>;
  /** JSON {brand, masked_number, name, expiry_month, expiry_year}. */
  ccInfo: string | null;
  /** JSON [{gift_card_id, amount_cents}]. */
  giftCards: Generated<string>;
  paypalOrderId: string | null;
  updatedAt: number;
}

export interface OrderNumberCountersTable {
  storeId: string;
  nextNumber: number;
}

/** docs/features/cart.md#quotes "Order": an order or a quote, as the shopper saw it when it was placed. */
export interface OrdersTable {
  storeId: string;
  id: string;
  orderNumber: string;
  /** 'order' or 'quote'. */
  kind: string;
  status: Generated<string>;
  userId: string | null;
  corpId: string | null;
  /** The uuid of the request that placed it (idempotency). */
  idempotencyKey: string | null;
  /** sha256 of the secret in a guest's order link. */
  guestTokenHash: string | null;
  locationId: string;
  deliveryPreference: string;
  provider: string | null;
  multishipMethod: string | null;
  paymentType: string;
  /** 'none', 'pending', 'authorized', 'captured'. */
  paymentStatus: string;
  paymentMessage: Generated<string>;
  purchaserName: string;
  email: string;
  phone: Generated<string>;
  communicationPreference: string;
  notes: Generated<string>;
  purchaseOrder: Generated<string>;
  /** JSON {orgname, name, addr1, addr2, city, prov, country, postal, phone, provider}; null for pick up. */
  shippingAddress: string | null;
  /**
   * The shipping as the buyer sees it when it is not wholly theirs to see (a gift registry's address:
   * the owner's name and the city), same JSON; null when the buyer sees `shippingAddress`.
   */
  buyerShippingAddress: Generated<string | null>;
  /** JSON of the shipments. */
  shippingBatches: Generated<string>;
  /** JSON of the order summary at submit, in cents. */
  summary: string;
  totalCents: number;
  totalOwingCents: number;
  currency: string;
  /** The sealed card (docs/decisions/0013-card-payments.md#retention); null once erased. */
  ccCiphertext: string | null;
  /** The sealed CVV; null once the payment is recorded as taken, or the card erased. */
  cvvCiphertext: Generated<string | null>;
  /** When the CVV was erased (unix seconds). */
  cvvErasedAt: Generated<number | null>;
  /** When the whole sealed card was erased (unix seconds). */
  cardErasedAt: Generated<number | null>;
  ccInfo: string | null;
  paypalOrderId: string | null;
  createdAt: number;
  /** docs/features/store-console.md#order-statuses: new, ready_for_pickup, shipped, completed, cancelled. */
  fulfilmentStatus: Generated<string>;
  /** The tracking number once shipped; '' before. */
  tracking: Generated<string>;
  /** What refunds gave back so far, in cents (docs/features/store-console.md#refunds). */
  refundedCents: Generated<number>;
  /** When a bookseller turned this quote into an order (docs/features/store-console.md#quotes); null otherwise. */
  quoteAnsweredAt: Generated<number | null>;
}

/** docs/features/store-console.md#promo-codes: a promo code an order used and the discount it gave. */
export interface OrderPromoCodesTable {
  storeId: string;
  orderId: string;
  code: string;
  amountCents: number;
}

/** docs/features/store-console.md#promo-code-limits: a limited code's lock row, written by each order using it. */
export interface PromoCodeClaimsTable {
  storeId: string;
  code: string;
  claimedAt: number;
}

/** docs/features/store-console.md#refunds: one refund of an order, made once per idempotency key. */
export interface OrderRefundsTable {
  storeId: string;
  id: string;
  orderId: string;
  idempotencyKey: string;
  /** JSON [{position, quantity, amount}]. */
  lines: string;
  shippingCents: number;
  amountCents: number;
  giftCardCents: number;
  paypalCents: number;
  /** Given back at the store's terminal by the bookseller (a card, a payment at the store). */
  terminalCents: number;
  paypalRefundId: string | null;
  restocked: number;
  staffEmail: string;
  note: Generated<string>;
  createdAt: number;
}

/** docs/features/store-console.md#order-statuses: one change of an order's status, and who made it. */
export interface OrderStatusChangesTable {
  storeId: string;
  id: string;
  orderId: string;
  status: string;
  staffEmail: string;
  note: Generated<string>;
  createdAt: number;
}

/** docs/features/store-console.md#staff-accounts: a store's staff member. */
export interface StaffTable {
  storeId: string;
  id: string;
  /** Lower case. */
  email: string;
  /** argon2id. */
  passwordHash: string;
  /** 'owner', 'manager' or 'clerk'. */
  role: string;
  /** Base32 TOTP secret; owners log in with a code from it. */
  totpSecret: string | null;
  /** The last TOTP time step accepted, so a code logs in once. */
  totpLastStep: number | null;
  createdAt: number;
}

/** A staff member's console session, apart from customers' sessions. */
export interface StaffSessionsTable {
  storeId: string;
  id: string;
  /** sha256 hex of the secret cookie token. */
  tokenHash: string;
  staffId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** docs/features/store-console.md#audit-log: who changed what, before and after. */
export interface AuditLogTable {
  storeId: string;
  id: string;
  staffId: string;
  staffEmail: string;
  action: string;
  subject: string;
  /** JSON. */
  before: string | null;
  /** JSON. */
  after: string | null;
  createdAt: number;
}

/** docs/architecture.md#api-protocol "Order item", as it was when the order was placed. */
export interface OrderItemsTable {
  storeId: string;
  orderId: string;
  position: number;
  eisbn: string;
  conditionCode: string;
  title: string;
  binding: Generated<string>;
  coverImageCache: Generated<string>;
  quantity: number;
  soldPriceCents: number;
  originalPriceCents: number;
  backorderQuantity: Generated<number>;
  backorderSubMessage: Generated<string>;
  /** JSON of the availability row at submit. */
  availability: string | null;
  isForthcoming: Generated<number>;
  releaseDate: number | null;
  giftRegistryId: string | null;
  isGiftcard: Generated<number>;
  giftcardPriceCents: number | null;
  /** JSON {personalize, to, from, message}. */
  giftCardInfo: string | null;
}

/** A gift card the store issued; its balance is the sum of its ledger. */
export interface GiftCardsTable {
  storeId: string;
  id: string;
  number: string;
  /** sha256 of the pin; null when the card has none. */
  pinHash: string | null;
  initialCents: number;
  balanceCents: number;
  currency: string;
  orderId: string | null;
  orderPosition: number | null;
  recipientEmail: Generated<string>;
  createdAt: number;
}

export interface GiftCardLedgerTable {
  storeId: string;
  id: string;
  giftCardId: string;
  /** Positive when issued or refunded, negative when spent. */
  amountCents: number;
  /** 'issue', 'redeem', 'refund', 'adjust'. */
  reason: string;
  orderId: string | null;
  /** Why the console adjusted the balance (reason 'adjust'); null otherwise. */
  note: string | null;
  createdAt: number;
}

/** docs/features/lists.md#favourites "Title list": a customer's favourites list or one of their named lists. */
export interface TitleListsTable {
  storeId: string;
  /** list_id on the wire. */
  id: string;
  userId: string;
  name: string;
  description: Generated<string>;
  /** 1 for the built-in favourites list (at most one per customer). */
  isFavourites: Generated<number>;
  createdAt: number;
  /** Any change to the list or to its titles. */
  updatedAt: number;
  /** The list's share link token (docs/features/lists.md#sharing-a-list); null until the owner asks for the link. */
  shareToken: Generated<string | null>;
}

/** A title on a list, once per list. */
export interface TitleListItemsTable {
  storeId: string;
  listId: string;
  eisbn: string;
  /** When it was added. */
  createdAt: number;
}

/** docs/features/events.md#data "Event": one of a store's events. */
export interface EventsTable {
  storeId: string;
  /** event_id on the wire. */
  id: string;
  name: string;
  /** Sanitised HTML; may hold the calendar marker. */
  description: Generated<string>;
  imgPath: Generated<string>;
  place: Generated<string>;
  /** Unix seconds. */
  startsAt: number;
  endsAt: number;
  /** JSON: [{ label, url }]. */
  tickets: Generated<string>;
  /** How many times event/getList (with increment_views) or event/get counted it. */
  views: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** A book shown with an event, in the bookseller's order. */
export interface EventTitlesTable {
  storeId: string;
  eventId: string;
  eisbn: string;
  position: number;
}

/** docs/features/store-settings.md#privacy-policy: one of the store's own pages. */
export interface StorePagesTable {
  storeId: string;
  /** 'privacy-policy'. */
  page: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
  /** The Markdown it was written in; null when set from HTML (migration 0044). */
  source: string | null;
  updatedAt: number;
}

export interface GiftRegistriesTable {
  storeId: string;
  /** gift_registry_id on the wire. */
  id: string;
  /** The owner. */
  userId: string;
  title: string;
  occasion: string;
  description: string;
  /** The deadline day's end in the store's time zone, unix seconds. */
  purchaseDeadline: number | null;
  /** An address of the owner's address book. */
  shippingId: string | null;
  shippingEncouraged: number;
  storeCanEdit: number;
  createdAt: number;
  updatedAt: number;
}

export interface GiftRegistryItemsTable {
  storeId: string;
  giftRegistryId: string;
  eisbn: string;
  qtyRequested: number;
  /** Raised when an order buying the title for the registry is placed (checkout/order-repository.ts). */
  qtyPurchased: Generated<number>;
  createdAt: number;
}

/** docs/features/custom-pages.md#blocks "Custom block": one block of the home page or of a custom page. */
export interface CustomBlocksTable {
  storeId: string;
  id: string;
  /** 'home', or the navigation item's id. */
  pageId: string;
  placement: string;
  type: string;
  name: Generated<string>;
  header: Generated<string>;
  headerVisible: Generated<number>;
  /** Sanitised HTML. */
  description: Generated<string>;
  listId: Generated<string>;
  eventId: Generated<string>;
  image: Generated<string>;
  link: Generated<string>;
  calendarWidgets: Generated<number>;
  hasTitles: Generated<number>;
  /** The spec's `limit`. */
  itemLimit: number;
  position: number;
  createdAt: number;
  updatedAt: number;
}

/** docs/features/custom-pages.md#featured-lists "Featured list": a store list shown on the features page. */
export interface FeaturedListsTable {
  storeId: string;
  listId: string;
  header: string;
  headerVisible: Generated<number>;
  description: Generated<string>;
  image: Generated<string>;
  category: Generated<string>;
  subCategory: Generated<string>;
  placement: Generated<string>;
  postedAt: number;
  updatedAt: number;
}

export interface Database {
  stores: StoresTable;
  storeHosts: StoreHostsTable;
  locations: LocationsTable;
  locationSpecialHours: LocationSpecialHoursTable;
  storeHiddenTitles: StoreHiddenTitlesTable;
  storeTitleSubjects: StoreTitleSubjectsTable;
  storeSubjectClaims: StoreSubjectClaimsTable;
  storePages: StorePagesTable;
  sessions: SessionsTable;
  clientErrors: ClientErrorsTable;
  jobs: JobsTable;
  mailLog: MailLogTable;
  reports: ReportsTable;
  catalogueImports: CatalogueImportsTable;
  titles: TitlesTable;
  titleContributors: TitleContributorsTable;
  titleSubjects: TitleSubjectsTable;
  stock: StockTable;
  titleReviews: TitleReviewsTable;
  searchWords: SearchWordsTable;
  covers: CoversTable;
  corps: CorpsTable;
  users: UsersTable;
  corpLinks: CorpLinksTable;
  addresses: AddressesTable;
  accountTokens: AccountTokensTable;
  rateLimitCounters: RateLimitCountersTable;
  carts: CartsTable;
  cartItems: CartItemsTable;
  checkoutDrafts: CheckoutDraftsTable;
  orderNumberCounters: OrderNumberCountersTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderStatusChanges: OrderStatusChangesTable;
  orderRefunds: OrderRefundsTable;
  orderPromoCodes: OrderPromoCodesTable;
  promoCodeClaims: PromoCodeClaimsTable;
  staff: StaffTable;
  staffSessions: StaffSessionsTable;
  auditLog: AuditLogTable;
  giftCards: GiftCardsTable;
  giftCardLedger: GiftCardLedgerTable;
  titleLists: TitleListsTable;
  titleListItems: TitleListItemsTable;
  events: EventsTable;
  eventTitles: EventTitlesTable;
  customBlocks: CustomBlocksTable;
  featuredLists: FeaturedListsTable;
  giftRegistries: GiftRegistriesTable;
  giftRegistryItems: GiftRegistryItemsTable;
}

export type StoreRow = Selectable<StoresTable>;
export type NewStore = Insertable<StoresTable>;
export type StoreUpdate = Updateable<StoresTable>;
export type LocationRow = Selectable<LocationsTable>;
export type NewLocation = Insertable<LocationsTable>;
export type LocationSpecialHoursRow = Selectable<LocationSpecialHoursTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type NewClientError = Insertable<ClientErrorsTable>;
export type NewTitle = Insertable<TitlesTable>;
export type NewTitleContributor = Insertable<TitleContributorsTable>;
export type NewTitleSubject = Insertable<TitleSubjectsTable>;
export type NewTitleReview = Insertable<TitleReviewsTable>;
export type NewSearchWord = Insertable<SearchWordsTable>;
export type NewCover = Insertable<CoversTable>;
export type NewStock = Insertable<StockTable>;
export type CorpRow = Selectable<CorpsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CorpLinkRow = Selectable<CorpLinksTable>;
export type AddressRow = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type CheckoutDraftRow = Selectable<CheckoutDraftsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
export type GiftCardRow = Selectable<GiftCardsTable>;
export type TitleListRow = Selectable<TitleListsTable>;
export type EventRow = Selectable<EventsTable>;
export type CustomBlockRow = Selectable<CustomBlocksTable>;
export type FeaturedListRow = Selectable<FeaturedListsTable>;
export type GiftRegistryRow = Selectable<GiftRegistriesTable>;
export type GiftRegistryItemRow = Selectable<GiftRegistryItemsTable>;
