import { listShareMessages, type TitleList, type TitleSummary } from '@bookfront/contract';
import ExcelJS from 'exceljs';

const moneyFormat = '"$"#,##0.00';
/** Sheet names are at most 31 characters and may not hold : \ / ? * [ ]. */
const sheetNameOf = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'List';

/** What the shopper pays for a new copy, else the first row's price; null when the store hides or has none. */
function priceOf(title: TitleSummary): number | null {
  const row = title.available.find((candidate) => candidate.code === 'NEW') ?? title.available[0];
  const cents = row?.price ?? title.price;
  return cents === null ? null : cents / 100;
}

function availabilityOf(title: TitleSummary): string {
  const row = title.available.find((candidate) => candidate.code === 'NEW') ?? title.available[0];
  return row ? [row.message, row.sub_message].filter((part) => part.trim() !== '').join(' – ') : '';
}

/**
 * titlelist/getExcel (docs/features/lists.md#spreadsheet): one row per title, newest first: title, authors,
 * ISBN, format, price and availability, under a bold header that stays in view.
 */
export async function listWorkbook(list: TitleList, rows: TitleSummary[]): Promise<Buffer> {
  const { columns } = listShareMessages;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(list.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: columns.title, width: 48 },
    { header: columns.authors, width: 32 },
    { header: columns.isbn, width: 16 },
    { header: columns.format, width: 16 },
    { header: columns.price, width: 10 },
    { header: columns.availability, width: 32 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const title of rows) {
    const row = sheet.addRow([
      title.subtitle ? `${title.title}: ${title.subtitle}` : title.title,
      title.authors.map((author) => author.name).join(', '),
      // Text, so a spreadsheet keeps all 13 digits instead of showing a number in exponent form.
      title.eisbn,
      title.binding,
      priceOf(title),
      availabilityOf(title),
    ]);
    row.getCell(5).numFmt = moneyFormat;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
