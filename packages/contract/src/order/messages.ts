/** Sentences and labels of the order page, the order history and the order spreadsheet (docs/features/orders.md#order-history). */
export const orderMessages = {
  /** Ours: shown with the order after it was placed (docs/features/orders.md#order-confirmation "success marker"). */
  orderPlaced: 'Thank you! Your order has been placed.',
  /** Ours: the same for a quote request. */
  quoteSent: 'Your quote request has been sent.',
  /**
   * Ours: docs/features/orders.md#order-confirmation offers to take the titles just bought off the favourites list;
   * `word` is 'favourites' or 'favorites' as the store spells it.
   */
  removeBoughtFavourites: (count: number, word: string) =>
    count === 1
      ? `A title you just bought is in your ${word}. Remove it from your ${word}?`
      : `${count} titles you just bought are in your ${word}. Remove them from your ${word}?`,
  removeFromFavourites: (word: string) => `Remove from ${word}`,
  keepInFavourites: 'No thanks',
  /** Ours: a guest lands on the order page without its secret; the confirmation email carries the link. */
  guestLinkEmailed: 'We have emailed you a link to view your order.',
  /** Ours: any order the caller may not see answers the same, so its existence is not revealed. */
  notFound: 'We could not find that order.',
  /** docs/features/orders.md#order-history: 'There was an error' plus the server message. */
  historyError: 'There was an error',
  /** docs/features/orders.md#messages: no orders. */
  noResults: 'no results',
  /** docs/features/orders.md#limits: '+N more' beyond the 3 items shown of each order. */
  moreItems: (count: number) => `+${count} more`,
  /** Ours: the labels below word the order page, the history and the spreadsheet alike. */
  ordersHeading: 'Orders',
  orderHeading: (orderNumber: string) => `Order ${orderNumber}`,
  quoteHeading: (orderNumber: string) => `Quote ${orderNumber}`,
  orderNumber: 'Order number',
  date: 'Date',
  delivery: 'Delivery',
  pickUpAt: (location: string) => `Pick up at ${location}`,
  localDelivery: 'Local delivery',
  shipTo: 'Ship to',
  shipWith: (provider: string) => `Shipped with ${provider}`,
  /** Ours: docs/features/checkout.md#shipments batched, as the order page says it. */
  shipInBatches: "What's in stock ships now, the rest as it arrives",
  quoteDelivery: 'Quote request',
  payment: 'Payment',
  contact: 'Contact',
  purchaseOrder: 'Purchase order',
  instructions: 'Instructions',
  quoteMessage: 'Message',
  items: 'Items',
  isbn: 'ISBN',
  title: 'Title',
  format: 'Format',
  quantity: 'Quantity',
  price: 'Price',
  total: 'Total',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  shipping: 'Shipping',
  pickUp: 'Pick up',
  free: 'Free',
  giftCards: 'Gift cards',
  /** What is left to pay after gift cards (docs/features/orders.md#order-page). */
  totalOwing: 'Total owing',
  summary: 'Order summary',
  backordered: (quantity: number) => `${quantity} on backorder`,
  giftCardTo: (to: string) => `To: ${to}`,
  giftCardFrom: (from: string) => `From: ${from}`,
  download: 'Download (xlsx)',
  year: 'Year',
  allYears: 'All years',
  location: 'Location',
  allLocations: 'All locations',
  search: 'Search orders',
  searchHint: 'Order number, title or ISBN',
  viewOrder: 'View order',
  retry: 'Try again',
  /** docs/features/checkout.md#payment, as an order page names them. */
  paymentTypes: {
    not_required: 'Nothing to pay',
    pickup: 'Pay at pick up',
    paypal: 'PayPal',
    contact: 'The store will contact you for payment',
    clearent: 'Credit card',
    chase: 'Credit card',
    global: 'Credit card',
    credit_card: 'Credit card',
    quote: 'Quote: no payment taken',
  },
  cardEnding: (brand: string, masked: string) => `${brand} ${masked}`,
  communicationPreferences: { email: 'by email', phone: 'by phone', text: 'by text message' } as Record<string, string>,
} as const;

/** Stable codes of the orders' failures. */
export const orderErrorCodes = {
  notFound: 'ORDER_NOT_FOUND',
} as const;
