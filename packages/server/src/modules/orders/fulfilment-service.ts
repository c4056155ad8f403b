import {
  consoleErrorCodes,
  deliveryPreferenceSchema,
  consoleMessages,
  consoleOrderPageLength,
  consoleOrdersCancelAction,
  consoleOrdersMarkCompletedAction,
  consoleOrdersMarkReadyAction,
  consoleOrdersMarkShippedAction,
  consoleOrdersAnswerQuoteAction,
  consoleOrdersRecordChargedAction,
  consoleOrdersRefundAction,
  orderStatusSchema,
  queueStatuses,
  type ConsoleOrderDetail,
  type ConsoleOrderList,
  type OrderStatus,
  type QueueStatus,
  type StaffRoleName,
  type consoleOrderListInputSchema,
} from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, OrderRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { RegistryService } from '../registry/service.ts';
import type { MailService } from '../mail/service.ts';
import type { StoreContext } from '../store/service.ts';
import type { FulfilmentRepository } from './fulfilment-repository.ts';
import { toOrder } from './mapper.ts';
import type { RefundService } from './refund-service.ts';
import type { OrdersRepository } from './repository.ts';

/** Who changes an order: a staff member of the store, and their role. */
export type FulfilmentActor = { id: string; storeId: string; email: string; role: StaffRoleName };

/** The console module's audit log, written inside the change's transaction. */
export type AuditRecorder = {
  recordAudit(
    trx: Kysely<Database>,
    staff: FulfilmentActor,
    entry: { action: string; subject: string; before?: unknown; after?: unknown },
  ): Promise<unknown>;
};

type ChangeName = ConsoleOrderDetail['actions'][number];

/**
 * docs/features/store-console.md#order-statuses: which statuses each change starts from, what it
 * leads to, which deliveries it suits, and the roles that may make it (the action table's).
 */
const changes: Record<
  ChangeName,
  { from: readonly OrderStatus[]; to: OrderStatus; deliveries: readonly string[] | null; roles: readonly string[] }
> = {
  markReady: {
    from: ['new'],
    to: 'ready_for_pickup',
    deliveries: ['pickup'],
    roles: consoleOrdersMarkReadyAction.staffRoles,
  },
  markShipped: {
    from: ['new'],
    to: 'shipped',
    deliveries: ['ship', 'local_delivery'],
    roles: consoleOrdersMarkShippedAction.staffRoles,
  },
  markCompleted: {
    from: ['new', 'ready_for_pickup', 'shipped'],
    to: 'completed',
    deliveries: null,
    roles: consoleOrdersMarkCompletedAction.staffRoles,
  },
  cancel: {
    from: ['new', 'ready_for_pickup'],
    to: 'cancelled',
    deliveries: null,
    roles: consoleOrdersCancelAction.staffRoles,
  },
};

const changeNames = Object.keys(changes) as ChangeName[];

const notFound = () => new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);

const statusOf = (row: Pick<OrderRow, 'fulfilmentStatus'>): OrderStatus =>
  orderStatusSchema.catch('new').parse(row.fulfilmentStatus);

/** A quote waits as 'quote' until declined, when it is 'cancelled' (docs/features/store-console.md#quotes). */
export const queueStatusOf = (row: Pick<OrderRow, 'kind' | 'fulfilmentStatus'>): QueueStatus =>
  row.kind === 'quote' && row.fulfilmentStatus !== 'cancelled' ? 'quote' : statusOf(row);

const conflict = (status: OrderStatus) =>
  new ConflictError(
    consoleErrorCodes.statusConflict,
    consoleMessages.statusConflict((consoleMessages.statuses[status] ?? status).toLowerCase()),
  );

function canChange(row: OrderRow, name: ChangeName): boolean {
  const change = changes[name];
  return change.from.includes(statusOf(row)) && (change.deliveries?.includes(row.deliveryPreference) ?? true);
}

type ListInput = z.output<typeof consoleOrderListInputSchema>;

/**
 * The store's side of its orders (docs/features/store-console.md#orders): the queue by status,
 * an order's detail, and the changes staff make, each with its status change and audit entry in
 * one transaction.
 */
