/**
 * How the browser seals a card for the store (docs/decisions/0013-card-payments.md and the
 * README's "Card payments"). A fresh AES-256-GCM key encrypts a JSON value; the store's RSA-OAEP
 * (SHA-256) public key wraps that AES key, so the value fits whatever the key size. The bytes are
 *
 *   [1: version][2: wrapped key length, big-endian][wrapped key][12: IV][AES-GCM ciphertext + 16-byte tag]
 *
 * sent as standard base64. Only the holder of the private key can open it. Version 2 seals the
 * card (`encrypted_cc_info`) and its CVV (`encrypted_cvv`) as two envelopes, so the server can erase
 * the CVV alone once the payment is taken; version 1, of orders placed before, held both in one.
 */
export const cardEnvelopeVersion = 2;
/** The envelope of older orders: the whole card, CVV included. Read, never accepted anew. */
export const legacyCardEnvelopeVersion = 1;
export const cardEnvelopeIvBytes = 12;
export const cardKeyWrapAlgorithm = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const cardContentAlgorithm = { name: 'AES-GCM', length: 256 } as const;

/** ArrayBuffer-backed, as WebCrypto takes them. */
type Bytes = Uint8Array<ArrayBuffer>;
export type CardEnvelopeParts = { wrappedKey: Bytes; iv: Bytes; ciphertext: Bytes };
/** An envelope as read: its parts and the version it was sealed as. */
export type UnpackedCardEnvelope = CardEnvelopeParts & { version: number };

/** A bundle that is not a card envelope of a version we read. */
export class CardEnvelopeError extends Error {}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// The contract runs in the browser and in Node without either's types, so base64 is written out here.
function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const present = Math.min(3, bytes.length - index);
    for (let position = 0; position < 4; position += 1) {
      text += position <= present ? base64Alphabet.charAt((chunk >> (18 - 6 * position)) & 63) : '=';
    }
  }
  return text;
}

function fromBase64(text: string): Bytes {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw new CardEnvelopeError('The card envelope is not base64.');
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let byteIndex = 0;
  for (let index = 0; index < text.length; index += 4) {
    let chunk = 0;
    for (let position = 0; position < 4; position += 1) {
      const value = base64Alphabet.indexOf(text.charAt(index + position));
      chunk = (chunk << 6) | (value < 0 ? 0 : value);
    }
    for (let shift = 16; shift >= 0 && byteIndex < bytes.length; shift -= 8) {
      bytes[byteIndex] = (chunk >> shift) & 0xff;
      byteIndex += 1;
    }
  }
  return bytes;
}

export function packCardEnvelope(
  { wrappedKey, iv, ciphertext }: CardEnvelopeParts,
  version: number = cardEnvelopeVersion,
): string {
  const bytes = new Uint8Array(3 + wrappedKey.length + iv.length + ciphertext.length);
  bytes[0] = version;
  bytes[1] = wrappedKey.length >> 8;
  bytes[2] = wrappedKey.length & 0xff;
  bytes.set(wrappedKey, 3);
  bytes.set(iv, 3 + wrappedKey.length);
  bytes.set(ciphertext, 3 + wrappedKey.length + iv.length);
  return toBase64(bytes);
}

export function unpackCardEnvelope(text: string): UnpackedCardEnvelope {
  const bytes = fromBase64(text.trim());
  const version = bytes[0];
  if (bytes.length < 3 || (version !== cardEnvelopeVersion && version !== legacyCardEnvelopeVersion)) {
    throw new CardEnvelopeError('The card envelope is not of a known version.');
  }
  const keyLength = ((bytes[1] ?? 0) << 8) | (bytes[2] ?? 0);
  const ivStart = 3 + keyLength;
  const dataStart = ivStart + cardEnvelopeIvBytes;
  if (bytes.length <= dataStart) throw new CardEnvelopeError('The card envelope is cut short.');
  return {
    version,
    wrappedKey: bytes.slice(3, ivStart),
    iv: bytes.slice(ivStart, dataStart),
    ciphertext: bytes.slice(dataStart),
  };
}

/** The DER bytes of a PEM block ('PUBLIC KEY' for SPKI, 'PRIVATE KEY' for PKCS #8). */
export function pemToDer(pem: string, label: 'PUBLIC KEY' | 'PRIVATE KEY'): Bytes {
  const match = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`).exec(pem);
  if (!match?.[1]) throw new CardEnvelopeError(`Not a PEM ${label.toLowerCase()}.`);
  return fromBase64(match[1].replace(/\s/g, ''));
}

/** A PEM block of DER bytes, 64 characters a line. */
export function derToPem(der: Uint8Array, label: 'PUBLIC KEY' | 'PRIVATE KEY'): string {
  const lines = toBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
