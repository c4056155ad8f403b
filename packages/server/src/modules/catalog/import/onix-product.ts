import {
  audienceOf,
  bindingOf,
  contributorRoleOf,
  editionFromNumber,
  largePrintEditionTypes,
  largePrintPattern,
  parseOnixDate,
  subjectSchemeOf,
  toInches,
  toPounds,
} from './onix-codes.ts';
import { emptyProductRecord, type ContributorRecord, type ProductRecord } from './product-record.ts';

/** One element of a product, its tag already the reference name; `text` holds HTML for text elements. */
export type OnixElement = { name: string; attributes: Record<string, string>; text: string; children: OnixElement[] };

const childOf = (element: OnixElement | undefined, name: string) => element?.children.find((c) => c.name === name);
const childrenOf = (element: OnixElement | undefined, name: string) =>
  element ? element.children.filter((c) => c.name === name) : [];
const textOf = (element: OnixElement | undefined, name: string): string | null => {
  const text = childOf(element, name)?.text.trim();
  return text ? text : null;
};
const textsOf = (element: OnixElement | undefined, name: string) =>
  childrenOf(element, name)
    .map((c) => c.text.trim())
    .filter((text) => text !== '');
/** The first element whose `codeName` child is one of `codes`, in the order of `codes`. */
const preferred = (elements: OnixElement[], codeName: string, codes: string[]) => {
  for (const code of codes) {
    const found = elements.find((element) => textOf(element, codeName) === code);
    if (found) return found;
  }
  return undefined;
};

/**
 * Maps a <Product> of ONIX 3.0 (blocks: DescriptiveDetail, CollateralDetail, PublishingDetail,
 * ProductSupply) or ONIX 2.1 (flat) to a record. The README lists which composite feeds which field.
 */
export function productFromOnix(product: OnixElement, line: number): ProductRecord {
  const record = emptyProductRecord(line);
  record.reference = textOf(product, 'RecordReference');
  if (textOf(product, 'NotificationType') === '05')
    record.problems.push('is a delete notification (05); an import does not delete titles');
  readIdentifiers(product, record);

  const descriptive = childOf(product, 'DescriptiveDetail');
  // ONIX 3.0 groups the product's description in blocks; 2.1 keeps it flat under <Product>.
  const detail = descriptive ?? product;
  const publishing = childOf(product, 'PublishingDetail') ?? product;
  const supplies = descriptive
    ? childrenOf(childOf(product, 'ProductSupply'), 'SupplyDetail')
    : childrenOf(product, 'SupplyDetail');

  readTitle(detail, record);
  readSeries(detail, record);
  record.contributors = contributorsOf(detail);
  readForm(detail, record);
  readEdition(detail, record);
  record.language = languageOf(detail);
  record.pages = pagesOf(detail, record);
  readMeasures(detail, descriptive ? 'MeasureType' : 'MeasureTypeCode', record);
  readSubjects(detail, record);
  record.audience = audienceOf(
    textOf(detail, 'AudienceCode') ??
      textOf(preferred(childrenOf(detail, 'Audience'), 'AudienceCodeType', ['01']), 'AudienceCodeValue'),
  );
  if (descriptive) {
    readTextContents(childrenOf(childOf(product, 'CollateralDetail'), 'TextContent'), 'TextType', record);
    record.interiorImageLinks = interiorImageLinksOf(childOf(product, 'CollateralDetail'));
  } else readOtherTexts(product, record);
  readPublishing(publishing, record);
  record.workIdentifier = workIdentifierOf(product);
  readSupply(supplies, descriptive ? 'PriceType' : 'PriceTypeCode', record);
  return record;
}

/**
 * ONIX 3.0 resource content types (list 158) that show the inside of the book: 07 product image /
 * artwork (a page or spread) and 15 sample content; only image resources (mode 03).
 */
const interiorContentTypes = new Set(['07', '15']);

/** The first link of each interior image resource (its versions are sizes of one image). */
function interiorImageLinksOf(collateral: OnixElement | undefined): string[] {
  return childrenOf(collateral, 'SupportingResource').flatMap((resource) => {
    const contentType = textOf(resource, 'ResourceContentType');
    if (!contentType || !interiorContentTypes.has(contentType) || textOf(resource, 'ResourceMode') !== '03') return [];
    const link = childrenOf(resource, 'ResourceVersion')
      .map((version) => textOf(version, 'ResourceLink'))
      .find((candidate) => candidate !== null);
    return link ? [link] : [];
  });
}

