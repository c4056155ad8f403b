/**
 * What every reader (ONIX 3.0, ONIX 2.1, CSV) yields: one product as the file described it, with
 * codes already translated, before validation. `title-rows.ts` checks it and turns it into rows.
 */
export type ProductRecord = {
  /** ONIX RecordReference, or the CSV's record_reference / eisbn column; null when the file gives none. */
  reference: string | null;
  /** The line the record starts on. */
  line: number;
  identifiers: {
    isbn13: string | null;
    /** A GTIN-13 / EAN-13 that need not be an ISBN (ONIX ProductIDType 03). */
    gtin13: string | null;
    isbn10: string | null;
    upc: string | null;
  };
  title: string | null;
  subtitle: string | null;
  contributors: ContributorRecord[];
  series: string | null;
  seriesNumber: string | null;
  publisher: string | null;
  /** UTC unix seconds. */
  releaseDate: number | null;
  bindingCode: string | null;
  binding: string | null;
  isAudiobook: boolean;
  isLargePrint: boolean;
  pages: number | null;
  heightIn: number | null;
  widthIn: number | null;
  weightLb: number | null;
  language: string | null;
  audience: string | null;
  edition: string | null;
  /** HTML as the file gave it; sanitised when turned into rows. */
  description: string | null;
  reviews: ReviewRecord[];
  subjects: SubjectRecord[];
  listPriceUsaCents: number | null;
  listPriceCanCents: number | null;
  cartonQty: number | null;
  /** The ONIX work identifier, e.g. 'ISTC:0A9200800000007C'; null to derive one from title and author. */
  workIdentifier: string | null;
  popularity: number | null;
  averageRating: number | null;
  syntheticFields: string;
  /**
   * Links to the product's interior images as the file gave them (ONIX 3.0 SupportingResource); the
   * importer takes those that are files on this machine (docs/features/item-page.md#gallery).
   */
  interiorImageLinks: string[];
  /** Problems the reader found in values it could not read (a date that is no date, …). */
  problems: string[];
};

export type ContributorRecord = {
  name: string;
  /** A role word: author, editor, illustrator, narrator, translator, … */
  role: string;
  /** HTML. */
  bio: string | null;
  isCanadian: boolean;
  /** The name the contributor is filed under (ONIX KeyNames, the inverted name's first part); else taken from `name`. */
  keyName?: string | null;
};

export type SubjectRecord = { scheme: 'BISAC' | 'THEMA' | 'STORE'; code: string; label: string | null };

export type ReviewRecord = { content: string; author: string; sourceTitle: string };

export function emptyProductRecord(line: number): ProductRecord {
  return {
    reference: null,
    line,
    identifiers: { isbn13: null, gtin13: null, isbn10: null, upc: null },
    title: null,
    subtitle: null,
    contributors: [],
    series: null,
    seriesNumber: null,
    publisher: null,
    releaseDate: null,
    bindingCode: null,
    binding: null,
    isAudiobook: false,
    isLargePrint: false,
    pages: null,
    heightIn: null,
    widthIn: null,
    weightLb: null,
    language: null,
    audience: null,
    edition: null,
    description: null,
    reviews: [],
    subjects: [],
    listPriceUsaCents: null,
    listPriceCanCents: null,
    cartonQty: null,
    workIdentifier: null,
    popularity: null,
    averageRating: null,
    syntheticFields: '',
    interiorImageLinks: [],
    problems: [],
  };
}

/** A record the importer could not take, as the summary reports it. */
export type RejectedRecord = { reference: string | null; line: number | null; reason: string };
