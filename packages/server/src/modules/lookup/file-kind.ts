/*
 * What an uploaded or fetched file really is, judged by its bytes (docs/architecture.md#security: uploads are
 * type-checked by content), and which of those an extension may be.
 */

export type FileKind = 'pdf' | 'zip' | 'ole2' | 'text';

const ole2Signature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const hasUtf16Bom = (data: Buffer) => (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);

/** The kind of a file by its first bytes; null for anything else (images, executables, …). */
export function sniffFileKind(data: Buffer): FileKind | null {
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (data.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (data.subarray(0, 4).equals(zipSignature)) return 'zip';
  if (data.subarray(0, 8).equals(ole2Signature)) return 'ole2';
  if (hasUtf16Bom(data)) return 'text';
  return data.subarray(0, 64 * 1024).includes(0) ? null : 'text';
}

/**
 * docs/features/browse-and-search.md#the-catalogue: .txt .pdf .xls .xlsx .html .csv. An .xls may also be text: many systems export an
 * HTML or tab-separated table under that name.
 */
const kindsByExtension: Record<string, FileKind[]> = {
  txt: ['text'],
  csv: ['text'],
  html: ['text'],
  htm: ['text'],
  pdf: ['pdf'],
  xlsx: ['zip'],
  xls: ['ole2', 'text'],
};

export const extensionOf = (filename: string) => /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';

/** Whether the file's content is one its name promises; the extension must be an accepted one. */
export function isAcceptedFile(filename: string, kind: FileKind | null): kind is FileKind {
  const kinds = kindsByExtension[extensionOf(filename)];
  return kind !== null && kinds !== undefined && kinds.includes(kind);
}

const decoderFor = (label: string) => {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8'); // a charset label the runtime does not know
  }
};

/** Text of a file: UTF-16 when it says so with a byte-order mark, else UTF-8 (ISBN digits read the same in Latin-1). */
export function decodeText(data: Buffer, charset?: string): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  return decoderFor(charset ?? 'utf-8').decode(data);
}
