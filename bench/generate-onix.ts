/**
 * A synthetic ONIX 3.0 (reference tags) file of N products with the variety of a real publisher
 * feed: several product forms, 1–4 contributors with roles and biographies, collections, BISAC
 * and Thema subjects, HTML descriptions, reviews, prices in USD and CAD, measures in metric and
 * imperial units. The same seed gives the same file.
 */
import fs from 'node:fs';
import { seededRandom } from '../packages/server/src/lib/seeded-random.ts';

export const words = `river light winter garden stone harbour shadow letter house orchard mountain silence
daughter keeper island summer machine kingdom forest memory signal ember northern salt field
glass thread promise secret storm lantern ghost city road empire archive clock paper wolf
fox heron tide moon copper iron velvet quiet wild last first hidden broken golden small`
  .split(/\s+/)
  .filter(Boolean);
export const givenNames =
  'Ada Ben Carla Dana Evan Fay Gus Hana Iris Jon Kemi Liam Maya Noor Omar Pia Quinn Ravi Sara Tom Una Vik Wen Yara Zoe'.split(
    ' ',
  );
export const familyNames =
  'Fields Ortiz Wu Lee Moss Gold Hall Kay Okafor Tremblay Park Grant Whitehorse Atwell Dubois Nakamura Silva Novak Haddad Berg'.split(
    ' ',
  );
