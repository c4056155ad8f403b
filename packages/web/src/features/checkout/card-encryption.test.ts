import {
  cardContentAlgorithm,
  cardEnvelopeVersion,
  cardKeyWrapAlgorithm,
  derToPem,
  unpackCardEnvelope,
  type CardDetails,
} from '@bookfront/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CardEncryptionError, encryptCard } from './card-encryption.ts';

const card: CardDetails = {
  number: '4242424242424242',
  cvv: '123',
  expiry_month: 12,
  expiry_year: 2030,
  name: 'Ada Lovelace',
  postal_code: '90210',
};

let keys: CryptoKeyPair;
let publicPem: string;
beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { ...cardKeyWrapAlgorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  publicPem = derToPem(new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey)), 'PUBLIC KEY');
});

/** What the store's private key reads back (the server's `openCardEnvelope` does the same). */
async function openAsTheStore(envelope: string): Promise<unknown> {
  const { wrappedKey, iv, ciphertext } = unpackCardEnvelope(envelope);
  const contentKey = await crypto.subtle.unwrapKey(
    'raw',
    wrappedKey,
    keys.privateKey,
    cardKeyWrapAlgorithm,
    cardContentAlgorithm,
    false,
    ['decrypt'],
  );
  const plaintext = await crypto.subtle.decrypt({ name: cardContentAlgorithm.name, iv }, contentKey, ciphertext);
  return JSON.parse(new TextDecoder().decode(plaintext));
}

describe('encryptCard', () => {
  it("seals the card and, apart, its CVV, so that only the store's private key reads them back", async () => {
    const sealed = await encryptCard(publicPem, card);

    expect(sealed.encrypted_cc_info).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(atob(sealed.encrypted_cc_info)).not.toContain(card.number);
    const { cvv, ...withoutCvv } = card;
    expect(await openAsTheStore(sealed.encrypted_cc_info)).toEqual(withoutCvv);
    expect(await openAsTheStore(sealed.encrypted_cvv)).toEqual({ cvv });
    expect(unpackCardEnvelope(sealed.encrypted_cvv).version).toBe(cardEnvelopeVersion);
  });

  it('seals the same card differently each time', async () => {
    const [first, second] = [await encryptCard(publicPem, card), await encryptCard(publicPem, card)];

    expect(first.encrypted_cc_info).not.toBe(second.encrypted_cc_info);
    expect(first.encrypted_cvv).not.toBe(second.encrypted_cvv);
  });

  it('refuses a key that is not a public key', async () => {
    await expect(encryptCard('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', card)).rejects.toThrow(
      CardEncryptionError,
    );
    await expect(encryptCard('', card)).rejects.toThrow();
  });

  it('says so where the page has no WebCrypto', async () => {
    vi.stubGlobal('crypto', {});

    await expect(encryptCard(publicPem, card)).rejects.toThrow(CardEncryptionError);
  });
});
