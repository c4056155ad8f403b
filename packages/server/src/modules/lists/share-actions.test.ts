import {
  listItemChangeResultSchema,
  listMessageResultSchema,
  listShareMessages,
  publicUrlResultSchema,
  sharedListResultSchema,
} from '@bookfront/contract';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { cookieName } from '../cart/test-app.ts';
import { hunger, listsApp, mockingjay } from './test-app.ts';

type Context = Awaited<ReturnType<typeof listsApp>>;
type Answer = { json: () => unknown };

const urlOf = (response: Answer) => publicUrlResultSchema.parse(response.json()).url;
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
const sharedOf = (response: Answer) => sharedListResultSchema.parse(response.json());
const listOfAnswer = (response: Answer) => listItemChangeResultSchema.parse(response.json()).list;

/** Ada's list "Summer reads" holding Mockingjay, then The Hunger Games (newest first); answers its id. */
async function adasList({ asAda }: Context): Promise<string> {
  const created = listMessageResultSchema.parse(
    (await asAda('titlelist/create', { name: 'Summer reads', description: 'For the beach', eisbn: mockingjay })).json(),
  );
  const listId = created.list.list_id;
  await asAda('titlelist/addItemToList', { list_id: listId, eisbn: hunger });
  return listId;
}

describeEachDatabase('titlelist/getPublicUrl', (dialect) => {
  it('gives the list a long random link on the store’s address, the same one each time', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);

    const first = urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId }));
    const second = urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId }));

    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/lists\/shared\/[\w-]{32}$/);
    expect(second).toBe(first);
  });

  it('answers another customer’s list, or one that does not exist, with the same 404', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);

    const theirs = await context.asBea('titlelist/getPublicUrl', { list_id: listId });
    const missing = await context.asBea('titlelist/getPublicUrl', { list_id: 'no-such-list' });

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('asks a guest to log in, and refuses a payload without a list', async () => {
    const context = await listsApp(dialect);

    const guest = await context.post('titlelist/getPublicUrl', { list_id: 'any' });
    const empty = await context.asAda('titlelist/getPublicUrl', { list_id: ['a'] });

    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'You must login or sign up to use this feature.' });
    expect(empty.statusCode).toBe(400);
  });
});

describeEachDatabase('titlelist/removePublicUrl', (dialect) => {
  it('withdraws the link, so it opens nothing, and the next link is a new one', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const first = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    const removed = await context.asAda('titlelist/removePublicUrl', { list_id: listId });
    const old = await context.post('titlelist/getShared', { share_token: first });
    const second = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: listShareMessages.stoppedSharing });
    expect(old.statusCode).toBe(404);
    expect(second).not.toBe(first);
    expect((await context.post('titlelist/getShared', { share_token: second })).statusCode).toBe(200);
  });

  it('leaves another customer’s link alone and answers 404, and asks a guest to log in', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    const bea = await context.asBea('titlelist/removePublicUrl', { list_id: listId });
    const guest = await context.post('titlelist/removePublicUrl', { list_id: listId });

    expect(bea.statusCode).toBe(404);
    expect(guest.statusCode).toBe(401);
    expect((await context.post('titlelist/getShared', { share_token: token })).statusCode).toBe(200);
  });
});

describeEachDatabase('titlelist/getShared', (dialect) => {
  it('shows a guest the shared list and its titles, without the owner or the list’s id', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    const response = await context.post('titlelist/getShared', { share_token: token });

    expect(response.statusCode).toBe(200);
    const shared = sharedOf(response);
    expect(shared.list).toEqual({
      name: 'Summer reads',
      description: 'For the beach',
      date_updated: expect.any(Number),
      row_count: 2,
    });
    expect(shared.rows.map((row) => row.eisbn)).toEqual([hunger, mockingjay]);
    expect(response.body).not.toContain('ada@example.com');
    expect(response.body).not.toContain(listId);
  });

  it('pages the titles with limit and offset', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    const second = sharedOf(await context.post('titlelist/getShared', { share_token: token, limit: 1, offset: 1 }));

    expect(second.rows.map((row) => row.eisbn)).toEqual([mockingjay]);
    expect(second.row_count).toBe(2);
  });

  it('is read-only: the link’s token does not open the list to a guest’s or another customer’s changes', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    await context.asAda('titlelist/getPublicUrl', { list_id: listId });

    const guestRemove = await context.post('titlelist/removeItemFromList', { list_id: listId, eisbn: hunger });
    const beaRemove = await context.asBea('titlelist/removeItemFromList', { list_id: listId, eisbn: hunger });
    const beaDelete = await context.asBea('titlelist/delete', { list_id: listId });

    expect(guestRemove.statusCode).toBe(401);
    expect(beaRemove.statusCode).toBe(404);
    expect(beaDelete.statusCode).toBe(404);
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));
    expect(sharedOf(await context.post('titlelist/getShared', { share_token: token })).list.row_count).toBe(2);
  });

  it.each([
    ['a token no list has', 'A'.repeat(32)],
    ['a short token', 'abc'],
    ['a token with other characters', '../../etc/passwd-and-more'],
  ])('answers %s with 404 or 400 and the same words, never a 500', async (_case, token) => {
    const context = await listsApp(dialect);

    const response = await context.post('titlelist/getShared', { share_token: token });

    expect([400, 404]).toContain(response.statusCode);
    expect(JSON.stringify(response.json())).toContain(listShareMessages.sharedNotFound);
  });

  it('finds nothing once the list is deleted', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    await context.asAda('titlelist/delete', { list_id: listId });
    const response = await context.post('titlelist/getShared', { share_token: token });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'SHARED_LIST_NOT_FOUND' });
  });

  it('hides prices from a guest when the store shows guests none', async () => {
    const context = await listsApp(dialect, { guest_show_price: false });
    const listId = await adasList(context);
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId })));

    const shared = sharedOf(await context.post('titlelist/getShared', { share_token: token }));

    expect(shared.rows.every((row) => row.price === null)).toBe(true);
  });
});

