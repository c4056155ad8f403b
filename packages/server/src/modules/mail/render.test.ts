import type { StoreSettingsInput } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { testStoreContext } from '../../test/store-context.ts';
import { renderMail, type OutgoingMail } from './render.ts';

const storeWith = (settings: StoreSettingsInput = {}, name = 'Riverbend Books') => testStoreContext({ name, settings });

const resetMail: OutgoingMail = {
  to: 'reader@example.com',
  subject: 'Reset your password',
  heading: 'Choose a new password',
  paragraphs: ['Someone asked to reset the password of your account.', 'If it was not you, ignore this message.'],
  action: { label: 'Choose a new password', url: 'https://shop.example.com/account/forgot?token=abc&x=1' },
  footnote: 'This link expires in 24 hours.',
};
const baseUrl = 'https://shop.example.com';

describe('renderMail', () => {
  it('writes a text part with the heading, paragraphs, a "label: url" line, the footnote and the store signature', () => {
    const store = storeWith({
      store_info: { phone: '(503) 555-0100', email: 'hello@riverbend.test', city: 'Portland' },
    });

    const { text } = renderMail(store, resetMail, { baseUrl });

    expect(text).toBe(
      [
        'Choose a new password',
        'Someone asked to reset the password of your account.',
        'If it was not you, ignore this message.',
        'Choose a new password: https://shop.example.com/account/forgot?token=abc&x=1',
        'This link expires in 24 hours.',
        '-- \nRiverbend Books\nPortland\n(503) 555-0100 · hello@riverbend.test\nhttps://shop.example.com',
      ].join('\n\n') + '\n',
    );
  });

  it('escapes every value in the HTML part, the store name and the link included', () => {
    const store = storeWith({}, 'Books & <Co>');
    const mail: OutgoingMail = {
      ...resetMail,
      paragraphs: ['<script>alert(1)</script> "quoted"'],
      action: { label: 'Go <now>', url: 'https://shop.example.com/a?b="c"&d=<e>' },
    };

    const { html } = renderMail(store, mail, { baseUrl });

    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(html).toContain('Books &amp; &lt;Co&gt;');
    expect(html).toContain('href="https://shop.example.com/a?b=&quot;c&quot;&amp;d=&lt;e&gt;"');
    expect(html).toContain('>Go &lt;now&gt;</a>');
  });

  it("brands the HTML part with the store's colour and a logo made absolute from the base URL", () => {
    const store = storeWith({ styles: { primary_color: '#8a1c1c', logo_url: '/files/stores/riverbend/logo.png' } });

    const { html } = renderMail(store, resetMail, { baseUrl: 'https://shop.example.com/riverbend' });

    expect(html).toContain('<img src="https://shop.example.com/files/stores/riverbend/logo.png" alt="Riverbend Books"');
    expect(html).toContain('border-top:4px solid #8a1c1c');
    expect(html).toMatch(
      /background-color:#8a1c1c;"><a href="https:\/\/shop\.example\.com\/account\/forgot\?token=abc&amp;x=1" style="[^"]*color:#ffffff;/,
    );
  });

  it('shows the store name where a store without a logo would show one, and dark text on a light colour', () => {
    const store = storeWith({ styles: { primary_color: '#ffd43b' } });

    const { html } = renderMail(store, resetMail, { baseUrl });

    expect(html).not.toContain('<img');
    expect(html).toContain('>Riverbend Books</span>');
    expect(html).toMatch(/background-color:#ffd43b;"><a [^>]*color:#1a1b1e;/);
  });

  it('keeps a logo that is already absolute', () => {
    const store = storeWith({ styles: { logo_url: 'https://cdn.example.net/logo.svg' } });

    const { html } = renderMail(store, resetMail, { baseUrl });

    expect(html).toContain('<img src="https://cdn.example.net/logo.svg"');
  });

  it.each([
    { mailFrom: 'shop@mail.example.org', storeEmail: 'hello@riverbend.test', expected: 'shop@mail.example.org' },
    { mailFrom: undefined, storeEmail: 'hello@riverbend.test', expected: 'hello@riverbend.test' },
    { mailFrom: undefined, storeEmail: '', expected: 'no-reply@shop.example.com' },
  ])(
    'sends from $expected, named after the store (MAIL_FROM $mailFrom, store email "$storeEmail")',
    ({ mailFrom, storeEmail, expected }) => {
      const store = storeWith({ store_info: { email: storeEmail } });

      const { from } = renderMail(store, resetMail, { baseUrl, mailFrom });

      expect(from).toEqual({ name: 'Riverbend Books', address: expected });
    },
  );

  it('refuses an action link that is not absolute, since it would lead nowhere from a mail client', () => {
    const mail = { ...resetMail, action: { label: 'Verify', url: '/account/verify?token=abc' } };

    expect(() => renderMail(storeWith(), mail, { baseUrl })).toThrow(/absolute/);
  });
});
