import { consoleErrorCodes, consoleQuoteErrorCodes, consoleQuoteMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo, subjectsOfEmailsTo } from '../../test/outbox.ts';
import { quoteApp } from './quote-test-app.ts';

describeEachDatabase('console quotes declined', (dialect) => {
  const withQuote = () => quoteApp(dialect);

  const decline = { order_number: '100003', note: 'The publisher has let it go out of print.' };
  const answer = { order_number: '100003', lines: [{ position: 0, price_cents: 1000 }] };
  const declineSubject = consoleQuoteMessages.declineMailSubject('Riverbend Books', '100003');

  it('cancels the quote, emails the customer the note and audits it, leaving the Quotes queue', async () => {
    const { app, post, manager, auditOf } = await withQuote();

    const response = await post('console/orders/declineQuote', decline, { cookies: manager });
    const quotes = (await post('console/orders/list', { status: 'quote' }, { cookies: manager })).json();
    const cancelled = (await post('console/orders/list', { status: 'cancelled' }, { cookies: manager })).json();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', can_answer_quote: false, actions: [] });
    expect(response.json().history).toMatchObject([{ status: 'cancelled', note: decline.note }]);
    expect(quotes.counts).toMatchObject({ quote: 0, cancelled: 1 });
    expect(cancelled.rows.map((row: { order_number: string }) => row.order_number)).toEqual(['100003']);
    const email = await latestEmailTo(app.dataDir, 'ada@example.com');
    expect(email.subject).toBe(declineSubject);
    expect(email.text).toContain(consoleQuoteMessages.mailNote(decline.note));
    const entries = await auditOf('main');
    expect(entries.map((entry) => entry.action)).toEqual(['order.declineQuote']);
    expect(JSON.parse(entries[0]?.after ?? '')).toMatchObject({ status: 'cancelled', note: decline.note });
  });

  it('declines a quote once, even when two declines arrive at once', async () => {
    const { app, post, manager, auditOf } = await withQuote();

    const [first, second] = await Promise.all([
      post('console/orders/declineQuote', decline, { cookies: manager }),
      post('console/orders/declineQuote', { ...decline, note: '' }, { cookies: manager }),
    ]);
    const again = await post('console/orders/declineQuote', decline, { cookies: manager });

    expect([first?.statusCode, second?.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.json().status).toBe('cancelled');
    expect(await auditOf('main')).toHaveLength(1);
    expect(await subjectsOfEmailsTo(app.dataDir, 'ada@example.com')).toEqual([declineSubject]);
  });

  it('refuses to decline a quote that became an order, and to answer one declined', async () => {
    const { post, manager, orders } = await withQuote();
    await orders.order({ storeId: 'main', locationId: 'downtown', orderNumber: '100005', kind: 'order' });

    const declined = await post('console/orders/declineQuote', { order_number: '100005' }, { cookies: manager });
    await post('console/orders/declineQuote', decline, { cookies: manager });
    const answered = await post('console/orders/answerQuote', answer, { cookies: manager });

    expect(declined.statusCode).toBe(409);
    expect(declined.json()).toMatchObject({
      code: consoleQuoteErrorCodes.notOpen,
      error: consoleQuoteMessages.alreadyAnOrder,
    });
    expect(answered.statusCode).toBe(409);
    expect(answered.json()).toMatchObject({
      code: consoleQuoteErrorCodes.notOpen,
      error: consoleQuoteMessages.wasDeclined,
    });
  });

  it('settles a decline and an answer arriving at once: one wins, the other is refused', async () => {
    const { app, post, manager, auditOf } = await withQuote();

    const responses = await Promise.all([
      post('console/orders/declineQuote', decline, { cookies: manager }),
      post('console/orders/answerQuote', answer, { cookies: manager }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('main')).toHaveLength(1);
    expect(await subjectsOfEmailsTo(app.dataDir, 'ada@example.com')).toHaveLength(1);
  });

  it('refuses a clerk and hides one store’s quotes from another’s staff', async () => {
    const { expectManagersOfTheStoreOnly } = await withQuote();

    await expectManagersOfTheStoreOnly('console/orders/declineQuote', decline, consoleErrorCodes.orderNotFound);
  });
});
