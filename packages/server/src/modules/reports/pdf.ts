import { reportMessages, type ListPdfLayout, type TitleSummary } from '@bookfront/contract';
import anyAscii from 'any-ascii';
import PDFDocument from 'pdfkit';
import { clothColours } from '../covers/placeholder.ts';

/** What one PDF of a list prints: its heading and its titles, newest first. */
export type ListPdfContent = {
  storeName: string;
  listName: string;
  description: string;
  /** The day it is printed, as the reader reads dates. */
  printedOn: string;
  rows: TitleSummary[];
};

/** A cover image pdfkit can draw (JPEG or PNG), or null for the drawn stand-in. */
export type CoverImage = (eisbn: string) => Promise<Buffer | null>;

/** How far the titles are laid out: called after each title, so the caller can record progress. */
export type LayoutProgress = (done: number, total: number) => Promise<void>;

const { pdf: words } = reportMessages;
const margin = 48;
const ink = '#1f2328';
const muted = '#57606a';
const rule = '#d0d7de';

/**
 * The standard PDF fonts hold Latin-1 and a few marks; other letters (Greek, Cyrillic, CJK) are
 * written in Latin letters instead of as empty boxes.
 */
const windowsExtras = new Set([...'‘’“”–—…•€™']);
export const printable = (text: string) =>
  [...text]
    .map((char) => ((char.codePointAt(0) ?? 0) < 256 || windowsExtras.has(char) ? char : anyAscii(char)))
    .join('');

function priceOf(title: TitleSummary): string {
  const row = title.available.find((candidate) => candidate.code === 'NEW') ?? title.available[0];
  const cents = row?.price ?? title.price;
  return cents === null ? '' : `$${(cents / 100).toFixed(2)}`;
}

function availabilityOf(title: TitleSummary): string {
  const row = title.available.find((candidate) => candidate.code === 'NEW') ?? title.available[0];
  return row ? [row.message, row.sub_message].filter((part) => part.trim() !== '').join(' – ') : '';
}

