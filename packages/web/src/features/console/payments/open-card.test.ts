import { describe, expect, it } from 'vitest';
import { cardContentAlgorithm, cardKeyWrapAlgorithm, derToPem, packCardEnvelope, pemToDer } from '@bookfront/contract';
import { CardOpeningError, openSealedCard } from './open-card.ts';

const card = {
  number: '4111111111111111',
  cvv: '737',
  expiry_month: 3,
  expiry_year: 2030,
  name: 'Ada Reader',
  postal_code: 'V5K 0A1',
};

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const [spki, pkcs8] = await Promise.all([
    crypto.subtle.exportKey('spki', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return {
    publicPem: derToPem(new Uint8Array(spki), 'PUBLIC KEY'),
    privatePem: derToPem(new Uint8Array(pkcs8), 'PRIVATE KEY'),
  };
}

/** Seals `value` for `publicPem` as the checkout's card step does (a test of our own, not its code). */
async function sealFor(publicPem: string, value: unknown): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicPem, 'PUBLIC KEY'),
    cardKeyWrapAlgorithm,
    false,
    ['wrapKey'],
  );
  const contentKey = await crypto.subtle.generateKey(cardContentAlgorithm, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: cardContentAlgorithm.name, iv },
    contentKey,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  const wrappedKey = await crypto.subtle.wrapKey('raw', contentKey, publicKey, cardKeyWrapAlgorithm);
  return packCardEnvelope({ wrappedKey: new Uint8Array(wrappedKey), iv, ciphertext: new Uint8Array(ciphertext) });
}

async function encryptCard(publicPem: string, details: typeof card) {
  const { cvv, ...rest } = details;
  return { encrypted_cc_info: await sealFor(publicPem, rest), encrypted_cvv: await sealFor(publicPem, { cvv }) };
}

describe('openSealedCard', () => {
  it('opens the card and its CVV the checkout sealed, with the store’s private key', async () => {
    const keys = await keyPair();
    const sealed = await encryptCard(keys.publicPem, card);

    const opened = await openSealedCard(keys.privatePem, { ...sealed, amount: 2400 });

    expect(opened).toEqual(card);
  });

  it('says the CVV is gone once erased, and refuses another store’s key', async () => {
    const [keys, other] = await Promise.all([keyPair(), keyPair()]);
    const sealed = await encryptCard(keys.publicPem, card);

    const opened = await openSealedCard(keys.privatePem, { ...sealed, encrypted_cvv: null, amount: 2400 });

    expect(opened.cvv).toBeNull();
    await expect(openSealedCard(other.privatePem, { ...sealed, amount: 2400 })).rejects.toBeInstanceOf(
      CardOpeningError,
    );
  });
});
