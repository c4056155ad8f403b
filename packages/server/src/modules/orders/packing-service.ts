import {
  consoleErrorCodes,
  consoleMessages,
  consolePackingMessages as words,
  orderShippingSchema,
  pickListMaxOrders,
  type consolePickListInputSchema,
} from '@bookfront/contract';
import type { z } from 'zod';
import type { OrderItemRow, OrderRow } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { StoreContext } from '../store/service.ts';
import { formatOrderDate } from './dates.ts';
import type { FulfilmentRepository } from './fulfilment-repository.ts';
import { packingSlipPdf, pickListPdf, type PickLine } from './packing-pdf.ts';

type PickListInput = z.output<typeof consolePickListInputSchema>;

/** The copies of a line that come from stock (backordered copies are not on the shelf; a gift card never is). */
const fromStock = (item: OrderItemRow) => (item.isGiftcard === 1 ? 0 : item.quantity - item.backorderQuantity);

/**
 * Pick lists and packing slips (docs/features/store-console.md#pick-lists-and-packing-slips): PDFs
 * made with pdfkit as the reports module makes a list's, for any staff member of the store.
 */
export function createPackingService(deps: {
  fulfilment: FulfilmentRepository;
  itemsOf: (storeId: string, orderId: string) => Promise<OrderItemRow[]>;
}) {
  const { fulfilment } = deps;
  const locationName = (store: StoreContext, id: string) =>
    store.locations.find((location) => location.id === id)?.name ?? id;

  async function chosenOrders(store: StoreContext, input: PickListInput): Promise<OrderRow[]> {
    if (input.orders.length > 0) {
      const rows = await Promise.all(input.orders.map((number) => fulfilment.findByNumber(store.id, number)));
      return rows.filter((row): row is OrderRow => row !== undefined);
    }
    return fulfilment.pageOfQueue(
      { storeId: store.id, status: input.status, locationId: input.location_id || null, deliveryPreference: null },
      0,
      pickListMaxOrders,
    );
  }

  return {
    /** console/orders/pickList: the copies to pull, by location then title. */
    async pickList(store: StoreContext, input: PickListInput): Promise<Buffer> {
      const orders = await chosenOrders(store, input);
      const byLocation = new Map<string, Map<string, PickLine>>();
      for (const order of orders) {
        for (const item of await deps.itemsOf(store.id, order.id)) {
          const quantity = fromStock(item);
          if (quantity <= 0) continue;
          const lines = byLocation.get(order.locationId) ?? new Map<string, PickLine>();
          const key = `${item.eisbn}:${item.conditionCode}`;
          const line = lines.get(key) ?? {
            eisbn: item.eisbn,
            title: item.title,
            binding: item.binding,
            quantity: 0,
            orders: [],
          };
          line.quantity += quantity;
          if (!line.orders.includes(order.orderNumber)) line.orders.push(order.orderNumber);
          lines.set(key, line);
          byLocation.set(order.locationId, lines);
        }
      }
      const status =
        input.orders.length > 0 ? '' : (consoleMessages.statuses[input.status] ?? input.status).toLowerCase();
      return pickListPdf({
        storeName: store.name,
        heading: words.pickListFor(status, orders.length).replace(/\s+/g, ' ').trim(),
        printedOn: words.printedOn(formatOrderDate(nowSeconds())),
        locations: [...byLocation]
          .map(([id, lines]) => ({
            name: locationName(store, id),
            lines: [...lines.values()].sort((a, b) => a.title.localeCompare(b.title)),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      });
    },

    /** console/orders/packingSlip: one order of the store; any other is not found. */
    async packingSlip(store: StoreContext, orderNumber: string): Promise<Buffer> {
      const order = await fulfilment.findByNumber(store.id, orderNumber);
      if (!order) throw new NotFoundError(consoleErrorCodes.orderNotFound, consoleMessages.orderNotFound);
      const items = await deps.itemsOf(store.id, order.id);
      const parsed = order.shippingAddress ? orderShippingSchema.safeParse(JSON.parse(order.shippingAddress)) : null;
      const address = parsed?.success ? parsed.data : null;
      const location = store.locations.find((candidate) => candidate.id === order.locationId);
      return packingSlipPdf({
        storeName: store.name,
        orderNumber: order.orderNumber,
        placedOn: formatOrderDate(Number(order.createdAt)),
        delivery: address
          ? {
              label: words.shipTo,
              lines: [
                address.name,
                address.orgname,
                address.addr1,
                address.addr2,
                [address.city, address.prov, address.postal].filter(Boolean).join(' '),
                address.country,
              ].filter(Boolean),
            }
          : {
              label: words.pickUpAt,
              lines: [location?.name ?? order.locationId, location?.address ?? '', location?.city ?? ''].filter(
                Boolean,
              ),
            },
        customer: [order.purchaserName, order.email, order.phone].filter(Boolean),
        notes: order.notes,
        lines: items.map((item) => ({
          eisbn: item.eisbn,
          title: item.title,
          binding: item.binding,
          quantity: item.quantity,
          backordered: item.backorderQuantity,
        })),
      });
    },
  };
}
export type PackingService = ReturnType<typeof createPackingService>;
