import {
  cartPageMessages,
  checkoutErrorCodes,
  checkoutMessages,
  commonMessages,
  consoleErrorCodes,
  consolePromoErrorCodes,
  consolePromoMessages,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { staffCookieName } from '../../plugins/staff-session.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { hunger } from '../cart/test-app.ts';
import { checkoutApp, guestContact, readyForPickup } from '../checkout/submit-test-flow.ts';
import { contentApp } from './content-test-app.ts';
import { createStaffRepository } from './staff-repository.ts';
import { createStaffService } from './staff-service.ts';

const tenOff = { code: 'spring10', description: 'Spring sale', type: 'percent', value: 10 };

describeEachDatabase('console/promos/*', (dialect) => {
  async function withManager() {
    const context = await contentApp(dialect);
    return { ...context, cookies: await context.logIn('manager@riverbend.example') };
  }

  it('creates a code in capitals, lists it unused, and audits who made it', async () => {
    const { post, cookies, auditOf } = await withManager();

    const created = await post('console/promos/create', tenOff, { cookies });
    const listed = await post('console/promos/list', {}, { cookies });

    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ code: 'SPRING10', type: 'percent', value: 10, active: true });
    expect(listed.json().promo_codes).toEqual([created.json()]);
    expect(listed.json().promo_codes[0].usage).toEqual({ orders: 0, discount_cents: 0 });
    const [entry] = await auditOf('main');
    expect(entry).toMatchObject({
      action: 'promo.create',
      subject: 'SPRING10',
      staffEmail: 'manager@riverbend.example',
    });
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({ code: 'SPRING10', value: 10 });
  });

  it('changes a code’s kind, value, minimum and dates, kept as checkout reads them', async () => {
    const { app, post, cookies } = await withManager();
    await post('console/promos/create', tenOff, { cookies });

    const updated = await post(
      'console/promos/update',
      {
        code: 'SPRING10',
        type: 'amount',
        value: 500,
        min_subtotal: 2000,
        starts_at: '2026-03-01 09:00',
        ends_at: '2026-04-01 00:00',
      },
      { cookies },
    );

    expect(updated.json()).toMatchObject({ type: 'amount', value: 500, starts_at: '2026-03-01 09:00' });
    const row = await app.db.selectFrom('stores').select('settings').where('id', '=', 'main').executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings).promo_codes).toEqual([
      expect.objectContaining({
        code: 'SPRING10',
        type: 'amount',
        value: 500,
        min_subtotal: 2000,
        starts_at: 1772384400,
        ends_at: 1775026800,
      }),
    ]);
  });

  it('answers bad payloads with the field’s message and changes nothing', async () => {
    const { post, cookies, auditOf } = await withManager();

    const badCode = await post('console/promos/create', { ...tenOff, code: 'TWO WORDS' }, { cookies });
    const badTime = await post('console/promos/create', { ...tenOff, ends_at: '2026-02-31 10:00' }, { cookies });

    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields).toEqual({ code: consolePromoMessages.codeInvalid });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fields).toEqual({ ends_at: consolePromoMessages.timeInvalid });
    expect((await post('console/promos/list', {}, { cookies })).json().promo_codes).toEqual([]);
    expect(await auditOf('main')).toEqual([]);
  });

  it('refuses with the schema’s own words a value that does not fit its kind and an end before the start', async () => {
    const { post, cookies, auditOf } = await withManager();

    const badPercent = await post('console/promos/create', { ...tenOff, value: 150 }, { cookies });
    const noAmount = await post('console/promos/create', { ...tenOff, type: 'amount', value: 0 }, { cookies });
    const backwards = await post(
      'console/promos/create',
      { ...tenOff, starts_at: '2026-05-01 00:00', ends_at: '2026-04-01 00:00' },
      { cookies },
    );

    for (const response of [badPercent, noAmount, backwards]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: commonMessages.checkFields, code: 'INVALID_INPUT' });
    }
    expect(badPercent.json().fields).toEqual({ value: consolePromoMessages.percentInvalid });
    expect(noAmount.json().fields).toEqual({ value: consolePromoMessages.amountInvalid });
    expect(backwards.json().fields).toEqual({ ends_at: consolePromoMessages.endsBeforeStart });
    expect(await auditOf('main')).toEqual([]);
  });

  it('refuses a code the store already has, and says so of an unknown one', async () => {
    const { post, cookies } = await withManager();
    await post('console/promos/create', tenOff, { cookies });

    const again = await post('console/promos/create', { ...tenOff, code: 'Spring10' }, { cookies });
    const unknown = await post('console/promos/deactivate', { code: 'NOPE' }, { cookies });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: consolePromoErrorCodes.taken,
      fields: { code: consolePromoMessages.codeTaken },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: consolePromoErrorCodes.notFound,
      error: consolePromoMessages.notFound,
    });
  });

  it('refuses a clerk, and never shows one store’s codes to another store’s staff', async () => {
    const { post, cookies, logIn, harbour } = await withManager();
    await post('console/promos/create', tenOff, { cookies });
    const clerk = await logIn('clerk@riverbend.example');
    const harbourManager = await logIn('manager@harbour.example', 'other');
    const atHarbour = { host: harbour.host };

    const clerkList = await post('console/promos/list', {}, { cookies: clerk });
    const harbourList = await post('console/promos/list', {}, { cookies: harbourManager, headers: atHarbour });
    const harbourDeactivate = await post(
      'console/promos/deactivate',
      { code: 'SPRING10' },
      { cookies: harbourManager, headers: atHarbour },
    );
    const stolenCookie = await post('console/promos/list', {}, { cookies });

    expect(clerkList.statusCode).toBe(403);
    expect(clerkList.json().code).toBe(consoleErrorCodes.forbidden);
    expect(harbourList.json().promo_codes).toEqual([]);
    expect(harbourDeactivate.statusCode).toBe(404);
    expect(stolenCookie.json().promo_codes[0].active).toBe(true);
  });
});

