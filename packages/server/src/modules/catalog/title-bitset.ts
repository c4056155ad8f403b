/**
 * A set of titles as one bit per titles rowid (a million titles: 125 KB). Intersections, unions
 * and counts of whole filters take well under a millisecond, where SQL walks an index per condition.
 */
export class TitleBitset {
  private constructor(readonly words: Uint32Array) {}

  /** An empty set able to hold rowids up to `maxRowid`. */
  static empty(maxRowid: number): TitleBitset {
    return new TitleBitset(new Uint32Array((maxRowid >>> 5) + 1));
  }

  /** The set of `rowids`; rowids above `maxRowid` are left out. */
  static of(maxRowid: number, rowids: Iterable<number>): TitleBitset {
    const set = TitleBitset.empty(maxRowid);
    for (const rowid of rowids) if (rowid >= 0 && rowid <= maxRowid) set.add(rowid);
    return set;
  }

  /** The set's full count once worked out; a change forgets it. Kept sets are counted by many browses. */
  private knownCount: number | null = null;

  add(rowid: number): void {
    this.knownCount = null;
    const index = rowid >>> 5;
    this.words[index] = (this.words[index] ?? 0) | (1 << (rowid & 31));
  }

  delete(rowid: number): void {
    this.knownCount = null;
    const index = rowid >>> 5;
    this.words[index] = (this.words[index] ?? 0) & ~(1 << (rowid & 31));
  }

  /** A copy to change without changing this set, which others may be reading. */
  clone(): TitleBitset {
    return new TitleBitset(this.words.slice());
  }

  has(rowid: number): boolean {
    return ((this.words[rowid >>> 5] ?? 0) & (1 << (rowid & 31))) !== 0;
  }

  // One loop per operation rather than one loop calling an operation per word: a million titles
  // are 31,250 words, and the call per word cost more than the operation.
  and(other: TitleBitset): TitleBitset {
    const [mine, theirs, words] = this.operands(other);
    for (let index = 0; index < words.length; index += 1) words[index] = (mine[index] ?? 0) & (theirs[index] ?? 0);
    return new TitleBitset(words);
  }

  or(other: TitleBitset): TitleBitset {
    const [mine, theirs, words] = this.operands(other);
    for (let index = 0; index < words.length; index += 1) words[index] = (mine[index] ?? 0) | (theirs[index] ?? 0);
    return new TitleBitset(words);
  }

  /** The titles of this set that are not in `other`. */
  andNot(other: TitleBitset): TitleBitset {
    const [mine, theirs, words] = this.operands(other);
    for (let index = 0; index < words.length; index += 1) words[index] = (mine[index] ?? 0) & ~(theirs[index] ?? 0);
    return new TitleBitset(words);
  }

  /** How many titles the set holds, counting no further than `cap`. */
  count(cap = Number.POSITIVE_INFINITY): number {
    if (this.knownCount !== null) return Math.min(this.knownCount, cap);
    let total = 0;
    for (const word of this.words) {
      if (word === 0) continue;
      // Population count of a 32-bit word (Hacker's Delight 5-2).
      let bits = word - ((word >>> 1) & 0x55555555);
      bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
      total += (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
      if (total >= cap) return cap;
    }
    this.knownCount = total;
    return total;
  }

  /** How many titles this set and `other` share (a population count of their intersection, without building it), up to `cap`. */
  countAnd(other: TitleBitset, cap = Number.POSITIVE_INFINITY): number {
    const length = Math.min(this.words.length, other.words.length);
    let total = 0;
    for (let index = 0; index < length; index += 1) {
      const word = ((this.words[index] ?? 0) & (other.words[index] ?? 0)) >>> 0;
      if (word === 0) continue;
      let bits = word - ((word >>> 1) & 0x55555555);
      bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
      total += (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
      if (total >= cap) return cap;
    }
    return total;
  }

  /** The rowids in the set, ascending. */
  rowids(): number[] {
    const result: number[] = [];
    const { words } = this;
    for (let index = 0; index < words.length; index += 1) {
      for (let bits = words[index] ?? 0; bits !== 0; bits &= bits - 1)
        result.push(index * 32 + (31 - Math.clz32(bits & -bits)));
    }
    return result;
  }

  /** Both sets' words and the words of a new set of this one's size (a word `other` lacks reads as 0). */
  private operands(other: TitleBitset): [Uint32Array, Uint32Array, Uint32Array] {
    return [this.words, other.words, new Uint32Array(this.words.length)];
  }
}
