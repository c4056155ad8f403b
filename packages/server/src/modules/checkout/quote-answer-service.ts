import {
  consoleQuoteErrorCodes,
  consoleQuoteMessages as messages,
  orderSummarySchema,
  type ConsoleAnswerQuoteFields,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database, OrderItemRow, OrderRow } from '../../db/schema.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { MailService } from '../mail/service.ts';
import type { OutgoingMail } from '../mail/render.ts';
import type { RegistryService } from '../registry/service.ts';
import type { StoreContext } from '../store/service.ts';
import { moneyFormat } from './order-emails.ts';
import type { OrderRepository, OrderTransaction } from './order-repository.ts';
import { stockLinesOrder } from './order-rows.ts';
import { answeredQuoteSummary, capInOrder } from './quote-pricing.ts';

/** Who answers: a staff member of the store. */
export type QuoteAnswerer = { id: string; storeId: string; email: string; role: string };

type Audit = {
  recordAudit(
    trx: Kysely<Database>,
    staff: QuoteAnswerer,
    entry: { action: string; subject: string; before?: unknown; after?: unknown },
  ): Promise<unknown>;
};

const linesInvalid = () =>
  new BadRequestError(consoleQuoteErrorCodes.linesInvalid, messages.linesInvalid, { lines: messages.linesInvalid });

const declined = () => new ConflictError(consoleQuoteErrorCodes.notOpen, messages.wasDeclined);

/** A price for each line of the quote, once, by position; else a 400. */
function pricesByPosition(lines: readonly OrderItemRow[], input: ConsoleAnswerQuoteFields): Map<number, number> {
  const prices = new Map(input.lines.map((line) => [line.position, line.price_cents]));
  const positions = new Set(lines.map((line) => line.position));
  if (prices.size !== input.lines.length || prices.size !== positions.size) throw linesInvalid();
  for (const position of prices.keys()) if (!positions.has(position)) throw linesInvalid();
  return prices;
}

/**
 * docs/features/store-console.md#quotes, docs/decisions/0049-answering-quotes.md: a bookseller turns a
 * customer's quote into an order at the prices and shipping they set. In one transaction, which
 * starts by making the row an order only while it is still a quote (its lock settles two answers at
 * once): the copies come from stock at the order's location as an order's would (the rest ordered
 * in, or refused), the lines, summary and promo code amounts change, registry purchases count, the
 * audit entry and the customer's email are written. A second answer finds it answered and changes
 * nothing.
 */
