import {
  cardContentAlgorithm,
  cardEnvelopeIvBytes,
  cardKeyWrapAlgorithm,
  packCardEnvelope,
  pemToDer,
  type CardDetails,
  type SealedCardEnvelopes,
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

async function seal(subtle: SubtleCrypto, publicKey: CryptoKey, value: unknown): Promise<string> {
  const contentKey = await subtle.generateKey(cardContentAlgorithm, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(cardEnvelopeIvBytes));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const [ciphertext, wrappedKey] = await Promise.all([
    subtle.encrypt({ name: cardContentAlgorithm.name, iv }, contentKey, plaintext),
    subtle.wrapKey('raw', contentKey, publicKey, cardKeyWrapAlgorithm),
  ]);
  return packCardEnvelope({ wrappedKey: new Uint8Array(wrappedKey), iv, ciphertext: new Uint8Array(ciphertext) });
}

/**
 * Seals card details for the store (contract `card-envelope.ts`): the card and its CVV as two
 * envelopes, each a fresh AES-256-GCM key encrypting the JSON and the store's RSA-OAEP key wrapping
 * it. Apart, the CVV can be erased once the payment is taken while the card is kept a few days
 * more. Only the store's private key opens either.
 */
export async function encryptCard(publicKeyPem: string, details: CardDetails): Promise<SealedCardEnvelopes> {
  const subtle = subtleCrypto();
  const publicKey = await importCardPublicKey(publicKeyPem);
  const { cvv, ...card } = details;
  const [encryptedCard, encryptedCvv] = await Promise.all([
    seal(subtle, publicKey, card),
    seal(subtle, publicKey, { cvv }),
  ]);
  return { encrypted_cc_info: encryptedCard, encrypted_cvv: encryptedCvv };
}
