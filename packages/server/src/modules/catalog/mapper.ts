import type { TitleDetail, TitleSummary } from '@bookfront/contract';
import type { TitleAvailability } from './availability.ts';
import { hyphenatedIsbn13 } from '../../lib/identifiers.ts';

export type SummaryRow = {
  eisbn: string;
  title: string;
  subtitle: string | null;
  series: string | null;
  seriesNumber: string | null;
  bindingCode: string | null;
  binding: string | null;
  releaseDate: number | null;
  isLargePrint: number;
  cartonQty: number | null;
};

export type ContributorRow = {
  eisbn: string;
  name: string;
  role: string;
  bio: string | null;
  isCanadian: number;
};

export type DetailRow = SummaryRow & {
  isbn10: string | null;
  upc: string | null;
  publisher: string | null;
  edition: string | null;
  language: string | null;
  description: string | null;
  pages: number | null;
  widthIn: number | null;
  heightIn: number | null;
  weightLb: number | null;
  audience: string | null;
  interiors: string;
};

export type DetailParts = {
  subjects: { code: string; label: string; scheme: string }[];
  /** The viewing store's own subjects of the title (docs/features/store-console.md#catalogue-and-stock). */
  storeSubjects: { code: string; label: string }[];
  reviews: { content: string; author: string; sourceTitle: string }[];
  hasLibroAudiobook: boolean;
};

export function toTitleSummary(options: {
  row: SummaryRow;
  contributors: ContributorRow[];
  coverKey: string | undefined;
  availability: TitleAvailability;
  now: number;
}): TitleSummary {
  const { row, availability } = options;
  return {
    eisbn: row.eisbn,
    title: row.title,
    subtitle: row.subtitle ?? '',
    series: row.series ?? '',
    series_num: row.seriesNumber ?? '',
    authors: options.contributors.map((contributor) => ({
      name: contributor.name,
      canadian: contributor.isCanadian === 1,
      role: contributor.role,
    })),
    binding: row.binding ?? '',
    binding_code: row.bindingCode ?? '',
    release_date: row.releaseDate,
    is_forthcoming: row.releaseDate !== null && row.releaseDate > options.now,
    is_large_print: row.isLargePrint === 1,
    is_giftcard: false,
    rank: availability.rank,
    status: availability.status,
    price: availability.price,
    list_price_usa: availability.listPriceUsa,
    list_price_can: availability.listPriceCan,
    carton_qty: row.cartonQty,
    cover_image_cache: options.coverKey ?? '',
    multistore_available: availability.multistoreAvailable,
    at_other_locations: availability.atOtherLocations,
    available: availability.available,
  };
}

function parseInteriors(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** 'Fiction / Science Fiction / General' → subject 'Fiction / Science Fiction / General' with its parts. */
const toSubject = (subject: { code: string; label: string }) => ({
  subject: subject.label,
  code: subject.code,
  sub_labels: subject.label
    .split(' / ')
    .map((label) => label.trim())
    .filter((label) => label !== '')
    .map((label) => ({ label })),
});

export function toTitleDetail(
  summary: TitleSummary,
  row: DetailRow,
  contributors: ContributorRow[],
  parts: DetailParts,
): TitleDetail {
  const interiors = parseInteriors(row.interiors);
  return {
    ...summary,
    isbn: hyphenatedIsbn13(row.eisbn),
    upc: row.upc ?? '',
    publisher: row.publisher ?? '',
    edition: row.edition ?? '',
    language: row.language ?? '',
    description: row.description ?? '',
    bio: contributors.map((contributor) => contributor.bio ?? '').filter((bio) => bio.trim() !== ''),
    reviews: parts.reviews.map((review) => ({
      content: review.content,
      author: review.author,
      source_title: review.sourceTitle,
    })),
    comments: [],
    // The import's STORE scheme subjects are for browse menus, not the item page; the subjects a
    // store gives the title itself are its own, shown after the catalogue's.
    subjects: [...parts.subjects.filter((subject) => subject.scheme !== 'STORE'), ...parts.storeSubjects].map(
      toSubject,
    ),
    pages: row.pages,
    width: row.widthIn,
    height: row.heightIn,
    weight: row.weightLb,
    has_libro_audiobook: parts.hasLibroAudiobook,
    audience: row.audience ?? '',
    interiors,
    has_interiors: interiors.length > 0,
    last_order: null,
  };
}
