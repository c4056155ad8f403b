/**
 * English names of the languages most titles are in, by ONIX's ISO 639-2 code (bibliographic or
 * terminology form). The filter's options are named from it, and the item page names these
 * without building Intl.DisplayNames, which takes 70–140 ms on a phone.
 */
const languageNames: Record<string, string> = {
  eng: 'English',
  spa: 'Spanish',
  fre: 'French',
  fra: 'French',
  ger: 'German',
  deu: 'German',
  ita: 'Italian',
  por: 'Portuguese',
  jpn: 'Japanese',
  chi: 'Chinese',
  zho: 'Chinese',
  kor: 'Korean',
  ara: 'Arabic',
  rus: 'Russian',
  heb: 'Hebrew',
  dut: 'Dutch',
  nld: 'Dutch',
};

/** The English name of a common language code, in any case; undefined for the others. */
export const commonLanguageName = (code: string): string | undefined => languageNames[code.toLowerCase()];
