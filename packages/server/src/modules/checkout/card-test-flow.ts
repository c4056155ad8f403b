import { maskCardNumber, type CardDetails } from '@bookfront/contract';
import type { DatabaseDialect } from '../../db/database.ts';
import { sealCard, type CardKeyPair } from '../../lib/card-envelope.ts';
import { hunger } from '../cart/test-app.ts';
import { checkoutApp, guestContact } from './submit-test-flow.ts';

export const testCard: CardDetails = {
  number: '4242424242424242',
  cvv: '987',
  expiry_month: 12,
  expiry_year: new Date().getFullYear() + 2,
  name: 'Ada Lovelace',
  postal_code: '90210',
};

/** A store that takes cards for pick up, sealed with `keys`. */
export const cardSettings = (keys: CardKeyPair, checkout: Record<string, unknown> = {}) => ({
  guest_allow_checkout: true,
  checkout: {
    card_public_key: keys.publicPem,
    payment_choices: { pickup: ['pickup', 'credit_card'], ship: ['contact'] },
    accepted_cards: ['visa', 'mastercard'],
    ...checkout,
  },
});

/** What the card step sends: the card and its CVV sealed apart, and what may be shown of the card. */
export async function cardPayload(keys: CardKeyPair, details: CardDetails = testCard, brand = 'visa') {
  return {
    ...(await sealCard(keys.publicPem, details)),
    masked_number: maskCardNumber(details.number),
    brand,
    expiry_month: details.expiry_month,
    expiry_year: details.expiry_year,
    name: details.name,
    postal_code: details.postal_code,
  };
}

/** A guest's pick-up checkout with one book, paying by card: delivery, contact and payment chosen. */
export async function cardCheckout(dialect: DatabaseDialect, settings: Record<string, unknown>) {
  const shop = await checkoutApp(dialect, settings);
  await shop.post('cart/add', { eisbn: hunger, quantity: 1 });
  await shop.post('checkout/setDelivery', { delivery_preference: 'pickup' });
  await shop.post('checkout/setExtras', guestContact);
  await shop.post('checkout/setPaymentChoice', { payment_choice: 'credit_card' });
  return shop;
}
