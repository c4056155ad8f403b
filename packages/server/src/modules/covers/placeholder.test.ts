import { describe, expect, it } from 'vitest';
import { clothColours, placeholderSvg, wrapText } from './placeholder.ts';

describe('wrapText', () => {
  it('breaks at spaces within the line length', () => {
    expect(wrapText('The Old Man and the Sea', 12, 5)).toEqual(['The Old Man', 'and the Sea']);
  });

  it('hyphenates a word longer than a line', () => {
    expect(wrapText('Supercalifragilistic', 8, 5)).toEqual(['Superca-', 'lifragi-', 'listic']);
  });

  it('ends the last kept line with an ellipsis when the text is too long', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });
});

describe('placeholderSvg', () => {
  it('keeps the colour of a title the same on every run and varies it between titles', () => {
    expect(clothColours('9780316769488')).toEqual(clothColours('9780316769488'));
    expect(clothColours('9780316769488')).not.toEqual(clothColours('9780141439518'));
  });

  it('drops characters XML does not allow', () => {
    const svg = placeholderSvg({ eisbn: '9780316769488', title: 'Bell\u0007 Jar', author: '' });

    expect(svg).toContain('>Bell Jar<');
  });
});
