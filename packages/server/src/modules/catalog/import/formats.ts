import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { readCatalogueCsv } from './csv-reader.ts';
import { readOnix } from './onix-reader.ts';
import type { ProductRecord } from './product-record.ts';

import type { ImportFormat } from './format-names.ts';

export { importFormats, type ImportFormat } from './format-names.ts';

/** ONIX when the file starts with markup (after a byte-order mark and blank space), otherwise CSV. */
export async function detectFormat(file: string): Promise<ImportFormat> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head
      .subarray(0, bytesRead)
      .toString('latin1')
      .replace(/^(\u00EF\u00BB\u00BF|\u00FF\u00FE|\u00FE\u00FF)/, '')
      .replaceAll('\u0000', '')
      .trimStart();
    return text.startsWith('<') ? 'onix' : 'csv';
  } finally {
    await handle.close();
  }
}

export function readProducts(input: Readable, format: ImportFormat): AsyncGenerator<ProductRecord> {
  return format === 'onix' ? readOnix(input) : readCatalogueCsv(input);
}

/** A file read in chunks of this size; only one chunk and one batch of records are held at a time. */
export const openImportFile = (file: string) => fs.createReadStream(file, { highWaterMark: 256 * 1024 });