function readIdentifiers(product: OnixElement, record: ProductRecord) {
  const ids = record.identifiers;
  for (const identifier of childrenOf(product, 'ProductIdentifier')) {
    const value = textOf(identifier, 'IDValue')?.replace(/[\s-]/g, '') ?? null;
    switch (textOf(identifier, 'ProductIDType')) {
      case '15':
        ids.isbn13 ??= value;
        break;
      case '03':
        ids.gtin13 ??= value;
        break;
      case '02':
        ids.isbn10 ??= value;
        break;
      case '04':
        ids.upc ??= value;
        break;
      default:
    }
  }
  // ONIX 2.1 also allowed the identifiers as plain elements.
  ids.isbn10 ??= textOf(product, 'ISBN')?.replace(/[\s-]/g, '') ?? null;
  ids.gtin13 ??= textOf(product, 'EAN13')?.replace(/[\s-]/g, '') ?? null;
  ids.upc ??= textOf(product, 'UPC')?.replace(/[\s-]/g, '') ?? null;
}

/** TitleText, or TitlePrefix + TitleWithoutPrefix. */
function titleTextOf(element: OnixElement | undefined): string | null {
  const text = textOf(element, 'TitleText');
  if (text) return text;
  const withoutPrefix = textOf(element, 'TitleWithoutPrefix');
  if (!withoutPrefix) return null;
  const prefix = textOf(element, 'TitlePrefix');
  return prefix ? `${prefix} ${withoutPrefix}` : withoutPrefix;
}

function readTitle(detail: OnixElement, record: ProductRecord) {
  const titleDetails = childrenOf(detail, 'TitleDetail');
  if (titleDetails.length > 0) {
    // ONIX 3.0: TitleDetail (type 01) → TitleElement level 01 is the product, level 02 its collection.
    const titleDetail = preferred(titleDetails, 'TitleType', ['01']) ?? titleDetails[0];
    const elements = childrenOf(titleDetail, 'TitleElement');
    const own = preferred(elements, 'TitleElementLevel', ['01']) ?? elements[0];
    record.title = titleTextOf(own);
    record.subtitle = textOf(own, 'Subtitle');
    const collection = preferred(elements, 'TitleElementLevel', ['02']);
    if (collection) {
      record.series = titleTextOf(collection);
      record.seriesNumber = textOf(collection, 'PartNumber');
    }
    return;
  }
  const titles = childrenOf(detail, 'Title');
  const title = preferred(titles, 'TitleType', ['01']) ?? titles[0];
  record.title = titleTextOf(title) ?? textOf(detail, 'DistinctiveTitle');
  record.subtitle = textOf(title, 'Subtitle') ?? textOf(detail, 'Subtitle');
}

function readSeries(detail: OnixElement, record: ProductRecord) {
  const collections = childrenOf(detail, 'Collection');
  if (collections.length > 0) {
    // ONIX 3.0 Collection, type 10 (publisher collection) first.
    const collection = preferred(collections, 'CollectionType', ['10']) ?? collections[0];
    const elements = childrenOf(childOf(collection, 'TitleDetail'), 'TitleElement');
    const element = preferred(elements, 'TitleElementLevel', ['02']) ?? elements[0];
    record.series = titleTextOf(element) ?? record.series;
    record.seriesNumber =
      textOf(element, 'PartNumber') ??
      textOf(childOf(collection, 'CollectionSequence'), 'CollectionSequenceNumber') ??
      record.seriesNumber;
    return;
  }
  const series = childOf(detail, 'Series');
  if (series) {
    // ONIX 2.1 Series.
    record.series = textOf(series, 'TitleOfSeries') ?? titleTextOf(childOf(series, 'Title'));
    record.seriesNumber = textOf(series, 'NumberWithinSeries');
  }
}

/** 'Collins, Suzanne' → 'Suzanne Collins'. */
const uninvert = (inverted: string) => {
  const comma = inverted.indexOf(',');
  return comma === -1 ? inverted : `${inverted.slice(comma + 1).trim()} ${inverted.slice(0, comma).trim()}`.trim();
};

