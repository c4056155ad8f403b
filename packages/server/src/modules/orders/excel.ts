import { orderMessages, type Order, type OrderShipping } from '@bookfront/contract';
import ExcelJS from 'exceljs';
import { formatOrderDate } from './dates.ts';

/** What the order alone does not say: the pick-up location's name. */
export type OrderWorkbookContext = { locationName: string };

const moneyFormat = '"$"#,##0.00';
const dollars = (cents: number) => cents / 100;

function addressLine(shipping: OrderShipping): string {
  return [
    shipping.orgname,
    shipping.name,
    shipping.addr1,
    shipping.addr2,
    shipping.city,
    shipping.prov,
    shipping.postal,
    shipping.country,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** The delivery line of the spreadsheet's header. */
export function deliveryText(order: Order, context: OrderWorkbookContext): string {
  if (order.delivery_key === 'quote') return orderMessages.quoteDelivery;
  if (order.delivery_type === 'pickup') return orderMessages.pickUpAt(context.locationName);
  const heading = order.delivery_type === 'local_delivery' ? orderMessages.localDelivery : orderMessages.shipTo;
  const address = order.shipping ? addressLine(order.shipping) : '';
  const provider = order.shipping?.provider ? ` (${orderMessages.shipWith(order.shipping.provider)})` : '';
  return `${heading}: ${address}${provider}`;
}

/** The summary lines, in the order the order page shows them; only those that apply. */
function summaryLines(order: Order): [string, number][] {
  const { summary } = order;
  return [
    [orderMessages.subtotal, summary.subtotal],
    ...(summary.discounts ? [[orderMessages.discounts, -summary.discounts] as [string, number]] : []),
    ...summary.promo_codes.map((promo): [string, number] => [promo.description, -promo.amount]),
    ...summary.taxes.map((tax): [string, number] => [tax.type, tax.amount]),
    [orderMessages.shipping, summary.shipping],
    // docs/features/orders.md#order-page: the total, then what gift cards paid of it, then what is left.
    [orderMessages.total, summary.total],
    ...(summary.total_gift_card_amount_used
      ? [[orderMessages.giftCards, -summary.total_gift_card_amount_used] as [string, number]]
      : []),
    [orderMessages.totalOwing, summary.total_owing],
  ];
}

/**
 * order/getExcel (docs/features/orders.md#spreadsheet): the order as a spreadsheet: its number, date and delivery, a table of
 * its items (ISBN, title, format, quantity, price, total), then its summary.
 */
export async function orderWorkbook(order: Order, context: OrderWorkbookContext): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(orderMessages.orderHeading(order.order_number));
  sheet.columns = [{ width: 16 }, { width: 48 }, { width: 16 }, { width: 10 }, { width: 12 }, { width: 12 }];

  sheet.addRow([orderMessages.orderNumber, order.order_number]);
  sheet.addRow([orderMessages.date, formatOrderDate(order.order_date)]);
  sheet.addRow([orderMessages.delivery, deliveryText(order, context)]);
  for (const row of [1, 2, 3]) sheet.getCell(row, 1).font = { bold: true };
  sheet.addRow([]);

  const header = sheet.addRow([
    orderMessages.isbn,
    orderMessages.title,
    orderMessages.format,
    orderMessages.quantity,
    orderMessages.price,
    orderMessages.total,
  ]);
  header.font = { bold: true };
  for (const item of order.items) {
    const row = sheet.addRow([
      item.title_info.eisbn,
      item.title_info.title,
      item.title_info.binding,
      item.cart_info.quantity,
      dollars(item.cart_info.sold_price),
      dollars(item.cart_info.sold_price * item.cart_info.quantity),
    ]);
    row.getCell(5).numFmt = moneyFormat;
    row.getCell(6).numFmt = moneyFormat;
  }
  sheet.addRow([]);

  for (const [label, cents] of summaryLines(order)) {
    const row = sheet.addRow([label, null, null, null, null, dollars(cents)]);
    row.getCell(1).font = { bold: true };
    row.getCell(6).numFmt = moneyFormat;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
