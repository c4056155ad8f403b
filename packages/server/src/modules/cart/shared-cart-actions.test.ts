import {
  cartImportResultSchema,
  cartMessages,
  sharedCartMessages,
  sharedCartParam,
  sharedCartSchema,
} from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { cartApp, cookieName, hunger, mockingjay } from './test-app.ts';

/** A title the test catalogue does not hold. */
const unknownToCatalogue = '9780307277671';

describeEachDatabase('the emailed cart link', (dialect) => {
  async function senderAndRecipient() {
    const context = await cartApp(dialect, { store_info: { base_url: 'https://books.example' } });
    const recipient = responseCookie(await context.app.inject(postAction('session/get')), cookieName)?.value ?? '';
    return { ...context, recipient };
  }

  it("opens the sender's titles for the recipient, who adds them to their own cart in one go", async () => {
    const { app, post, cartOf, recipient } = await senderAndRecipient();
    await post('cart/add', { eisbn: hunger, quantity: 2 });
    await post('cart/add', { eisbn: mockingjay, quantity: 1 });
    await post('cart/email', { email_address: 'friend@example.com' });
    const link = (await latestEmailTo(app.dataDir, 'friend@example.com')).links.find((url) =>
      url.includes('/checkout/shared?'),
    );
    const titles = new URL(link ?? 'https://books.example/').searchParams.get('titles') ?? '';

    const shared = await post('cart/getShared', { titles }, recipient);
    const added = await post('cart/addShared', { titles }, recipient);

    expect(sharedCartSchema.parse(shared.json()).lines.map((line) => [line.title.title, line.quantity])).toEqual([
      ['The Hunger Games', 2],
      ['Mockingjay', 1],
    ]);
    const { result, cart } = cartImportResultSchema.parse(added.json());
    expect(result.titles.map((row) => row.success)).toEqual([true, true]);
    expect(cart?.items.map((item) => [item.title_info.eisbn, item.cart_info.quantity])).toEqual([
      [hunger, 2],
      [mockingjay, 1],
    ]);
    const recipientCart = await cartOf(await post('session/get', {}, recipient));
    expect(recipientCart.items).toHaveLength(2);
  });

  it('leaves out titles the catalogue no longer has, and reports a line the stock cannot fill', async () => {
    const { post, recipient } = await senderAndRecipient();
    const titles = sharedCartParam([
      { eisbn: unknownToCatalogue, quantity: 1, condition: 'NEW' },
      { eisbn: hunger, quantity: 9, condition: 'NEW' },
    ]);

    const shared = await post('cart/getShared', { titles }, recipient);
    const added = await post('cart/addShared', { titles }, recipient);

    expect(sharedCartSchema.parse(shared.json()).lines.map((line) => line.title.eisbn)).toEqual([hunger]);
    expect(cartImportResultSchema.parse(added.json()).result.titles).toEqual([
      { isbn: unknownToCatalogue, qty: 1, success: false, title: null, message: cartMessages.titleNotFound },
      { isbn: hunger, qty: 9, success: false, title: 'The Hunger Games', message: cartMessages.onlyInStock(5) },
    ]);
  });

  it('says a link it cannot read is one to ask for again', async () => {
    const { post } = await senderAndRecipient();

    const response = await post('cart/getShared', { titles: `${hunger}:lots` });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ titles: sharedCartMessages.invalidLink });
  });
});
