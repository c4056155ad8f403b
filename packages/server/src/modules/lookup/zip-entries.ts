/*
 * The file names and declared sizes of a zip archive, read from its central directory without
 * inflating anything: an .xlsx is checked to be a workbook, and not a zip bomb, before a parser opens it.
 */

export type ZipEntry = { name: string; uncompressedBytes: number };

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;

/** The entries of a zip archive, or null when its central directory cannot be read (or is ZIP64). */
export function readZipEntries(data: Buffer): ZipEntry[] | null {
  // The end record is 22 bytes plus a comment of at most 65535.
  const searchStart = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let offset = data.length - 22; offset >= searchStart; offset -= 1) {
    if (data.readUInt32LE(offset) === endOfDirectorySignature) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== directoryEntrySignature) return null;
    const uncompressedBytes = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const name = data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    entries.push({ name, uncompressedBytes });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
