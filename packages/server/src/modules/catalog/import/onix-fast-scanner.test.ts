import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OnixFastScanner } from './onix-fast-scanner.ts';
import { referenceNameOf } from './onix-product-builder.ts';
import { OnixSyntaxError, readOnix } from './onix-reader.ts';
import type { ProductRecord } from './product-record.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

type Reading = { records: ProductRecord[]; error: { message: string; line: number } | null };

/** Reads `xml` given in pieces of `size` characters, with the fast scanner or with saxes alone. */
async function readInPieces(xml: string, size: number, isFastScanAllowed: boolean): Promise<Reading> {
  const pieces: string[] = [];
  for (let start = 0; start < xml.length; start += size) pieces.push(xml.slice(start, start + size));
  const records: ProductRecord[] = [];
  try {
    for await (const record of readOnix(Readable.from(pieces), { isFastScanAllowed })) records.push(record);
  } catch (error) {
    if (!(error instanceof OnixSyntaxError)) throw error;
    return { records, error: { message: error.message, line: error.line } };
  }
  return { records, error: null };
}

/** The fast reading equals saxes's, whatever the pieces the text comes in. */
async function expectSameAsSaxes(xml: string, sizes = [1, 2, 3, 7, 16, 61, 256, 100_000]) {
  const expected = await readInPieces(xml, 100_000, false);
  for (const size of sizes) expect(await readInPieces(xml, size, true), `pieces of ${size}`).toEqual(expected);
  return expected;
}

/** What the scanner reads itself, before it hands over to saxes. */
function scanAlone(xml: string) {
  const opened: string[] = [];
  const texts: string[] = [];
  const scanner = new OnixFastScanner(
    {
      openTag: (name, attributes) => opened.push(`${name}${JSON.stringify(attributes)}`),
      closeTag: () => {},
      text: (text) => texts.push(text),
      cdata: (text) => texts.push(`[${text}]`),
    },
    {
      isProductTag: (name) => referenceNameOf(name) === 'Product',
      acceptProlog: () => true,
      entityValue: (name) => ({ eacute: 'é', mdash: '—', amp: '&' })[name],
    },
  );
  const scanned = scanner.write(xml);
  return { scanned, opened, texts: texts.join(''), handover: scanned === 'handover' ? scanner.takeHandover() : null };
}

const product = (reference: string, inner = '') =>
  `<Product><RecordReference>${reference}</RecordReference><ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9781551923703</IDValue></ProductIdentifier>${inner}</Product>\n`;
const message = (products: string, prolog = '<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0">\n') =>
  `${prolog}${products}</ONIXMessage>\n`;
const titled = (title: string) =>
  `<DescriptiveDetail><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail></DescriptiveDetail>`;

