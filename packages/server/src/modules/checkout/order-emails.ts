import {
  orderMailMessages as messages,
  storeOrderMailMessages as storeMessages,
  type DeliveryPreference,
  type OrderShipping,
  type OrderSummary,
  type PaymentChoice,
} from '@bookfront/contract';
import type { OutgoingMail } from '../mail/service.ts';
import type { StoreContext } from '../store/service.ts';

/** What the order emails say about an order or a quote, as it was placed. */
export type PlacedOrderMail = {
  kind: 'order' | 'quote';
  storeName: string;
  currency: string;
  orderNumber: string;
  lines: {
    quantity: number;
    title: string;
    binding: string;
    soldPrice: number | null;
    backorder: number;
    eisbn?: string;
  }[];
  summary: OrderSummary;
  delivery: DeliveryPreference;
  /** The location the order is picked up at (or taken by). */
  locationName: string;
  /** That location's street address, city, province and postal code, on one line; empty when unknown. */
  locationAddress: string;
  shipping: OrderShipping | null;
  providerLabel: string;
  payment: PaymentChoice | 'quote';
  contact: { name: string; email: string; phone: string; preference: string };
  purchaseOrder: string;
  /** The instructions, or the quote's message. */
  notes: string;
  /** Absolute link to the order page (with the guest's token when the shopper is a guest). */
  orderUrl: string;
  /** What only the store's notice says (docs/features/store-console.md#the-stores-order-email). */
  staff?: {
    multishipMethod: string | null;
    shipments: readonly { label: string; eisbns: readonly string[] }[];
    paymentStatus: string;
    /** Cents left to take after gift cards. */
    totalOwing: number;
    hasSealedCard: boolean;
    paypalOrderId: string | null;
    /** Where the order goes, whole: a registry's address, of which the buyer sees only the owner's name and city. */
    shipping?: OrderShipping | null;
    /** Absolute link to the order in the store console. */
    consoleUrl: string;
  };
};

const formats = new Map<string, (cents: number) => string>();

/** Cents as the store's currency; a formatter costs more to make than to use, so each is made once. */
export function moneyFormat(currency: string): (cents: number) => string {
  let format = formats.get(currency);
  if (!format) {
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    format = (cents: number) => money.format(cents / 100);
    formats.set(currency, format);
  }
  return format;
}

const addressLine = (shipping: OrderShipping) =>
  [shipping.name, shipping.orgname, shipping.addr1, shipping.addr2, shipping.city, shipping.prov, shipping.postal]
    .concat(shipping.country)
    .filter((part) => part.trim() !== '')
    .join(', ');

type Line = PlacedOrderMail['lines'][number];

/** Items, the summary, where it goes and how it is paid: the body both emails share. */
function orderParagraphs(order: PlacedOrderMail, lineText?: (line: Line, name: string) => string): string[] {
  const format = moneyFormat(order.currency);
  const lines = order.lines.map((line) => {
    if (lineText)
      return lineText(
        line,
        line.binding && line.binding !== line.title ? `${line.title} (${line.binding})` : line.title,
      );
    const name = line.binding && line.binding !== line.title ? `${line.title} (${line.binding})` : line.title;
    const text =
      line.soldPrice === null
        ? messages.lineWithoutPrice(line.quantity, name)
        : messages.line(line.quantity, name, format(line.soldPrice * line.quantity));
    return line.backorder > 0 ? `${text} ${messages.backordered(line.backorder)}` : text;
  });
  const { summary } = order;
  const totals = [
    messages.subtotal(format(summary.subtotal)),
    ...(summary.discounts > 0 ? [messages.discounts(format(summary.discounts))] : []),
    ...summary.promo_codes.map((promo) => `${promo.description}: -${format(promo.amount)}`),
    ...summary.taxes.map((tax) => messages.tax(tax.type, format(tax.amount))),
    ...(order.delivery === 'pickup' ? [] : [messages.shipping(format(summary.shipping))]),
    // docs/features/orders.md#order-page: the total, then what gift cards paid of it, then what is left to pay.
    messages.total(format(summary.total)),
    ...(summary.total_gift_card_amount_used > 0
      ? [messages.giftCards(format(summary.total_gift_card_amount_used))]
      : []),
    ...(summary.total_gift_card_amount_used > 0 || summary.total_owing !== summary.total
      ? [messages.totalOwing(format(summary.total_owing))]
      : []),
  ];
  const where =
    order.kind === 'quote'
      ? []
      : order.delivery === 'pickup' || !order.shipping
        ? [
            messages.pickUpAt(order.locationName),
            ...(order.locationAddress ? [messages.pickUpAddress(order.locationAddress)] : []),
          ]
        : [
            order.delivery === 'ship'
              ? messages.shipTo(addressLine(order.shipping))
              : messages.deliverTo(addressLine(order.shipping)),
            ...(order.providerLabel ? [messages.provider(order.providerLabel)] : []),
          ];
  return [
    messages.orderNumber(order.orderNumber),
    ...lines,
    ...totals,
    ...where,
    messages.payment(messages.paymentNames[order.payment]),
    ...(order.purchaseOrder ? [messages.purchaseOrder(order.purchaseOrder)] : []),
    ...(order.notes
      ? [order.kind === 'quote' ? messages.quoteMessage(order.notes) : messages.instructions(order.notes)]
      : []),
  ];
}

