import type { XmlEvents } from './onix-product-builder.ts';

/*
 * A quick reader of the products of an ONIX file, for the common case: elements, attributes, text,
 * entities and CDATA, in a file whose products are siblings under one parent. It reads the text
 * with indexOf and slices, where saxes reads it character by character. It accepts only what saxes
 * accepts: anything else it does not handle (a comment or processing instruction among the
 * products, a name outside ASCII, an unknown entity, a break in the XML, …) makes it stop, and the
 * reader hands the rest of the file to saxes from the end of the last whole product, which then
 * reports errors with their line as before (docs/decisions/0061-catalogue-import-speed.md).
 * Line ends are already normalised to \n (onix-reader.ts), as XML defines them.
 */

const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
/** XML names in ASCII (a name with other letters is valid XML, but left to saxes): 1 may start one, 2 may go on one. */
const nameCharacters = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const character = String.fromCharCode(code);
  if (/[A-Za-z_:]/.test(character)) nameCharacters[code] = 1;
  else if (/[0-9.-]/.test(character)) nameCharacters[code] = 2;
}
/**
 * Names read so far by a hash of their characters: a file uses a few dozen, and the same string
 * for each tag makes the lookups of its reference name quick.
 */
const knownNames = new Map<number, string>();
const maxKnownNames = 4096;

/**
 * The name that starts at `start`; null when none does (or it has characters saxes is left to
 * judge), undefined when the buffer ends first.
 */
function nameAt(buffer: string, start: number): string | null | undefined {
  if (start >= buffer.length) return undefined;
  let code = buffer.charCodeAt(start);
  if (!(code < 128 && nameCharacters[code] === 1)) return null;
  let hash = code;
  let end = start + 1;
  for (; end < buffer.length; end += 1) {
    code = buffer.charCodeAt(end);
    if (!(code < 128 && nameCharacters[code] !== 0)) break;
    hash = (Math.imul(hash, 31) + code) | 0;
  }
  // A name cut off by the buffer's end (or followed by a character outside ASCII) is not read here.
  if (end >= buffer.length) return undefined;
  if (code >= 128) return null;
  const length = end - start;
  const known = knownNames.get(hash);
  if (known !== undefined && known.length === length && isAt(buffer, start, known)) return known;
  const name = buffer.slice(start, end);
  if (knownNames.size < maxKnownNames) knownNames.set(hash, name);
  return name;
}

/* eslint-disable no-control-regex -- the control characters XML forbids are what these look for */
/** What text needs more than a slice: entities, a possible "]]>", characters XML forbids, surrogates. */
const needsCare = /[&\]\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const forbidden =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */
const surrogatePair = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const noAttributes: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Where saxes takes over, and where it carries on from. */
export type Handover =
  /** From the start of the file: everything read so far (`rest`) and the rest of the stream. */
  | { from: 'start'; rest: string }
  /** After the prolog saxes has read, at this line and column, with `rest` and the rest of the stream. */
  | { from: 'last-product'; line: number; column: number; rest: string };

type Scanned = 'more' | 'handover';
type EntityLookup = (name: string) => string | undefined;

export class OnixFastScanner {
  private buffer = '';
  /** The file offset of `buffer[0]`. */
  private base = 0;
  /** Where reading goes on, in `buffer`. */
  private position = 0;
  private readonly tags: string[] = [];
  /** The depth of the products' parent; -1 while reading the prolog (before the first product). */
  private parentDepth = -1;
  /** The depth of the product being read; -1 between products. */
  private productDepth = -1;
  /** Where saxes would take over: the end of the last whole product (file offset), with its line and column. */
  private resume = { offset: 0, line: 1, column: 0 };
  /** Lines counted up to this file offset: the line and column there. */
  private counted = { offset: 0, line: 1, column: 0 };
  /** The file offset of the `>` of the last product start tag. */
  private productTagEnd = 0;
  private handover: Handover | null = null;

  constructor(
    private readonly events: XmlEvents,
    private readonly options: {
      isProductTag: (name: string) => boolean;
      /** Reads the prolog (the text before the first product) with saxes; false when saxes refuses it. */
      acceptProlog: (prolog: string) => boolean;
      /** The value of a named entity, from the table saxes is given; undefined for one it does not know. */
      entityValue: EntityLookup;
    },
  ) {}

