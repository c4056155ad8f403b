import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';

/** The encodings an XML declaration may name that we decode; anything else is read as UTF-8. */
const knownEncodings = new Set(['utf-8', 'utf8', 'iso-8859-1', 'latin1', 'windows-1252', 'us-ascii', 'utf-16']);

/**
 * Decodes a byte stream to text, chunk by chunk, in the encoding its XML declaration names
 * (ONIX 2.1 files are often ISO-8859-1). A byte-order mark is dropped.
 */
export async function* decodeStream(input: Readable): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    decoder ??= new TextDecoder(declaredEncoding(chunk));
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder?.decode();
  if (rest) yield rest;
}

function declaredEncoding(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const start = head
    .subarray(0, 200)
    .toString('latin1')
    .replace(/^\u00EF\u00BB\u00BF/, '');
  const declaration = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start);
  const named = declaration?.[1]?.toLowerCase();
  return named && knownEncodings.has(named) ? named : 'utf-8';
}
