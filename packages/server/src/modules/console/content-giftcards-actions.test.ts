import { consoleContentErrorCodes, consoleContentMessages, consoleErrorCodes } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { contentApp } from './content-test-app.ts';

describeEachDatabase('console/giftcards/*', (dialect) => {
  async function withManager() {
    const context = await contentApp(dialect);
    return { ...context, cookies: await context.logIn('manager@riverbend.example') };
  }

  it('issues a card a shopper can then check the balance of, and emails it when given an address', async () => {
    const { app, post, cookies } = await withManager();

    const issued = await post(
      'console/giftcards/issue',
      { amount_cents: 2500, email: 'gift@example.com' },
      { cookies },
    );
    const balance = await post('giftcard/balance', { number: issued.json().number });

    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({
      balance_cents: 2500,
      initial_cents: 2500,
      recipient_email: 'gift@example.com',
    });
    expect(issued.json().ledger).toMatchObject([{ amount_cents: 2500, reason: 'issue' }]);
    expect(balance.json()).toEqual({ balance: 2500 });
    expect((await latestEmailTo(app.dataDir, 'gift@example.com')).text).toContain(issued.json().number);
  });

  it('finds a card by its number typed in any grouping and case, and says so of an unknown one', async () => {
    const { post, cookies } = await withManager();
    const number: string = (await post('console/giftcards/issue', { amount_cents: 1000 }, { cookies })).json().number;

    const found = await post(
      'console/giftcards/get',
      { number: number.replaceAll(' ', '').toLowerCase() },
      { cookies },
    );
    const unknown = await post('console/giftcards/get', { number: 'ZZZZ ZZZZ ZZZZ ZZZZ ZZZZ' }, { cookies });

    expect(found.json()).toMatchObject({ number, balance_cents: 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: consoleContentErrorCodes.giftCardNotFound,
      error: consoleContentMessages.giftCardNotFound,
    });
  });

  it('adjusts the balance through the ledger with the reason, and audits who did it and the balance before and after', async () => {
    const { post, cookies, auditOf } = await withManager();
    const number: string = (await post('console/giftcards/issue', { amount_cents: 1000 }, { cookies })).json().number;

    const lowered = await post(
      'console/giftcards/adjust',
      { number, amount_cents: -400, reason: 'Torn card replaced' },
      { cookies },
    );

    expect(lowered.json().balance_cents).toBe(600);
    expect(lowered.json().ledger.at(-1)).toMatchObject({
      amount_cents: -400,
      reason: 'adjust',
      note: 'Torn card replaced',
    });
    const entries = await auditOf('main');
    expect(entries.map((entry) => entry.action)).toEqual(['giftcard.issue', 'giftcard.adjust']);
    expect(entries[1]?.subject).toBe(`•••• ${number.slice(-4)}`);
    expect(JSON.parse(entries[1]?.before ?? '')).toEqual({ balance_cents: 1000 });
    expect(JSON.parse(entries[1]?.after ?? '')).toMatchObject({ balance_cents: 600, reason: 'Torn card replaced' });
  });

  it('refuses to take a balance below zero and leaves the card and the audit log as they were', async () => {
    const { post, cookies, auditOf } = await withManager();
    const number: string = (await post('console/giftcards/issue', { amount_cents: 1000 }, { cookies })).json().number;

    const refused = await post(
      'console/giftcards/adjust',
      { number, amount_cents: -1001, reason: 'Too much' },
      { cookies },
    );
    const noReason = await post('console/giftcards/adjust', { number, amount_cents: 100, reason: ' ' }, { cookies });

    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(consoleContentErrorCodes.balanceTooLow);
    expect(noReason.json().fields).toEqual({ reason: consoleContentMessages.adjustReasonRequired });
    expect((await post('console/giftcards/get', { number }, { cookies })).json().balance_cents).toBe(1000);
    expect((await auditOf('main')).map((entry) => entry.action)).toEqual(['giftcard.issue']);
  });

  it('refuses a clerk, and another store’s manager does not find the card', async () => {
    const { post, cookies, logIn, harbour } = await withManager();
    const number: string = (await post('console/giftcards/issue', { amount_cents: 1000 }, { cookies })).json().number;
    const clerk = await logIn('clerk@riverbend.example');
    const elsewhere = await logIn('manager@harbour.example', 'other');

    const byClerk = await post('console/giftcards/get', { number }, { cookies: clerk });
    const fromHarbour = await post(
      'console/giftcards/adjust',
      { number, amount_cents: 500, reason: 'Gift' },
      { cookies: elsewhere, headers: harbour },
    );

    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(fromHarbour.statusCode).toBe(404);
    expect((await post('console/giftcards/get', { number }, { cookies })).json().balance_cents).toBe(1000);
  });
});