  /** Whether the first product is still to come (saxes reads from the start if the scanner stops here). */
  isInProlog(): boolean {
    return this.parentDepth < 0;
  }

  /** The line of the last product start tag, as saxes counts it (from 1). */
  productLine(): number {
    this.countTo(this.productTagEnd);
    return this.counted.line;
  }

  /** Reads more of the file; 'handover' when saxes is to read the rest (`takeHandover`). */
  write(text: string): Scanned {
    if (this.handover) return 'handover';
    // Only the text from the end of the last whole product on is kept, for saxes to read again.
    const keep = Math.min(this.resume.offset - this.base, this.position);
    if (this.parentDepth >= 0 && keep > 0) {
      this.buffer = this.buffer.slice(keep);
      this.base += keep;
      this.position -= keep;
    }
    this.buffer += text;
    return this.parentDepth < 0 ? this.scanProlog() : this.scanProducts();
  }

  /** The file has ended: saxes reads what is left and checks the end of the document. */
  end() {
    if (!this.handover) this.handOver();
  }

  takeHandover(): Handover {
    if (!this.handover) throw new Error('The fast ONIX scanner has not handed over.');
    const handover = this.handover;
    this.buffer = '';
    return handover;
  }

  private handOver(): Scanned {
    if (this.parentDepth < 0) {
      this.handover = { from: 'start', rest: this.buffer };
    } else {
      const { offset, line, column } = this.resume;
      this.handover = { from: 'last-product', line, column, rest: this.buffer.slice(offset - this.base) };
    }
    return 'handover';
  }

  /** Before the first product: finds where it starts; the prolog itself is left to saxes to check. */
  private scanProlog(): Scanned {
    const { buffer } = this;
    let at = this.position;
    for (;;) {
      const lt = buffer.indexOf('<', at);
      if (lt === -1 || lt + 1 >= buffer.length) break;
      const next = buffer.charCodeAt(lt + 1);
      if (next === QUESTION) {
        const end = buffer.indexOf('?>', lt + 2);
        if (end === -1) break;
        at = end + 2;
      } else if (next === BANG) {
        const end = this.declarationEnd(lt);
        if (end === 'incomplete') break;
        if (end === 'unknown') return this.handOver();
        at = end;
      } else if (next === SLASH) {
        const end = this.closeTagEnd(lt, this.tags[this.tags.length - 1]);
        if (end === 'incomplete') break;
        if (end === 'invalid' || this.tags.pop() !== end.name) return this.handOver();
        at = end.end;
      } else {
        const tag = this.readOpenTag(lt);
        if (tag === 'incomplete') break;
        if (tag === 'invalid') return this.handOver();
        if (this.options.isProductTag(tag.name)) {
          // The products' parent must be an element: a product that is the document is left to saxes.
          if (this.tags.length === 0 || !this.options.acceptProlog(buffer.slice(0, lt))) return this.handOver();
          this.parentDepth = this.tags.length;
          this.countTo(lt);
          this.resume = { ...this.counted };
          this.position = lt;
          return this.scanProducts();
        }
        if (!tag.isSelfClosing) this.tags.push(tag.name);
        at = tag.end;
      }
    }
    // Whole tags only are passed: go on from the last one on the next write.
    this.position = at;
    return 'more';
  }