async function sheetValues(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(payload).buffer);
  return (workbook.worksheets[0]?.getSheetValues() ?? [])
    .slice(1)
    .map((row) => (Array.isArray(row) ? row.slice(1) : []));
}

describeEachDatabase('titlelist/getExcel', (dialect) => {
  it('downloads the list as an .xlsx: a header, then title, authors, ISBN, format, price and availability', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const adaCookie = (await context.app.signIn(context.ada))[cookieName] ?? '';

    const response = await context.app.inject({
      method: 'GET',
      url: `/api/titlelist/getExcel?list_id=${listId}`,
      cookies: { [cookieName]: adaCookie },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Summer-reads.xlsx"');
    const values = await sheetValues(response.rawPayload);
    expect(values[0]).toEqual(['Title', 'Authors', 'ISBN', 'Format', 'Price', 'Availability']);
    expect(values.slice(1).map((row) => [row[0], row[2], row[4]])).toEqual([
      ['The Hunger Games', hunger, 12],
      ['Mockingjay', mockingjay, 18],
    ]);
    expect(values.slice(1).every((row) => typeof row[5] === 'string' && row[5] !== '')).toBe(true);
  });

  it('answers another customer’s list with 404, a guest with 401 and no list with 400', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const beaCookie = (await context.app.signIn(context.bea))[cookieName] ?? '';
    const get = (query: string, cookie = '') =>
      context.app.inject({
        method: 'GET',
        url: `/api/titlelist/getExcel?${query}`,
        ...(cookie ? { cookies: { [cookieName]: cookie } } : {}),
      });

    expect((await get(`list_id=${listId}`, beaCookie)).statusCode).toBe(404);
    expect((await get(`list_id=${listId}`)).statusCode).toBe(401);
    expect((await get('', beaCookie)).statusCode).toBe(400);
  });
});

describeEachDatabase('the shared list’s page for link previews', (dialect) => {
  it('carries the list’s name and description as Open Graph tags, and nothing of its owner', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const url = urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: listId }));

    const page = await context.app.inject({ method: 'GET', url: new URL(url).pathname });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Summer reads" />');
    expect(page.body).toContain('<meta property="og:description" content="For the beach" />');
    expect(page.body).toContain(`<meta property="og:url" content="${url}" />`);
    expect(page.body).toMatch(/<meta property="og:image" content="http[^"]+\/covers\/9780439023481/);
    expect(page.body).not.toContain('ada@example.com');
  });

  it('answers a link no list has with 404 and keeps it out of search engines', async () => {
    const context = await listsApp(dialect);

    const page = await context.app.inject({ method: 'GET', url: `/lists/shared/${'B'.repeat(32)}` });

    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describeEachDatabase('a shared favourites list', (dialect) => {
  it('is named in the store’s spelling, as its owner sees it', async () => {
    const context = await listsApp(dialect, { store_info: { country: 'US' } });
    const favourite = listOfAnswer(await context.asAda('titlelist/addItemToList', { eisbn: hunger }));
    const token = tokenOf(urlOf(await context.asAda('titlelist/getPublicUrl', { list_id: favourite.list_id })));

    const shared = sharedOf(await context.post('titlelist/getShared', { share_token: token }));

    expect(shared.list.name).toBe('Favorites');
  });
});