function contributorsOf(detail: OnixElement): ContributorRecord[] {
  const contributors = childrenOf(detail, 'Contributor').map((contributor, index) => {
    const beforeKey = textOf(contributor, 'NamesBeforeKey');
    const keyNames = textOf(contributor, 'KeyNames');
    const inverted = textOf(contributor, 'PersonNameInverted') ?? textOf(contributor, 'CorporateNameInverted');
    const corporateName = textOf(contributor, 'CorporateName');
    const name =
      textOf(contributor, 'PersonName') ??
      (keyNames ? [beforeKey, keyNames].filter(Boolean).join(' ') : null) ??
      (inverted ? uninvert(inverted) : null) ??
      corporateName;
    // An organisation is filed under its whole name.
    const keyName = keyNames ?? (inverted ? inverted.split(',')[0]?.trim() : null) ?? corporateName;
    const countries = [
      ...textsOf(contributor, 'CountryCode'),
      ...childrenOf(contributor, 'ContributorPlace').flatMap((place) => textsOf(place, 'CountryCode')),
    ];
    const sequence = Number(textOf(contributor, 'SequenceNumber') ?? Number.NaN);
    return {
      order: Number.isFinite(sequence) ? sequence : index + 1_000_000,
      contributor: name
        ? {
            name,
            role: contributorRoleOf(textOf(contributor, 'ContributorRole')),
            bio: textOf(contributor, 'BiographicalNote'),
            isCanadian: countries.some((code) => code.toUpperCase() === 'CA'),
            ...(keyName ? { keyName } : {}),
          }
        : null,
    };
  });
  return contributors
    .sort((a, b) => a.order - b.order)
    .flatMap(({ contributor }) => (contributor ? [contributor] : []));
}

function readForm(detail: OnixElement, record: ProductRecord) {
  const binding = bindingOf(textOf(detail, 'ProductForm'), textsOf(detail, 'ProductFormDetail'));
  if (!binding) return;
  record.bindingCode = binding.bindingCode;
  record.binding = binding.binding;
  record.isAudiobook = binding.isAudiobook;
}

function readEdition(detail: OnixElement, record: ProductRecord) {
  const editionNumber = textOf(detail, 'EditionNumber');
  record.edition = textOf(detail, 'EditionStatement') ?? (editionNumber ? editionFromNumber(editionNumber) : null);
  const editionTypes = [...textsOf(detail, 'EditionType'), ...textsOf(detail, 'EditionTypeCode')];
  record.isLargePrint =
    editionTypes.some((type) => largePrintEditionTypes.has(type.toUpperCase())) ||
    [record.title, record.subtitle, record.edition].some((text) => text !== null && largePrintPattern.test(text));
}

function languageOf(detail: OnixElement): string | null {
  const languages = childrenOf(detail, 'Language');
  const language = preferred(languages, 'LanguageRole', ['01']) ?? languages[0];
  return (textOf(language, 'LanguageCode') ?? textOf(detail, 'LanguageOfText'))?.toLowerCase() ?? null;
}

function pagesOf(detail: OnixElement, record: ProductRecord): number | null {
  // List 23: 00 main content, 07 total numbered, 08 production count, 10/11 of the print counterpart.
  const extents = childrenOf(detail, 'Extent').filter((extent) => (textOf(extent, 'ExtentUnit') ?? '03') === '03');
  const extent = preferred(extents, 'ExtentType', ['00', '07', '08', '10', '11']);
  const text = textOf(extent, 'ExtentValue') ?? textOf(detail, 'NumberOfPages');
  if (text === null) return null;
  const pages = Number(text);
  if (!Number.isInteger(pages) || pages < 0) {
    record.problems.push(`page count '${text}' is not a whole number`);
    return null;
  }
  return pages;
}

function readMeasures(detail: OnixElement, typeName: string, record: ProductRecord) {
  for (const measure of childrenOf(detail, 'Measure')) {
    const text = textOf(measure, 'Measurement');
    const value = Number(text);
    if (text === null || !Number.isFinite(value)) {
      record.problems.push(`measurement '${text ?? ''}' is not a number`);
      continue;
    }
    const unit = textOf(measure, 'MeasureUnitCode');
    switch (textOf(measure, typeName)) {
      case '01':
        record.heightIn = toInches(value, unit);
        break;
      case '02':
        record.widthIn = toInches(value, unit);
        break;
      case '08':
        record.weightLb = toPounds(value, unit);
        break;
      default:
    }
  }
}

function readSubjects(detail: OnixElement, record: ProductRecord) {
  const basic = textOf(detail, 'BASICMainSubject'); // ONIX 2.1: the main BISAC code
  if (basic) record.subjects.push({ scheme: 'BISAC', code: basic.toUpperCase(), label: null });
  for (const subject of childrenOf(detail, 'Subject')) {
    const scheme = subjectSchemeOf(textOf(subject, 'SubjectSchemeIdentifier'));
    const code = textOf(subject, 'SubjectCode');
    if (!scheme || !code) continue;
    record.subjects.push({
      scheme,
      code: scheme === 'BISAC' ? code.toUpperCase() : code,
      label: textOf(subject, 'SubjectHeadingText'),
    });
  }
}

