import { cartPageMessages, sessionSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { checkoutApp, guestContact, readyForPickup } from '../checkout/submit-test-flow.ts';
import { cookieName, hunger } from './test-app.ts';

/** A pick-up store with FIVE, good for one order in all, ONCE, one order per customer, and TENOFF, unlimited. */
const limitedCodes = {
  promo_codes: [
    { code: 'FIVE', type: 'amount', value: 500, max_uses: 1, stackable: true },
    { code: 'ONCE', type: 'percent', value: 10, once_per_customer: true, stackable: true },
    { code: 'TENOFF', type: 'percent', value: 10, stackable: true },
  ],
};

describeEachDatabase('login merging a guest’s promo codes, and the codes’ usage limits', (dialect) => {
  async function storeWithLimits() {
    const context = await checkoutApp(dialect, limitedCodes);
    const { app, store, post, newGuest, submit } = context;
    /** A guest with a book and `codes` typed in their cart. */
    const guestWith = async (...codes: string[]) => {
      const guest = await newGuest();
      await post('cart/add', { eisbn: hunger, quantity: 1 }, guest);
      for (const code of codes) expect((await post('checkout/addPromocode', { code }, guest)).statusCode).toBe(200);
      return guest;
    };
    /** An order with `code` placed in a shopper's own session, contacted at `email`. */
    const orderWith = async (code: string, email: string, cookie?: string) => {
      const as = cookie ?? (await guestWith(code));
      if (cookie) {
        await post('cart/add', { eisbn: hunger, quantity: 1 }, as);
        await post('checkout/addPromocode', { code }, as);
      }
      return submit(await readyForPickup(post, as, { ...guestContact, email }), as);
    };
    const customer = async (email: string) => {
      const account = await app.factories.customer({ storeId: store.id, email });
      return { account, cookie: (await app.signIn(account))[cookieName] ?? '' };
    };
    const logIn = async (guest: string, account: { email: string; password: string }) =>
      sessionSchema.parse(
        (await post('account/login', { email_address: account.email, password: account.password }, guest)).json(),
      ).cart;
    return { ...context, guestWith, orderWith, customer, logIn };
  }

  it('leaves out a code used up since the guest typed it, and says so, keeping the others', async () => {
    const { post, guestWith, orderWith, customer, logIn } = await storeWithLimits();
    const ada = await customer('ada@example.com');
    await post('cart/add', { eisbn: hunger, quantity: 1 }, ada.cookie);
    const guest = await guestWith('FIVE', 'TENOFF');
    expect((await orderWith('FIVE', 'first@example.com')).statusCode).toBe(200);

    const cart = await logIn(guest, ada.account);

    expect(cart.summary.promo_codes.map((promo) => promo.code)).toEqual(['TENOFF']);
    expect(cart.notices).toEqual([cartPageMessages.mergePromoCodeUsedUp('FIVE')]);
  });

  it('leaves out a once-per-customer code the customer already used, into their cart or as their cart', async () => {
    const { app, store, guestWith, orderWith, customer, logIn } = await storeWithLimits();
    const ada = await customer('ada@example.com');
    const bea = await customer('bea@example.com');
    // Cy ordered as a guest with the account's email, and has no cart of their own to join.
    const cy = await app.factories.customer({ storeId: store.id, email: 'cy@example.com' });
    expect((await orderWith('ONCE', 'ada@example.com', ada.cookie)).statusCode).toBe(200);
    expect((await orderWith('ONCE', 'cy@example.com')).statusCode).toBe(200);

    const intoCart = await logIn(await guestWith('ONCE', 'TENOFF'), ada.account);
    const asCart = await logIn(await guestWith('ONCE'), cy);
    const other = await logIn(await guestWith('ONCE'), bea.account);

    expect(intoCart.summary.promo_codes.map((promo) => promo.code)).toEqual(['TENOFF']);
    expect(intoCart.notices).toEqual([cartPageMessages.mergePromoCodeUsedByYou('ONCE')]);
    expect(asCart.items.map((item) => item.title_info.eisbn)).toEqual([hunger]);
    expect(asCart.summary.promo_codes).toEqual([]);
    expect(asCart.notices).toEqual([cartPageMessages.mergePromoCodeUsedByYou('ONCE')]);
    expect(other.summary.promo_codes.map((promo) => promo.code)).toEqual(['ONCE']);
    expect(other.notices).toBeUndefined();
  });
});