describe('the fast ONIX scanner', () => {
  it('reads the fixtures to the same records as saxes, in pieces of any size', async () => {
    for (const file of fs.readdirSync(fixtures).filter((name) => name.endsWith('.xml'))) {
      const xml = fs.readFileSync(path.join(fixtures, file), 'latin1');
      // The ISO-8859-1 fixtures are given as text here, so read as latin1 throughout.
      await expectSameAsSaxes(xml, [1, 5, 64, 100_000]);
    }
  });

  it('decodes entities and character references in text and attributes as saxes does', async () => {
    const xml = message(
      product(
        'E-1',
        titled('Caf&eacute; &amp; Bar &#233;&#x00E9; &lt;b&gt; &quot;&apos; &mdash; &#128512;') +
          `<CollateralDetail><TextContent><TextType>03</TextType><Text textformat="05" note="a&amp;b&#10;c	d
e">&lt;p&gt;One &amp;amp; two&lt;/p&gt;</Text></TextContent></CollateralDetail>`,
      ),
    );

    const { records } = await expectSameAsSaxes(xml);

    expect(records[0]).toMatchObject({ title: 'Café & Bar éé <b> "\' — 😀', description: '<p>One &amp; two</p>' });
    const alone = scanAlone(xml);
    expect(alone.opened).toContain('Text{"textformat":"05","note":"a&b\\nc d e"}');
    expect(alone.handover).toMatchObject({ from: 'last-product' });
    expect(alone.handover && 'rest' in alone.handover ? alone.handover.rest : '').toBe('\n</ONIXMessage>\n');
  });

  it('keeps CDATA and XHTML markup in text elements as saxes does', async () => {
    const xml = message(
      product(
        'C-1',
        titled('<![CDATA[Fish & <Chips>]]>') +
          `<CollateralDetail><TextContent><TextType>03</TextType><Text textformat="05"><p class="x">A <b>bold</b> line<br/>and <![CDATA[<i>raw</i>]]> &amp; more</p></Text></TextContent></CollateralDetail>`,
      ),
    );

    const { records } = await expectSameAsSaxes(xml);

    expect(records[0]?.title).toBe('Fish & <Chips>');
    expect(records[0]?.description).toBe('<p class="x">A <b>bold</b> line<br>and <i>raw</i> &amp; more</p>');
    expect(scanAlone(xml).texts).toContain('[Fish & <Chips>]');
  });

  it('reads namespace prefixes and short tags as saxes does', async () => {
    const xml = message(
      `<onix:Product><onix:RecordReference>N-1</onix:RecordReference><onix:ProductIdentifier><onix:ProductIDType>15</onix:ProductIDType><onix:IDValue>9781551923703</onix:IDValue></onix:ProductIdentifier></onix:Product>
<product><a001>N-2</a001><productidentifier><b221>15</b221><b244>9781551923710</b244></productidentifier></product>\n`,
      '<?xml version="1.0"?>\n<onix:ONIXMessage xmlns:onix="http://ns.editeur.org/onix/3.0/reference" release="3.0">\n',
    ).replace('</ONIXMessage>', '</onix:ONIXMessage>');

    const { records } = await expectSameAsSaxes(xml);

    expect(records.map((record) => [record.reference, record.identifiers.isbn13])).toEqual([
      ['N-1', '9781551923703'],
      ['N-2', '9781551923710'],
    ]);
  });

  it('reads odd white space and line ends (\\r\\n, \\r) to the same records and lines as saxes', async () => {
    const xml = message(
      `<Product >\r\n<RecordReference\r\n>W-1</RecordReference >\r${titled(' Two\r\nLines\rHere ')}</Product\n>\r\n\t<Product\tnote = 'x' ><RecordReference>W-2</RecordReference></Product>\r\n`,
      '<?xml version="1.0"?>\r\n<ONIXMessage>\r\n',
    );

    const { records } = await expectSameAsSaxes(xml);

    expect(records.map((record) => [record.reference, record.line, record.title])).toEqual([
      ['W-1', 3, 'Two\nLines\nHere'],
      ['W-2', 10, null],
    ]);
  });

  it('reads on with saxes past what it leaves to saxes: a comment, a processing instruction, a DOCTYPE, other letters in names', async () => {
    const products = [
      product('H-1'),
      '<!-- a comment between products -->\n',
      product('H-2'),
      product('H-3', '<?page 12?>'),
      product('H-4', '<Ünknown>x</Ünknown>'),
      product('H-5'),
    ].join('');

    const { records } = await expectSameAsSaxes(
      message(products, '<?xml version="1.0"?>\n<!DOCTYPE ONIXMessage SYSTEM "onix.dtd">\n<ONIXMessage>\n'),
    );
    expect(records.map((record) => record.reference)).toEqual(['H-1', 'H-2', 'H-3', 'H-4', 'H-5']);
    // The scanner stops at the comment and hands over from the end of the product before it.
    expect(scanAlone(message(products)).handover).toMatchObject({ from: 'last-product', line: 3 });
  });

  it('stops where saxes stops, with its message and line, after the same products', async () => {
    const broken = [
      message(product('B-1') + product('B-2', '<Bad attribute>') + product('B-3')),
      message(product('B-1') + product('B-2', '<A></B>') + product('B-3')),
      message(product('B-1') + product('B-2', titled('&unknown; entity'))),
      message(product('B-1') + product('B-2', titled('a ]]> b'))),
      message(product('B-1') + product('B-2', titled('bare & ampersand'))),
      message(product('B-1') + product('B-2', `<X a="1" a="2"/>`)),
      message(product('B-1') + product('B-2', titled('bad \u0001 character'))),
      message(product('B-1') + product('B-2')).slice(0, -40),
      `<?xml version="1.0"?>\n<ONIXMessage>\n${product('B-1')}</ONIXMessage>\n<Product/>\n`,
      `<?xml version="1.0"?>\n<ONIXMessage>\n<Header><Bad</Header>${product('B-1')}</ONIXMessage>\n`,
    ];
    for (const xml of broken) {
      const reading = await expectSameAsSaxes(xml);
      expect(reading.error, xml).not.toBeNull();
    }
  });

  it('gives each product the line saxes gives it, wherever the pieces break', async () => {
    const xml = message(Array.from({ length: 30 }, (_, index) => product(`L-${index}`, '\n\n')).join('\n'));

    const { records } = await expectSameAsSaxes(xml, [1, 9, 50, 333]);

    expect(records.map((record) => record.line).slice(0, 3)).toEqual([3, 7, 11]);
  });
});
