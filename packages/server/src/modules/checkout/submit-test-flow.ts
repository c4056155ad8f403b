import { checkoutStateSchema } from '@bookfront/contract';
import { randomUUID } from 'node:crypto';
import type { DatabaseDialect } from '../../db/database.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { cartApp, cookieName } from '../cart/test-app.ts';

/** A store that takes guest orders for pick up, announces them to its own email, and links from books.example. */
export const checkoutSettings = {
  guest_allow_checkout: true,
  store_info: { base_url: 'https://books.example', email: 'orders@books.example' },
};

export const guestContact = { name: 'Gale Hawthorne', email: 'gale@example.com', phone: '(604) 555-0199' };

type Post = Awaited<ReturnType<typeof cartApp>>['post'];

/** Walks a cart through the pick-up steps (delivery, contact, payment); returns the checksum the review shows. */
export async function readyForPickup(post: Post, cookie?: string, contact: object = guestContact): Promise<string> {
  const as = cookie === undefined ? [] : [cookie];
  await post('checkout/setDelivery', { delivery_preference: 'pickup' }, ...as);
  await post('checkout/setExtras', contact, ...as);
  await post('checkout/setPaymentChoice', { payment_choice: 'pickup' }, ...as);
  return checkoutStateSchema.parse((await post('checkout/get', {}, ...as)).json()).cart.checksum;
}

/** A checkout test store with the cart helpers, and a way to open more guest sessions. */
export async function checkoutApp(dialect: DatabaseDialect, settings: Record<string, unknown> = {}) {
  const context = await cartApp(dialect, { ...checkoutSettings, ...settings });
  const newGuest = async () => {
    const response = await context.app.inject(postAction('session/get'));
    return responseCookie(response, cookieName)?.value ?? '';
  };
  const submit = (checksum: string, as?: string, extra: object = {}) =>
    context.post('checkout/submit', { checksum, uuid: randomUUID(), ...extra }, ...(as === undefined ? [] : [as]));
  return { ...context, newGuest, submit };
}
