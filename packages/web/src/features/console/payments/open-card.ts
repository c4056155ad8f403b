import {
  cardContentAlgorithm,
  cardDetailsSchema,
  cardKeyWrapAlgorithm,
  legacyCardEnvelopeVersion,
  pemToDer,
  sealedCardSchema,
  sealedCvvSchema,
  unpackCardEnvelope,
  type ConsoleSealedCard,
  type SealedCard,
} from '@bookfront/contract';
import type { z } from 'zod';

/** The key is not the store's private key, or an envelope was altered. */
export class CardOpeningError extends Error {}

/** The card as the console shows it while it is being charged; never stored or sent anywhere. */
export type OpenedCard = SealedCard & { cvv: string | null };

async function openEnvelope<T>(key: CryptoKey, envelope: string, schema: z.ZodType<T>): Promise<T> {
  const subtle = globalThis.crypto.subtle;
  const { wrappedKey, iv, ciphertext } = unpackCardEnvelope(envelope);
  const contentKey = await subtle.unwrapKey('raw', wrappedKey, key, cardKeyWrapAlgorithm, cardContentAlgorithm, false, [
    'decrypt',
  ]);
  const plaintext = await subtle.decrypt({ name: cardContentAlgorithm.name, iv }, contentKey, ciphertext);
  return schema.parse(JSON.parse(new TextDecoder().decode(plaintext)));
}

/**
 * Opens an order's sealed card in this browser with the store's private key (PEM PKCS #8), as
 * `card:decrypt` does on the bookseller's computer (docs/decisions/0013-card-payments.md): the key
 * never leaves the page. An older order's single envelope holds the CVV with the card.
 */
export async function openSealedCard(privatePem: string, sealed: ConsoleSealedCard): Promise<OpenedCard> {
  try {
    const key = await globalThis.crypto.subtle.importKey(
      'pkcs8',
      pemToDer(privatePem, 'PRIVATE KEY'),
      cardKeyWrapAlgorithm,
      false,
      ['unwrapKey'],
    );
    const isLegacy = unpackCardEnvelope(sealed.encrypted_cc_info).version === legacyCardEnvelopeVersion;
    if (isLegacy) {
      const { cvv, ...card } = await openEnvelope(key, sealed.encrypted_cc_info, cardDetailsSchema);
      return { ...card, cvv };
    }
    const [card, cvv] = await Promise.all([
      openEnvelope(key, sealed.encrypted_cc_info, sealedCardSchema),
      sealed.encrypted_cvv === null ? null : openEnvelope(key, sealed.encrypted_cvv, sealedCvvSchema),
    ]);
    return { ...card, cvv: cvv?.cvv ?? null };
  } catch (error) {
    throw new CardOpeningError(error instanceof Error ? error.message : String(error));
  }
}