  /** The end of a comment, CDATA section or DOCTYPE (without an internal subset) before the products. */
  private declarationEnd(lt: number): number | 'incomplete' | 'unknown' {
    const { buffer } = this;
    const terminator = buffer.startsWith('<!--', lt)
      ? '-->'
      : buffer.startsWith('<![CDATA[', lt)
        ? ']]>'
        : buffer.startsWith('<!DOCTYPE', lt)
          ? '>'
          : null;
    if (terminator === null) return buffer.length - lt < 9 ? 'incomplete' : 'unknown';
    if (terminator !== '>') {
      const end = buffer.indexOf(terminator, lt + 4);
      return end === -1 ? 'incomplete' : end + terminator.length;
    }
    let quote = 0;
    for (let at = lt + 9; at < buffer.length; at += 1) {
      const code = buffer.charCodeAt(at);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) quote = code;
      else if (code === 0x5b)
        return 'unknown'; // an internal subset: saxes reads it
      else if (code === GT) return at + 1;
    }
    return 'incomplete';
  }

  private scanProducts(): Scanned {
    const { buffer, tags, events } = this;
    let at = this.position;
    for (;;) {
      const lt = buffer.indexOf('<', at);
      if (lt === -1) break;
      if (lt > at) {
        const text = textOf(buffer.slice(at, lt), this.options.entityValue);
        if (text === null) return this.handOver();
        events.text(text);
        at = lt;
      }
      if (lt + 1 >= buffer.length) break;
      const next = buffer.charCodeAt(lt + 1);
      if (next === SLASH) {
        const end = this.closeTagEnd(lt, tags[tags.length - 1]);
        if (end === 'incomplete') break;
        // The products' parent closes: saxes reads the end of the document.
        if (end === 'invalid' || tags.length <= this.parentDepth || tags[tags.length - 1] !== end.name)
          return this.handOver();
        tags.pop();
        at = end.end;
        events.closeTag(end.name, false);
        if (tags.length === this.productDepth) this.productEnds(at);
      } else if (next === BANG) {
        if (!buffer.startsWith('<![CDATA[', lt)) {
          if (buffer.length - lt < 9) break;
          return this.handOver();
        }
        const end = buffer.indexOf(']]>', lt + 9);
        if (end === -1) break;
        const content = buffer.slice(lt + 9, end);
        if (forbidden.test(content)) return this.handOver();
        events.cdata(content);
        at = end + 3;
      } else if (next === QUESTION) {
        return this.handOver();
      } else {
        const tag = this.readOpenTag(lt);
        if (tag === 'incomplete') break;
        if (tag === 'invalid') return this.handOver();
        const isProduct = this.productDepth === -1 && this.options.isProductTag(tag.name);
        if (isProduct) {
          // Products nested elsewhere than beside the first are left to saxes.
          if (tags.length !== this.parentDepth) return this.handOver();
          this.productDepth = tags.length;
          this.productTagEnd = this.base + tag.end - 1;
        }
        at = tag.end;
        events.openTag(tag.name, tag.attributes);
        if (tag.isSelfClosing) {
          events.closeTag(tag.name, true);
          if (isProduct) this.productEnds(at);
        } else tags.push(tag.name);
      }
    }
    this.position = at;
    return 'more';
  }

  private productEnds(at: number) {
    this.productDepth = -1;
    this.countTo(this.base + at);
    this.resume = { ...this.counted };
  }

  /** `</name>` with optional space before `>`, where `name` is the element open here. */
  private closeTagEnd(lt: number, open: string | undefined): { name: string; end: number } | 'incomplete' | 'invalid' {
    const { buffer } = this;
    const gt = buffer.indexOf('>', lt + 2);
    if (gt === -1) return 'incomplete';
    let name: string | null | undefined;
    if (open !== undefined && gt - lt - 2 >= open.length && isAt(buffer, lt + 2, open)) name = open;
    else name = nameAt(buffer, lt + 2);
    if (!name) return 'invalid';
    let at = lt + 2 + name.length;
    while (at < gt && isSpace(buffer.charCodeAt(at))) at += 1;
    return at === gt ? { name, end: gt + 1 } : 'invalid';
  }

  /** A start tag and its attributes, as saxes reads them (values with entities decoded, white space as spaces). */
  private readOpenTag(
    lt: number,
  ):
    | { name: string; attributes: Record<string, string>; isSelfClosing: boolean; end: number }
    | 'incomplete'
    | 'invalid' {
    const { buffer } = this;
    const name = nameAt(buffer, lt + 1);
    if (name === undefined) return 'incomplete';
    if (name === null) return 'invalid';
    let at = lt + 1 + name.length;
    let attributes = noAttributes;
    for (;;) {
      if (at >= buffer.length) return 'incomplete';
      let code = buffer.charCodeAt(at);
      const hadSpace = isSpace(code);
      while (isSpace(code)) {
        at += 1;
        if (at >= buffer.length) return 'incomplete';
        code = buffer.charCodeAt(at);
      }
      if (code === GT) return { name, attributes, isSelfClosing: false, end: at + 1 };
      if (code === SLASH) {
        if (at + 1 >= buffer.length) return 'incomplete';
        return buffer.charCodeAt(at + 1) === GT ? { name, attributes, isSelfClosing: true, end: at + 2 } : 'invalid';
      }
      if (!hadSpace) return 'invalid';
      const attribute = nameAt(buffer, at);
      if (attribute === undefined) return 'incomplete';
      if (attribute === null) return 'invalid';
      at += attribute.length;
      while (at < buffer.length && isSpace(buffer.charCodeAt(at))) at += 1;
      if (at >= buffer.length) return 'incomplete';
      if (buffer.charCodeAt(at) !== EQUALS) return 'invalid';
      at += 1;
      while (at < buffer.length && isSpace(buffer.charCodeAt(at))) at += 1;
      if (at >= buffer.length) return 'incomplete';
      const quote = buffer.charCodeAt(at);
      if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) return 'invalid';
      const close = buffer.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", at + 1);
      if (close === -1) return 'incomplete';
      const value = attributeValueOf(buffer.slice(at + 1, close), this.options.entityValue);
      if (value === null) return 'invalid';
      if (attributes === noAttributes) attributes = Object.create(null) as Record<string, string>;
      if (attributes[attribute] !== undefined) return 'invalid';
      attributes[attribute] = value;
      at = close + 1;
    }
  }

  /** Moves the line count on to a file offset (never back). Columns count characters, as saxes does. */
  private countTo(offset: number) {
    const { buffer, base, counted } = this;
    const from = counted.offset - base;
    const to = offset - base;
    if (to <= from) return;
    let newline = buffer.indexOf('\n', from);
    if (newline === -1 || newline >= to) {
      counted.column += characters(buffer.slice(from, to));
    } else {
      let last = newline;
      let lines = 0;
      while (newline !== -1 && newline < to) {
        lines += 1;
        last = newline;
        newline = buffer.indexOf('\n', newline + 1);
      }
      counted.line += lines;
      counted.column = characters(buffer.slice(last + 1, to));
    }
    counted.offset = offset;
  }
}

