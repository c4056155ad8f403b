import { accountErrorCodes, consoleCustomersErrorCodes, consoleCustomersMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo, subjectsOfEmailsTo } from '../../test/outbox.ts';
import { contentApp } from './content-test-app.ts';

describeEachDatabase('console/customers/authorizeLink', (dialect) => {
  /** Hillside School with Grace's pending link (invited at her address) and one to an address with no account. */
  async function withPendingLinks() {
    const context = await contentApp(dialect);
    const { app, store } = context;
    const grace = await app.factories.customer({ storeId: store.id, email: 'grace@example.com', firstName: 'Grace' });
    const school = await app.factories.customer({
      storeId: store.id,
      email: 'office@school.example',
      isInstitution: true,
      company: 'Hillside School',
    });
    const pending = { storeId: store.id, corpId: school.corpId, userId: null, status: 'pending', authorizedAt: null };
    await app.db
      .insertInto('corpLinks')
      .values([
        { ...pending, id: 'link-grace', email: 'grace@example.com', createdAt: 1 },
        { ...pending, id: 'link-nobody', email: 'nobody@example.com', createdAt: 2 },
      ])
      .execute();
    return { ...context, grace, school, cookies: await context.logIn('manager@riverbend.example') };
  }

  const subject = 'Riverbend Books: you may now buy for Hillside School';

  it('authorizes a pending link from the buying customer’s page: audited, the customer emailed, buying for it', async () => {
    const { app, post, cookies, grace, auditOf } = await withPendingLinks();

    const response = await post(
      'console/customers/authorizeLink',
      { customer_id: grace.id, link_id: 'link-grace' },
      { cookies },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().buys_for).toEqual([
      { link_id: 'link-grace', name: 'Hillside School', email: 'grace@example.com', status: 'authorized' },
    ]);
    const link = await app.db.selectFrom('corpLinks').selectAll().where('id', '=', 'link-grace').executeTakeFirst();
    expect(link).toMatchObject({ status: 'authorized', userId: grace.id });
    expect((await latestEmailTo(app.dataDir, 'grace@example.com')).subject).toBe(subject);
    const entries = await auditOf('main');
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['customer.authorizeLink', 'grace@example.com'],
    ]);
    expect(JSON.parse(entries[0]?.after ?? '')).toMatchObject({ status: 'authorized', buyer: 'grace@example.com' });
  });

  it('authorizes from the institution’s page for the account using the invited address, once even when pressed twice at once', async () => {
    const { app, post, cookies, school, auditOf } = await withPendingLinks();
    const press = () =>
      post('console/customers/authorizeLink', { customer_id: school.id, link_id: 'link-grace' }, { cookies });

    const [first, second] = await Promise.all([press(), press()]);

    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((response) => response?.statusCode === 409)?.json().code).toBe(
      accountErrorCodes.linkAlreadyAuthorized,
    );
    expect(await auditOf('main')).toHaveLength(1);
    expect(await subjectsOfEmailsTo(app.dataDir, 'grace@example.com')).toEqual([subject]);
    const link = await app.db.selectFrom('corpLinks').selectAll().where('id', '=', 'link-grace').executeTakeFirst();
    expect(link).toMatchObject({ status: 'authorized' });
  });

  it('refuses a link to an address no account uses, and a link the customer is no side of', async () => {
    const { post, cookies, school, grace } = await withPendingLinks();

    const noAccount = await post(
      'console/customers/authorizeLink',
      { customer_id: school.id, link_id: 'link-nobody' },
      { cookies },
    );
    const notTheirs = await post(
      'console/customers/authorizeLink',
      { customer_id: grace.id, link_id: 'link-nobody' },
      { cookies },
    );

    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json()).toMatchObject({
      code: consoleCustomersErrorCodes.linkNoAccount,
      error: consoleCustomersMessages.linkNoAccount('nobody@example.com'),
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe(accountErrorCodes.linkNotFound);
  });

  it('refuses a clerk and another store’s staff', async () => {
    const { expectManagersOfTheStoreOnly, grace } = await withPendingLinks();

    await expectManagersOfTheStoreOnly(
      'console/customers/authorizeLink',
      { customer_id: grace.id, link_id: 'link-grace' },
      consoleCustomersErrorCodes.customerNotFound,
    );
  });
});
