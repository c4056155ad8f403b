import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv mail settings', () => {
  it('writes mail to the outbox when SMTP_URL is unset or blank', () => {
    expect(parseEnv({ SMTP_URL: '  ' })).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
  });

  it.each(['smtp://user:secret@mail.example.com:587', 'smtps://mail.example.com'])('accepts %s', (url) => {
    expect(parseEnv({ SMTP_URL: url }).smtpUrl).toBe(url);
  });

  it.each(['http://mail.example.com', 'mail.example.com:25', 'smtp://'])('refuses SMTP_URL=%s and says why', (url) => {
    expect(() => parseEnv({ SMTP_URL: url })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('takes MAIL_FROM as an address and refuses anything else', () => {
    expect(parseEnv({ MAIL_FROM: 'books@example.com' }).mailFrom).toBe('books@example.com');
    expect(() => parseEnv({ MAIL_FROM: 'Riverbend Books' })).toThrow(/MAIL_FROM: must be an email address/);
  });
});

describe('parseEnv HTTPS', () => {
  it('serves plain http unless told the storefront is reached over HTTPS', () => {
    expect(parseEnv({})).toMatchObject({ https: false, trustProxy: false });
    expect(parseEnv({ HTTPS: 'true', TRUST_PROXY: '1' })).toMatchObject({ https: true, trustProxy: true });
  });

  it('refuses an HTTPS value that is not a yes or a no', () => {
    expect(() => parseEnv({ HTTPS: 'sometimes' })).toThrow(/HTTPS/);
  });
});