/** The confirmation the shopper gets, with a link to the order page. */
export function orderConfirmationEmail(order: PlacedOrderMail): OutgoingMail {
  const isQuote = order.kind === 'quote';
  return {
    to: order.contact.email,
    subject: isQuote
      ? messages.quoteConfirmationSubject(order.storeName, order.orderNumber)
      : messages.confirmationSubject(order.storeName, order.orderNumber),
    heading: isQuote ? messages.quoteConfirmationHeading : messages.confirmationHeading,
    paragraphs: orderParagraphs(order),
    action: { label: isQuote ? messages.viewQuote : messages.viewOrder, url: order.orderUrl },
    footnote: isQuote ? messages.quoteFootnote : messages.confirmationFootnote,
  };
}

/**
 * docs/features/store-console.md#the-stores-order-email: each line's ISBN, price and the location to
 * pull it from, the shipments, what is left to take and how, and a link to the order in the console.
 */
function staffParagraphs(order: PlacedOrderMail): { body: string[]; after: string[] } {
  const staff = order.staff;
  if (!staff || order.kind === 'quote') return { body: orderParagraphs(order), after: [] };
  const format = moneyFormat(order.currency);
  const body = orderParagraphs({ ...order, shipping: staff.shipping ?? order.shipping }, (line, name) => {
    const price = line.soldPrice === null ? '' : format(line.soldPrice * line.quantity);
    const text = storeMessages.line(line.quantity, name, line.eisbn ?? '', price, order.locationName);
    return line.backorder > 0 ? `${text} ${storeMessages.toOrderIn(line.backorder)}` : text;
  });
  const shipments =
    order.delivery === 'pickup' || !staff.multishipMethod
      ? []
      : [
          storeMessages.shipments[staff.multishipMethod] ?? '',
          ...(staff.shipments.length > 1
            ? staff.shipments.map((shipment) => storeMessages.shipment(shipment.label, shipment.eisbns))
            : []),
        ].filter(Boolean);
  return {
    body,
    after: [
      ...shipments,
      storeMessages.leftToTake(format(staff.totalOwing)),
      ...(staff.hasSealedCard ? [storeMessages.sealedCard] : []),
      ...(staff.paypalOrderId ? [storeMessages.paypal(staff.paypalOrderId, staff.paymentStatus)] : []),
    ],
  };
}

/** The store's notice of a new order or quote, sent to its order email. */
export function storeOrderNoticeEmail(order: PlacedOrderMail, to: string): OutgoingMail {
  const isQuote = order.kind === 'quote';
  const { contact } = order;
  const { body, after } = staffParagraphs(order);
  return {
    to,
    subject: isQuote
      ? messages.storeQuoteSubject(order.orderNumber, contact.name)
      : messages.storeSubject(order.orderNumber, contact.name),
    heading: isQuote ? messages.storeQuoteHeading : messages.storeHeading,
    paragraphs: [
      messages.customer(contact.name, contact.email, contact.phone),
      ...(contact.preference ? [messages.communication(contact.preference)] : []),
      ...body,
      ...after,
    ],
    ...(order.staff && !isQuote ? { action: { label: storeMessages.openInConsole, url: order.staff.consoleUrl } } : {}),
  };
}

/** Where the store hears of new orders: its order email, else its own email; none when both are empty. */
export const storeOrderEmailOf = (store: StoreContext): string =>
  store.settings.checkout.order_email.trim() || store.settings.store_info.email.trim();

/** The shopper's confirmation and the store's notice of an order or quote (none to an empty address). */
export function orderEmailsOf(store: StoreContext, order: PlacedOrderMail): OutgoingMail[] {
  const storeEmail = storeOrderEmailOf(store);
  return [
    ...(order.contact.email ? [orderConfirmationEmail(order)] : []),
    ...(storeEmail ? [storeOrderNoticeEmail(order, storeEmail)] : []),
  ];
}
