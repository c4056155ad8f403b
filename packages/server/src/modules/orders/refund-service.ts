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
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database, OrderItemRow, OrderRefundsTable, OrderRow } from '../../db/schema.ts';
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
type OrderRefundRow = Selectable<OrderRefundsTable>;
type RefundLine = { position: number; quantity: number; amount: number; restocked?: number };

const invalid = (message: string) => new BadRequestError(consolePaymentErrorCodes.refundInvalid, message);
const notFound = () => new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);

const linesOf = (json: string): RefundLine[] => JSON.parse(json) as RefundLine[];

/** A refund recorded with a PayPal part that PayPal has not yet given back (docs/features/store-console.md#refunds). */
const awaitsPaypal = (refund: Pick<OrderRefundRow, 'paypalCents' | 'paypalRefundId'>) =>
  refund.paypalCents > 0 && refund.paypalRefundId === null;

type Restock = Parameters<Parameters<FulfilmentRepository['inTransaction']>[0]>[0]['restock'];

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
 * the audit entry and the customer's email in the same transaction. PayPal is asked between two
 * transactions, so the order is not held while it answers.
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
    // A refund waiting for PayPal gives its gift card part back once PayPal did: counted as given already.
    const giftCardWaiting = refunds.filter(awaitsPaypal).reduce((sum, refund) => sum + refund.giftCardCents, 0);
    const giftCardRefunded = cards.reduce((sum, card) => sum + card.refundedCents, 0) + giftCardWaiting;
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

  /** Gives `amountCents` of the order's PayPal capture back, once per refund id (PayPal's request id). */
  async function refundPaypal(store: StoreContext, row: OrderRow, amountCents: number, refundId: string) {
    if (!row.paypalOrderId) throw new PaypalError('the order has no PayPal order id', null);
    const client = createPaypalClient(store.settings.paypal);
    const captureId = await client.captureIdOf(row.paypalOrderId);
    return client.refundCapture(captureId, { amountCents, currency: row.currency, requestId: refundId });
  }

  /** PayPal said it made no refund; unreachable or failing on its side, it may have made it. */
  const isRefusal = (error: PaypalError) => error.answered && (error.status === null || error.status < 500);

  /**
   * Records the refund in the order's transaction: what goes back to each tender and the copies it takes back, with
   * what the order refunded raised. A refund with a PayPal part stops there, waiting for PayPal; `settle` gives back
   * the rest. Null when the key was used already (its twin, sent at once, waited here).
   */
  async function recordRefund(
    trx: Transaction<Database>,
    store: StoreContext,
    actor: FulfilmentActor,
    input: RefundInput,
    orderId: string,
    items: readonly OrderItemRow[],
  ): Promise<OrderRefundRow | null> {
    const refunds = createRefundRepository(trx);
    // Taken first, so a second refund of the order waits here and then reads this one's lines.
    await refunds.lockOrder(store.id, orderId);
    // The same request, sent twice, may have waited here for its twin: it refunds nothing more.
    if (await refunds.findByKey(store.id, input.idempotency_key)) return null;
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
    const tooMuch = () =>
      new ConflictError(
        consolePaymentErrorCodes.refundTooMuch,
        consolePaymentMessages.refundTooMuch(moneyFormat(row.currency)(leftToGive)),
      );
    if (amount > leftToGive) throw tooMuch();
    const split = splitByTender(
      amount,
      tally.giftCardPaid - tally.giftCardRefunded,
      tally.otherPaid - tally.otherRefunded,
    );
    const paypal = row.paymentType === 'paypal' ? split.other : 0;

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
    const refund: OrderRefundRow = {
      storeId: store.id,
      id: newOrderedId(),
      orderId,
      idempotencyKey: input.idempotency_key,
      lines: JSON.stringify(lines),
      shippingCents,
      amountCents: amount,
      giftCardCents: split.giftCard,
      paypalCents: paypal,
      terminalCents: split.other - paypal,
      paypalRefundId: null,
      restocked: 0,
      staffEmail: actor.email,
      note: input.note ?? '',
      createdAt: nowSeconds(),
    };
    await refunds.insert(refund);
    if (!(await refunds.raiseRefunded(store.id, orderId, amount, state.paid))) throw tooMuch();
    return refund;
  }

  /**
   * Gives back what a recorded refund gives besides PayPal (gift cards, copies to stock) and writes its audit entry and
   * the customer's email, in `trx`; PayPal's refund id, when it had a PayPal part, marks it settled once.
   */
  async function settle(
    trx: Transaction<Database>,
    restock: Restock,
    store: StoreContext,
    actor: FulfilmentActor,
    refund: OrderRefundRow,
    paypalRefundId: string | null,
    context: { items: readonly OrderItemRow[]; baseUrl: string },
  ) {
    const refunds = createRefundRepository(trx);
    if (paypalRefundId !== null) {
      await refunds.lockOrder(store.id, refund.orderId);
      // Its twin request settled it already.
      if (!(await refunds.settlePaypal(store.id, refund.id, paypalRefundId))) return [];
    }
    const { items } = context;
    const row = await trx
      .selectFrom('orders')
      .selectAll()
      .where('storeId', '=', store.id)
      .where('id', '=', refund.orderId)
      .executeTakeFirstOrThrow();
    const lines = linesOf(refund.lines);
    const toRestock = lines.filter((line) => (line.restocked ?? 0) > 0);
    const restocked =
      toRestock.length > 0
        ? await restock(
            store.id,
            row.locationId,
            toRestock.map((line) => ({
              eisbn: (items[line.position] as OrderItemRow).eisbn,
              conditionCode: (items[line.position] as OrderItemRow).conditionCode,
              quantity: line.restocked ?? 0,
            })),
            refund.createdAt,
          )
        : 0;
    if (restocked > 0) await refunds.setRestocked(store.id, refund.id, restocked);
    const giftCardsBack =
      refund.giftCardCents > 0
        ? await giftCards.refundForOrder(trx, {
            storeId: store.id,
            orderId: refund.orderId,
            amountCents: refund.giftCardCents,
            now: refund.createdAt,
          })
        : [];
    const amount = refund.amountCents;
    const refundedBefore = row.refundedCents - amount;
    const paid = stateFrom(row, items, await tallyOf(trx, store.id, row)).state.paid;
    await audit.recordAudit(trx, actor, {
      action: 'order.refund',
      subject: row.orderNumber,
      before: { refunded: refundedBefore },
      after: {
        refunded: row.refundedCents,
        amount,
        gift_card: refund.giftCardCents,
        paypal: refund.paypalCents,
        terminal: refund.terminalCents,
        shipping: refund.shippingCents,
        lines: lines.map(({ position, quantity }) => ({ position, quantity })),
        restocked,
        ...(refund.note ? { note: refund.note } : {}),
      },
    });
    const format = moneyFormat(row.currency);
    const mailOut = refundMail(
      store,
      row,
      {
        amount,
        isFull: row.refundedCents >= paid,
        lines: lines.map(
          (line) =>
            consolePaymentMessages.mailLine(line.quantity, (items[line.position] as OrderItemRow).title) +
            `: ${format(line.amount)}`,
        ),
        shipping: refund.shippingCents,
      },
      { giftCards: giftCardsBack, paypal: refund.paypalCents, terminal: refund.terminalCents },
      context.baseUrl,
    );
    return mailOut ? mail.record(trx, store, [mailOut], { baseUrl: context.baseUrl }) : [];
  }

  /**
   * Asks PayPal for a recorded refund's PayPal part, outside any transaction (the order's row is not held while
   * PayPal answers), with the refund's id as PayPal's request id so a retry is refunded once; then settles the refund,
   * or forgets it and gives its amount back to what the order may refund when PayPal refuses.
   */
  async function settleWithPaypal(
    store: StoreContext,
    actor: FulfilmentActor,
    refund: OrderRefundRow,
    context: { items: readonly OrderItemRow[]; baseUrl: string },
  ) {
    const order = await deps.db
      .selectFrom('orders')
      .selectAll()
      .where('storeId', '=', store.id)
      .where('id', '=', refund.orderId)
      .executeTakeFirstOrThrow();
    let paypalRefundId: string;
    try {
      paypalRefundId = await refundPaypal(store, order, refund.paypalCents, refund.id);
    } catch (error) {
      if (!(error instanceof PaypalError)) throw error;
      // Refused: nothing was refunded, so nothing is recorded. Otherwise the refund waits for its key to be sent again,
      // which asks PayPal with the same request id and so refunds once.
      if (isRefusal(error)) {
        await fulfilment.inTransaction((_writes, trx) => createRefundRepository(trx).dropUnsettled(store.id, refund));
      }
      throw new ConflictError(consolePaymentErrorCodes.paypalRefundFailed, consolePaymentMessages.paypalRefundFailed);
    }
    return fulfilment.inTransaction((writes, trx) =>
      settle(trx, writes.restock, store, actor, refund, paypalRefundId, context),
    );
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
      const row = await fulfilment.findByNumber(store.id, input.order_number);
      if (!row) throw notFound();
      const done = await createRefundRepository(deps.db).findByKey(store.id, input.idempotency_key);
      if (done && done.orderId !== row.id) throw invalid(consolePaymentMessages.refundFailed);
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const items = await deps.itemsOf(store.id, row.id);
      const context = { items, baseUrl: input.baseUrl };
      // The same key again: a refund still waiting for PayPal (its request stopped short) is finished, once.
      if (done) {
        if (awaitsPaypal(done)) await mail.deliver(await settleWithPaypal(store, actor, done, context));
        return;
      }
      let recorded: { refund: OrderRefundRow | null; mails: Awaited<ReturnType<typeof settle>> };
      try {
        recorded = await fulfilment.inTransaction(async (writes, trx) => {
          const refund = await recordRefund(trx, store, actor, input, row.id, items);
          // Without a PayPal part the whole refund is made in this one transaction.
          if (!refund || awaitsPaypal(refund)) return { refund, mails: [] };
          return { refund, mails: await settle(trx, writes.restock, store, actor, refund, null, context) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
      const { refund } = recorded;
      const mails =
        refund && awaitsPaypal(refund) ? await settleWithPaypal(store, actor, refund, context) : recorded.mails;
      await mail.deliver(mails);
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
