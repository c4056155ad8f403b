import {
  consoleErrorCodes,
  consoleMessages,
  consolePaymentErrorCodes,
  consolePaymentMessages,
  orderSummarySchema,
  refundLineAmounts,
  type ConsoleRefundInput,
  type RefundState,
  type consoleRefundInputSchema,
} from '@bookfront/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, OrderItemRow, OrderRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import { moneyFormat } from '../checkout/order-emails.ts';
import { createPaypalClient, PaypalError } from '../checkout/paypal-client.ts';
import type { GiftCardService } from '../giftcards/service.ts';
import type { MailService } from '../mail/service.ts';
import type { StoreContext } from '../store/service.ts';
import type { AuditRecorder, FulfilmentActor } from './fulfilment-service.ts';
import type { FulfilmentRepository } from './fulfilment-repository.ts';
import { createRefundRepository } from './refund-repository.ts';

type RefundInput = z.output<typeof consoleRefundInputSchema>;
type RefundLine = { position: number; quantity: number; amount: number; restocked?: number };

const invalid = (message: string) => new BadRequestError(consolePaymentErrorCodes.refundInvalid, message);
const notFound = () => new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);

const linesOf = (json: string): RefundLine[] => JSON.parse(json) as RefundLine[];

/** Each line's requested copies added up, so a line named twice counts once. */
function mergedLines(lines: ConsoleRefundInput['lines'] = []): { position: number; quantity: number }[] {
  const copies = new Map<number, number>();
  for (const line of lines) copies.set(line.position, (copies.get(line.position) ?? 0) + line.quantity);
  return [...copies].map(([position, quantity]) => ({ position, quantity }));
}

/** Splits `amount` between the tenders in proportion to what each may still take back. */
function splitByTender(amount: number, giftCardLeft: number, otherLeft: number) {
  const left = giftCardLeft + otherLeft;
  let giftCard = left === 0 ? 0 : Math.min(giftCardLeft, Math.round((amount * giftCardLeft) / left));
  let other = amount - giftCard;
  if (other > otherLeft) {
    giftCard += other - otherLeft;
    other = otherLeft;
  }
  return { giftCard, other };
}

/**
 * Refunds from the store console (docs/features/store-console.md#refunds): copies of lines and the
 * shipping go back to the tenders that paid, in proportion (gift cards through their ledger, PayPal
 * through its refund API, a card or a payment at the store recorded for the bookseller's terminal),
 * never more than the order took, once per idempotency key, optionally restocking the copies, with
 * the audit entry and the customer's email in the same transaction.
 */