export function createFulfilmentService(deps: {
  repo: FulfilmentRepository;
  orders: OrdersRepository;
  mail: MailService;
  audit: AuditRecorder;
  registries: Pick<RegistryService, 'recordPurchases'>;
  refunds: Pick<RefundService, 'stateOf'>;
}) {
  const { repo, orders, mail, audit } = deps;

  async function detail(store: StoreContext, row: OrderRow, actor: FulfilmentActor): Promise<ConsoleOrderDetail> {
    const [items, history] = await Promise.all([
      orders.itemsOf(store.id, row.id),
      repo.statusChangesOf(store.id, row.id),
    ]);
    const refund = await deps.refunds.stateOf(store.id, row, items);
    const isQuote = queueStatusOf(row) === 'quote';
    return {
      order: toOrder(row, items, store.locations, 'staff'),
      status: queueStatusOf(row),
      tracking: row.tracking,
      payment_status: row.paymentStatus,
      total_owing: row.totalOwingCents,
      paypal_order_id: row.paypalOrderId,
      has_sealed_card: row.ccCiphertext !== null,
      can_charge_card:
        row.paymentType === 'credit_card' &&
        row.paymentStatus !== 'captured' &&
        (consoleOrdersRecordChargedAction.staffRoles as readonly string[]).includes(actor.role),
      refund,
      can_refund:
        refund.paid > refund.refunded &&
        (consoleOrdersRefundAction.staffRoles as readonly string[]).includes(actor.role),
      history: history.map((change) => ({
        status: orderStatusSchema.catch('new').parse(change.status),
        at: Number(change.createdAt),
        staff_email: change.staffEmail,
        note: change.note,
      })),
      actions:
        row.kind === 'quote'
          ? []
          : changeNames.filter((name) => canChange(row, name) && changes[name].roles.includes(actor.role)),
      can_answer_quote:
        isQuote && (consoleOrdersAnswerQuoteAction.staffRoles as readonly string[]).includes(actor.role),
      quote_answered_at: row.quoteAnsweredAt === null ? null : Number(row.quoteAnsweredAt),
    };
  }

  async function orderOf(store: StoreContext, orderNumber: string): Promise<OrderRow> {
    const row = await repo.findByNumber(store.id, orderNumber);
    if (!row) throw notFound();
    return row;
  }

  /** The customer's "ready for pick-up" mail, or null when the order has no email to send it to. */
  function readyMail(store: StoreContext, row: OrderRow, baseUrl: string) {
    if (!row.email) return null;
    const location = store.locations.find((candidate) => candidate.id === row.locationId);
    return {
      to: row.email,
      subject: consoleMessages.readyMailSubject(store.name, row.orderNumber),
      heading: consoleMessages.readyMailHeading,
      paragraphs: [
        consoleMessages.readyMailBody(row.orderNumber, location ? location.name : store.name),
        ...(location ? [[location.address, location.city].filter(Boolean).join(', ')].filter(Boolean) : []),
        consoleMessages.readyMailHours,
      ],
      // A guest's order page needs the secret of its link, which only the confirmation carried.
      ...(row.userId
        ? {
            action: {
              label: consoleMessages.readyMailAction,
              url: `${baseUrl}/account/order/${encodeURIComponent(row.orderNumber)}`,
            },
          }
        : {}),
    };
  }

  async function change(
    store: StoreContext,
    actor: FulfilmentActor,
    input: { name: ChangeName; orderNumber: string; note: string; tracking?: string; baseUrl: string },
  ): Promise<ConsoleOrderDetail> {
    const row = await orderOf(store, input.orderNumber);
    const rule = changes[input.name];
    if (!canChange(row, input.name)) throw conflict(statusOf(row));
    const now = nowSeconds();
    const items = input.name === 'cancel' ? await orders.itemsOf(store.id, row.id) : [];
    const recorded = await repo.inTransaction(async (writes, trx) => {
      const moved = await writes.changeStatus(store.id, row.id, {
        from: rule.from,
        to: rule.to,
        ...(input.tracking === undefined ? {} : { tracking: input.tracking }),
      });
      // Another change got there first between our read and this write.
      if (!moved) return null;
      await writes.insertStatusChange({
        storeId: store.id,
        id: newOrderedId(),
        orderId: row.id,
        status: rule.to,
        staffEmail: actor.email,
        note: input.note,
        createdAt: now,
      });
      let restocked: number | undefined;
      if (input.name === 'cancel') {
        // Only the copies taken from stock go back; backordered copies and gift cards never came from it.
        const lines = items
          .filter((item) => item.isGiftcard !== 1)
          .map((item) => ({
            eisbn: item.eisbn,
            conditionCode: item.conditionCode,
            quantity: item.quantity - item.backorderQuantity,
          }))
          .filter((line) => line.quantity > 0);
        restocked = await writes.restock(store.id, row.locationId, lines, now);
        // docs/features/gift-registries.md#purchases: what the order bought for a registry is no longer bought.
        await deps.registries.recordPurchases(trx, store.id, items, -1);
      }
      await audit.recordAudit(trx, actor, {
        action: `order.${input.name}`,
        subject: row.orderNumber,
        before: { status: statusOf(row), tracking: row.tracking },
        after: {
          status: rule.to,
          tracking: input.tracking ?? row.tracking,
          ...(input.note ? { note: input.note } : {}),
          ...(restocked === undefined ? {} : { restocked }),
        },
      });
      const mailOut = input.name === 'markReady' ? readyMail(store, row, input.baseUrl) : null;
      return mailOut ? mail.record(trx, store, [mailOut], { baseUrl: input.baseUrl }) : [];
    });
    if (recorded === null) throw conflict(statusOf((await repo.findByNumber(store.id, row.orderNumber)) ?? row));
    await mail.deliver(recorded);
    return detail(store, await orderOf(store, row.orderNumber), actor);
  }

  return {
    /** console/orders/list: one page of a status's queue, oldest first, with every status's count. */
    async listQueue(store: StoreContext, input: ListInput): Promise<ConsoleOrderList> {
      const filters = {
        storeId: store.id,
        locationId: input.location_id || null,
        deliveryPreference: input.delivery_type ?? null,
      };
      const offset = (input.page - 1) * consoleOrderPageLength;
      const [counted, quotes, rows] = await Promise.all([
        repo.countByStatus(filters),
        repo.countQuotes(filters),
        repo.pageOfQueue({ ...filters, status: input.status }, offset, consoleOrderPageLength),
      ]);
      const counts = Object.fromEntries(queueStatuses.map((status) => [status, 0])) as Record<QueueStatus, number>;
      counts.quote = quotes;
      for (const { status, count } of counted) {
        const known = orderStatusSchema.safeParse(status);
        if (known.success) counts[known.data] += count;
      }
      const itemCounts = await repo.itemCountsOf(
        store.id,
        rows.map((row) => row.id),
      );
      const locationName = (id: string) => store.locations.find((location) => location.id === id)?.name ?? '';
      return {
        rows: rows.map((row) => ({
          order_number: row.orderNumber,
          order_date: Number(row.createdAt),
          status: queueStatusOf(row),
          purchaser_name: row.purchaserName,
          email: row.email,
          delivery_type: deliveryPreferenceSchema.parse(row.deliveryPreference),
          location_id: row.locationId,
          location_name: locationName(row.locationId),
          item_count: itemCounts.get(row.id) ?? 0,
          total: row.totalCents,
          total_owing: row.totalOwingCents,
          payment_type: row.paymentType,
        })),
        rowcount: counts[input.status],
        page: input.page,
        page_length: consoleOrderPageLength,
        counts,
        locations: store.locations.map((location) => ({ location_id: location.id, name: location.name })),
      };
    },

    /** console/orders/get: an order or a quote of this store; any other store's is not found. */
    async getOrder(store: StoreContext, actor: FulfilmentActor, orderNumber: string) {
      const row = await repo.findByNumber(store.id, orderNumber, ['order', 'quote']);
      if (!row) throw notFound();
      return detail(store, row, actor);
    },

    /** The console's detail of an order or a quote, as console/orders/get answers it. */
    detailOf: detail,

    changeStatus: change,
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
