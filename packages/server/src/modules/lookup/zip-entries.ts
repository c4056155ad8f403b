import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { Readable } from 'node:stream';

/*
 * A zip archive read from its central directory: an .xlsx is checked to be a workbook, and not a zip
 * bomb, before anything is inflated, and its parts are then read by name in whatever order the writer
 * stored them (docs/decisions/0005-isbn-lookup-files-and-urls.md).
 */

export type ZipEntry = {
  name: string;
  uncompressedBytes: number;
  compressedBytes: number;
  /** 0 stored, 8 deflated; anything else cannot be read. */
  method: number;
  isEncrypted: boolean;
  localHeaderOffset: number;
};

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

/** The entries of a zip archive, or null when its central directory cannot be read (or is ZIP64). */
export function readZipEntries(data: Buffer): ZipEntry[] | null {
  if (data.length < 22) return null;
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
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    entries.push({
      name: data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      isEncrypted: (data.readUInt16LE(offset + 8) & 1) === 1,
      method: data.readUInt16LE(offset + 10),
      compressedBytes: data.readUInt32LE(offset + 20),
      uncompressedBytes: data.readUInt32LE(offset + 24),
      localHeaderOffset: data.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The stored bytes of an entry (still compressed), or null when its local header is not where the directory says. */
function storedBytesOf(data: Buffer, entry: ZipEntry): Buffer | null {
  const header = entry.localHeaderOffset;
  if (header + 30 > data.length || data.readUInt32LE(header) !== localHeaderSignature) return null;
  const start = header + 30 + data.readUInt16LE(header + 26) + data.readUInt16LE(header + 28);
  const end = start + entry.compressedBytes;
  return end <= data.length ? data.subarray(start, end) : null;
}

export class ZipEntryError extends Error {
  constructor(entry: ZipEntry, reason: string) {
    super(`zip entry ${entry.name}: ${reason}`);
    this.name = 'ZipEntryError';
  }
}

function checkedStoredBytes(data: Buffer, entry: ZipEntry): Buffer {
  if (entry.isEncrypted) throw new ZipEntryError(entry, 'encrypted');
  if (entry.method !== 0 && entry.method !== 8) throw new ZipEntryError(entry, `compression method ${entry.method}`);
  const stored = storedBytesOf(data, entry);
  if (!stored) throw new ZipEntryError(entry, 'local header not found');
  return stored;
}

/** An entry's whole content; it may not unpack to more than its directory entry says. */
export function readZipEntry(data: Buffer, entry: ZipEntry): Buffer {
  const stored = checkedStoredBytes(data, entry);
  if (entry.method === 0) return stored;
  try {
    return inflateRawSync(stored, { maxOutputLength: Math.max(entry.uncompressedBytes, 1) });
  } catch (error) {
    throw new ZipEntryError(entry, error instanceof Error ? error.message : 'inflate failed');
  }
}

/** An entry's content a chunk at a time, for parts too large to hold whole; stops past its declared size. */
export async function* streamZipEntry(data: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const stored = checkedStoredBytes(data, entry);
  if (entry.method === 0) {
    yield stored;
    return;
  }
  let unpacked = 0;
  for await (const chunk of Readable.from([stored]).pipe(createInflateRaw())) {
    if (!Buffer.isBuffer(chunk)) continue;
    unpacked += chunk.length;
    if (unpacked > entry.uncompressedBytes) throw new ZipEntryError(entry, 'unpacks past its declared size');
    yield chunk;
  }
}