/** Whether `text` is in `buffer` at `start` (startsWith with a position is slow in V8). */
function isAt(buffer: string, start: number, text: string): boolean {
  for (let index = 0; index < text.length; index += 1)
    if (buffer.charCodeAt(start + index) !== text.charCodeAt(index)) return false;
  return true;
}

function characters(text: string): number {
  return needsCare.test(text) ? text.length - (text.match(surrogatePair)?.length ?? 0) : text.length;
}

/** Character data as saxes gives it, or null where saxes would refuse it or it needs saxes. */
function textOf(raw: string, entityValue: EntityLookup): string | null {
  if (!needsCare.test(raw)) return raw;
  if (forbidden.test(raw) || raw.includes(']]>')) return null;
  return decodeReferences(raw, entityValue);
}

/** An attribute value as saxes gives it: tabs and line ends as spaces, references decoded. */
function attributeValueOf(raw: string, entityValue: EntityLookup): string | null {
  if (raw.includes('<')) return null;
  const spaced = raw.replace(/[\t\n]/g, ' ');
  if (!needsCare.test(spaced)) return spaced;
  if (forbidden.test(spaced)) return null;
  return decodeReferences(spaced, entityValue);
}

/** Entity and character references decoded; null for one saxes would refuse, or an `&` without its `;`. */
function decodeReferences(text: string, entityValue: EntityLookup): string | null {
  let decoded = '';
  let from = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', from)) {
    const semicolon = text.indexOf(';', amp + 1);
    if (semicolon === -1) return null;
    const name = text.slice(amp + 1, semicolon);
    const value = predefined[name] ?? referenceValue(name, entityValue);
    if (value === null) return null;
    decoded += text.slice(from, amp) + value;
    from = semicolon + 1;
  }
  return from === 0 ? text : decoded + text.slice(from);
}

const predefined: Record<string, string | undefined> = Object.assign(Object.create(null) as Record<string, string>, {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
});

function referenceValue(name: string, entityValue: EntityLookup): string | null {
  if (name.charCodeAt(0) === 0x23) {
    const code = /^#x[0-9a-fA-F]+$/.test(name)
      ? parseInt(name.slice(2), 16)
      : /^#[0-9]+$/.test(name)
        ? parseInt(name.slice(1), 10)
        : Number.NaN;
    const isChar =
      code === 0x09 ||
      code === 0x0a ||
      code === 0x0d ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    return isChar ? String.fromCodePoint(code) : null;
  }
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return null;
  return entityValue(name) ?? null;
}
