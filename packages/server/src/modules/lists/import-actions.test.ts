import {
  catalogMessages,
  commonMessages,
  limits,
  listImportMaxRows,
  listImportResultSchema,
  listMessageResultSchema,
  listShareErrorCodes,
  listShareMessages,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { multipartBody } from '../../test/http.ts';
import { pdfWith, xlsxWith } from '../lookup/test-files.ts';
import { cookieName } from '../cart/test-app.ts';
import { forthcoming, hunger, itemsOf, listsApp, mockingjay } from './test-app.ts';

/** A valid ISBN-13 the test catalogue does not hold. */
const unknownToCatalogue = '9780307277671';

type Upload = { filename: string; content: Buffer; addToList?: boolean; listId: string; as?: 'ada' | 'bea' };

async function importApp(dialect: Parameters<typeof listsApp>[0]) {
  const context = await listsApp(dialect);
  const cookies = {
    ada: (await context.app.signIn(context.ada))[cookieName] ?? '',
    bea: (await context.app.signIn(context.bea))[cookieName] ?? '',
  };
  const created = listMessageResultSchema.parse(
    (await context.asAda('titlelist/create', { name: 'Summer reads' })).json(),
  );
  let uploads = 0;
  // Each from an address of its own: one address's uploads are rate limited.
  const upload = ({ filename, content, addToList, listId, as = 'ada' }: Upload) =>
    context.app.inject({
      method: 'POST',
      url: '/api/titlelist/importFile',
      remoteAddress: `10.0.1.${(uploads += 1)}`,
      cookies: { [cookieName]: cookies[as] },
      ...multipartBody({ list_id: listId, ...(addToList === undefined ? {} : { add_to_list: String(addToList) }) }, [
        { name: 'file', filename, content },
      ]),
    });
  return { ...context, listId: created.list.list_id, upload };
}

const rowsOf = (response: { json: () => unknown }) => listImportResultSchema.parse(response.json()).result.titles;
const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'));

describeEachDatabase('titlelist/importFile', (dialect) => {
  it('refuses a row of a title the store hides as one the catalogue lacks', async () => {
    const { app, store, upload, listId } = await importApp(dialect);
    await createCatalogFactories(app.db).hide(store.id, hunger);

    const response = await upload({ filename: 'shelf.csv', content: csv(['ISBN', hunger, mockingjay]), listId });

    expect(rowsOf(response).map((row) => [row.isbn, row.success, row.message])).toEqual([
      [hunger, false, listShareMessages.importTitleNotFound],
      [mockingjay, true, ''],
    ]);
  });

  it('previews each row of a CSV by its isbn column, with why a row cannot be imported, and leaves the list alone', async () => {
    const { upload, listId, asAda } = await importApp(dialect);
    const file = csv([
      'Title,ISBN',
      'The Hunger Games,978-0-439-02348-1',
      `Not ours,${unknownToCatalogue}`,
      'Bad ISBN,9780439023482',
      'No ISBN,',
      `Again,${hunger}`,
      `Mockingjay,0439023513`,
    ]);

    const response = await upload({ filename: 'shelf.csv', content: file, listId });

    expect(response.statusCode).toBe(200);
    expect(rowsOf(response)).toEqual([
      { isbn: hunger, success: true, title: 'The Hunger Games', message: '' },
      { isbn: unknownToCatalogue, success: false, title: null, message: listShareMessages.importTitleNotFound },
      { isbn: '9780439023482', success: false, title: null, message: listShareMessages.importIsbnInvalid },
      { isbn: '', success: false, title: null, message: listShareMessages.importIsbnMissing },
      { isbn: hunger, success: false, title: 'The Hunger Games', message: listShareMessages.importRepeated },
      { isbn: mockingjay, success: true, title: 'Mockingjay', message: '' },
    ]);
    expect(itemsOf(await asAda('titlelist/getItems', { list_id: listId })).row_count).toBe(0);
  });

  it('imports the rows that pass into the list with add_to_list, and counts the new ones', async () => {
    const { upload, listId, asAda } = await importApp(dialect);
    await asAda('titlelist/addItemToList', { list_id: listId, eisbn: hunger });

    const response = await upload({
      filename: 'shelf.csv',
      content: csv(['isbn', hunger, mockingjay, forthcoming, unknownToCatalogue]),
      listId,
      addToList: true,
    });

    expect(response.statusCode).toBe(200);
    const result = listImportResultSchema.parse(response.json());
    expect(result.added_count).toBe(2);
    expect(result.list?.row_count).toBe(3);
    const items = itemsOf(await asAda('titlelist/getItems', { list_id: listId }));
    expect(items.rows.map((row) => row.eisbn).sort()).toEqual([forthcoming, hunger, mockingjay].sort());
  });

  it('reads a Goodreads library export by ISBN13, falling back to ISBN, without its ="…" quoting', async () => {
    const { upload, listId } = await importApp(dialect);
    const file = csv([
      'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Exclusive Shelf',
      '2767052,"The Hunger Games (The Hunger Games, #1)",Suzanne Collins,"Collins, Suzanne",,="0439023483",="9780439023481",5,read',
      '7260188,Mockingjay,Suzanne Collins,"Collins, Suzanne",,="0439023513",="",4,read',
      '1,A zine,Nobody,"Nobody, A",,="",="",0,to-read',
    ]);

    const response = await upload({ filename: 'goodreads_library_export.csv', content: file, listId });

    expect(rowsOf(response).map((row) => [row.isbn, row.success])).toEqual([
      [hunger, true],
      [mockingjay, true],
      ['', false],
    ]);
  });

  it('reads a StoryGraph export by its ISBN/UID column', async () => {
    const { upload, listId } = await importApp(dialect);
    const file = csv([
      'Title,Authors,Contributors,ISBN/UID,Format,Read Status',
      'The Hunger Games,Suzanne Collins,,9780439023481,paperback,read',
      'A fan zine,Someone,,b7f1c2d4-uid,digital,to-read',
    ]);

    const response = await upload({ filename: 'storygraph.csv', content: file, listId });

    expect(rowsOf(response).map((row) => [row.isbn, row.success, row.message])).toEqual([
      [hunger, true, ''],
      ['b7f1c2d4-uid', false, listShareMessages.importIsbnInvalid],
    ]);
  });

  it('reads an .xlsx by its isbn column, numbers included, and a .pdf by the ISBNs in its text', async () => {
    const { upload, listId } = await importApp(dialect);
    const xlsx = await xlsxWith([['My shelf'], ['Title', 'ISBN'], ['The Hunger Games', 9780439023481]]);
    const pdf = await pdfWith(['Reading list', `Mockingjay ${mockingjay}`]);

    const fromXlsx = await upload({ filename: 'shelf.xlsx', content: xlsx, listId });
    const fromPdf = await upload({ filename: 'shelf.pdf', content: pdf, listId });

    expect(rowsOf(fromXlsx)).toEqual([{ isbn: hunger, success: true, title: 'The Hunger Games', message: '' }]);
    expect(rowsOf(fromPdf).map((row) => row.isbn)).toEqual([mockingjay]);
  });

  it('takes ISBNs pasted with commas instead of a file', async () => {
    const { app, listId, ada } = await importApp(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/titlelist/importFile',
      cookies: await app.signIn(ada),
      payload: { list_id: listId, isbns: ` ${hunger}, 0439023513 ,, nope` },
    });

    expect(response.statusCode).toBe(200);
    expect(rowsOf(response).map((row) => [row.isbn, row.success])).toEqual([
      [hunger, true],
      [mockingjay, true],
      ['nope', false],
    ]);
  });

  it('says which column it needs when a spreadsheet has no isbn header', async () => {
    const { upload, listId } = await importApp(dialect);

    const response = await upload({ filename: 'shelf.csv', content: csv(['title,author', 'Dune,Herbert']), listId });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: listShareErrorCodes.importHeaderMissing,
      error: listShareMessages.importHeaderMissing,
    });
  });

  it('refuses a file that is not the kind its name says, and says one that cannot be read had an error', async () => {
    const { upload, listId } = await importApp(dialect);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notAWorkbook = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('not really a zip file')]);

    const wrongKind = await upload({ filename: 'shelf.csv', content: png, listId });
    const unreadable = await upload({ filename: 'shelf.xlsx', content: notAWorkbook, listId });

    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json()).toMatchObject({ error: catalogMessages.fileTypeRefused });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ error: 'There was an error processing the file.' });
  });

  it('refuses a file over 50 MB with the spec sentence', async () => {
    const { upload, listId } = await importApp(dialect);

    const response = await upload({
      filename: 'huge.txt',
      content: Buffer.alloc(limits.uploadMaxBytes + 1, 'a'),
      listId,
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: commonMessages.fileTooLarge });
  });

  it('refuses more rows than one import reads', async () => {
    const { upload, listId } = await importApp(dialect);
    const rows = Array.from({ length: listImportMaxRows + 1 }, () => hunger);

    const response = await upload({ filename: 'shelf.csv', content: csv(['isbn', ...rows]), listId });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: listShareErrorCodes.importTooManyRows });
  });

  it('answers another customer’s list with 404 and adds nothing to it', async () => {
    const { upload, listId, asAda } = await importApp(dialect);

    const response = await upload({
      filename: 'a.csv',
      content: csv(['isbn', hunger]),
      listId,
      addToList: true,
      as: 'bea',
    });

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Summer reads');
    expect(itemsOf(await asAda('titlelist/getItems', { list_id: listId })).row_count).toBe(0);
  });

  it('asks a guest to log in, and asks for a file or ISBNs when neither was sent', async () => {
    const { app, post, listId, ada } = await importApp(dialect);

    const guest = await post('titlelist/importFile', { list_id: listId, isbns: hunger });
    const nothing = await app.inject({
      method: 'POST',
      url: '/api/titlelist/importFile',
      cookies: await app.signIn(ada),
      payload: { list_id: listId, isbns: '  ' },
    });
    const badFlag = await app.inject({
      method: 'POST',
      url: '/api/titlelist/importFile',
      cookies: await app.signIn(ada),
      payload: { list_id: listId, isbns: hunger, add_to_list: 'perhaps' },
    });

    expect(guest.statusCode).toBe(401);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ code: listShareErrorCodes.importNeedsFile });
    expect(badFlag.statusCode).toBe(400);
  });
});

describeEachDatabase('titlelist/importFile with a malformed payload', (dialect) => {
  it.each([
    ['a list id that is not text', { list_id: ['a'], isbns: hunger }],
    ['no list id', { isbns: hunger }],
    ['a file that is text', { list_id: 'x', file: 'shelf.csv' }],
    ['ISBNs that are not text', { list_id: 'x', isbns: 9780439023481 }],
    ['pasted text longer than any import', { list_id: 'x', isbns: `${hunger},`.repeat(20_000) }],
  ])('refuses %s with 400, never a 500', async (_case, payload) => {
    const { app, ada } = await importApp(dialect);

    const response = await app.inject({
      method: 'POST',
      url: '/api/titlelist/importFile',
      cookies: await app.signIn(ada),
      payload,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });
});
