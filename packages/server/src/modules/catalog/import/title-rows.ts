import type { NewTitle, NewTitleContributor, NewTitleReview, NewTitleSubject } from '../../../db/schema.ts';
import { sanitiseHtml } from './description-html.ts';
import { resolveIdentifiers } from '../../../lib/identifiers.ts';
import type { ProductRecord, RejectedRecord } from './product-record.ts';
import { authorSortKey, derivedWorkKey, titleSortKey } from '../title-keys.ts';
import { contributorSearchNames, vocabularyWordsOf } from '../search-text.ts';

/** The rows one product becomes; contributors, subjects and reviews replace the title's old ones. */
export type TitleRows = {
  title: NewTitle;
  contributors: NewTitleContributor[];
  subjects: NewTitleSubject[];
  reviews: NewTitleReview[];
  /** Interior image links as the file gave them; the importer stores those it can read. */
  interiorImageLinks: string[];
  /** The title's words in the catalogue's vocabulary (`vocabularyWordsOf`), worked out with the rows. */
  searchWords: string[];
};

/** A record read and checked: the rows it becomes, or why it cannot be imported. */
export type CheckedRecord = { rows: TitleRows; rejected?: never } | { rows?: never; rejected: RejectedRecord };

/** Fits a value into a column of limited length. */
const clip = (value: string | null, length: number) => (value === null ? null : value.slice(0, length));

/** Editions of one work share a key: the ONIX work identifier, or normalised title + first author. */
export function workKeyOf(record: ProductRecord, title: string): string | null {
  if (record.workIdentifier) return `work:${record.workIdentifier}`;
  return derivedWorkKey(title, record.contributors);
}

/** Checks a record and turns it into rows, or says why it cannot be imported. */
export function toTitleRows(record: ProductRecord, now: number): TitleRows | { reason: string } {
  if (record.problems.length > 0) return { reason: record.problems.join('; ') };
  const identifiers = resolveIdentifiers(record.identifiers);
  if ('reason' in identifiers) return identifiers;
  const title = record.title?.trim();
  if (!title) return { reason: 'has no title' };
  const { eisbn } = identifiers;

  const seenCodes = new Set<string>();
  const subjects: NewTitleSubject[] = [];
  for (const subject of record.subjects) {
    // A code longer than the column is no code of these schemes.
    if (seenCodes.has(subject.code) || subject.code.length > 16) continue;
    seenCodes.add(subject.code);
    subjects.push({ eisbn, code: subject.code, label: subject.label?.trim() || subject.code, scheme: subject.scheme });
  }
  const contributors: NewTitleContributor[] = record.contributors.map((contributor, position) => ({
    eisbn,
    position,
    name: contributor.name,
    role: contributor.role.slice(0, 40),
    bio: sanitiseHtml(contributor.bio),
    isCanadian: contributor.isCanadian ? 1 : 0,
  }));
  const reviews: NewTitleReview[] = [];
  for (const review of record.reviews) {
    const content = sanitiseHtml(review.content);
    if (content)
      reviews.push({
        eisbn,
        position: reviews.length,
        content,
        author: review.author,
        sourceTitle: review.sourceTitle,
      });
  }

  const row: NewTitle = {
    eisbn,
    isbn10: identifiers.isbn10,
    upc: identifiers.upc,
    title,
    subtitle: record.subtitle,
    series: record.series,
    seriesNumber: clip(record.seriesNumber, 20),
    publisher: record.publisher,
    language: clip(record.language, 8),
    releaseDate: record.releaseDate,
    bindingCode: clip(record.bindingCode, 8),
    binding: clip(record.binding, 80),
    pages: record.pages,
    popularity: record.popularity,
    averageRating: record.averageRating,
    syntheticFields: record.syntheticFields,
    edition: record.edition,
    audience: clip(record.audience, 20),
    description: sanitiseHtml(record.description),
    isLargePrint: record.isLargePrint ? 1 : 0,
    isAudiobook: record.isAudiobook ? 1 : 0,
    workKey: workKeyOf(record, title),
    titleSort: titleSortKey(title, record.language),
    authorSort: authorSortKey(record.contributors),
    widthIn: record.widthIn,
    heightIn: record.heightIn,
    weightLb: record.weightLb,
    cartonQty: record.cartonQty,
    contributorNames: contributorSearchNames(record.contributors.map((c) => c.name)),
    subjectLabels: subjects.map((s) => s.label).join(' | '),
    listPriceUsaCents: record.listPriceUsaCents,
    listPriceCanCents: record.listPriceCanCents,
    createdAt: now,
    updatedAt: now,
  };
  return {
    title: row,
    contributors,
    subjects,
    reviews,
    interiorImageLinks: record.interiorImageLinks,
    searchWords: [...vocabularyWordsOf(row)],
  };
}

/** Checks each record as it is read. */
export async function* checkRecords(records: AsyncIterable<ProductRecord>, now: number): AsyncGenerator<CheckedRecord> {
  for await (const record of records) {
    const rows = toTitleRows(record, now);
    yield 'reason' in rows
      ? { rejected: { reference: record.reference, line: record.line, reason: rows.reason } }
      : { rows };
  }
}