export const bisac = [
  ['FIC000000', 'FICTION / General'],
  ['FIC019000', 'FICTION / Literary'],
  ['FIC022000', 'FICTION / Mystery & Detective / General'],
  ['FIC028000', 'FICTION / Science Fiction / General'],
  ['FIC009000', 'FICTION / Fantasy / General'],
  ['JUV000000', 'JUVENILE FICTION / General'],
  ['YAF000000', 'YOUNG ADULT FICTION / General'],
  ['BIO000000', 'BIOGRAPHY & AUTOBIOGRAPHY / General'],
  ['HIS000000', 'HISTORY / General'],
  ['CKB000000', 'COOKING / General'],
  ['TRV000000', 'TRAVEL / General'],
  ['SCI000000', 'SCIENCE / General'],
];
export const thema = [
  ['FBA', 'Modern and contemporary fiction'],
  ['FF', 'Crime and mystery fiction'],
  ['FL', 'Science fiction'],
  ['YFB', "Children's / Teenage general fiction"],
  ['DNB', 'Biography: general'],
  ['WBA', 'General cookery and recipes'],
];
export const forms: Array<[string, string | null, number]> = [
  ['BC', null, 0.45],
  ['BB', null, 0.25],
  ['BC', 'B101', 0.1],
  ['AJ', null, 0.08],
  ['ED', null, 0.07],
  ['BH', null, 0.05],
];
export const roles = ['A01', 'A01', 'A01', 'B01', 'A12', 'B06', 'E07'];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function isbn13(serial: number): string {
  const body = `9781${String(serial).padStart(8, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function productXml(index: number, random: () => number): string {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const phrase = (count: number) => Array.from({ length: count }, () => pick(words)).join(' ');
  const capital = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());
  let roll = random();
  const form = forms.find(([, , share]) => (roll -= share) < 0) ?? forms[0];
  const [productForm, formDetail] = form ?? ['BC', null];
  const title = capital(phrase(1 + Math.floor(random() * 4)));
  const contributorCount = 1 + Math.floor(random() * random() * 4);
  const contributors = Array.from({ length: contributorCount }, (_, position) => {
    const role = position === 0 ? 'A01' : productForm.startsWith('A') && position === 1 ? 'E07' : pick(roles);
    const bio =
      random() < 0.4 ? `<BiographicalNote>&lt;p&gt;${escape(capital(phrase(12)))}.&lt;/p&gt;</BiographicalNote>` : '';
    const place =
      random() < 0.1
        ? '<ContributorPlace><ContributorPlaceRelator>04</ContributorPlaceRelator><CountryCode>CA</CountryCode></ContributorPlace>'
        : '';
    return `<Contributor><SequenceNumber>${position + 1}</SequenceNumber><ContributorRole>${role}</ContributorRole><NamesBeforeKey>${pick(givenNames)}</NamesBeforeKey><KeyNames>${pick(familyNames)}</KeyNames>${bio}${place}</Contributor>`;
  }).join('');
  const collection =
    random() < 0.3
      ? `<Collection><CollectionType>10</CollectionType><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>02</TitleElementLevel><PartNumber>${1 + Math.floor(random() * 9)}</PartNumber><TitleText>${capital(phrase(2))}</TitleText></TitleElement></TitleDetail></Collection>`
      : '';
  const subjects = [
    ...Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const [code, label] = pick(bisac);
      return `<Subject><SubjectSchemeIdentifier>10</SubjectSchemeIdentifier><SubjectCode>${code}</SubjectCode>${random() < 0.8 ? `<SubjectHeadingText>${escape(label ?? '')}</SubjectHeadingText>` : ''}</Subject>`;
    }),
    ...(random() < 0.6
      ? [
          (() => {
            const [code, label] = pick(thema);
            return `<Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>${code}</SubjectCode><SubjectHeadingText>${escape(label ?? '')}</SubjectHeadingText></Subject>`;
          })(),
        ]
      : []),
  ].join('');
  const metric = random() < 0.5;
  const measures = productForm.startsWith('B')
    ? metric
      ? `<Measure><MeasureType>01</MeasureType><Measurement>${(180 + random() * 80).toFixed(0)}</Measurement><MeasureUnitCode>mm</MeasureUnitCode></Measure><Measure><MeasureType>02</MeasureType><Measurement>${(110 + random() * 50).toFixed(0)}</Measurement><MeasureUnitCode>mm</MeasureUnitCode></Measure><Measure><MeasureType>08</MeasureType><Measurement>${(150 + random() * 900).toFixed(0)}</Measurement><MeasureUnitCode>gr</MeasureUnitCode></Measure>`
      : `<Measure><MeasureType>01</MeasureType><Measurement>${(7 + random() * 3).toFixed(2)}</Measurement><MeasureUnitCode>in</MeasureUnitCode></Measure><Measure><MeasureType>02</MeasureType><Measurement>${(4.2 + random() * 2).toFixed(2)}</Measurement><MeasureUnitCode>in</MeasureUnitCode></Measure><Measure><MeasureType>08</MeasureType><Measurement>${(6 + random() * 30).toFixed(1)}</Measurement><MeasureUnitCode>oz</MeasureUnitCode></Measure>`
    : '';
  const paragraphs = Array.from(
    { length: 1 + Math.floor(random() * 4) },
    () => `${capital(phrase(20 + Math.floor(random() * 40)))}.`,
  );
  const description =
    random() < 0.5
      ? `<Text textformat="05">${paragraphs.map((p) => `<p>${p.replace(/ (\w+) (\w+)\./, ' <em>$1</em> $2.')}</p>`).join('')}</Text>`
      : `<Text textformat="02">${escape(paragraphs.map((p) => `<p>${p}</p>`).join(''))}</Text>`;
  const reviews = Array.from(
    { length: Math.floor(random() * 3) },
    () =>
      `<TextContent><TextType>06</TextType><ContentAudience>00</ContentAudience><Text>${capital(phrase(10))}.</Text><TextAuthor>${pick(givenNames)} ${pick(familyNames)}</TextAuthor><SourceTitle>The ${capital(pick(words))} Review</SourceTitle></TextContent>`,
  ).join('');
  const year = 1990 + Math.floor(random() * 37);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const usd = (8 + random() * 30).toFixed(2);
  const cad = (Number(usd) * 1.35).toFixed(2);
  return `<Product>
<RecordReference>bench.${index}</RecordReference>
<NotificationType>03</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn13(10_000_000 + index)}</IDValue></ProductIdentifier>
<DescriptiveDetail>
<ProductComposition>00</ProductComposition><ProductForm>${productForm}</ProductForm>${formDetail ? `<ProductFormDetail>${formDetail}</ProductFormDetail>` : ''}
${measures}${collection}
<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText>${random() < 0.3 ? `<Subtitle>${capital(phrase(3))}</Subtitle>` : ''}</TitleElement></TitleDetail>
${contributors}
${random() < 0.1 ? `<EditionNumber>${2 + Math.floor(random() * 3)}</EditionNumber>` : ''}${random() < 0.02 ? '<EditionType>LTE</EditionType>' : ''}
<Language><LanguageRole>01</LanguageRole><LanguageCode>${random() < 0.9 ? 'eng' : pick(['fre', 'spa', 'ger'])}</LanguageCode></Language>
${productForm.startsWith('B') ? `<Extent><ExtentType>00</ExtentType><ExtentValue>${48 + Math.floor(random() * 600)}</ExtentValue><ExtentUnit>03</ExtentUnit></Extent>` : ''}
${subjects}
<AudienceCode>${pick(['01', '01', '01', '02', '03'])}</AudienceCode>
</DescriptiveDetail>
<CollateralDetail><TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience>${description}</TextContent>${reviews}</CollateralDetail>
<PublishingDetail><Imprint><ImprintName>${capital(pick(words))} Books</ImprintName></Imprint><Publisher><PublishingRole>01</PublishingRole><PublisherName>${capital(pick(words))} ${pick(['Press', 'House', 'Editions', 'Publishing'])}</PublisherName></Publisher><PublishingStatus>04</PublishingStatus><PublishingDate><PublishingDateRole>01</PublishingDateRole><Date>${year}${month}15</Date></PublishingDate></PublishingDetail>
${random() < 0.5 ? `<RelatedMaterial><RelatedWork><WorkRelationCode>01</WorkRelationCode><WorkIdentifier><WorkIDType>01</WorkIDType><IDValue>W${Math.floor(index / 3)}</IDValue></WorkIdentifier></RelatedWork></RelatedMaterial>` : ''}
<ProductSupply><SupplyDetail><Supplier><SupplierRole>01</SupplierRole><SupplierName>Bench Distribution</SupplierName></Supplier><ProductAvailability>21</ProductAvailability>${random() < 0.5 ? `<PackQuantity>${pick([12, 20, 24, 36])}</PackQuantity>` : ''}<Price><PriceType>01</PriceType><PriceAmount>${usd}</PriceAmount><CurrencyCode>USD</CurrencyCode></Price><Price><PriceType>01</PriceType><PriceAmount>${cad}</PriceAmount><CurrencyCode>CAD</CurrencyCode></Price></SupplyDetail></ProductSupply>
</Product>
`;
}

/** Writes the file unless it is there already; returns its size in bytes. */
export function generateOnixFile(file: string, products: number, seed = 20240601): number {
  if (!fs.existsSync(file)) {
    const random = seededRandom(seed);
    const partial = `${file}.partial`;
    const fd = fs.openSync(partial, 'w');
    fs.writeSync(
      fd,
      '<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n<Header><Sender><SenderName>Bench Press</SenderName></Sender><SentDateTime>20240601</SentDateTime></Header>\n',
    );
    let chunk = '';
    for (let index = 0; index < products; index += 1) {
      chunk += productXml(index, random);
      if (chunk.length > 1 << 20) {
        fs.writeSync(fd, chunk);
        chunk = '';
      }
    }
    fs.writeSync(fd, `${chunk}</ONIXMessage>\n`);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
  }
  return fs.statSync(file).size;
}
