import { onixShortTags } from './onix-short-tags.ts';
import { productFromOnix, type OnixElement } from './onix-product.ts';
import type { ProductRecord } from './product-record.ts';

/** What an XML reader tells the builder, in document order (the events saxes gives, and the fast scanner too). */
export type XmlEvents = {
  openTag(name: string, attributes: Record<string, string>): void;
  closeTag(name: string, isSelfClosing: boolean): void;
  text(text: string): void;
  cdata(text: string): void;
};

/** Elements whose content is HTML: child elements are XHTML markup, kept as text. */
const markupElements = new Set(['Text', 'BiographicalNote', 'Annotation', 'MainDescription']);
const voidElements = new Set(['br', 'hr', 'img', 'wbr']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
export const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** Reference names of tags already seen; a file uses a few dozen, so this stays small. */
const referenceNames = new Map<string, string>();
const maxReferenceNames = 2000;

/** The reference name of a tag as written: namespace prefix dropped, short tag translated. */
export function referenceNameOf(tagName: string): string {
  let name = referenceNames.get(tagName);
  if (name === undefined) {
    const raw = localName(tagName);
    name = onixShortTags[raw.toLowerCase()] ?? raw;
    if (referenceNames.size < maxReferenceNames) referenceNames.set(tagName, name);
  }
  return name;
}

function attributesText(attributes: Record<string, string>): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) text += ` ${localName(name)}="${escapeAttribute(value)}"`;
  return text;
}

/**
 * Builds one record per <Product> from XML events: only the product being read is held, as a tree
 * of its elements, and turned into a record when it closes. `lineOfTag` gives the line of the tag
 * just read (a product's record keeps the line it starts on).
 */
export function createOnixProductBuilder(lineOfTag: () => number) {
  const ready: ProductRecord[] = [];
  /** Open elements inside the current product; the first is the product. */
  const stack: OnixElement[] = [];
  let productLine = 0;
  /** Depth of markup inside an HTML-bearing element (0: directly in it). */
  let markupDepth = -1;

  const events: XmlEvents = {
    openTag(tagName, attributes) {
      if (markupDepth >= 0) {
        const current = stack[stack.length - 1];
        if (current) current.text += `<${localName(tagName)}${attributesText(attributes)}>`;
        markupDepth += 1;
        return;
      }
      const name = referenceNameOf(tagName);
      if (stack.length === 0) {
        if (name !== 'Product') return;
        productLine = lineOfTag();
      }
      const element: OnixElement = { name, attributes, text: '', children: [] };
      stack[stack.length - 1]?.children.push(element);
      stack.push(element);
      if (markupElements.has(name)) markupDepth = 0;
    },
    closeTag(tagName, isSelfClosing) {
      if (stack.length === 0) return;
      if (markupDepth > 0) {
        const raw = localName(tagName);
        const current = stack[stack.length - 1];
        if (current && !(isSelfClosing && voidElements.has(raw.toLowerCase()))) current.text += `</${raw}>`;
        markupDepth -= 1;
        return;
      }
      markupDepth = -1;
      const element = stack.pop();
      if (stack.length === 0 && element) ready.push(productFromOnix(element, productLine));
    },
    text(text) {
      const current = stack[stack.length - 1];
      if (!current) return;
      current.text += markupDepth > 0 ? escapeText(text) : text;
    },
    cdata(text) {
      const current = stack[stack.length - 1];
      if (current) current.text += text;
    },
  };
  return {
    events,
    /** Products read to their end, in file order; the caller takes them out. */
    ready,
    /** Forgets a product read in part (another reader reads it again from its start). */
    dropPartialProduct() {
      stack.length = 0;
      markupDepth = -1;
    },
  };
}
