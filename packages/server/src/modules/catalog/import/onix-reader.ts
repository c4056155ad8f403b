import type { Readable } from 'node:stream';
import { decodeHTMLStrict } from 'entities';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { decodeStream } from './decode-stream.ts';
import { onixShortTags } from './onix-short-tags.ts';
import { productFromOnix, type OnixElement } from './onix-product.ts';
import type { ProductRecord } from './product-record.ts';

/** The file is not well-formed XML: nothing after this point can be read. */
export class OnixSyntaxError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

/** Elements whose content is HTML: child elements are XHTML markup, kept as text. */
const markupElements = new Set(['Text', 'BiographicalNote', 'Annotation', 'MainDescription']);
const voidElements = new Set(['br', 'hr', 'img', 'wbr']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** Reference names of tags already seen; a file uses a few dozen, so this stays small. */
const referenceNames = new Map<string, string>();
const maxReferenceNames = 2000;

/** The reference name of a tag as written: namespace prefix dropped, short tag translated. */
function referenceNameOf(tagName: string): string {
  let name = referenceNames.get(tagName);
  if (name === undefined) {
    const raw = localName(tagName);
    name = onixShortTags[raw.toLowerCase()] ?? raw;
    if (referenceNames.size < maxReferenceNames) referenceNames.set(tagName, name);
  }
  return name;
}

/**
 * HTML named entities (ONIX 2.1 files declare the HTML sets in their DTD, which is not read) are
 * decoded as HTML would; an unknown name is still an error.
 */
function htmlEntities(): Record<string, string> {
  const known: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return new Proxy(known, {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name];
      const reference = `&${name};`;
      const decoded = decodeHTMLStrict(reference);
      return decoded === reference ? undefined : decoded;
    },
  });
}

/**
 * Reads ONIX for Books 3.0 or 2.1 (reference or short tags), yielding one record per <Product>.
 * Only the product being read is held in memory.
 */
export async function* readOnix(input: Readable): AsyncGenerator<ProductRecord> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  parser.ENTITIES = htmlEntities();
  const ready: ProductRecord[] = [];
  /** Open elements inside the current product; the first is the product. */
  const stack: OnixElement[] = [];
  let productLine = 0;
  /** Depth of markup inside an HTML-bearing element (0: directly in it). */
  let markupDepth = -1;

  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (markupDepth >= 0) {
      const current = stack[stack.length - 1];
      if (current) current.text += `<${localName(tag.name)}${attributesOf(tag)}>`;
      markupDepth += 1;
      return;
    }
    const name = referenceNameOf(tag.name);
    if (stack.length === 0) {
      if (name !== 'Product') return;
      productLine = parser.line;
    }
    const element: OnixElement = { name, attributes: tag.attributes, text: '', children: [] };
    stack[stack.length - 1]?.children.push(element);
    stack.push(element);
    if (markupElements.has(name)) markupDepth = 0;
  });

  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (stack.length === 0) return;
    if (markupDepth > 0) {
      const raw = localName(tag.name);
      const current = stack[stack.length - 1];
      if (current && !(tag.isSelfClosing && voidElements.has(raw.toLowerCase()))) current.text += `</${raw}>`;
      markupDepth -= 1;
      return;
    }
    markupDepth = -1;
    const element = stack.pop();
    if (stack.length === 0 && element) ready.push(productFromOnix(element, productLine));
  });

  const addText = (text: string) => {
    const current = stack[stack.length - 1];
    if (!current) return;
    current.text += markupDepth > 0 ? escapeText(text) : text;
  };
  parser.on('text', addText);
  parser.on('cdata', (text: string) => {
    const current = stack[stack.length - 1];
    if (current) current.text += text;
  });

  /** Runs the parser on more text; a syntax error is returned, so the products before it go out first. */
  const feed = (write: () => void): OnixSyntaxError | null => {
    try {
      write();
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return new OnixSyntaxError(`The file is not well-formed XML: ${reason}`, parser.line);
    }
  };
  for await (const chunk of decodeStream(input)) {
    const error = feed(() => parser.write(chunk));
    yield* ready.splice(0);
    if (error) throw error;
  }
  const error = feed(() => parser.close());
  yield* ready.splice(0);
  if (error) throw error;
}

function attributesOf(tag: SaxesTagPlain): string {
  let text = '';
  for (const [name, value] of Object.entries(tag.attributes)) text += ` ${localName(name)}="${escapeAttribute(value)}"`;
  return text;
}