/** `hsl(h s% l%)` as pdfkit's RGB triple. */
function rgbOf(hsl: string): [number, number, number] {
  const [h = 0, s = 0, l = 0] = (hsl.match(/[\d.]+/g) ?? []).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const authorsOf = (title: TitleSummary) => title.authors.map((author) => author.name).join(', ');
const fullTitleOf = (title: TitleSummary) => (title.subtitle ? `${title.title}: ${title.subtitle}` : title.title);

/**
 * A list as a PDF (docs/features/lists.md#pdf), in one of two layouts: a catalogue page with a cover,
 * the title, authors, ISBN, format, price and availability of each title, or a compact checklist
 * with a box to tick on each line. Letter-sized pages, numbered in the footer.
 */
export async function listPdf(
  content: ListPdfContent,
  layout: ListPdfLayout,
  options: { cover: CoverImage; onProgress: LayoutProgress },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    info: { Title: printable(content.listName), Author: printable(content.storeName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const width = doc.page.width - margin * 2;
  const bottom = () => doc.page.height - margin - 24;

  // The heading.
  doc.fillColor(muted).font('Helvetica').fontSize(10).text(printable(content.storeName), { width });
  doc.moveDown(0.3);
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(20).text(printable(content.listName), { width });
  if (content.description.trim()) {
    doc.moveDown(0.2);
    doc.fillColor(muted).font('Helvetica').fontSize(11).text(printable(content.description), { width });
  }
  doc.moveDown(0.3);
  doc
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(9)
    .text(`${words.titlesCount(content.rows.length)} · ${words.printedOn(content.printedOn)}`, { width });
  doc.moveDown(0.8);

  const total = content.rows.length;
  if (layout === 'catalogue') {
    const coverWidth = 60;
    const coverHeight = 90;
    const textLeft = margin + coverWidth + 16;
    const textWidth = width - coverWidth - 16;
    for (const [index, title] of content.rows.entries()) {
      if (doc.y + coverHeight > bottom()) doc.addPage();
      const top = doc.y;
      const image = await options.cover(title.eisbn);
      let drawn = false;
      if (image) {
        try {
          doc.image(image, margin, top, { fit: [coverWidth, coverHeight], align: 'center', valign: 'center' });
          drawn = true;
        } catch {
          // An image pdfkit cannot read gets the stand-in below.
        }
      }
      if (!drawn) {
        // The storefront's drawn cover (modules/covers/placeholder.ts): book cloth lettered with the title.
        const colours = clothColours(title.eisbn);
        doc.save().rect(margin, top, coverWidth, coverHeight).fill(rgbOf(colours.bottom));
        doc
          .fillColor('#ffffff')
          .font('Helvetica-Bold')
          .fontSize(7)
          .text(printable(title.title), margin + 5, top + 8, {
            width: coverWidth - 10,
            height: coverHeight - 16,
            ellipsis: true,
          });
        doc.restore();
      }
      doc
        .fillColor(ink)
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(printable(fullTitleOf(title)), textLeft, top, { width: textWidth });
      const authors = authorsOf(title);
      if (authors)
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(ink)
          .text(printable(words.by(authors)), { width: textWidth });
      doc.moveDown(0.3);
      doc.fillColor(muted).font('Helvetica').fontSize(9);
      const facts = [
        `${words.isbn} ${title.eisbn}`,
        title.binding ? `${words.format}: ${title.binding}` : '',
        priceOf(title) ? `${words.price}: ${priceOf(title)}` : '',
      ].filter(Boolean);
      doc.text(printable(facts.join('   ')), { width: textWidth });
      const availability = availabilityOf(title);
      if (availability) doc.text(printable(`${words.availability}: ${availability}`), { width: textWidth });
      doc.x = margin;
      doc.y = Math.max(doc.y, top + coverHeight) + 12;
      doc
        .save()
        .moveTo(margin, doc.y - 6)
        .lineTo(margin + width, doc.y - 6)
        .lineWidth(0.5)
        .stroke(rule)
        .restore();
      await options.onProgress(index + 1, total);
    }
  } else {
    // The checklist's columns: a box, title and authors, ISBN, format, price, availability.
    const columns = [
      { label: '', width: 16 },
      { label: words.title, width: 196 },
      { label: words.isbn, width: 84 },
      { label: words.format, width: 64 },
      { label: words.price, width: 46 },
      { label: words.availability, width: width - 16 - 196 - 84 - 64 - 46 },
    ];
    const header = () => {
      let x = margin;
      const top = doc.y;
      doc.fillColor(muted).font('Helvetica-Bold').fontSize(8);
      for (const column of columns) {
        doc.text(column.label, x, top, { width: column.width - 6 });
        x += column.width;
      }
      doc.y = top + 14;
      doc
        .save()
        .moveTo(margin, doc.y - 3)
        .lineTo(margin + width, doc.y - 3)
        .lineWidth(0.5)
        .stroke(rule)
        .restore();
    };
    header();
    for (const [index, title] of content.rows.entries()) {
      doc.font('Helvetica').fontSize(8);
      const cells = [
        '',
        `${fullTitleOf(title)}${authorsOf(title) ? ` — ${authorsOf(title)}` : ''}`,
        title.eisbn,
        title.binding,
        priceOf(title),
        availabilityOf(title),
      ].map(printable);
      const height = Math.max(
        ...cells.map((cell, column) => doc.heightOfString(cell || ' ', { width: (columns[column]?.width ?? 0) - 6 })),
      );
      if (doc.y + height > bottom()) {
        doc.addPage();
        header();
      }
      const top = doc.y;
      doc.save().rect(margin, top, 8, 8).lineWidth(0.7).stroke(muted).restore();
      let x = margin;
      for (const [column, cell] of cells.entries()) {
        doc.fillColor(column === 1 ? ink : muted).text(cell, x, top, { width: (columns[column]?.width ?? 0) - 6 });
        x += columns[column]?.width ?? 0;
      }
      doc.x = margin;
      doc.y = top + height + 6;
      await options.onProgress(index + 1, total);
    }
  }

  // Page numbers in every footer.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    doc
      .fillColor(muted)
      .font('Helvetica')
      .fontSize(8)
      .text(words.page(page + 1, range.count), margin, doc.page.height - margin - 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
