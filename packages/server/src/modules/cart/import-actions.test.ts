import {
  cartErrorCodes,
  cartImportMaxRows,
  cartImportResultSchema,
  cartMessages,
  catalogMessages,
  commonMessages,
  limits,
  cartPageMessages,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { multipartBody } from '../../test/http.ts';
import { lookupFixture, orderWorkbookFixtures, pdfWith, xlsxWith } from '../lookup/test-files.ts';
import { cartApp, cookieName, forthcoming, hunger, mockingjay } from './test-app.ts';

/** Valid ISBN-13 that the test catalogue does not hold. */
const unknownToCatalogue = '9780307277671';

type Upload = { filename: string; content: Buffer; addToCart?: boolean };

async function importApp(dialect: Parameters<typeof cartApp>[0], settings: Record<string, unknown> = {}) {
  const context = await cartApp(dialect, settings);
  let uploads = 0;
  // Each from an address of its own: these tests read files, and one address's uploads are rate limited.
  const upload = ({ filename, content, addToCart }: Upload) =>
    context.app.inject({
      method: 'POST',
      url: '/api/cart/import',
      remoteAddress: `10.0.0.${(uploads += 1)}`,
      cookies: { [cookieName]: context.cookie },
      ...multipartBody(addToCart === undefined ? {} : { addToCart: String(addToCart) }, [
        { name: 'file', filename, content },
      ]),
    });
  return { ...context, upload };
}

const rowsOf = (response: { json: () => unknown }) => cartImportResultSchema.parse(response.json()).result.titles;
const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'));

describeEachDatabase('cart/import', (dialect) => {
  it('previews each row of a CSV with why a row cannot be added, and leaves the cart alone', async () => {
    const { upload, post, cartOf } = await importApp(dialect);
    const file = csv([
      'Title,ISBN,Qty',
      `The Hunger Games,978-0-439-02348-1,2`,
      `Mockingjay,${mockingjay},3`,
      `Not ours,${unknownToCatalogue},1`,
      `Bad quantity,${hunger},two`,
      `Bad ISBN,9780439023482,1`,
      `Too many,${hunger},9`,
      ',,',
    ]);

    const response = await upload({ filename: 'order.csv', content: file });

    expect(response.statusCode).toBe(200);
    expect(response.json().cart).toBeUndefined();
    expect(rowsOf(response)).toEqual([
      { isbn: hunger, qty: 2, success: true, title: 'The Hunger Games', message: '' },
      { isbn: mockingjay, qty: 3, success: true, title: 'Mockingjay', message: '' },
      { isbn: unknownToCatalogue, qty: 1, success: false, title: null, message: cartMessages.titleNotFound },
      { isbn: hunger, qty: null, success: false, title: 'The Hunger Games', message: cartMessages.quantityInvalid },
      { isbn: '9780439023482', qty: 1, success: false, title: null, message: cartPageMessages.importIsbnInvalid },
      { isbn: hunger, qty: 9, success: false, title: 'The Hunger Games', message: cartMessages.onlyInStock(5) },
    ]);
    expect((await cartOf(await post('session/get'))).items).toEqual([]);
  });

  it('adds the rows that pass to the cart and answers the cart with them', async () => {
    const { upload } = await importApp(dialect);
    const file = csv(['isbn,qty', `${hunger},2`, `${mockingjay},3`, `${unknownToCatalogue},1`]);

    const response = await upload({ filename: 'order.csv', content: file, addToCart: true });

    const { cart, result } = cartImportResultSchema.parse(response.json());
    expect(result.titles.map((row) => row.success)).toEqual([true, true, false]);
    expect(cart?.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity])).toEqual([
      [hunger, 2],
      [mockingjay, 3],
    ]);
  });

  it('reports a row the stock no longer allows once the cart holds some, and still adds the rest', async () => {
    const { upload, post } = await importApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 4 });
    const file = csv(['isbn,qty', `${hunger},3`, `${mockingjay},1`]);

    const response = await upload({ filename: 'order.csv', content: file, addToCart: true });

    const { cart, result } = cartImportResultSchema.parse(response.json());
    expect(result.titles[0]).toMatchObject({ success: false, message: cartMessages.onlyInStock(5) });
    expect(cart?.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity])).toEqual([
      [hunger, 4],
      [mockingjay, 1],
    ]);
  });

  it('reads an Excel workbook by its headers, with ISBNs and quantities typed as numbers', async () => {
    const { upload } = await importApp(dialect);
    const file = await xlsxWith([
      ['Spring order for the school library'],
      ['Quantity', 'Title', 'ISBN'],
      [1, 'Mockingjay', Number(mockingjay)],
      [2, 'The Hunger Games', '978-0-439-02348-1'],
    ]);

    const response = await upload({ filename: 'order.xlsx', content: file });

    expect(rowsOf(response).map(({ isbn, qty, success }) => ({ isbn, qty, success }))).toEqual([
      { isbn: mockingjay, qty: 1, success: true },
      { isbn: hunger, qty: 2, success: true },
    ]);
  });

  it('gives the same answer to every upload of a workbook, whichever program wrote it', async () => {
    const { upload } = await importApp(dialect);
    const workbooks = [
      {
        filename: 'order.exceljs.xlsx',
        content: await xlsxWith([
          ['Title', 'ISBN', 'Qty'],
          ['Hunger', hunger, 2],
          ['Mockingjay', Number(mockingjay), 3],
        ]),
      },
      ...orderWorkbookFixtures.map((filename) => ({ filename, content: lookupFixture(filename) })),
    ];

    for (const workbook of workbooks) {
      const answers: unknown[] = [];
      for (let attempt = 0; attempt < 16; attempt += 1) {
        const response = await upload(workbook);
        answers.push({
          status: response.statusCode,
          rows: response
            .json()
            .result?.titles?.map(({ isbn, qty, success }: { isbn: string; qty: number; success: boolean }) => ({
              isbn,
              qty,
              success,
            })),
        });
      }

      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size, workbook.filename).toBe(1);
      expect(answers[0], workbook.filename).toEqual({
        status: 200,
        rows: [
          { isbn: hunger, qty: 2, success: true },
          { isbn: mockingjay, qty: 3, success: true },
        ],
      });
    }
  });

  it('takes one of each ISBN found in a text file or a PDF', async () => {
    const { upload } = await importApp(dialect);
    const text = Buffer.from(`Please order ${hunger} and ISBN 978-0-439-02351-1 for Friday.`);

    const fromText = await upload({ filename: 'note.txt', content: text });
    const fromPdf = await upload({ filename: 'note.pdf', content: await pdfWith([`${forthcoming}`, `${hunger}`]) });

    expect(rowsOf(fromText).map(({ isbn, qty }) => ({ isbn, qty }))).toEqual([
      { isbn: hunger, qty: 1 },
      { isbn: mockingjay, qty: 1 },
    ]);
    expect(rowsOf(fromPdf).map(({ isbn, qty }) => ({ isbn, qty }))).toEqual([
      { isbn: forthcoming, qty: 1 },
      { isbn: hunger, qty: 1 },
    ]);
  });

  it("refuses a spreadsheet without 'isbn' and 'qty' headers, saying what it needs", async () => {
    const { upload } = await importApp(dialect);

    const response = await upload({ filename: 'order.csv', content: csv(['ISBN,Title', `${hunger},Hunger`]) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: cartPageMessages.importHeadersMissing,
      code: cartErrorCodes.importHeadersMissing,
    });
  });

  it('refuses a file that is not the kind its name says, and one that cannot be read', async () => {
    const { upload } = await importApp(dialect);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notAWorkbook = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('not really a zip file')]);

    const wrongKind = await upload({ filename: 'order.csv', content: png });
    const unreadable = await upload({ filename: 'order.xlsx', content: notAWorkbook });

    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json()).toMatchObject({ error: catalogMessages.fileTypeRefused });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ error: catalogMessages.fileUnreadable });
  });

  it('refuses a file over 50 MB with the spec sentence', async () => {
    const { upload } = await importApp(dialect);

    const response = await upload({ filename: 'huge.txt', content: Buffer.alloc(limits.uploadMaxBytes + 1, 'a') });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: commonMessages.fileTooLarge });
  });

  it('refuses a file listing more titles than one import reads', async () => {
    const { upload } = await importApp(dialect);
    const rows = Array.from({ length: cartImportMaxRows + 1 }, () => `${hunger},1`);

    const response = await upload({ filename: 'order.csv', content: csv(['isbn,qty', ...rows]) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: cartErrorCodes.importTooManyRows });
  });

  it('asks for a file when none was sent, and reads addToCart only as a yes or no', async () => {
    const { app, cookie, upload } = await importApp(dialect);

    const noFile = await app.inject({
      method: 'POST',
      url: '/api/cart/import',
      cookies: { [cookieName]: cookie },
      payload: { addToCart: true },
    });
    const badFlag = await app.inject({
      method: 'POST',
      url: '/api/cart/import',
      cookies: { [cookieName]: cookie },
      ...multipartBody({ addToCart: 'perhaps' }, [{ name: 'file', filename: 'a.txt', content: Buffer.from(hunger) }]),
    });

    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ fields: { file: catalogMessages.fileTypeRefused } });
    expect(badFlag.statusCode).toBe(400);
    expect((await upload({ filename: 'a.txt', content: Buffer.from(hunger) })).statusCode).toBe(200);
  });

  it('asks a guest to log in where guests may not use the cart', async () => {
    const { upload } = await importApp(dialect, { guest_show_cart: false });

    const response = await upload({ filename: 'order.txt', content: Buffer.from(hunger) });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: commonMessages.loginRequired });
  });
});