export function createQuoteAnswerService(deps: {
  orders: OrderRepository;
  mail: MailService;
  audit: Audit;
  registries: Pick<RegistryService, 'recordPurchases'>;
  /** The order's lines by position (the orders module's). */
  linesOf: (storeId: string, orderId: string) => Promise<OrderItemRow[]>;
}) {
  /** The customer's email: the lines at their prices, the totals, and what they do next. */
  function answerMail(options: {
    store: StoreContext;
    row: OrderRow;
    lines: readonly OrderItemRow[];
    prices: ReadonlyMap<number, number>;
    summary: ReturnType<typeof answeredQuoteSummary>;
    note: string;
    baseUrl: string;
  }): OutgoingMail | null {
    const { store, row, summary } = options;
    if (!row.email) return null;
    const money = moneyFormat(row.currency);
    const location = store.locations.find((candidate) => candidate.id === row.locationId);
    return {
      to: row.email,
      subject: messages.mailSubject(store.name, row.orderNumber),
      heading: messages.mailHeading,
      paragraphs: [
        messages.mailIntro(row.orderNumber),
        ...options.lines.map((line) =>
          messages.mailLine(line.quantity, line.title, money(options.prices.get(line.position) ?? 0)),
        ),
        ...(summary.shipping > 0 ? [messages.mailShipping(money(summary.shipping))] : []),
        ...summary.taxes.map((tax) => messages.mailTaxes(tax.type, money(tax.amount))),
        messages.mailTotal(money(summary.total)),
        row.deliveryPreference === 'pickup'
          ? messages.mailPayAtPickup(location?.name ?? store.name)
          : messages.mailPayByContact,
        ...(options.note ? [messages.mailNote(options.note)] : []),
      ],
      action: {
        label: messages.mailAction,
        url: `${options.baseUrl}/account/order/${encodeURIComponent(row.orderNumber)}`,
      },
    };
  }

  /** Takes each line's copies from stock at the order's location, in eisbn order as orders do. */
  async function reserveLines(trx: OrderTransaction, row: OrderRow, lines: readonly OrderItemRow[]) {
    const backorders = new Map<number, number>();
    for (const line of stockLinesOrder(lines)) {
      const key = {
        storeId: row.storeId,
        locationId: row.locationId,
        eisbn: line.eisbn,
        conditionCode: line.conditionCode,
      };
      const reservation = await trx.reserveStock(key, line.quantity, line.isForthcoming === 1);
      if (!reservation) throw new ConflictError(consoleQuoteErrorCodes.stockGone, messages.stockGone(line.title));
      backorders.set(line.position, reservation.backorder);
    }
    return backorders;
  }

  return {
    /** Answers the quote; true when this call turned it into an order, false when it already was one. */
    async answer(
      store: StoreContext,
      staff: QuoteAnswerer,
      input: ConsoleAnswerQuoteFields & { baseUrl: string },
    ): Promise<boolean> {
      const row = await deps.orders.findQuote(store.id, input.order_number);
      if (!row) return false;
      if (row.fulfilmentStatus === 'cancelled') throw declined();
      const lines = await deps.linesOf(store.id, row.id);
      if (lines.some((line) => line.isGiftcard === 1)) {
        throw new ConflictError(consoleQuoteErrorCodes.hasGiftCards, messages.hasGiftCards);
      }
      const prices = pricesByPosition(lines, input);
      const quoted = orderSummarySchema.parse(JSON.parse(row.summary));
      const shippingCents = row.deliveryPreference === 'pickup' ? 0 : input.shipping_cents;
      const summary = answeredQuoteSummary({
        quoted,
        lines: lines.map((line) => ({ quantity: line.quantity, priceCents: prices.get(line.position) ?? 0 })),
        shippingCents,
      });
      // docs/decisions/0049-answering-quotes.md: paid at pick-up, or the store gets in touch to take it.
      const payment =
        row.deliveryPreference === 'pickup'
          ? { paymentType: 'pickup', paymentStatus: 'none' }
          : { paymentType: 'contact', paymentStatus: 'pending' };
      const now = nowSeconds();

      const recorded = await deps.orders.transaction(async (trx) => {
        const answered = await trx.answerQuote(store.id, row.id, {
          ...payment,
          summary: JSON.stringify(summary),
          totalCents: summary.total,
          totalOwingCents: summary.total_owing,
          quoteAnsweredAt: now,
        });
        if (!answered) return null;
        const backorders = await reserveLines(trx, row, lines);
        for (const line of lines) {
          await trx.setLinePrice({
            storeId: store.id,
            orderId: row.id,
            position: line.position,
            soldPriceCents: prices.get(line.position) ?? 0,
            backorder: backorders.get(line.position) ?? 0,
          });
        }
        const uses = await trx.promoCodeUsesOf(store.id, row.id);
        const capped = capInOrder(
          uses.map((use) => use.amountCents),
          summary.subtotal,
        );
        for (const [index, use] of uses.entries())
          await trx.setPromoCodeUse({ ...use, amountCents: capped[index] ?? 0 });
        // docs/features/gift-registries.md#purchases: counted once the quote is an order, as an order's are.
        await deps.registries.recordPurchases(trx.trx, store.id, lines);
        await deps.audit.recordAudit(trx.trx, staff, {
          action: 'order.answerQuote',
          subject: row.orderNumber,
          before: { kind: 'quote', total: row.totalCents },
          after: {
            kind: 'order',
            total: summary.total,
            shipping: summary.shipping,
            payment_type: payment.paymentType,
            lines: lines.map((line) => ({ position: line.position, price_cents: prices.get(line.position) ?? 0 })),
            ...(input.note ? { note: input.note } : {}),
          },
        });
        const mail = answerMail({ store, row, lines, prices, summary, note: input.note, baseUrl: input.baseUrl });
        return mail ? deps.mail.record(trx.trx, store, [mail], { baseUrl: input.baseUrl }) : [];
      });
      if (recorded === null) {
        // A decline that came first leaves it a quote, cancelled; an answer that came first, an order.
        if ((await deps.orders.findQuote(store.id, input.order_number))?.fulfilmentStatus === 'cancelled') {
          throw declined();
        }
        return false;
      }
      await deps.mail.deliver(recorded);
      return true;
    },
  };
}
export type QuoteAnswerService = ReturnType<typeof createQuoteAnswerService>;
