import {
  cardContentAlgorithm,
  cardEnvelopeIvBytes,
  cardKeyWrapAlgorithm,
  packCardEnvelope,
  pemToDer,
  type CardDetails,
} from '@bookfront/contract';

/** WebCrypto is missing (a page not served over HTTPS) or the store's key is not an RSA public key. */
export class CardEncryptionError extends Error {}

const subtleCrypto = () => {
  // Browsers offer crypto.subtle only on secure pages (HTTPS or localhost).
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) throw new CardEncryptionError('WebCrypto is not available on this page.');
  return subtle;
};

/** The store's public key (settings.checkout.card_public_key, PEM SPKI) as a key that wraps card keys. */
export async function importCardPublicKey(publicKeyPem: string): Promise<CryptoKey> {
  const subtle = subtleCrypto();
  try {
    return await subtle.importKey('spki', pemToDer(publicKeyPem, 'PUBLIC KEY'), cardKeyWrapAlgorithm, false, [
      'wrapKey',
    ]);
  } catch (error) {
    throw new CardEncryptionError(`The store's card key cannot be used: ${String(error)}`);
  }
}

/**
 * Seals card details for the store (contract `card-envelope.ts`): a fresh AES-256-GCM key encrypts
 * the card JSON and the store's RSA-OAEP key wraps it. Only the store's private key opens the result.
 */
export async function encryptCard(publicKeyPem: string, details: CardDetails): Promise<string> {
  const subtle = subtleCrypto();
  const publicKey = await importCardPublicKey(publicKeyPem);
  const contentKey = await subtle.generateKey(cardContentAlgorithm, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(cardEnvelopeIvBytes));
  const plaintext = new TextEncoder().encode(JSON.stringify(details));
  const [ciphertext, wrappedKey] = await Promise.all([
    subtle.encrypt({ name: cardContentAlgorithm.name, iv }, contentKey, plaintext),
    subtle.wrapKey('raw', contentKey, publicKey, cardKeyWrapAlgorithm),
  ]);
  return packCardEnvelope({ wrappedKey: new Uint8Array(wrappedKey), iv, ciphertext: new Uint8Array(ciphertext) });
}
