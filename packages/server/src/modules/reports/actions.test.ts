import {
  listMessageResultSchema,
  listPdfOptionsSchema,
  listPdfResultSchema,
  reportMessages,
  reportProgressSchema,
} from '@bookfront/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { createPageFactories } from '../../test/page-factories.ts';
import { cookieName } from '../cart/test-app.ts';
import { hunger, listsApp, mockingjay } from '../lists/test-app.ts';

type Context = Awaited<ReturnType<typeof listsApp>>;

/** Ada's list "Summer reads" holding Mockingjay, then The Hunger Games; answers its id. */
async function adasList({ asAda }: Context): Promise<string> {
  const created = listMessageResultSchema.parse(
    (await asAda('titlelist/create', { name: 'Summer reads', description: 'For the beach', eisbn: mockingjay })).json(),
  );
  await asAda('titlelist/addItemToList', { list_id: created.list.list_id, eisbn: hunger });
  return created.list.list_id;
}

async function startPdf(context: Context, listId: string, layout = 'catalogue'): Promise<string> {
  const response = await context.asAda('titlelist/getPdf', { list_id: listId, layout });
  expect(response.statusCode).toBe(200);
  return listPdfResultSchema.parse(response.json()).progress_report_id;
}

async function download(context: Context, id: string, cookie?: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api/report/get?progress_report_id=${id}`,
    ...(cookie === ''
      ? {}
      : { cookies: { [cookieName]: cookie ?? (await context.app.signIn(context.ada))[cookieName] ?? '' } }),
  });
}

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describeEachDatabase('titlelist/getPdfOptions', (dialect) => {
  it('offers a catalogue page with covers and a compact checklist, and asks a guest to log in', async () => {
    const context = await listsApp(dialect);

    const options = listPdfOptionsSchema.parse((await context.asAda('titlelist/getPdfOptions')).json());
    const guest = await context.post('titlelist/getPdfOptions', {});

    expect(options.layouts).toEqual([
      { id: 'catalogue', label: 'Catalogue page with covers' },
      { id: 'checklist', label: 'Compact checklist' },
    ]);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: reportMessages.loginRequired });
  });
});

describeEachDatabase('titlelist/getPdf and report/*', (dialect) => {
  it('makes the list’s PDF in the background: progress reaches 100 and the file holds every title', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);

    const id = await startPdf(context, listId);
    await context.app.app.reports.settled();
    const progress = reportProgressSchema.parse(
      (await context.asAda('report/progress', { progress_report_id: id })).json(),
    );
    const file = await download(context, id);

    expect(id).toMatch(/^[\w-]{32}$/);
    expect(progress).toEqual({ progress: 100, eta_seconds: 0, completed: true, status: 'done' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Summer-reads.pdf"');
    const text = await pdfText(file.rawPayload);
    for (const words of ['Summer reads', 'For the beach', 'The Hunger Games', 'Mockingjay', hunger, mockingjay]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('$12.00');
  });

  it('prints the compact checklist with a column per fact', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);

    const id = await startPdf(context, listId, 'checklist');
    await context.app.app.reports.settled();
    const text = await pdfText((await download(context, id)).rawPayload);

    for (const words of ['Title', 'ISBN', 'Format', 'Price', 'Availability', 'The Hunger Games', mockingjay]) {
      expect(text).toContain(words);
    }
  });

  it('prints a featured list, one of the store’s own lists, for any customer', async () => {
    const context = await listsApp(dialect);
    const storeListId = await createPageFactories(context.app.db).addFeature(
      context.store.id,
      { header: 'Staff picks', isbns: [hunger] },
      1_790_000_000,
    );

    const response = await context.asBea('titlelist/getPdf', { list_id: storeListId, layout: 'checklist' });
    const id = listPdfResultSchema.parse(response.json()).progress_report_id;
    await context.app.app.reports.settled();
    const beaCookie = (await context.app.signIn(context.bea))[cookieName] ?? '';
    const text = await pdfText((await download(context, id, beaCookie)).rawPayload);

    expect(text).toContain('Staff picks');
    expect(text).toContain('The Hunger Games');
  });

  it('keeps a report to its owner: another customer gets the same 404 as a made-up id, a guest 401', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const id = await startPdf(context, listId);
    await context.app.app.reports.settled();
    const beaCookie = (await context.app.signIn(context.bea))[cookieName] ?? '';

    const theirs = await context.asBea('report/progress', { progress_report_id: id });
    const madeUp = await context.asBea('report/progress', { progress_report_id: 'x'.repeat(32) });
    const theirFile = await download(context, id, beaCookie);
    const guest = await context.post('report/progress', { progress_report_id: id });
    const guestFile = await download(context, id, '');

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(madeUp.json());
    expect(theirs.json()).toMatchObject({ code: 'REPORT_NOT_FOUND', error: reportMessages.notFound });
    expect(theirFile.statusCode).toBe(404);
    expect(guest.statusCode).toBe(401);
    expect(guestFile.statusCode).toBe(401);
  });

  it('answers another customer’s list with 404, an empty list with its message and malformed payloads with 400', async () => {
    const context = await listsApp(dialect);
    const listId = await adasList(context);
    const beasList = listMessageResultSchema.parse((await context.asBea('titlelist/create', { name: 'Empty' })).json())
      .list.list_id;

    const theirs = await context.asBea('titlelist/getPdf', { list_id: listId, layout: 'catalogue' });
    const empty = await context.asBea('titlelist/getPdf', { list_id: beasList, layout: 'checklist' });
    const badLayout = await context.asAda('titlelist/getPdf', { list_id: listId, layout: 'poster' });
    const noList = await context.asAda('titlelist/getPdf', { list_id: ['a'] });
    const badId = await context.asAda('report/progress', { progress_report_id: '../../etc/passwd' });
    const noId = await context.asAda('report/progress', {});

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'LIST_NOT_FOUND' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'REPORT_LIST_EMPTY', error: reportMessages.listEmpty });
    expect(badLayout.statusCode).toBe(400);
    expect(JSON.stringify(badLayout.json())).toContain(reportMessages.layoutUnknown);
    expect(noList.statusCode).toBe(400);
    expect(badId.statusCode).toBe(400);
    expect(noId.statusCode).toBe(400);
  });
});
