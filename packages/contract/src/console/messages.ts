/** Sentences of the store console, the bookseller's side of the app (docs/features/store-console.md). */
export const consoleMessages = {
  title: 'Store console',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  logIn: 'Log in',
  logOut: 'Log out',
  save: 'Save',
  cancel: 'Cancel',
  email: 'Email',
  password: 'Password',
  code: 'Authenticator code',
  codeHint: 'Owners confirm their login with the 6-digit code from their authenticator app.',
  verify: 'Verify',
  /** A wrong email or password, or a staff member of another store: the answer never says which. */
  loginFailed: 'The email or password is not right.',
  /** The password was right but the owner's code was not. */
  codeFailed: 'That code is not right. Try the newest code from your authenticator app.',
  /** An owner whose two-factor secret was removed cannot log in until the CLI sets a new one. */
  twoFactorMissing: 'Two-factor login is not set up for this account. Ask the platform operator to set it up.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes and try again.',
  loginRequired: 'Log in to the store console to continue.',
  forbidden: 'Your role does not allow this.',
  orderNotFound: 'We could not find that order.',
  statusConflict: (status: string) => `This order is ${status} and cannot be changed that way.`,
  trackingRequired: 'Enter the tracking number.',
  trackingTooLong: 'The tracking number is at most 100 characters.',
  noteTooLong: 'The note is at most 500 characters.',
  roles: { owner: 'Owner', manager: 'Manager', clerk: 'Clerk' } as Record<string, string>,
  statuses: {
    new: 'New',
    ready_for_pickup: 'Ready for pick-up',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
    quote: 'Quote',
  } as Record<string, string>,
  deliveryTypes: { pickup: 'Pick up', ship: 'Shipping', local_delivery: 'Local delivery' } as Record<string, string>,
  paymentStatuses: {
    none: 'Not taken online',
    pending: 'Pending',
    authorized: 'Authorized',
    captured: 'Captured',
  } as Record<string, string>,
  ordersHeading: 'Orders',
  auditHeading: 'Audit log',
  noAuditEntries: 'No changes recorded yet.',
  auditWhen: 'When',
  auditWho: 'Who',
  auditWhat: 'What',
  auditSubject: 'Subject',
  auditBefore: 'Before',
  auditAfter: 'After',
  olderEntries: 'Older',
  newerEntries: 'Newer',
  allLocations: 'All locations',
  allDeliveryTypes: 'All delivery types',
  location: 'Location',
  deliveryType: 'Delivery type',
  noOrders: 'No orders here.',
  loadFailed: 'The orders could not be loaded.',
  retry: 'Try again',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  backToQueue: 'Back to orders',
  markReady: 'Mark ready for pick-up',
  markShipped: 'Mark shipped',
  markCompleted: 'Mark completed',
  cancelOrder: 'Cancel and restock',
  cancelConfirm: 'Cancel this order and put its copies back in stock?',
  keepOrder: 'Keep the order',
  tracking: 'Tracking number',
  note: 'Note (optional)',
  history: 'History',
  changedBy: (email: string) => `by ${email}`,
  placed: 'Placed',
  customer: 'Customer',
  paymentStatus: 'Payment',
  leftToTake: 'Left to take',
  paypalCapture: 'PayPal capture',
  sealedCard: 'Sealed card: charge it from the console; its CVV is erased once charged.',
  changeFailed: 'The order could not be changed.',
  /** The customer's email when the order is ready (docs/features/store-console.md#orders). */
  readyMailSubject: (storeName: string, orderNumber: string) =>
    `${storeName}: order ${orderNumber} is ready for pick-up`,
  readyMailHeading: 'Your order is ready for pick-up',
  readyMailBody: (orderNumber: string, location: string) =>
    `Your order ${orderNumber} is ready for you at ${location}.`,
  readyMailHours: 'Bring your order number with you. We keep your order for you for 14 days.',
  readyMailAction: 'View your order',
} as const;

/**
 * The store's own notice of a new order (docs/features/store-console.md#the-stores-order-email): what
 * staff need to pull, pack and charge it.
 */
export const storeOrderMailMessages = {
  line: (quantity: number, name: string, eisbn: string, price: string, location: string) =>
    `${quantity} × ${name}, ISBN ${eisbn}: ${price}, pull from ${location}`,
  toOrderIn: (quantity: number) => `(${quantity} to order in)`,
  shipments: {
    all: 'Shipments: one shipment, once everything is in',
    batched: "Shipments: what's in stock ships now, the rest as it arrives",
  } as Record<string, string>,
  shipment: (label: string, eisbns: readonly string[]) => `${label}: ${eisbns.join(', ')}`,
  leftToTake: (amount: string) => `Left to take: ${amount}`,
  sealedCard: 'The card is sealed with the order: charge it from the store console, which erases its CVV once charged.',
  paypal: (orderId: string, status: string) => `PayPal ${status === 'captured' ? 'captured' : status}: ${orderId}`,
  openInConsole: 'Open in the store console',
} as const;

export { consoleErrorCodes } from './error-codes.ts';
