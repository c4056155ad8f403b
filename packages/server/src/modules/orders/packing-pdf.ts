import { consolePackingMessages as words } from '@bookfront/contract';
import PDFDocument from 'pdfkit';
import { printable } from '../reports/pdf.ts';

/** One line to pull: a title's copies taken from stock, and the orders they are for. */
export type PickLine = { eisbn: string; title: string; binding: string; quantity: number; orders: string[] };

export type PickList = {
  storeName: string;
  heading: string;
  printedOn: string;
  locations: { name: string; lines: PickLine[] }[];
};

export type PackingSlip = {
  storeName: string;
  orderNumber: string;
  placedOn: string;
  /** "Ship to" or "Pick up at", and the lines of the address or the location. */
  delivery: { label: string; lines: string[] };
  customer: string[];
  notes: string;
  lines: { eisbn: string; title: string; binding: string; quantity: number; backordered: number }[];
};

const margin = 40;
const ink = '#1f2328';
const muted = '#57606a';
const rule = '#d0d7de';

/** Columns of a table: header, width (points) and whether it is right-aligned. */
type Column = { header: string; width: number; right?: boolean };

function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin, bufferPages: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]) {
  const rowOf = (cells: string[], font: string, colour: string) => {
    doc.font(font).fontSize(9).fillColor(colour);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(printable(cell), { width: (columns[index]?.width ?? 60) - 6 }),
    );
    const height = Math.max(...heights, 10) + 4;
    if (doc.y + height > doc.page.height - margin) doc.addPage();
    const top = doc.y;
    let x = margin;
    cells.forEach((cell, index) => {
      const column = columns[index] as Column;
      doc.text(printable(cell), x, top + 2, { width: column.width - 6, align: column.right ? 'right' : 'left' });
      x += column.width;
    });
    doc
      .moveTo(margin, top + height)
      .lineTo(x, top + height)
      .strokeColor(rule)
      .lineWidth(0.5)
      .stroke();
    doc.x = margin;
    doc.y = top + height;
  };
  rowOf(
    columns.map((column) => column.header),
    'Helvetica-Bold',
    ink,
  );
  for (const row of rows) rowOf(row, 'Helvetica', ink);
}

/**
 * The pick list (docs/features/store-console.md#pick-lists-and-packing-slips): per location, each
 * title's copies to pull from stock and the orders they are for, by title.
 */
export const pickListPdf = (list: PickList): Promise<Buffer> =>
  pdfBuffer((doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor(ink)
      .text(printable(words.pickListTitle(list.storeName)));
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(muted)
      .text(printable(`${list.heading} · ${list.printedOn}`));
    if (list.locations.length === 0) doc.moveDown().fillColor(ink).text(words.noOrders);
    for (const location of list.locations) {
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).fillColor(ink).text(printable(location.name));
      doc.moveDown(0.3);
      table(
        doc,
        [
          { header: words.isbn, width: 92 },
          { header: words.title, width: 210 },
          { header: words.format, width: 80 },
          { header: words.quantity, width: 34, right: true },
          { header: words.orders, width: 116 },
        ],
        location.lines.map((line) => [
          line.eisbn,
          line.title,
          line.binding,
          String(line.quantity),
          line.orders.join(', '),
        ]),
      );
    }
  });

/** One order's packing slip: what goes in the parcel or the pick-up bag, and where it goes. */
export const packingSlipPdf = (slip: PackingSlip): Promise<Buffer> =>
  pdfBuffer((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor(ink).text(printable(slip.storeName));
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(printable(words.slipTitle(slip.orderNumber)));
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(muted)
      .text(printable(words.placed(slip.placedOn)));
    doc.moveDown();
    const top = doc.y;
    doc.font('Helvetica-Bold').fillColor(ink).text(printable(slip.delivery.label), margin, top, { width: 250 });
    doc.font('Helvetica').text(printable(slip.delivery.lines.join('\n')), { width: 250 });
    const left = doc.y;
    doc.font('Helvetica-Bold').text(words.customer, margin + 280, top, { width: 250 });
    doc.font('Helvetica').text(printable(slip.customer.join('\n')), { width: 250 });
    doc.x = margin;
    doc.y = Math.max(left, doc.y);
    if (slip.notes) {
      doc.moveDown(0.5).font('Helvetica-Bold').text(words.notes);
      doc.font('Helvetica').text(printable(slip.notes));
    }
    doc.moveDown();
    table(
      doc,
      [
        { header: words.isbn, width: 92 },
        { header: words.title, width: 250 },
        { header: words.format, width: 90 },
        { header: words.quantity, width: 40, right: true },
      ],
      slip.lines.map((line) => [
        line.eisbn,
        line.backordered > 0 ? `${line.title} (${words.toOrderIn(line.backordered)})` : line.title,
        line.binding,
        String(line.quantity),
      ]),
    );
    doc
      .moveDown()
      .font('Helvetica')
      .fillColor(muted)
      .text(printable(words.thanks(slip.storeName)));
  });
