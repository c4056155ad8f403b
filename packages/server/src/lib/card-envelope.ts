import {
  cardContentAlgorithm,
  cardDetailsSchema,
  CardEnvelopeError,
  cardKeyWrapAlgorithm,
  cardEnvelopeIvBytes,
  derToPem,
  packCardEnvelope,
  pemToDer,
  unpackCardEnvelope,
  type CardDetails,
} from '@bookfront/contract';
import type { webcrypto } from 'node:crypto';

/** 3072 bits: the size NIST advises past 2030; the envelope works with any size. */
const modulusLength = 3072;

/** A PEM key pair for card payments: `publicPem` (SPKI) is uploaded, `privatePem` (PKCS #8) stays with the store. */
export type CardKeyPair = { publicPem: string; privatePem: string };

/** The key pair `bookfront card:keygen` writes; made with the same WebCrypto algorithm the browser encrypts with. */
export async function generateCardKeyPair(): Promise<CardKeyPair> {
  const pair = await crypto.subtle.generateKey(
    { ...cardKeyWrapAlgorithm, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
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

/** Whether `pem` is an RSA public key the browser can seal cards with. */
export async function isCardPublicKey(pem: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey('spki', pemToDer(pem, 'PUBLIC KEY'), cardKeyWrapAlgorithm, false, ['encrypt']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Seals card details the way the browser does (web `lib/card-encryption.ts`): keygen uses it to
 * prove a new pair opens what it seals, tests to stand in for the browser.
 */
export async function sealCardEnvelope(publicPem: string, details: CardDetails): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicPem, 'PUBLIC KEY'),
    cardKeyWrapAlgorithm,
    false,
    ['wrapKey'],
  );
  const contentKey = await crypto.subtle.generateKey(cardContentAlgorithm, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(cardEnvelopeIvBytes));
  const plaintext = new TextEncoder().encode(JSON.stringify(details));
  const [ciphertext, wrappedKey] = await Promise.all([
    crypto.subtle.encrypt({ name: cardContentAlgorithm.name, iv }, contentKey, plaintext),
    crypto.subtle.wrapKey('raw', contentKey, publicKey, cardKeyWrapAlgorithm),
  ]);
  return packCardEnvelope({ wrappedKey: new Uint8Array(wrappedKey), iv, ciphertext: new Uint8Array(ciphertext) });
}

/**
 * Opens a card envelope (contract `card-envelope.ts`) with the store's private key. Throws
 * CardEnvelopeError when the key is not the one it was sealed for or the envelope was altered.
 */
export async function openCardEnvelope(privatePem: string, envelope: string): Promise<CardDetails> {
  let privateKey: webcrypto.CryptoKey;
  try {
    privateKey = await crypto.subtle.importKey(
      'pkcs8',
      pemToDer(privatePem, 'PRIVATE KEY'),
      cardKeyWrapAlgorithm,
      false,
      ['unwrapKey'],
    );
  } catch (error) {
    if (error instanceof CardEnvelopeError) throw error;
    throw new CardEnvelopeError('The private key is not an RSA key in PKCS #8 PEM.');
  }
  const { wrappedKey, iv, ciphertext } = unpackCardEnvelope(envelope);
  let plaintext: ArrayBuffer;
  try {
    const contentKey = await crypto.subtle.unwrapKey(
      'raw',
      wrappedKey,
      privateKey,
      cardKeyWrapAlgorithm,
      cardContentAlgorithm,
      false,
      ['decrypt'],
    );
    plaintext = await crypto.subtle.decrypt({ name: cardContentAlgorithm.name, iv }, contentKey, ciphertext);
  } catch {
    throw new CardEnvelopeError('The card cannot be opened with this key (another store key, or an altered envelope).');
  }
  const notCard = new CardEnvelopeError('The envelope opened but does not hold card details.');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw notCard;
  }
  const parsed = cardDetailsSchema.safeParse(json);
  if (!parsed.success) throw notCard;
  return parsed.data;
}
