import { describe, expect, it } from 'vitest';
import { authorSortKey, derivedWorkKey, keyNameOf, normaliseForKey, titleSortKey } from './title-keys.ts';

const author = (name: string, keyName?: string) => ({ name, role: 'author', ...(keyName ? { keyName } : {}) });

describe('work keys', () => {
  it('keeps the letters of every script, so titles in Arabic, Persian or Japanese are keyed apart', () => {
    const keys = [
      derivedWorkKey('مئة عام من العزلة', [author('غابرييل غارسيا ماركيث')]),
      derivedWorkKey('الحب في زمن الكوليرا', [author('غابرييل غارسيا ماركيث')]),
      derivedWorkKey('بوف کور', [author('صادق هدایت')]),
      derivedWorkKey('ノルウェイの森', [author('村上春樹')]),
      derivedWorkKey('नमक का दारोगा', [author('प्रेमचंद')]),
    ];

    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]?.split('|').map((part) => part.split(' ').length)).toEqual([4, 3]);
    expect(keys.every((key) => key !== null && !key.startsWith('|'))).toBe(true);
  });

  it('keys the same work alike whatever its accents, vowel points, letter forms and punctuation', () => {
    expect(normaliseForKey('Cien años de soledad!')).toBe(normaliseForKey('CIEN ANOS DE SOLEDAD'));
    // Harakat and the tatweel, and the Arabic and Persian forms of yeh and kaf.
    expect(normaliseForKey('كِتابـي')).toBe(normaliseForKey('کتابی'));
    expect(normaliseForKey('Ｔｈｅ Ｈｏｂｂｉｔ')).toBe('the hobbit');
  });

  it('groups nothing by a title without letters or digits', () => {
    expect(derivedWorkKey('?!', [author('Ada Fields')])).toBeNull();
  });
});

describe('title sort keys', () => {
  it.each([
    ['The Hobbit', 'eng', 'hobbit'],
    ['A Wrinkle in Time', null, 'wrinkle in time'],
    ['An Abundance of Katherines', 'eng', 'abundance of katherines'],
    ['Anna Karenina', 'eng', 'anna karenina'],
    ['El amor en los tiempos del cólera', 'spa', 'amor en los tiempos del colera'],
    ['La casa de los espíritus', 'spa', 'casa de los espiritus'],
    ["L'Étranger", 'fre', 'etranger'],
    ['Der Process', 'ger', 'process'],
    ['Der Process', 'eng', 'der process'],
    ['The', 'eng', 'the'],
  ])('%s (%s) sorts as %s', (title, language, expected) => {
    expect(titleSortKey(title, language)).toBe(expected);
  });
});

describe('author sort keys', () => {
  it.each([
    ['J. R. R. Tolkien', 'Tolkien'],
    ['Ursula K. Le Guin', 'Le Guin'],
    ['Martin Luther King Jr.', 'King'],
    ['Anne de Vries', 'de Vries'],
    ['Colette', 'Colette'],
  ])("files %s under '%s'", (name, expected) => {
    expect(keyNameOf(author(name))).toBe(expected);
  });

  it('files under the key name the file gives, then the whole name; nothing for a title without contributors', () => {
    expect(authorSortKey([author('Gabriel García Márquez', 'García Márquez')])).toBe(
      'garcia marquez gabriel garcia marquez',
    );
    expect(authorSortKey([{ name: 'Ann Editor', role: 'editor' }, author('Zed Zane')])).toBe('zane zed zane');
    expect(authorSortKey([])).toBeNull();
  });
});
