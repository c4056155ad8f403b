import { CardEnvelopeError, packCardEnvelope, unpackCardEnvelope, type CardDetails } from '@bookfront/contract';
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateCardKeyPair,
  isCardPublicKey,
  openCardEnvelope,
  openCvvEnvelope,
  sealCard,
  sealLegacyCardEnvelope,
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

    const sealed = await sealCard(keys.publicPem, card);

    const { cvv, ...withoutCvv } = card;
    await expect(openCardEnvelope(keys.privatePem, sealed.encrypted_cc_info)).resolves.toEqual(withoutCvv);
    await expect(openCvvEnvelope(keys.privatePem, sealed.encrypted_cvv)).resolves.toBe(cvv);
    expect(sealed.encrypted_cc_info).not.toContain('4242');
  });

  it('still opens the one envelope, CVV inside, of orders placed before the CVV was sealed apart', async () => {
    const envelope = await sealLegacyCardEnvelope(keys.publicPem, card);

    expect(unpackCardEnvelope(envelope).version).toBe(1);
    await expect(openCardEnvelope(keys.privatePem, envelope)).resolves.toEqual(card);
  });

  it('never opens a CVV envelope as a card', async () => {
    const sealed = await sealCard(keys.publicPem, card);

    await expect(openCardEnvelope(keys.privatePem, sealed.encrypted_cvv)).rejects.toThrow(CardEnvelopeError);
  });

  it('opens cards sealed with a 2048-bit key made by OpenSSL', async () => {
    const openssl = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });

    const sealed = await sealCard(openssl.publicKey, card);

    await expect(openCvvEnvelope(openssl.privateKey, sealed.encrypted_cvv)).resolves.toBe(card.cvv);
  });

  it('refuses to open with another key', async () => {
    const other = await generateCardKeyPair();
    const sealed = await sealCard(keys.publicPem, card);

    await expect(openCardEnvelope(other.privatePem, sealed.encrypted_cc_info)).rejects.toThrow(CardEnvelopeError);
  });

  it('refuses an envelope altered after it was sealed', async () => {
    const parts = unpackCardEnvelope((await sealCard(keys.publicPem, card)).encrypted_cc_info);
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
