/**
 * A small per-process LRU with a time limit (docs/architecture.md#runtime-picture: caches are per process and
 * safe to lose). Keys carry the revision of the data they were computed from. It holds entries up
 * to a size in bytes rather than a number of entries, since one entry may be a few kilobytes
 * (a page's answer) or most of a megabyte (a deep result's 10,000 eisbns).
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; expiresAt: number }>();
  private heldBytes = 0;

  constructor(
    private readonly capacityBytes: number,
    private readonly ttlMs: number,
    /** An estimate of what the value holds in memory. */
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.heldBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.insert(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V): void {
    this.remove(key);
    const bytes = this.sizeOf(value);
    // A value larger than the whole cache would only push everything else out.
    if (bytes > this.capacityBytes) return;
    this.insert(key, { value, bytes, expiresAt: Date.now() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.capacityBytes) break;
      this.remove(oldest);
    }
  }

  private insert(key: string, entry: { value: V; bytes: number; expiresAt: number }) {
    this.entries.set(key, entry);
    this.heldBytes += entry.bytes;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }
}
