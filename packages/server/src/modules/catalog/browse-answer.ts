import zlib from 'node:zlib';
import { compressionOptions } from '../../plugins/compression.ts';

export type AnswerEncoding = (typeof compressionOptions.encodings)[number];

/**
 * browse/get's answer as JSON, with its compressed forms made when first asked for and kept
 * with it: a cached page is then compressed once, not once per shopper (brotli of 50 KB of JSON
 * costs about a millisecond, as much as the rest of a cached answer).
 */
export class BrowseAnswer {
  /** The JSON as UTF-8, until the answer is kept: then its brotli form holds it. */
  private text: Buffer | null;
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  private readonly jsonBytes: number;

  constructor(json: Buffer) {
    this.text = json;
    this.jsonBytes = json.length;
  }

  /**
   * The answer as the cache keeps it: brotli only, what browsers ask for, an eighth of the JSON (a
   * page with its facets is about 60 KB of JSON), so a cache holds eight times as many pages. The rare
   * client without brotli is answered from it (decompressing costs a tenth of compressing).
   */
  kept(): this {
    this.encode('br');
    this.text = null;
    return this;
  }

  /** What it holds in memory: the JSON or its brotli form, and room for a gzip form made later (at most a quarter of the JSON). */
  get bytes(): number {
    const brotli = this.encoded.get('br')?.length ?? 0;
    return (this.text?.length ?? 0) + brotli + this.jsonBytes / 4 + 200;
  }

  /** The JSON as UTF-8. */
  get body(): Buffer {
    return this.text ?? zlib.brotliDecompressSync(this.encode('br'));
  }

  get json(): string {
    return this.body.toString();
  }

  encode(encoding: AnswerEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      const json = this.body;
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(json, compressionOptions.brotliOptions)
          : zlib.gzipSync(json, compressionOptions.zlibOptions);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
