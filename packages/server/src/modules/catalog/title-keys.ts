/**
 * The keys a title is grouped and sorted by, kept on its row by the importer: the work key that
 * editions share (docs/features/item-page.md#series-editions-and-related-titles) and the title
 * and author sort keys (docs/features/browse-and-search.md#filters-and-sort). Pure, so the
 * importer, the test factories and the migration that fills them in use the same rules
 * (docs/decisions/0022-title-sort-and-work-keys.md).
 */

/**
 * Marks that only add accents or vowel points: Latin, Greek and Cyrillic accents, Hebrew points,
 * Arabic harakat. Other marks (an Indic vowel sign) spell the word, so they stay.
 */
const optionalMarks = /[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
/** The Arabic tatweel stretches a word and the zero-width (non-)joiners only shape it. */
const shapingOnly = /[\u0640\u200c\u200d]/g;

/**
 * Lower-case letters and digits of any script, accents and vowel points dropped, words separated
 * by one space: 'The Hobbit!' → 'the hobbit', 'مئة عام من العزلة' stays itself. Arabic and Persian
 * spellings of yeh and kaf are one letter.
 */
export function normaliseForKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(optionalMarks, '')
    .replace(shapingOnly, '')
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export type KeyedContributor = { name: string; role: string; keyName?: string | null };

/** The contributor a title is filed under: its first author, else its first contributor. */
export const filedContributor = <C extends KeyedContributor>(contributors: C[]): C | undefined =>
  contributors.find((contributor) => contributor.role === 'author') ?? contributors[0];

/**
 * Editions of one work share a key: the work identifier the file gives (`work:…`), else the
 * normalised title and filed contributor ('the hunger games|suzanne collins'); null for a title
 * with neither letters nor digits, which is grouped with nothing.
 */
export function derivedWorkKey(title: string, contributors: KeyedContributor[]): string | null {
  const titleKey = normaliseForKey(title);
  if (titleKey === '') return null;
  const contributor = filedContributor(contributors);
  return `${titleKey}|${contributor ? normaliseForKey(contributor.name) : ''}`;
}

/** Leading articles by the title's language (ISO 639-2/B, with the /T and 639-1 codes too). */
const englishArticles = ['the', 'a', 'an'];
const articlesByLanguage: Record<string, readonly string[]> = {
  eng: englishArticles,
  spa: ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas'],
  fre: ['le', 'la', 'les', "l'", 'un', 'une', 'des'],
  ger: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen'],
  ita: ['il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'un', 'uno', 'una', "un'"],
  por: ['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas'],
  dut: ['de', 'het', 'een', "'t"],
  cat: ['el', 'la', 'els', 'les', "l'", 'un', 'una'],
  swe: ['en', 'ett', 'den', 'det'],
  dan: ['en', 'et', 'den', 'det'],
  nor: ['en', 'et', 'ei', 'den', 'det'],
  gre: ['ο', 'η', 'το', 'οι', 'τα'],
};
const languageAliases: Record<string, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fre',
  fra: 'fre',
  de: 'ger',
  deu: 'ger',
  it: 'ita',
  pt: 'por',
  nl: 'dut',
  nld: 'dut',
  ca: 'cat',
  sv: 'swe',
  da: 'dan',
  no: 'nor',
  nb: 'nor',
  nob: 'nor',
  nn: 'nor',
  nno: 'nor',
  el: 'gre',
  ell: 'gre',
};

/** The articles a title may start with: English ones always (The, A, An), and its language's where known. */
function articlesOf(language: string | null): readonly string[] {
  const code = language?.trim().toLowerCase() ?? '';
  const own = articlesByLanguage[languageAliases[code] ?? code] ?? [];
  return [...new Set([...englishArticles, ...own])];
}

/**
 * A title's sort key: normalised, without a leading article ('The Hobbit' → 'hobbit',
 * "L'Étranger" in French → 'etranger'). A title that is only an article keeps it.
 */
export function titleSortKey(title: string, language: string | null): string {
  const text = title
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\u2019`]/g, "'");
  for (const article of articlesOf(language)) {
    const elided = article.endsWith("'");
    if (!text.startsWith(article)) continue;
    const rest = text.slice(article.length);
    if (!elided && !/^\s/.test(rest)) continue;
    const key = normaliseForKey(rest);
    if (key !== '') return key;
  }
  return normaliseForKey(title);
}

/** Words after a surname that are not part of it. */
const nameSuffixes = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'esq']);
/** Words that belong to the surname that follows them: Ursula K. Le Guin, Anne de Vries. */
const surnameParticles = new Set([
  'de',
  'da',
  'di',
  'do',
  'dos',
  'das',
  'du',
  'del',
  'della',
  'des',
  'der',
  'den',
  'ter',
  'ten',
  'van',
  'von',
  'le',
  'la',
  'st',
  'bin',
  'ibn',
  'al',
  'el',
]);

/**
 * The key name (surname) of a contributor: the one the file gives (ONIX KeyNames), else the last
 * word of the name with the particles before it and without a suffix ('Martin Luther King Jr.' →
 * 'King'). A name of one word is its own key name.
 */
export function keyNameOf(contributor: KeyedContributor): string {
  if (contributor.keyName?.trim()) return contributor.keyName.trim();
  const words = contributor.name
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  while (words.length > 1 && nameSuffixes.has(normaliseForKey(words.at(-1) ?? ''))) words.pop();
  let start = words.length - 1;
  while (start > 1 && surnameParticles.has(normaliseForKey(words[start - 1] ?? ''))) start -= 1;
  return words.slice(Math.max(start, 0)).join(' ');
}

/**
 * The author sort key: the filed contributor's key name, then the whole name ('tolkien j r r
 * tolkien'); null for a title without contributors, which sorts after the rest.
 */
export function authorSortKey(contributors: KeyedContributor[]): string | null {
  const contributor = filedContributor(contributors);
  if (!contributor) return null;
  const key = `${normaliseForKey(keyNameOf(contributor))} ${normaliseForKey(contributor.name)}`.trim();
  return key === '' ? null : key;
}
