import fs from 'node:fs';
import type { ImportFormat } from './formats.ts';

/**
 * About how many records a file holds, read ahead of its import for a progress bar: ONIX
 * `<Product>` (or `<product>`) tags, or a CSV's lines after its header (a quoted cell with line
 * breaks counts more; the bar then stays short of the end until the import is done).
 */
export async function countRecords(file: string, format: ImportFormat): Promise<number> {
  let count = 0;
  let carry = '';
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const text = carry + (chunk as Buffer).toString('latin1');
    if (format === 'csv') {
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
      carry = text.endsWith('\n') || text.length === 0 ? '' : 'x';
      continue;
    }
    // A tag cut by the chunk's end is counted with the next chunk.
    const cut = text.lastIndexOf('<');
    const whole = cut === -1 ? text : text.slice(0, cut);
    count += (whole.match(/<[Pp]roduct[\s>]/g) ?? []).length;
    carry = cut === -1 ? '' : text.slice(cut);
  }
  if (format === 'csv') return Math.max(0, count + (carry === '' ? 0 : 1) - 1);
  return count + (/^<[Pp]roduct[\s>]/.test(carry) ? 1 : 0);
}
