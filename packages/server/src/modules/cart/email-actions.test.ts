import { cartMessages, cartPageMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { latestEmailTo } from '../../test/outbox.ts';
import { cartApp, hunger } from './test-app.ts';

describeEachDatabase('cart/email', (dialect) => {
  it('emails the cart with each line, its price, the subtotal and a link that carries its titles', async () => {
    const { app, post } = await cartApp(dialect, { store_info: { base_url: 'https://books.example' } });
    await post('cart/add', { eisbn: hunger, quantity: 2 });

    const response = await post('cart/email', { email_address: 'Friend@Example.com' });

    expect(response.json()).toEqual({ message: cartPageMessages.emailSent('friend@example.com') });
    const email = await latestEmailTo(app.dataDir, 'friend@example.com');
    expect(email.text).toContain('2 × The Hunger Games (Paperback): $24.00');
    expect(email.text).toContain('Subtotal: $24.00');
    expect(email.links).toContain(`https://books.example/checkout/shared?titles=${hunger}%3A2`);
  });

  it('asks for a valid email with the spec message', async () => {
    const { post } = await cartApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });

    const response = await post('cart/email', { email_address: 'not an email' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email_address: cartMessages.emailInvalid });
  });

  it('sends nothing for an empty cart', async () => {
    const { post } = await cartApp(dialect);

    const response = await post('cart/email', { email_address: 'friend@example.com' });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(cartPageMessages.empty);
  });

  it('stops after five emails an hour from one session', async () => {
    const { post } = await cartApp(dialect);
    await post('cart/add', { eisbn: hunger, quantity: 1 });
    for (let sent = 0; sent < 5; sent++) await post('cart/email', { email_address: 'friend@example.com' });

    const response = await post('cart/email', { email_address: 'friend@example.com' });

    expect(response.statusCode).toBe(429);
  });
});
