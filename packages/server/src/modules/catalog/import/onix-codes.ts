/*
 * The ONIX code lists the importer translates (EDItEUR code lists; the same codes in 2.1 and 3.0
 * unless noted). Anything not listed keeps a neutral value rather than failing the record.
 */

/** List 17, contributor role → the role word stored on title_contributors. */
const contributorRoles: Record<string, string> = {
  A01: 'author',
  A02: 'author', // with
  A03: 'screenplay',
  A06: 'composer',
  A07: 'artist',
  A08: 'photographer',
  A09: 'created by',
  A10: 'from an idea by',
  A12: 'illustrator',
  A13: 'photographer',
  A15: 'preface',
  A16: 'prologue',
  A19: 'afterword',
  A22: 'epilogue',
  A23: 'foreword',
  A24: 'introduction',
  A29: 'introduction',
  A32: 'contributor',
  A35: 'cartoonist',
  A36: 'cover illustrator',
  A37: 'cover photographer',
  A38: 'original author',
  B01: 'editor',
  B02: 'editor', // revised by
  B03: 'retold by',
  B05: 'adapted by',
  B06: 'translator',
  B09: 'series editor',
  B10: 'editor', // edited and translated by
  B11: 'editor-in-chief',
  B13: 'volume editor',
  B15: 'editorial board',
  B21: 'general editor',
  E01: 'performer',
  E03: 'narrator',
  E07: 'narrator', // read by
  E08: 'performer',
};

export function contributorRoleOf(code: string | null): string {
  if (!code) return 'author';
  return contributorRoles[code.toUpperCase()] ?? 'contributor';
}

/** Words a CSV may use for a role, besides the ONIX codes above. */
export function roleFromText(text: string): string {
  const trimmed = text.trim();
  if (/^[A-Z]\d{2}$/i.test(trimmed)) return contributorRoleOf(trimmed);
  const word = trimmed.toLowerCase();
  if (word === 'reader' || word === 'read by') return 'narrator';
  return word === '' ? 'author' : word;
}

export type Binding = { bindingCode: string; binding: string; isAudiobook: boolean };

/** List 150 (product form) with list 175 (form detail) → the storefront's binding. */
export function bindingOf(productForm: string | null, formDetails: string[]): Binding | null {
  if (!productForm) return null;
  const form = productForm.toUpperCase();
  if (form === 'BB') return { bindingCode: 'HC', binding: 'Hardcover', isAudiobook: false };
  if (form === 'BC') {
    // B101 mass market (rack) paperback; B102 trade paperback (US).
    if (formDetails.includes('B101'))
      return { bindingCode: 'MM', binding: 'Mass Market Paperback', isAudiobook: false };
    return { bindingCode: 'TP', binding: 'Paperback', isAudiobook: false };
  }
  const fixed = fixedForms[form];
  if (fixed) return fixed;
  if (form.startsWith('A')) return { bindingCode: form, binding: 'Audiobook', isAudiobook: true };
  if (form.startsWith('E') || form === 'DG') return { bindingCode: 'EB', binding: 'eBook', isAudiobook: false };
  if (form.startsWith('B')) return { bindingCode: form, binding: 'Book', isAudiobook: false };
  return { bindingCode: form, binding: 'Other', isAudiobook: false };
}

const fixedForms: Record<string, Binding> = {
  BA: { bindingCode: 'BK', binding: 'Book', isAudiobook: false },
  BE: { bindingCode: 'SP', binding: 'Spiral-bound', isAudiobook: false },
  BG: { bindingCode: 'LE', binding: 'Leather / Fine Binding', isAudiobook: false },
  BH: { bindingCode: 'BD', binding: 'Board Book', isAudiobook: false },
  BI: { bindingCode: 'RB', binding: 'Rag Book', isAudiobook: false },
  BJ: { bindingCode: 'BT', binding: 'Bath Book', isAudiobook: false },
  BK: { bindingCode: 'NV', binding: 'Novelty Book', isAudiobook: false },
  AC: { bindingCode: 'CD', binding: 'Audio CD', isAudiobook: true },
  AJ: { bindingCode: 'DA', binding: 'Downloadable Audio', isAudiobook: true },
  AN: { bindingCode: 'DA', binding: 'Downloadable Audio', isAudiobook: true },
  AE: { bindingCode: 'AD', binding: 'Audio Disc', isAudiobook: true },
  AB: { bindingCode: 'AT', binding: 'Audio Cassette', isAudiobook: true },
  AI: { bindingCode: 'DV', binding: 'DVD Audio', isAudiobook: true },
  AK: { bindingCode: 'PA', binding: 'Pre-loaded Audio Player', isAudiobook: true },
  CA: { bindingCode: 'MP', binding: 'Map', isAudiobook: false },
  PC: { bindingCode: 'CL', binding: 'Calendar', isAudiobook: false },
  VI: { bindingCode: 'DVD', binding: 'DVD Video', isAudiobook: false },
  ZZ: { bindingCode: 'OT', binding: 'Other', isAudiobook: false },
};

/** List 28 audience code → adult, young_adult, children or general. */
export function audienceOf(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case '01': // general/trade: a non-specialist adult audience
    case '05': // college/higher education
    case '06': // professional and scholarly
    case '08': // adult education
      return 'adult';
    case '02':
      return 'children';
    case '03':
      return 'young_adult';
    default: // 04 school, 07 ELT/ESL, 09 second-language teaching
      return 'general';
  }
}

/** List 50 measure unit → factor to inches (lengths) or pounds (weights). */
const lengthToInches: Record<string, number> = { in: 1, cm: 1 / 2.54, mm: 1 / 25.4 };
const weightToPounds: Record<string, number> = {
  lb: 1,
  oz: 1 / 16,
  gr: 1 / 453.59237,
  g: 1 / 453.59237,
  kg: 2.20462262,
};

export function toInches(value: number, unit: string | null): number | null {
  const factor = lengthToInches[(unit ?? '').toLowerCase()];
  return factor === undefined ? null : round(value * factor, 2);
}

export function toPounds(value: number, unit: string | null): number | null {
  const factor = weightToPounds[(unit ?? '').toLowerCase()];
  return factor === undefined ? null : round(value * factor, 2);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** List 27 subject scheme → the scheme stored on title_subjects (null: not kept). */
export function subjectSchemeOf(identifier: string | null): 'BISAC' | 'THEMA' | null {
  if (identifier === '10') return 'BISAC';
  if (identifier !== null && /^9[3-9]$/.test(identifier)) return 'THEMA';
  return null;
}

/** List 21 edition type: large type / large print, ultra large print. */
export const largePrintEditionTypes = new Set(['LTE', 'ULP']);

export const largePrintPattern = /\blarge[ -]?(print|type)\b/i;

/**
 * An ONIX date (YYYYMMDD, YYYYMM, YYYY, or YYYY-MM-DD) → UTC unix seconds at midnight; null if it
 * is not one. A month or year alone means its first day.
 */
export function parseOnixDate(text: string): number | null {
  const match = /^(\d{4})-?(\d{2})?-?(\d{2})?/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? 1 : Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCMonth() !== month - 1) return null; // 31 February
  return time / 1000;
}

/** '2' → '2nd edition'. */
export function editionFromNumber(number: string): string {
  const value = Number(number);
  if (!Number.isInteger(value) || value <= 0) return `Edition ${number}`;
  const teens = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th');
  return `${value}${suffix} edition`;
}
