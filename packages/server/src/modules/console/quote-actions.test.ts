import { consoleErrorCodes, consoleQuoteErrorCodes, consoleQuoteMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo, subjectsOfEmailsTo } from '../../test/outbox.ts';
import { quoteApp } from './quote-test-app.ts';

const rare = '9780439023511';

describeEachDatabase('console quotes', (dialect) => {
  const withQuote = () => quoteApp(dialect);

  const answer = { order_number: '100003', lines: [{ position: 0, price_cents: 1000 }], note: 'Ten dollars each.' };

  it('lists the quotes waiting under their own status and shows one with who may answer it', async () => {
    const { post, logIn, manager } = await withQuote();
    const clerk = await logIn('clerk@riverbend.example');

    const queue = (await post('console/orders/list', { status: 'quote' }, { cookies: clerk })).json();
    const asClerk = (await post('console/orders/get', { order_number: '100003' }, { cookies: clerk })).json();
    const asManager = (await post('console/orders/get', { order_number: '100003' }, { cookies: manager })).json();

    expect(queue.rows.map((row: { order_number: string }) => row.order_number)).toEqual(['100003']);
    expect(queue.rows[0].status).toBe('quote');
    expect(queue.counts).toMatchObject({ new: 0, quote: 1 });
    expect(asClerk).toMatchObject({ status: 'quote', can_answer_quote: false, actions: [] });
    expect(asClerk.order.notes).toBe('Thirty copies for the book club?');
    expect(asManager.can_answer_quote).toBe(true);
  });

  it('turns the quote into an order at the prices given: stock taken, the customer emailed, audited', async () => {
    const { app, post, manager, onhand, auditOf } = await withQuote();

    const response = await post('console/orders/answerQuote', answer, { cookies: manager });
    const queue = (await post('console/orders/list', {}, { cookies: manager })).json();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'new', can_answer_quote: false });
    expect(response.json().quote_answered_at).toEqual(expect.any(Number));
    expect(response.json().order.summary).toMatchObject({ subtotal: 2000, total: 2000 });
    expect(queue.rows.map((row: { order_number: string }) => row.order_number)).toEqual(['100003']);
    expect(queue.counts.quote).toBe(0);
    expect(await onhand()).toBe(2);
    const email = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(email.subject).toBe(consoleQuoteMessages.mailSubject('Riverbend Books', '100003'));
    expect(email.text).toContain('2 × The Hunger Games: $10.00 each');
    expect(email.text).toContain(consoleQuoteMessages.mailPayAtPickup('Downtown'));
    expect(email.text).toContain('Ten dollars each.');
    const entries = await auditOf('main');
    expect(entries.map((entry) => entry.action)).toEqual(['order.answerQuote']);
    expect(JSON.parse(entries[0]?.after ?? '')).toMatchObject({ kind: 'order', total: 2000, payment_type: 'pickup' });
  });

  it('answers a quote once, even when two answers arrive at once', async () => {
    const { app, post, manager, onhand, auditOf } = await withQuote();

    const [first, second] = await Promise.all([
      post('console/orders/answerQuote', answer, { cookies: manager }),
      post(
        'console/orders/answerQuote',
        { ...answer, lines: [{ position: 0, price_cents: 900 }] },
        { cookies: manager },
      ),
    ]);

    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json().order.summary.total).toBe(second?.json().order.summary.total);
    expect(await onhand()).toBe(2);
    expect(await auditOf('main')).toHaveLength(1);
    expect(await subjectsOfEmailsTo(app.dataDir, 'ada@example.com')).toEqual([
      consoleQuoteMessages.mailSubject('Riverbend Books', '100003'),
    ]);
  });

  it('refuses a clerk and hides one store’s quotes from another’s staff', async () => {
    const { expectManagersOfTheStoreOnly } = await withQuote();

    await expectManagersOfTheStoreOnly('console/orders/answerQuote', answer, consoleErrorCodes.orderNotFound);
  });

  it('refuses a negative price and a line the quote lacks, and leaves it a quote', async () => {
    const { post, manager } = await withQuote();

    const negative = await post(
      'console/orders/answerQuote',
      { ...answer, lines: [{ position: 0, price_cents: -1 }] },
      { cookies: manager },
    );
    const unknownLine = await post(
      'console/orders/answerQuote',
      { ...answer, lines: [{ position: 7, price_cents: 100 }] },
      { cookies: manager },
    );

    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ 'lines.0.price_cents': consoleQuoteMessages.priceInvalid });
    expect(unknownLine.statusCode).toBe(400);
    expect(unknownLine.json()).toMatchObject({ code: consoleQuoteErrorCodes.linesInvalid });
    expect((await post('console/orders/get', { order_number: '100003' }, { cookies: manager })).json().status).toBe(
      'quote',
    );
  });

  it('refuses a quote whose copies are neither on hand nor to be ordered in, and leaves it a quote', async () => {
    const { post, manager, orders, ada, catalog } = await withQuote();
    await catalog.title({ eisbn: rare, title: 'Mockingjay' });
    await catalog.stock({ storeId: 'main', locationId: 'downtown', eisbn: rare, onhand: 1, isExtraOrderable: 0 });
    await orders.order({
      storeId: 'main',
      locationId: 'downtown',
      orderNumber: '100005',
      kind: 'quote',
      userId: ada.id,
      items: [{ eisbn: rare, title: 'Mockingjay', quantity: 3 }],
    });

    const response = await post(
      'console/orders/answerQuote',
      { order_number: '100005', lines: [{ position: 0, price_cents: 1500 }] },
      { cookies: manager },
    );

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: consoleQuoteErrorCodes.stockGone,
      error: consoleQuoteMessages.stockGone('Mockingjay'),
    });
    expect((await post('console/orders/get', { order_number: '100005' }, { cookies: manager })).json().status).toBe(
      'quote',
    );
  });
});
