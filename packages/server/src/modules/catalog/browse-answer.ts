import zlib from 'node:zlib';
import { compressionOptions } from '../../plugins/compression.ts';

export type AnswerEncoding = (typeof compressionOptions.encodings)[number];

/**
 * browse/get's answer as JSON text, with its compressed forms made when first asked for and kept
 * with it: a cached page is then compressed once, not once per shopper (brotli of 50 KB of JSON
 * costs about a millisecond, as much as the rest of a cached answer).
 */
export class BrowseAnswer {
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(readonly json: string) {}

  /** What it holds in memory, at most: the text, and both compressed forms at about a tenth each. */
  get bytes(): number {
    return this.json.length * 2.2 + 200;
  }

  encode(encoding: AnswerEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, compressionOptions.brotliOptions)
          : zlib.gzipSync(this.json, compressionOptions.zlibOptions);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
