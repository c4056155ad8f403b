import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BrowseAnswer } from './browse-answer.ts';

/** A page's answer much like browse/get's: rows with curly quotes, and facets repeating their shape. */
const pageJson = JSON.stringify({
  rows: Array.from({ length: 28 }, (_, at) => ({
    eisbn: String(9780000000000 + at),
    title: `The Reader’s Book ${at}`,
  })),
  filter_info: Array.from({ length: 400 }, (_, at) => ({ m: 'c', k: `Author ${at}`, c: at })),
});

describe('a browse answer', () => {
  it('gives the same JSON in brotli, gzip and uncompressed once kept', () => {
    const answer = new BrowseAnswer(Buffer.from(pageJson)).kept();
    expect(zlib.brotliDecompressSync(answer.encode('br')).toString()).toBe(pageJson);
    expect(zlib.gunzipSync(answer.encode('gzip')).toString()).toBe(pageJson);
    expect(answer.json).toBe(pageJson);
  });

  it('holds a fraction of its JSON once kept, counting room for a gzip form', () => {
    const answer = new BrowseAnswer(Buffer.from(pageJson));
    expect(answer.bytes).toBeGreaterThan(Buffer.byteLength(pageJson));
    const keptBytes = answer.kept().bytes;
    expect(keptBytes).toBeLessThan(Buffer.byteLength(pageJson) / 2);
    answer.encode('gzip');
    expect(answer.encode('gzip').length + answer.encode('br').length).toBeLessThanOrEqual(keptBytes);
  });
});
