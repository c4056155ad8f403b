import type { Readable } from 'node:stream';
import { decodeHTMLStrict } from 'entities';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { decodeStream } from './decode-stream.ts';
import { OnixFastScanner } from './onix-fast-scanner.ts';
import { createOnixProductBuilder, referenceNameOf, type XmlEvents } from './onix-product-builder.ts';
import type { ProductRecord } from './product-record.ts';

/** The file is not well-formed XML: nothing after this point can be read. */
export class OnixSyntaxError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * HTML named entities (ONIX 2.1 files declare the HTML sets in their DTD, which is not read) are
 * decoded as HTML would; an unknown name is still an error.
 */
function entityValue(name: string): string | undefined {
  if (Object.hasOwn(xmlEntities, name)) return xmlEntities[name];
  const reference = `&${name};`;
  const decoded = decodeHTMLStrict(reference);
  return decoded === reference ? undefined : decoded;
}

function createSaxes(events: XmlEvents): SaxesParser {
  const parser = new SaxesParser({ xmlns: false, position: true });
  parser.ENTITIES = new Proxy(
    {},
    { get: (_target, name) => (typeof name === 'string' ? entityValue(name) : undefined) },
  );
  parser.on('opentag', (tag: SaxesTagPlain) => events.openTag(tag.name, tag.attributes));
  parser.on('closetag', (tag: SaxesTagPlain) => events.closeTag(tag.name, tag.isSelfClosing));
  parser.on('text', events.text);
  parser.on('cdata', events.cdata);
  return parser;
}

/** Line ends as XML reads them (\r\n and \r become \n), chunk by chunk: a \r at a chunk's end waits for the next. */
function createLineEndNormaliser() {
  let hasCarriedReturn = false;
  return (chunk: string | null): string => {
    let text = hasCarriedReturn ? `\r${chunk ?? ''}` : (chunk ?? '');
    hasCarriedReturn = chunk !== null && text.endsWith('\r');
    if (hasCarriedReturn) text = text.slice(0, -1);
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  };
}

/**
 * Reads ONIX for Books 3.0 or 2.1 (reference or short tags), yielding one record per <Product>.
 * Only the product being read is held in memory. The products are read by a fast scanner
 * (`onix-fast-scanner.ts`) while the file keeps to what it reads; saxes reads the rest of the file
 * from where the scanner stops, and the prolog before the first product.
 */
export async function* readOnix(
  input: Readable,
  options: { isFastScanAllowed?: boolean } = {},
): AsyncGenerator<ProductRecord> {
  let lineOfTag = () => 0;
  const builder = createOnixProductBuilder(() => lineOfTag());
  const { ready } = builder;
  let parser: SaxesParser | null = null;
  /** A parser that has read the prolog, for the scanner to hand over to. */
  let prologParser: SaxesParser | null = null;
  const normalise = createLineEndNormaliser();
  /** The file as read while the scanner has not found the first product, for saxes to read from the start. */
  const prologChunks: string[] = [];

  let scanner: OnixFastScanner | null =
    options.isFastScanAllowed === false
      ? null
      : new OnixFastScanner(builder.events, {
          isProductTag: (name) => referenceNameOf(name) === 'Product',
          entityValue,
          acceptProlog(prolog) {
            prologParser = createSaxes(builder.events);
            try {
              prologParser.write(prolog);
            } catch {
              return false;
            }
            // XML 1.1 reads line ends differently: saxes reads such a file whole.
            return prologParser.xmlDecl.version !== '1.1';
          },
        });
  if (scanner) lineOfTag = () => scanner?.productLine() ?? 0;
  else {
    const only = createSaxes(builder.events);
    parser = only;
    lineOfTag = () => only.line;
  }

  /** Runs the parser on more text; a syntax error is returned, so the products before it go out first. */
  const feed = (write: () => void): OnixSyntaxError | null => {
    try {
      write();
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return new OnixSyntaxError(`The file is not well-formed XML: ${reason}`, parser?.line ?? 0);
    }
  };
  /** Saxes reads on from where the scanner stopped; the product the scanner was in the middle of is read again. */
  const handOver = (from: OnixFastScanner): OnixSyntaxError | null => {
    const handover = from.takeHandover();
    builder.dropPartialProduct();
    scanner = null;
    let active: SaxesParser;
    let text: string;
    if (handover.from === 'start' || !prologParser) {
      active = createSaxes(builder.events);
      text = prologChunks.join('');
    } else {
      active = prologParser;
      active.line = handover.line;
      // The space stands between the prolog's text and what follows the last product.
      active.column = handover.column - 1;
      text = ` ${handover.rest}`;
    }
    parser = active;
    lineOfTag = () => active.line;
    prologChunks.length = 0;
    return feed(() => active.write(text));
  };

  for await (const chunk of decodeStream(input)) {
    let error: OnixSyntaxError | null;
    if (scanner) {
      if (scanner.isInProlog()) prologChunks.push(chunk);
      else prologChunks.length = 0;
      const scanned = scanner.write(normalise(chunk));
      if (!scanner.isInProlog()) prologChunks.length = 0;
      error = scanned === 'handover' ? handOver(scanner) : null;
    } else {
      const active = parser;
      error = feed(() => active?.write(parser === prologParser ? normalise(chunk) : chunk));
    }
    yield* ready.splice(0);
    if (error) throw error;
  }
  let error: OnixSyntaxError | null = null;
  if (scanner) {
    const last = scanner;
    last.write(normalise(null));
    last.end();
    error = handOver(last);
  }
  if (!error) {
    const active = parser as SaxesParser | null;
    error = feed(() => {
      if (active === prologParser) active?.write(normalise(null));
      active?.close();
    });
  }
  yield* ready.splice(0);
  if (error) throw error;
}
