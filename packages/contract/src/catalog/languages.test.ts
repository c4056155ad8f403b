import { describe, expect, it } from 'vitest';
import { commonLanguageName } from './languages.ts';

describe('commonLanguageName', () => {
  it('names the common languages as Intl does in English, in either code form and any case', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const code of ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'jpn', 'zho', 'kor', 'ara', 'rus', 'heb', 'nld']) {
      expect(commonLanguageName(code)).toBe(intl.of(code));
    }
    expect(commonLanguageName('FRE')).toBe('French');
    expect(commonLanguageName('ger')).toBe('German');
  });

  it('leaves other codes unnamed', () => {
    expect(commonLanguageName('lat')).toBeUndefined();
  });
});
