/**
 * FNV-1a over a string's UTF-16 code units, 32 bits: a small, fast hash that gives the same number
 * on every server and every run (a placeholder cover's colour, the typo index's keys).
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