/** Text types of list 153 (ONIX 3.0) and list 33 (ONIX 2.1) the importer keeps. */
const textKinds = {
  onix3: { description: ['03', '02'], reviews: ['06', '07', '08', '09'], bio: ['12'] },
  onix21: { description: ['01', '03', '02'], reviews: ['05', '06', '07', '08', '10'], bio: ['13'] },
};

function readTextContents(texts: OnixElement[], typeName: string, record: ProductRecord) {
  const kinds = typeName === 'TextType' ? textKinds.onix3 : textKinds.onix21;
  record.description = textOf(preferred(texts, typeName, kinds.description), 'Text');
  for (const text of texts) {
    const type = textOf(text, typeName);
    const content = textOf(text, 'Text');
    if (!content || type === null) continue;
    if (kinds.reviews.includes(type)) {
      record.reviews.push({
        content,
        author: textOf(text, 'TextAuthor') ?? '',
        sourceTitle:
          textOf(text, 'SourceTitle') ?? textOf(text, 'TextSourceTitle') ?? textOf(text, 'TextSourceCorporate') ?? '',
      });
    }
    // A product-level biography belongs to the first contributor when no contributor has one.
    const first = record.contributors[0];
    if (kinds.bio.includes(type) && first && record.contributors.every((c) => c.bio === null)) first.bio = content;
  }
}

function readOtherTexts(product: OnixElement, record: ProductRecord) {
  readTextContents(childrenOf(product, 'OtherText'), 'TextTypeCode', record);
  record.description ??= textOf(product, 'MainDescription') ?? textOf(product, 'Annotation');
}

function readPublishing(publishing: OnixElement, record: ProductRecord) {
  const publishers = childrenOf(publishing, 'Publisher');
  record.publisher =
    textOf(preferred(publishers, 'PublishingRole', ['01']) ?? publishers[0], 'PublisherName') ??
    textOf(publishing, 'PublisherName') ??
    textOf(childOf(publishing, 'Imprint'), 'ImprintName');
  // List 163: 01 publication date, 11 date of first publication.
  const date =
    textOf(preferred(childrenOf(publishing, 'PublishingDate'), 'PublishingDateRole', ['01', '11']), 'Date') ??
    textOf(publishing, 'PublicationDate');
  if (date !== null) {
    record.releaseDate = parseOnixDate(date);
    if (record.releaseDate === null) record.problems.push(`publication date '${date}' is not a date`);
  }
}

function workIdentifierOf(product: OnixElement): string | null {
  const relatedWorks = childrenOf(childOf(product, 'RelatedMaterial'), 'RelatedWork');
  const work = preferred(relatedWorks, 'WorkRelationCode', ['01']) ?? relatedWorks[0];
  const identifier = childOf(work, 'WorkIdentifier') ?? childOf(product, 'WorkIdentifier');
  const value = textOf(identifier, 'IDValue');
  return value ? `${textOf(identifier, 'WorkIDType') ?? '01'}:${value}` : null;
}

function readSupply(supplies: OnixElement[], typeName: string, record: ProductRecord) {
  const prices = supplies.flatMap((supply) => childrenOf(supply, 'Price'));
  // List 58: 01 RRP excluding tax, 02 RRP including tax, then any other price.
  const inCurrency = (currency: string) => {
    const matching = prices.filter((price) => textOf(price, 'CurrencyCode')?.toUpperCase() === currency);
    return preferred(matching, typeName, ['01', '02']) ?? matching[0];
  };
  record.listPriceUsaCents = centsOf(textOf(inCurrency('USD'), 'PriceAmount'), record);
  record.listPriceCanCents = centsOf(textOf(inCurrency('CAD'), 'PriceAmount'), record);
  for (const supply of supplies) {
    const pack = textOf(supply, 'PackQuantity');
    if (pack === null) continue;
    const quantity = Number(pack);
    if (Number.isInteger(quantity) && quantity > 0) record.cartonQty ??= quantity;
    else record.problems.push(`pack quantity '${pack}' is not a whole number`);
  }
}

function centsOf(amount: string | null, record: ProductRecord): number | null {
  if (amount === null) return null;
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 0) {
    record.problems.push(`price '${amount}' is not an amount`);
    return null;
  }
  return Math.round(value * 100);
}