export function createRefundService(deps: {
  db: Kysely<Database>;
  fulfilment: FulfilmentRepository;
  itemsOf: (storeId: string, orderId: string) => Promise<OrderItemRow[]>;
  giftCards: Pick<GiftCardService, 'orderPayments' | 'refundForOrder'>;
  mail: MailService;
  audit: AuditRecorder;
}) {
  const { fulfilment, giftCards, mail, audit } = deps;

  /** What the order took and gave back, by tender, read in `db` (the refund's transaction when given one). */
  async function tallyOf(db: Kysely<Database>, storeId: string, row: OrderRow) {
    const [refunds, cards] = await Promise.all([
      createRefundRepository(db).refundsOf(storeId, row.id),
      giftCards.orderPayments(db, storeId, row.id),
    ]);
    const giftCardPaid = cards.reduce((sum, card) => sum + card.paidCents, 0);
    const giftCardRefunded = cards.reduce((sum, card) => sum + card.refundedCents, 0);
    // Only what was taken can go back: a card not yet charged or a payment due at pick-up took nothing.
    const otherPaid = row.paymentStatus === 'captured' ? row.totalOwingCents : 0;
    const otherRefunded = refunds.reduce((sum, refund) => sum + refund.paypalCents + refund.terminalCents, 0);
    return { refunds, giftCardPaid, giftCardRefunded, otherPaid, otherRefunded };
  }

  function stateFrom(row: OrderRow, items: readonly OrderItemRow[], tally: Awaited<ReturnType<typeof tallyOf>>) {
    const summary = orderSummarySchema.parse(JSON.parse(row.summary));
    const refundedCopies = new Map<number, number>();
    const restockedCopies = new Map<number, number>();
    for (const line of tally.refunds.flatMap((refund) => linesOf(refund.lines))) {
      refundedCopies.set(line.position, (refundedCopies.get(line.position) ?? 0) + line.quantity);
      restockedCopies.set(line.position, (restockedCopies.get(line.position) ?? 0) + (line.restocked ?? 0));
    }
    const state: RefundState = {
      paid: tally.giftCardPaid + tally.otherPaid,
      refunded: tally.refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
      shipping_refundable: Math.max(
        0,
        summary.shipping - tally.refunds.reduce((sum, refund) => sum + refund.shippingCents, 0),
      ),
      quantities: items.map((item) =>
        item.isGiftcard === 1 ? 0 : Math.max(0, item.quantity - (refundedCopies.get(item.position) ?? 0)),
      ),
      refunds: tally.refunds.map((refund) => ({
        at: Number(refund.createdAt),
        staff_email: refund.staffEmail,
        amount: refund.amountCents,
        gift_card: refund.giftCardCents,
        paypal: refund.paypalCents,
        terminal: refund.terminalCents,
        shipping: refund.shippingCents,
        restocked: refund.restocked,
        note: refund.note,
        lines: linesOf(refund.lines).map(({ position, quantity, amount }) => ({ position, quantity, amount })),
      })),
    };
    return { state, summary, restockedCopies };
  }

  /** The customer's email of a refund, or null when the order has no email. */
  function refundMail(
    store: StoreContext,
    row: OrderRow,
    refund: { amount: number; isFull: boolean; lines: string[]; shipping: number },
    tenders: { giftCards: { number: string; amountCents: number }[]; paypal: number; terminal: number },
    baseUrl: string,
  ) {
    if (!row.email) return null;
    const format = moneyFormat(row.currency);
    return {
      to: row.email,
      subject: consolePaymentMessages.mailSubject(store.name, row.orderNumber),
      heading: refund.isFull ? consolePaymentMessages.mailFullHeading : consolePaymentMessages.mailHeading,
      paragraphs: [
        consolePaymentMessages.mailBody(format(refund.amount), row.orderNumber),
        ...refund.lines,
        ...(refund.shipping > 0 ? [`${consolePaymentMessages.mailShipping}: ${format(refund.shipping)}`] : []),
        ...tenders.giftCards.map((card) =>
          consolePaymentMessages.mailGiftCard(format(card.amountCents), card.number.slice(-4)),
        ),
        ...(tenders.paypal > 0 ? [consolePaymentMessages.mailPaypal(format(tenders.paypal))] : []),
        ...(tenders.terminal > 0 ? [consolePaymentMessages.mailTerminal(format(tenders.terminal))] : []),
      ],
      ...(row.userId
        ? {
            action: {
              label: consolePaymentMessages.mailAction,
              url: `${baseUrl}/account/order/${encodeURIComponent(row.orderNumber)}`,
            },
          }
        : {}),
    };
  }

  /** Gives `amountCents` of the order's PayPal capture back, once per refund id. */
  async function refundPaypal(store: StoreContext, row: OrderRow, amountCents: number, refundId: string) {
    try {
      if (!row.paypalOrderId) throw new PaypalError('the order has no PayPal order id', null);
      const client = createPaypalClient(store.settings.paypal);
      const captureId = await client.captureIdOf(row.paypalOrderId);
      return await client.refundCapture(captureId, { amountCents, currency: row.currency, requestId: refundId });
    } catch (error) {
      if (!(error instanceof PaypalError)) throw error;
      throw new ConflictError(consolePaymentErrorCodes.paypalRefundFailed, consolePaymentMessages.paypalRefundFailed);
    }
  }

  async function makeRefund(
    trx: Transaction<Database>,
    restock: Parameters<Parameters<FulfilmentRepository['inTransaction']>[0]>[0]['restock'],
    store: StoreContext,
    actor: FulfilmentActor,
    input: RefundInput & { baseUrl: string },
    orderId: string,
    items: readonly OrderItemRow[],
  ) {
    const refunds = createRefundRepository(trx);
    // Taken first, so a second refund of the order waits here and then reads this one's lines.
    await refunds.lockOrder(store.id, orderId);
    // The same request, sent twice, may have waited here for its twin: it refunds nothing more.
    if (await refunds.findByKey(store.id, input.idempotency_key)) return [];
    const row = await trx
      .selectFrom('orders')
      .selectAll()
      .where('storeId', '=', store.id)
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const tally = await tallyOf(trx, store.id, row);
    const { state, summary, restockedCopies } = stateFrom(row, items, tally);

    const requested = mergedLines(input.lines);
    if (requested.length === 0 && !input.shipping) throw invalid(consolePaymentMessages.refundNothing);
    for (const line of requested) {
      const item = items[line.position];
      if (!item) throw invalid(consolePaymentMessages.refundLineUnknown);
      if (item.isGiftcard === 1) throw invalid(consolePaymentMessages.refundGiftCardLine);
      if (line.quantity > (state.quantities[line.position] ?? 0))
        throw invalid(consolePaymentMessages.refundLineTooMany);
    }
    if (input.shipping && state.shipping_refundable === 0) throw invalid(consolePaymentMessages.refundShippingDone);

    const amounts = refundLineAmounts({
      total: summary.total,
      shipping: summary.shipping,
      lines: items.map((item) => ({
        quantity: item.quantity,
        sold_price: item.soldPriceCents,
        is_giftcard: item.isGiftcard === 1,
      })),
      refunded: state.refunds.flatMap((refund) => refund.lines),
      requested,
    });
    const shippingCents = input.shipping ? state.shipping_refundable : 0;
    const amount = amounts.reduce((sum, cents) => sum + cents, 0) + shippingCents;
    const leftToGive = state.paid - state.refunded;
    if (amount > leftToGive) {
      throw new ConflictError(
        consolePaymentErrorCodes.refundTooMuch,
        consolePaymentMessages.refundTooMuch(moneyFormat(row.currency)(leftToGive)),
      );
    }
    const split = splitByTender(
      amount,
      tally.giftCardPaid - tally.giftCardRefunded,
      tally.otherPaid - tally.otherRefunded,
    );
    const paypal = row.paymentType === 'paypal' ? split.other : 0;
    const terminal = split.other - paypal;

    // Only copies that came from stock go back, once each; a cancelled order's copies already went back.
    const canRestock = input.restock && row.fulfilmentStatus !== 'cancelled';
    const lines = requested.map((line, index) => {
      const item = items[line.position] as OrderItemRow;
      const fromStock = item.quantity - item.backorderQuantity - (restockedCopies.get(line.position) ?? 0);
      return {
        ...line,
        amount: amounts[index] ?? 0,
        restocked: canRestock ? Math.max(0, Math.min(line.quantity, fromStock)) : 0,
      };
    });
    const now = nowSeconds();
    const id = newOrderedId();
    const restocked = canRestock
      ? await restock(
          store.id,
          row.locationId,
          lines
            .filter((line) => line.restocked > 0)
            .map((line) => ({
              eisbn: (items[line.position] as OrderItemRow).eisbn,
              conditionCode: (items[line.position] as OrderItemRow).conditionCode,
              quantity: line.restocked,
            })),
          now,
        )
      : 0;
    await refunds.insert({
      storeId: store.id,
      id,
      orderId,
      idempotencyKey: input.idempotency_key,
      lines: JSON.stringify(lines),
      shippingCents,
      amountCents: amount,
      giftCardCents: split.giftCard,
      paypalCents: paypal,
      terminalCents: terminal,
      paypalRefundId: null,
      restocked,
      staffEmail: actor.email,
      note: input.note,
      createdAt: now,
    });
    if (!(await refunds.raiseRefunded(store.id, orderId, amount, state.paid))) {
      throw new ConflictError(
        consolePaymentErrorCodes.refundTooMuch,
        consolePaymentMessages.refundTooMuch(moneyFormat(row.currency)(leftToGive)),
      );
    }
    const giftCardsBack =
      split.giftCard > 0
        ? await giftCards.refundForOrder(trx, { storeId: store.id, orderId, amountCents: split.giftCard, now })
        : [];
    // Last of the writes: PayPal is asked only for a refund this transaction will keep, and its
    // request id (the refund's id) makes a retried call refund once.
    if (paypal > 0) await refunds.setPaypalRefundId(store.id, id, await refundPaypal(store, row, paypal, id));

    await audit.recordAudit(trx, actor, {
      action: 'order.refund',
      subject: row.orderNumber,
      before: { refunded: state.refunded },
      after: {
        refunded: state.refunded + amount,
        amount,
        gift_card: split.giftCard,
        paypal,
        terminal,
        shipping: shippingCents,
        lines: lines.map(({ position, quantity }) => ({ position, quantity })),
        restocked,
        ...(input.note ? { note: input.note } : {}),
      },
    });
    const format = moneyFormat(row.currency);
    const mailOut = refundMail(
      store,
      row,
      {
        amount,
        isFull: state.refunded + amount >= state.paid,
        lines: lines.map(
          (line) =>
            consolePaymentMessages.mailLine(line.quantity, (items[line.position] as OrderItemRow).title) +
            `: ${format(line.amount)}`,
        ),
        shipping: shippingCents,
      },
      { giftCards: giftCardsBack, paypal, terminal },
      input.baseUrl,
    );
    return mailOut ? mail.record(trx, store, [mailOut], { baseUrl: input.baseUrl }) : [];
  }

  return {
    /** What of the order may still be refunded, and the refunds made (for console/orders/get). */
    async stateOf(storeId: string, row: OrderRow, items: readonly OrderItemRow[]): Promise<RefundState> {
      return stateFrom(row, items, await tallyOf(deps.db, storeId, row)).state;
    },

    /**
     * console/orders/refund. A request whose idempotency key was already used, or that loses the
     * race to another with the same key, refunds nothing more.
     */
    async refund(store: StoreContext, actor: FulfilmentActor, input: RefundInput & { baseUrl: string }) {
      const row = await fulfilment.findOrder(store.id, input.order_number);
      if (!row) throw notFound();
      const done = await createRefundRepository(deps.db).findByKey(store.id, input.idempotency_key);
      if (done) {
        if (done.orderId !== row.id) throw invalid(consolePaymentMessages.refundFailed);
        return;
      }
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const items = await deps.itemsOf(store.id, row.id);
      let recorded: Awaited<ReturnType<typeof makeRefund>>;
      try {
        recorded = await fulfilment.inTransaction((writes, trx) =>
          makeRefund(trx, writes.restock, store, actor, input, row.id, items),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
      await mail.deliver(recorded);
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
