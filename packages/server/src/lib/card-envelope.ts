import {
  cardContentAlgorithm,
  cardDetailsSchema,
  CardEnvelopeError,
  cardEnvelopeIvBytes,
  cardEnvelopeVersion,
  cardKeyWrapAlgorithm,
  derToPem,
  legacyCardEnvelopeVersion,
  packCardEnvelope,
  pemToDer,
  sealedCardSchema,
  sealedCvvSchema,
  unpackCardEnvelope,
  type CardDetails,
  type SealedCard,
  type SealedCardEnvelopes,
} from '@bookfront/contract';
import type { webcrypto } from 'node:crypto';
import type { z } from 'zod';

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

async function seal(publicPem: string, value: unknown, version: number): Promise<string> {
  const publicKey = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicPem, 'PUBLIC KEY'),
    cardKeyWrapAlgorithm,
    false,
    ['wrapKey'],
  );
  const contentKey = await crypto.subtle.generateKey(cardContentAlgorithm, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(cardEnvelopeIvBytes));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const [ciphertext, wrappedKey] = await Promise.all([
    crypto.subtle.encrypt({ name: cardContentAlgorithm.name, iv }, contentKey, plaintext),
    crypto.subtle.wrapKey('raw', contentKey, publicKey, cardKeyWrapAlgorithm),
  ]);
  return packCardEnvelope(
    { wrappedKey: new Uint8Array(wrappedKey), iv, ciphertext: new Uint8Array(ciphertext) },
    version,
  );
}

/**
 * Seals card details the way the browser does (web `features/checkout/card-encryption.ts`): the
 * card and its CVV in two envelopes. keygen uses it to prove a new pair opens what it seals, tests
 * to stand in for the browser.
 */
export async function sealCard(publicPem: string, details: CardDetails): Promise<SealedCardEnvelopes> {
  const { cvv, ...card } = details;
  const [encryptedCard, encryptedCvv] = await Promise.all([
    seal(publicPem, card, cardEnvelopeVersion),
    seal(publicPem, { cvv }, cardEnvelopeVersion),
  ]);
  return { encrypted_cc_info: encryptedCard, encrypted_cvv: encryptedCvv };
}

/** The one envelope, CVV inside, that orders placed before the CVV was sealed apart hold. */
export const sealLegacyCardEnvelope = (publicPem: string, details: CardDetails) =>
  seal(publicPem, details, legacyCardEnvelopeVersion);

/** Whether an envelope is of the older kind that holds the CVV with the card. */
const holdsCvv = (envelope: string) => unpackCardEnvelope(envelope).version === legacyCardEnvelopeVersion;

async function open<T>(privatePem: string, envelope: string, schema: z.ZodType<T>): Promise<T> {
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
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw notCard;
  return parsed.data;
}

/**
 * Opens a card envelope (contract `card-envelope.ts`) with the store's private key: the card, and
 * its CVV too when the envelope is of the older kind. Throws CardEnvelopeError when the key is not
 * the one it was sealed for or the envelope was altered.
 */
export async function openCardEnvelope(privatePem: string, envelope: string): Promise<SealedCard & { cvv?: string }> {
  return holdsCvv(envelope)
    ? await open(privatePem, envelope, cardDetailsSchema)
    : await open(privatePem, envelope, sealedCardSchema);
}

/** Opens the CVV's own envelope. */
export async function openCvvEnvelope(privatePem: string, envelope: string): Promise<string> {
  return (await open(privatePem, envelope, sealedCvvSchema)).cvv;
}
