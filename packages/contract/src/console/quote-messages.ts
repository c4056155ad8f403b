/** Sentences of answering a quote in the store console (docs/features/store-console.md#quotes). */
export const consoleQuoteMessages = {
  queueLabel: 'Quotes',
  quoteStatus: 'Quote',
  answerHeading: 'Answer the quote',
  answerIntro:
    'Set the price of each copy and the shipping, then turn the quote into an order. The customer is emailed the order and what to do next.',
  priceOf: (title: string) => `Price per copy of ${title} ($)`,
  shipping: 'Shipping ($)',
  note: 'Note to the customer (optional)',
  answer: 'Turn into an order',
  answered: (orderNumber: string) => `Quote ${orderNumber} is now an order; the customer has been emailed.`,
  answeredAt: 'Answered from a quote',
  priceInvalid: 'Give a price from $0.00 to $99999.99.',
  linesInvalid: 'Give a price for each line of the quote, once.',
  noteTooLong: 'The note is at most 500 characters.',
  stockGone: (title: string) =>
    `${title}: not enough copies are on hand at the order's location, and it cannot be ordered in.`,
  hasGiftCards: 'A quote holding gift cards cannot be turned into an order here.',
  mailSubject: (store: string, orderNumber: string) => `${store}: your quote ${orderNumber} is now an order`,
  mailHeading: 'Your quote is now an order',
  mailIntro: (orderNumber: string) => `We have priced your quote ${orderNumber} and placed it as an order:`,
  mailLine: (quantity: number, title: string, price: string) => `${quantity} × ${title}: ${price} each`,
  mailShipping: (amount: string) => `Shipping: ${amount}`,
  mailTaxes: (type: string, amount: string) => `${type}: ${amount}`,
  mailTotal: (amount: string) => `Total: ${amount}`,
  mailPayAtPickup: (location: string) => `Pay when you pick it up at ${location}. We will email you when it is ready.`,
  mailPayByContact: 'We will contact you to take payment and confirm where it ships before we send it.',
  mailNote: (note: string) => `A note from the store: ${note}`,
  mailAction: 'View your order',
  decline: 'Decline the quote',
  declineQuestion: 'Decline it and email the customer?',
  declined: (orderNumber: string) => `Quote ${orderNumber} is declined; the customer has been emailed.`,
  alreadyAnOrder: 'This quote is already an order.',
  wasDeclined: 'This quote was declined.',
  declineMailSubject: (store: string, orderNumber: string) => `${store}: your quote ${orderNumber}`,
  declineMailHeading: 'About your quote',
  declineMailIntro: (orderNumber: string) =>
    `We are sorry: we cannot fill your quote ${orderNumber}, and have closed it. Nothing has been charged.`,
  declineMailAction: 'View your quote',
} as const;

export const consoleQuoteErrorCodes = {
  stockGone: 'QUOTE_STOCK_GONE',
  hasGiftCards: 'QUOTE_HAS_GIFT_CARDS',
  linesInvalid: 'QUOTE_LINES_INVALID',
  notOpen: 'QUOTE_NOT_OPEN',
} as const;