describeEachDatabase('promo code usage', (dialect) => {
  /** A pick-up store whose manager is logged in to the console. */
  async function storeWithManager() {
    const context = await checkoutApp(dialect);
    await createStaffService(createStaffRepository(context.app.db)).addStaff(context.store.id, {
      email: 'manager@books.example',
      role: 'manager',
      password: 'counter password',
    });
    const login = await context.app.inject(
      postAction('console/login', { email: 'manager@books.example', password: 'counter password' }),
    );
    const cookies = {
      [staffCookieName(context.store.id)]: responseCookie(login, staffCookieName(context.store.id))?.value ?? '',
    };
    return { ...context, cookies };
  }

  it('counts a placed order that used a code and the discount it gave', async () => {
    const { post, submit, cookies, app } = await storeWithManager();
    const console = (action: string, payload: object) => app.inject(postAction(action, payload, { cookies }));
    await console('console/promos/create', { code: 'FIVE', type: 'amount', value: 500 });
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    await post('checkout/addPromocode', { code: 'five' });

    const placed = await submit(await readyForPickup(post));
    const listed = await console('console/promos/list', {});

    expect(placed.statusCode).toBe(200);
    expect(listed.json().promo_codes[0].usage).toEqual({ orders: 1, discount_cents: 500 });
  });

  it('stops applying a deactivated code at checkout, and keeps it listed with its usage', async () => {
    const { post, cookies, app } = await storeWithManager();
    const console = (action: string, payload: object) => app.inject(postAction(action, payload, { cookies }));
    await console('console/promos/create', { code: 'FIVE', type: 'amount', value: 500 });
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const deactivated = await console('console/promos/deactivate', { code: 'FIVE' });
    const entered = await post('checkout/addPromocode', { code: 'FIVE' });

    expect(deactivated.json()).toMatchObject({ code: 'FIVE', active: false });
    expect(entered.statusCode).toBe(400);
    expect(entered.json().error).toBe(cartPageMessages.promoCodeUnknown);
    expect((await console('console/promos/list', {})).json().promo_codes).toHaveLength(1);
  });

  /** A shopper of their own with the code entered and a pick-up cart ready for review; its checksum. */
  async function shopperWithCode(
    context: Awaited<ReturnType<typeof storeWithManager>>,
    code: string,
    email = 'gale@example.com',
  ) {
    const cookie = await context.newGuest();
    await context.post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await context.post('checkout/addPromocode', { code }, cookie);
    const checksum = await readyForPickup(context.post, cookie, { ...guestContact, email });
    return { cookie, checksum };
  }

  it('keeps a code’s limit and once per customer as checkout reads them, audited, and checks the limit', async () => {
    const { cookies, app } = await storeWithManager();
    const console = (action: string, payload: object) => app.inject(postAction(action, payload, { cookies }));

    const created = await console('console/promos/create', { ...tenOff, max_uses: 10, once_per_customer: true });
    const zero = await console('console/promos/create', { ...tenOff, code: 'NONE', max_uses: 0 });

    expect(created.json()).toMatchObject({ code: 'SPRING10', max_uses: 10, once_per_customer: true });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toEqual({ max_uses: consolePromoMessages.maxUsesInvalid });
    const [entry] = await app.db.selectFrom('auditLog').select('after').execute();
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({ max_uses: 10, once_per_customer: true });
  });

  it('refuses an order once a code is used as many times as it may be, with the shopper’s message', async () => {
    const context = await storeWithManager();
    const console = (action: string, payload: object) =>
      context.app.inject(postAction(action, payload, { cookies: context.cookies }));
    await console('console/promos/create', { code: 'FIVE', type: 'amount', value: 500, max_uses: 1 });
    const first = await shopperWithCode(context, 'FIVE', 'first@example.com');
    const second = await shopperWithCode(context, 'FIVE', 'second@example.com');

    const placed = await context.submit(first.checksum, first.cookie);
    const refused = await context.submit(second.checksum, second.cookie);

    expect(placed.statusCode).toBe(200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: checkoutErrorCodes.promoCodeUsedUp,
      error: checkoutMessages.promoCodeUsedUp('FIVE'),
    });
    const [listed] = (await console('console/promos/list', {})).json().promo_codes;
    expect(listed).toMatchObject({ max_uses: 1, usage: { orders: 1, discount_cents: 500 } });
  });

  it('gives the last use to one of two orders placed at once, never both', async () => {
    const context = await storeWithManager();
    const console = (action: string, payload: object) =>
      context.app.inject(postAction(action, payload, { cookies: context.cookies }));
    await console('console/promos/create', { code: 'LAST', type: 'amount', value: 100, max_uses: 1 });
    const first = await shopperWithCode(context, 'LAST', 'first@example.com');
    const second = await shopperWithCode(context, 'LAST', 'second@example.com');

    const responses = await Promise.all([
      context.submit(first.checksum, first.cookie),
      context.submit(second.checksum, second.cookie),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [listed] = (await console('console/promos/list', {})).json().promo_codes;
    expect(listed.usage.orders).toBe(1);
  });

  it('refuses a code once per customer to the same email again, in any case, but not to another', async () => {
    const context = await storeWithManager();
    const console = (action: string, payload: object) =>
      context.app.inject(postAction(action, payload, { cookies: context.cookies }));
    await console('console/promos/create', { code: 'ONCE', type: 'percent', value: 10, once_per_customer: true });
    const first = await shopperWithCode(context, 'ONCE', 'ada@example.com');
    const again = await shopperWithCode(context, 'ONCE', 'Ada@Example.com');
    const other = await shopperWithCode(context, 'ONCE', 'grace@example.com');

    const placed = await context.submit(first.checksum, first.cookie);
    const refused = await context.submit(again.checksum, again.cookie);
    const otherPlaced = await context.submit(other.checksum, other.cookie);

    expect(placed.statusCode).toBe(200);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(checkoutMessages.promoCodeUsedByYou('ONCE'));
    expect(otherPlaced.statusCode).toBe(200);
  });
});
