import { CardEnvelopeError, packCardEnvelope, unpackCardEnvelope, type CardDetails } from '@bookfront/contract';
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateCardKeyPair,
  isCardPublicKey,
  openCardEnvelope,
  sealCardEnvelope,
  type CardKeyPair,
} from './card-envelope.ts';

const card: CardDetails = {
  number: '4242424242424242',
  cvv: '123',
  expiry_month: 12,
  expiry_year: 2030,
  name: 'Zoë Ångström-Łukasiewicz de la Fontaine du Bois-Guilbert et Saint-Exupéry',
  postal_code: '90210',
};

let keys: CardKeyPair;
beforeAll(async () => {
  keys = await generateCardKeyPair();
});

describe('card envelope', () => {
  it('makes a PEM pair whose private key opens what the public key sealed, a long name included', async () => {
    expect(keys.publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(keys.privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);

    const envelope = await sealCardEnvelope(keys.publicPem, card);

    await expect(openCardEnvelope(keys.privatePem, envelope)).resolves.toEqual(card);
    expect(envelope).not.toContain('4242');
  });

  it('opens cards sealed with a 2048-bit key made by OpenSSL', async () => {
    const openssl = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });

    const envelope = await sealCardEnvelope(openssl.publicKey, card);

    await expect(openCardEnvelope(openssl.privateKey, envelope)).resolves.toEqual(card);
  });

  it('refuses to open with another key', async () => {
    const other = await generateCardKeyPair();
    const envelope = await sealCardEnvelope(keys.publicPem, card);

    await expect(openCardEnvelope(other.privatePem, envelope)).rejects.toThrow(CardEnvelopeError);
  });

  it('refuses an envelope altered after it was sealed', async () => {
    const parts = unpackCardEnvelope(await sealCardEnvelope(keys.publicPem, card));
    const last = parts.ciphertext.length - 1;
    parts.ciphertext[last] = (parts.ciphertext[last] ?? 0) ^ 1;

    await expect(openCardEnvelope(keys.privatePem, packCardEnvelope(parts))).rejects.toThrow(CardEnvelopeError);
  });

  it('refuses a private key that is not PEM', async () => {
    await expect(openCardEnvelope('not a key', 'AQ==')).rejects.toThrow(CardEnvelopeError);
  });

  it('tells an RSA public key from anything else', async () => {
    expect(await isCardPublicKey(keys.publicPem)).toBe(true);
    expect(await isCardPublicKey(keys.privatePem)).toBe(false);
    expect(await isCardPublicKey('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toBe(false);
  });
});
