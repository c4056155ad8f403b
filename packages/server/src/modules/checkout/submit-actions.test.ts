import {
  checkoutErrorCodes,
  checkoutMessages,
  checkoutStateSchema,
  orderSummarySchema,
  searchResponseSchema,
} from '@bookfront/contract';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sha256Hex } from '../../lib/ids.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo, outboxCount } from '../../test/outbox.ts';
import { forthcoming, hunger, mockingjay } from '../cart/test-app.ts';
import { checkoutApp, guestContact, readyForPickup } from './submit-test-flow.ts';

const onHandOf = async (app: Awaited<ReturnType<typeof checkoutApp>>['app'], eisbn: string) =>
  (await app.db.selectFrom('stock').select('onhand').where('eisbn', '=', eisbn).executeTakeFirstOrThrow()).onhand;

describeEachDatabase('checkout/submit', (dialect) => {
  it('places a guest pick-up order priced by the server, empties the cart and takes the copies from stock', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    const checksum = await readyForPickup(post);

    const response = await submit(checksum);

    expect(response.statusCode).toBe(200);
    const orderNumber: string = response.json().order_number;
    const order = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      orderNumber,
      kind: 'order',
      deliveryPreference: 'pickup',
      paymentType: 'pickup',
      paymentStatus: 'none',
      purchaserName: guestContact.name,
      email: guestContact.email,
      totalCents: 2400,
    });
    expect(orderSummarySchema.parse(JSON.parse(order.summary))).toMatchObject({ subtotal: 2400, total: 2400 });
    const items = await app.db.selectFrom('orderItems').selectAll().execute();
    expect(items).toMatchObject([{ eisbn: hunger, quantity: 2, soldPriceCents: 1200, originalPriceCents: 1500 }]);
    expect(await onHandOf(app, hunger)).toBe(3);
    const { cart, draft } = checkoutStateSchema.parse((await post('checkout/get')).json());
    expect(cart.items).toEqual([]);
    expect(draft.delivery).toBeNull();
  });

  it('shows the copies an order took in search results at once, on a catalogue that had settled', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    for (const table of ['titles', 'stock'] as const)
      await app.db
        .updateTable(table)
        .set({ updatedAt: sql`updated_at - 60` })
        .execute();
    const onhandInSearch = async () =>
      searchResponseSchema.parse((await post('browse/get', { t: hunger, k: 'isbn' })).json()).rows[0]?.available[0]
        ?.onhand;
    expect(await onhandInSearch()).toBe(5);
    await post('cart/add', { eisbn: hunger, quantity: 2 });

    await submit(await readyForPickup(post));

    expect(await onhandInSearch()).toBe(3);
  });

  it('ignores prices and quantities a request makes up: the order is the cart the server priced', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = await readyForPickup(post);

    const response = await submit(checksum, undefined, {
      total: 1,
      price: 1,
      quantity: 50,
      items: [{ eisbn: hunger, quantity: 50, sold_price: 1 }],
      summary: { total: 1 },
    });

    expect(response.statusCode).toBe(200);
    const order = await app.db.selectFrom('orders').select(['totalCents']).executeTakeFirstOrThrow();
    expect(order.totalCents).toBe(1200);
    const items = await app.db.selectFrom('orderItems').select(['quantity', 'soldPriceCents']).execute();
    expect(items).toEqual([{ quantity: 1, soldPriceCents: 1200 }]);
    expect(await onHandOf(app, hunger)).toBe(4);
  });

  it('answers the same order number to the same request id, and places one order', async () => {
    const { app, post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = await readyForPickup(post);
    const uuid = randomUUID();

    const first = await post('checkout/submit', { checksum, uuid });
    const second = await post('checkout/submit', { checksum, uuid });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().order_number).toBe(first.json().order_number);
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await onHandOf(app, hunger)).toBe(4);
  });

  it('answers one order to the same request sent twice at once', async () => {
    const { app, post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = await readyForPickup(post);
    const uuid = randomUUID();

    const responses = await Promise.all([
      post('checkout/submit', { checksum, uuid }),
      post('checkout/submit', { checksum, uuid }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(new Set(responses.map((response) => response.json().order_number)).size).toBe(1);
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
  });

  it("treats another shopper's request id as a request of their own", async () => {
    const { app, post, newGuest } = await checkoutApp(dialect);
    const uuid = randomUUID();
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const first = await post('checkout/submit', { checksum: await readyForPickup(post), uuid });
    const other = await newGuest();
    await post('cart/add', { eisbn: hunger, quantity: 1 }, other);

    const second = await post('checkout/submit', { checksum: await readyForPickup(post, other), uuid }, other);

    expect(second.statusCode).toBe(200);
    expect(second.json().order_number).not.toBe(first.json().order_number);
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(2);
  });

  it('requires the request id that makes a retry safe', async () => {
    const { post } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = await readyForPickup(post);

    const response = await post('checkout/submit', { checksum });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: checkoutErrorCodes.requestIdRequired,
      fields: { uuid: checkoutMessages.requestIdRequired },
    });
  });

  it('refuses a cart that changed since the review showed it', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = await readyForPickup(post);
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });

    const response = await submit(checksum);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: checkoutErrorCodes.checksumMismatch,
      error: checkoutMessages.cartChanged,
    });
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('refuses an order whose contact or payment step was skipped', async () => {
    const { post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });
    const checksum = checkoutStateSchema.parse((await post('checkout/get')).json()).cart.checksum;

    const withoutContact = await submit(checksum);
    await post('checkout/setExtras', guestContact);
    const withoutPayment = await submit(checksum);

    expect(withoutContact.json()).toMatchObject({
      code: checkoutErrorCodes.contactRequired,
      error: checkoutMessages.contactRequired,
    });
    expect(withoutPayment.json()).toMatchObject({
      code: checkoutErrorCodes.paymentRequired,
      error: checkoutMessages.paymentRequired,
    });
  });

  it('refuses an order before delivery is chosen, and an empty cart', async () => {
    const { post, submit } = await checkoutApp(dialect);

    const empty = await submit('0123456789abcdef');
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = checkoutStateSchema.parse((await post('checkout/get')).json()).cart.checksum;
    const noDelivery = await submit(checksum);

    expect(empty.json().code).toBe(checkoutErrorCodes.emptyCart);
    expect(noDelivery.json().code).toBe(checkoutErrorCodes.deliveryRequired);
  });

  it('says the inventory is gone when the copies were sold meanwhile, and keeps the cart and the stock', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    const checksum = await readyForPickup(post);
    await app.db.updateTable('stock').set({ onhand: 1 }).where('eisbn', '=', hunger).execute();

    const response = await submit(checksum);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: checkoutErrorCodes.inventoryGone,
      error: 'We no longer have the inventory to fulfill this order.',
    });
    expect(await onHandOf(app, hunger)).toBe(1);
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
    expect(checkoutStateSchema.parse((await post('checkout/get')).json()).cart.items).toHaveLength(1);
  });

  it('takes what is on hand of an extra-orderable title and records the rest as backordered', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: mockingjay, quantity: 3 });
    const checksum = await readyForPickup(post);

    const response = await submit(checksum);

    expect(response.statusCode).toBe(200);
    expect(await onHandOf(app, mockingjay)).toBe(0);
    const item = await app.db.selectFrom('orderItems').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ eisbn: mockingjay, quantity: 3, backorderQuantity: 2 });
  });

  it('takes a pre-order of a forthcoming title with nothing on hand, all of it on order', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: forthcoming, quantity: 2 });
    const checksum = await readyForPickup(post);

    const response = await submit(checksum);

    expect(response.statusCode).toBe(200);
    expect(await onHandOf(app, forthcoming)).toBe(0);
    const item = await app.db.selectFrom('orderItems').selectAll().executeTakeFirstOrThrow();
    expect(item).toMatchObject({ eisbn: forthcoming, quantity: 2, backorderQuantity: 2, isForthcoming: 1 });
  });

  it('emails the guest a confirmation with a link to the order, and tells the store', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    const checksum = await readyForPickup(post);

    const orderNumber: string = (await submit(checksum)).json().order_number;

    const confirmation = await latestEmailTo(app.dataDir, guestContact.email);
    expect(confirmation.subject).toContain(orderNumber);
    expect(confirmation.text).toContain('2 × The Hunger Games');
    expect(confirmation.text).toContain('$24.00');
    expect(confirmation.text).toContain('Pick up at: Downtown');
    expect(confirmation.text).toContain('Payment: Pay when you pick up');
    const link = confirmation.links.find((url) =>
      url.startsWith(`https://books.example/account/order/${orderNumber}?token=`),
    );
    const token = new URL(link ?? 'https://x').searchParams.get('token') ?? '';
    const order = await app.db.selectFrom('orders').select('guestTokenHash').executeTakeFirstOrThrow();
    expect(order.guestTokenHash).toBe(sha256Hex(token));
    const notice = await latestEmailTo(app.dataDir, 'orders@books.example');
    expect(notice.subject).toBe(`New order ${orderNumber} from ${guestContact.name}`);
    expect(notice.text).toContain(guestContact.phone);
  });

  it("shows the latest of a customer's orders of a title, and never another customer's", async () => {
    const { app, store, post, submit } = await checkoutApp(dialect);
    const cookie = await customerCookie(app, store.id);
    const other = await customerCookie(app, store.id);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await submit(await readyForPickup(post, cookie), cookie);
    await app.db.updateTable('orders').set({ createdAt: 1_000_000 }).execute();
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await submit(await readyForPickup(post, cookie), cookie);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, other);

    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await post('cart/add', { eisbn: mockingjay, quantity: 1 }, cookie);
    const mine = checkoutStateSchema.parse((await post('checkout/get', {}, cookie)).json());
    const theirs = checkoutStateSchema.parse((await post('checkout/get', {}, other)).json());

    const latest = await app.db
      .selectFrom('orders')
      .select('createdAt')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(mine.cart.items.map((item) => item.cart_info.last_ordered)).toEqual([
      { date_ordered: latest.createdAt },
      null,
    ]);
    expect(theirs.cart.items[0]?.cart_info.last_ordered).toBeNull();
  });

  it("opens the order from the guest's emailed link, and from no other", async () => {
    const { app, post, submit, newGuest } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const orderNumber: string = (await submit(await readyForPickup(post))).json().order_number;
    const { links } = await latestEmailTo(app.dataDir, guestContact.email);
    const token = new URL(links.find((url) => url.includes('/account/order/')) ?? 'https://x').searchParams.get(
      'token',
    );
    const stranger = await newGuest();

    const opened = await post('order/get', { order_id: orderNumber, token }, stranger);
    const guessed = await post('order/get', { order_id: orderNumber, token: 'guess' }, stranger);

    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ order_number: orderNumber });
    expect(guessed.statusCode).toBe(404);
  });

  it("answers a guest the secret of their order's link, the same one the email carries", async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const placed = (await submit(await readyForPickup(post))).json();

    const { links } = await latestEmailTo(app.dataDir, guestContact.email);
    expect(links.some((url) => url.endsWith(`/account/order/${placed.order_number}?token=${placed.token}`))).toBe(true);
    expect((await post('order/get', { order_id: placed.order_number, token: placed.token })).statusCode).toBe(200);
  });

  it('records no email for an order it refuses', async () => {
    const { app, post, submit } = await checkoutApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    const checksum = await readyForPickup(post);
    await app.db.updateTable('stock').set({ onhand: 1 }).where('eisbn', '=', hunger).execute();
    const mailJobs = () => app.db.selectFrom('jobs').select('id').where('type', '=', 'mail.send').execute();
    const before = (await mailJobs()).length;

    expect((await submit(checksum)).statusCode).toBe(409);

    expect(await mailJobs()).toHaveLength(before);
  });

  it("records a customer's order as bought by their own account", async () => {
    const { app, store, post, submit } = await checkoutApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const cookie = Object.values(await app.signIn(customer))[0] ?? '';
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);

    await submit(await readyForPickup(post, cookie), cookie);

    const order = await app.db.selectFrom('orders').select(['userId', 'corpId', 'guestTokenHash']).executeTakeFirst();
    expect(order).toEqual({ userId: customer.id, corpId: customer.corpId, guestTokenHash: null });
  });

  it('keeps the sealed card of a card payment with the order, and needs one', async () => {
    const { app, post, submit } = await checkoutApp(dialect, {
      checkout: { payment_choices: { pickup: ['credit_card'] }, card_public_key: 'PEM' },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    await post('checkout/setDelivery', { delivery_preference: 'pickup' });
    await post('checkout/setExtras', guestContact);
    await post('checkout/setPaymentChoice', { payment_choice: 'credit_card' });
    const checksum = checkoutStateSchema.parse((await post('checkout/get')).json()).cart.checksum;
    const withoutCard = await submit(checksum);
    const ccInfo = JSON.stringify({
      brand: 'visa',
      masked_number: '•••• 4242',
      name: 'G H',
      expiry_month: 1,
      expiry_year: 2030,
    });
    await app.db.updateTable('checkoutDrafts').set({ ccCiphertext: 'sealed-card', ccInfo }).execute();

    const response = await submit(checksum);

    expect(withoutCard.json().code).toBe(checkoutErrorCodes.paymentRequired);
    expect(response.statusCode).toBe(200);
    const order = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      paymentType: 'credit_card',
      paymentStatus: 'pending',
      ccCiphertext: 'sealed-card',
      ccInfo,
    });
  });

  it('forgets the promo codes the shopper entered once the order is placed', async () => {
    const { post, submit } = await checkoutApp(dialect, {
      promo_codes: [{ code: 'READMORE', type: 'percent', value: 10, description: '10% off' }],
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const entered = await post('checkout/addPromocode', { code: 'READMORE' });
    const checksum = await readyForPickup(post);

    await submit(checksum);

    expect(entered.statusCode).toBe(200);
    expect(entered.json().cart.summary.promo_codes).toHaveLength(1);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const { cart } = checkoutStateSchema.parse((await post('checkout/get')).json());
    expect(cart.summary.promo_codes).toEqual([]);
  });

  it('sends the store nothing when it has no order email', async () => {
    const { app, post, submit } = await checkoutApp(dialect, {
      store_info: { base_url: 'https://books.example', email: '' },
    });
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    const checksum = await readyForPickup(post);

    await submit(checksum);

    expect(await outboxCount(app.dataDir)).toBe(1);
  });

  it('gives each order the next number of the store', async () => {
    const { post, submit, newGuest } = await checkoutApp(dialect);
    const numbers: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const guest = await newGuest();
      await post('cart/add', { eisbn: hunger, quantity: 1 }, guest);
      numbers.push(Number((await submit(await readyForPickup(post, guest), guest)).json().order_number));
    }

    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('sells the last copy once when 20 shoppers submit at the same moment', async () => {
    const { app, store, post, newGuest, submit } = await checkoutApp(dialect);
    const lastCopy = '9780000000026';
    const catalog = createCatalogFactories(app.db);
    await catalog.title({ eisbn: lastCopy, title: 'The Last Copy' });
    await catalog.stock({
      storeId: store.id,
      locationId: 'downtown',
      eisbn: lastCopy,
      onhand: 1,
      priceCents: 2000,
      isExtraOrderable: 0,
    });
    const shoppers: { cookie: string; checksum: string }[] = [];
    for (let index = 0; index < 20; index += 1) {
      const cookie = index % 2 === 0 ? await newGuest() : await customerCookie(app, store.id);
      await post('cart/add', { eisbn: lastCopy, quantity: 1 }, cookie);
      shoppers.push({ cookie, checksum: await readyForPickup(post, cookie) });
    }

    const responses = await Promise.all(shoppers.map(({ cookie, checksum }) => submit(checksum, cookie)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().code).toBe(checkoutErrorCodes.inventoryGone);
    }
    expect(await onHandOf(app, lastCopy)).toBe(0);
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
  });

  it('shows a customer when they last ordered a title in the cart', async () => {
    const { app, store, post, submit } = await checkoutApp(dialect);
    const cookie = await customerCookie(app, store.id);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    await submit(await readyForPickup(post, cookie), cookie);

    await post('cart/add', { eisbn: hunger, quantity: 1 }, cookie);
    const { cart } = checkoutStateSchema.parse((await post('checkout/get', {}, cookie)).json());

    const placed = await app.db.selectFrom('orders').select('createdAt').executeTakeFirstOrThrow();
    expect(cart.items[0]?.cart_info.last_ordered).toEqual({ date_ordered: placed.createdAt });
  });
});

/** The session cookie of a new customer, logged in. */
async function customerCookie(app: Awaited<ReturnType<typeof checkoutApp>>['app'], storeId: string) {
  const customer = await app.factories.customer({ storeId });
  return Object.values(await app.signIn(customer))[0] ?? '';
}
