import type { AudiobookResult } from '@bookfront/contract';
import { z } from 'zod';
import { AudiobookLookupError, type AudiobookProvider, type AudiobookQuery } from './provider.ts';

/** Only web addresses reach the page as links; a `javascript:` URL from a service never does. */
const webUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\/[^/\s]/i.test(value) && URL.canParse(value), 'not an http(s) address');

/**
 * The answer of a Libro.fm-style service to GET {base}/search?isbn={isbn}. `total` counts every match
 * when the service sends only the first ones; `see_more_url` lists them all on the service's site.
 */
export const httpAudiobookAnswerSchema = z.object({
  total: z.number().int().nonnegative().optional(),
  see_more_url: webUrlSchema.or(z.literal('')).optional(),
  audiobooks: z
    .array(
      z.object({
        title: z.string().min(1).max(500),
        narrators: z.array(z.string().max(200)).max(50).default([]),
        language: z.string().max(40).default(''),
        url: webUrlSchema,
      }),
    )
    .max(500),
});

export type HttpAudiobookOptions = {
  baseUrl: string;
  apiKey: string;
  /** The whole call, answer included. */
  timeoutMs?: number;
  maxAnswerBytes?: number;
};

async function readText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new AudiobookLookupError(`answer larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A Libro.fm-style service, configured by the store's audiobooks settings. */
export function createHttpAudiobookProvider(options: HttpAudiobookOptions): AudiobookProvider {
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxAnswerBytes = options.maxAnswerBytes ?? 1024 * 1024;
  return {
    async findAudiobooks(query: AudiobookQuery): Promise<AudiobookResult> {
      if (!URL.canParse(options.baseUrl)) throw new AudiobookLookupError('audiobooks.http_base_url is not set');
      const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/search`);
      url.searchParams.set('isbn', query.eisbn);
      let body: string;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json', authorization: `Bearer ${options.apiKey}` },
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new AudiobookLookupError(`service answered ${response.status}`);
        body = await readText(response, maxAnswerBytes);
      } catch (error) {
        if (error instanceof AudiobookLookupError) throw error;
        throw new AudiobookLookupError('service unreachable or too slow', { cause: error });
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch (error) {
        throw new AudiobookLookupError('answer is not JSON', { cause: error });
      }
      const answer = httpAudiobookAnswerSchema.safeParse(json);
      if (!answer.success) throw new AudiobookLookupError('answer has an unexpected shape', { cause: answer.error });
      const rows = answer.data.audiobooks;
      return {
        row_count: Math.max(answer.data.total ?? rows.length, rows.length),
        rows,
        see_more_url: answer.data.see_more_url ?? '',
      };
    },
  };
}
