import { timingSafeEqual } from 'node:crypto';
import {
  orderErrorCodes,
  orderHistoryLimits,
  orderMessages,
  type GetOrderInput,
  type Order,
  type OrderList,
  type orderListInputSchema,
} from '@bookfront/contract';
import type { z } from 'zod';
import type { LocationRow, OrderRow } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { orderYearOf, orderYearPeriod } from './dates.ts';
import { toOrder, toOrderListRow } from './mapper.ts';
import type { OrderOwner, OrdersRepository } from './repository.ts';

/**
 * Who asks: the session's customer (if any) and the corp their session buys as (null: their own), in a store whose
 * locations name where each order is picked up.
 */
export type OrderViewer = {
  storeId: string;
  userId: string | null;
  sessionCorpId: string | null;
  locations: readonly LocationRow[];
};

/** The account module's reading of a session's customer: which corp they buy as, a lapsed link read as their own. */
export type ActingCorpLookup = {
  describeSessionUser(
    storeId: string,
    userId: string,
    corpId: string | null,
  ): Promise<{ corp_id: string | null } | null>;
};

type ParsedListInput = z.output<typeof orderListInputSchema>;

const notFound = () => new NotFoundError(orderErrorCodes.notFound, orderMessages.notFound);

/** docs/features/orders.md#limits / ours: an ISBN is found with or without its hyphens. */
function termPattern(term: string | undefined): string | null {
  const trimmed = term?.trim().toLowerCase() ?? '';
  if (!trimmed) return null;
  const looksLikeIsbn = /^[\d\s-]+x?$/.test(trimmed);
  const text = looksLikeIsbn ? trimmed.replace(/[\s-]/g, '') : trimmed;
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Compares the link's secret with the stored hash without revealing, by timing, how much matched. */
function tokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(sha256Hex(token), 'utf8');
  const stored = Buffer.from(storedHash, 'utf8');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Orders and quotes as their shopper reads them back (docs/features/orders.md#order-page order page). A customer
 * sees the orders they placed and those of the corp they buy as; a guest sees one order through the
 * secret of its link; anyone else is told only that there is no such order.
 */
export function createOrdersService({ repo, accounts }: { repo: OrdersRepository; accounts: ActingCorpLookup }) {
  async function ownerOf(viewer: OrderViewer): Promise<OrderOwner | null> {
    if (!viewer.userId) return null;
    const user = await accounts.describeSessionUser(viewer.storeId, viewer.userId, viewer.sessionCorpId);
    return user ? { storeId: viewer.storeId, userId: viewer.userId, corpId: user.corp_id } : null;
  }

  function isOwnedBy(row: OrderRow, owner: OrderOwner | null): boolean {
    if (!owner) return false;
    return row.userId === owner.userId || (owner.corpId !== null && row.corpId === owner.corpId);
  }

  /** Rows are read before rights are checked, so every refusal is the same 404 as a missing order. */
  async function visibleOrder(viewer: OrderViewer, input: GetOrderInput): Promise<Order> {
    const row = await repo.findByNumber(viewer.storeId, input.order_id);
    if (!row) throw notFound();
    if (!tokenMatches(input.token, row.guestTokenHash) && !isOwnedBy(row, await ownerOf(viewer))) throw notFound();
    return toOrder(row, await repo.itemsOf(viewer.storeId, row.id), viewer.locations);
  }

  async function yearsWithOrders(owner: OrderOwner): Promise<number[]> {
    const range = await repo.dateRange(owner);
    if (!range) return [];
    const years: number[] = [];
    for (let year = orderYearOf(range.last); year >= orderYearOf(range.first); year -= 1) years.push(year);
    const period = (year: number) => orderYearPeriod(year);
    const present = await Promise.all(
      years.map((year) => repo.hasOrderBetween(owner, period(year).from, period(year).to)),
    );
    return years.filter((_, index) => present[index]);
  }

  return {
    /**
     * When the customer last ordered each of `eisbns` (docs/features/cart.md#data cart_info.last_ordered), unix seconds, by
     * eisbn; a title not among their latest orders shows none.
     */
    lastOrderedDates: (storeId: string, userId: string, eisbns: string[]) =>
      repo.findLastOrderedDates(storeId, userId, eisbns),

    /** order/get: the order or quote, when the viewer may see it. */
    getOrder: visibleOrder,

    /** order/getList: one page of 5, newest first, filtered by year, term and location (docs/features/orders.md#order-history). */
    async listOrders(viewer: OrderViewer, input: ParsedListInput): Promise<OrderList> {
      const page = input.page ?? 1;
      const owner = await ownerOf(viewer);
      if (!owner) return { rows: [], rowcount: 0, years: [], page };
      const filters = {
        owner,
        period: input.year === undefined ? null : orderYearPeriod(input.year),
        termPattern: termPattern(input.term),
        locationId: input.location_id || null,
      };
      const pageLength = orderHistoryLimits.pageLength;
      const [rowcount, rows, years] = await Promise.all([
        repo.countMatching(filters),
        repo.pageMatching({ ...filters, offset: (page - 1) * pageLength, limit: pageLength }),
        yearsWithOrders(owner),
      ]);
      const orderIds = rows.map((row) => row.id);
      const [leadingItems, itemCounts] = await Promise.all([
        repo.leadingItemsOf(viewer.storeId, orderIds, orderHistoryLimits.itemsShown),
        repo.itemCountsOf(viewer.storeId, orderIds),
      ]);
      return {
        rows: rows.map((row) =>
          toOrderListRow(
            row,
            leadingItems.filter((item) => item.orderId === row.id),
            itemCounts.get(row.id) ?? 0,
          ),
        ),
        rowcount,
        years,
        page,
      };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
