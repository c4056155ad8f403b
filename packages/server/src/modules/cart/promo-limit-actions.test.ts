import { checkoutErrorCodes, checkoutMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { checkoutApp, guestContact, readyForPickup } from '../checkout/submit-test-flow.ts';
import { cookieName, hunger } from './test-app.ts';

/** A pick-up store with FIVE, good for one order in all, and ONCE, one order per customer. */
const limitedCodes = {
  promo_codes: [
    { code: 'FIVE', type: 'amount', value: 500, max_uses: 1 },
    { code: 'ONCE', type: 'percent', value: 10, once_per_customer: true },
  ],
};

describeEachDatabase('checkout/addPromocode and the code’s usage limits', (dialect) => {
  async function storeWithLimits() {
    const context = await checkoutApp(dialect, limitedCodes);
    /** A shopper of their own who orders a book with `code`, contacted at `email`. */
    const orderWith = async (code: string, email: string, cookie?: string) => {
      const as = cookie ?? (await context.newGuest());
      await context.post('cart/add', { eisbn: hunger, quantity: 1 }, as);
      await context.post('checkout/addPromocode', { code }, as);
      return context.submit(await readyForPickup(context.post, as, { ...guestContact, email }), as);
    };
    return { ...context, orderWith };
  }

  it('refuses a code used as many times as it may be when it is typed, with Place order’s message', async () => {
    const { post, cartOf, newGuest, orderWith } = await storeWithLimits();
    const placed = await orderWith('FIVE', 'first@example.com');
    const late = await newGuest();
    await post('cart/add', { eisbn: hunger, quantity: 1 }, late);

    const typed = await post('checkout/addPromocode', { code: 'five' }, late);

    expect(placed.statusCode).toBe(200);
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toEqual({
      code: checkoutErrorCodes.promoCodeUsedUp,
      error: checkoutMessages.promoCodeUsedUp('FIVE'),
      fields: { code: checkoutMessages.promoCodeUsedUp('FIVE') },
    });
    const cart = await cartOf(await post('session/get', {}, late));
    expect(cart.summary.promo_codes).toEqual([]);
  });

  it('gives a code its use back when the order that used it is cancelled', async () => {
    const { app, post, newGuest, orderWith } = await storeWithLimits();
    await orderWith('FIVE', 'first@example.com');
    await app.db.updateTable('orders').set({ fulfilmentStatus: 'cancelled' }).execute();
    const next = await newGuest();
    await post('cart/add', { eisbn: hunger, quantity: 1 }, next);

    const typed = await post('checkout/addPromocode', { code: 'FIVE' }, next);

    expect(typed.statusCode).toBe(200);
  });

  it('refuses a once-per-customer code to the customer who used it when typed, by their account’s email', async () => {
    const { app, store, post, orderWith } = await storeWithLimits();
    const ada = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
    const bea = await app.factories.customer({ storeId: store.id, email: 'bea@example.com' });
    const adaCookie = (await app.signIn(ada))[cookieName] ?? '';
    const beaCookie = (await app.signIn(bea))[cookieName] ?? '';
    const placed = await orderWith('ONCE', 'Ada@Example.com', adaCookie);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, adaCookie);
    await post('cart/add', { eisbn: hunger, quantity: 1 }, beaCookie);

    const again = await post('checkout/addPromocode', { code: 'ONCE' }, adaCookie);
    const other = await post('checkout/addPromocode', { code: 'ONCE' }, beaCookie);

    expect(placed.statusCode).toBe(200);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: checkoutErrorCodes.promoCodeUsedUp,
      error: checkoutMessages.promoCodeUsedByYou('ONCE'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('checks a guest’s once-per-customer code by the contact email they gave, and lets it pass before', async () => {
    const { post, newGuest, orderWith } = await storeWithLimits();
    await orderWith('ONCE', 'gale@example.com');
    const guest = await newGuest();
    await post('cart/add', { eisbn: hunger, quantity: 1 }, guest);

    const beforeContact = await post('checkout/addPromocode', { code: 'ONCE' }, guest);
    await post('checkout/removePromocode', {}, guest);
    await readyForPickup(post, guest, { ...guestContact, email: 'GALE@example.com' });
    const afterContact = await post('checkout/addPromocode', { code: 'ONCE' }, guest);

    expect(beforeContact.statusCode).toBe(200);
    expect(afterContact.statusCode).toBe(409);
    expect(afterContact.json().error).toBe(checkoutMessages.promoCodeUsedByYou('ONCE'));
  });
});
