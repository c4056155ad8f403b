import type { AudiobookResult } from '@bookfront/contract';

/** The title whose audiobooks are wanted. */
export type AudiobookQuery = { eisbn: string; title: string; workKey: string | null };

/**
 * Where audiobook choices come from (docs/features/item-page.md#audiobooks "Audiobook result"): the catalogue's own audiobook
 * editions, or an outside service. A provider that cannot answer throws AudiobookLookupError.
 */
export interface AudiobookProvider {
  findAudiobooks(query: AudiobookQuery): Promise<AudiobookResult>;
}

/** The lookup failed (service down, slow or answering nonsense); the shopper sees the spec's sentence. */
export class AudiobookLookupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AudiobookLookupError';
  }
}
