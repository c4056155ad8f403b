import { describe, expect, it } from 'vitest';
import { editDistance, TypoIndex } from './typo-index.ts';

const vocabulary = [
  { word: 'potter', frequency: 40 },
  { word: 'porter', frequency: 5 },
  { word: 'potters', frequency: 3 },
  { word: 'mockingjay', frequency: 2 },
  { word: 'mocking', frequency: 4 },
  { word: 'rowling', frequency: 25 },
  { word: 'stephen', frequency: 30 },
  { word: 'philosopher', frequency: 6 },
  { word: 'dune', frequency: 9 },
  { word: 'stevens', frequency: 2 },
  { word: 'kathryn', frequency: 4 },
  { word: 'katherine', frequency: 7 },
];

describe('typo index', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['poter', 'potter', 1],
    ['ptoter', 'potter', 1],
    ['rowilng', 'rowling', 1],
    ['philospoher', 'philosopher', 1],
    ['filosopher', 'philosopher', 2],
  ])('counts the edits from %s to %s, a transposition as one', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it('finds the words one edit away from a word of five to seven letters, closest then most frequent', () => {
    const index = TypoIndex.build(vocabulary);

    expect(index.candidates('poter').map((candidate) => candidate.word)).toEqual(['potter', 'porter']);
    expect(index.candidates('pottr').map((candidate) => candidate.word)).toEqual(['potter']);
    expect(index.candidates('rowlign')).toEqual([{ word: 'rowling', distance: 1, frequency: 25, soundsAlike: false }]);
  });

  it('finds words two edits away from a word of eight letters or more, wherever the slips are', () => {
    const index = TypoIndex.build(vocabulary);

    expect(index.candidates('filosopher').map((candidate) => candidate.word)).toEqual(['philosopher']);
    expect(index.candidates('philosophre').map((candidate) => candidate.word)).toEqual(['philosopher']);
    expect(index.candidates('mokcingjya').map((candidate) => candidate.word)).toEqual(['mockingjay']);
  });

  it('gives short words no candidates and allows one edit only below eight letters', () => {
    const index = TypoIndex.build(vocabulary);

    expect(index.candidates('dnue')).toEqual([]);
    expect(index.candidates('stepehn').map((candidate) => candidate.word)).toEqual(['stephen']);
    expect(index.candidates('stapher')).toEqual([]);
  });

  it('finds a name that sounds alike one edit further, and counts it one edit closer', () => {
    const index = TypoIndex.build(vocabulary);

    expect(index.candidates('steven')).toEqual([
      { word: 'stephen', distance: 2, frequency: 30, soundsAlike: true },
      { word: 'stevens', distance: 1, frequency: 2, soundsAlike: false },
    ]);
    expect(index.candidates('catherine').map((candidate) => candidate.word)).toEqual(['katherine']);
  });

  it('finds no sound-alike further than two edits, or one edit further with other vowels', () => {
    const index = TypoIndex.build(vocabulary);

    expect(index.candidates('peter')).toEqual([]);
    expect(index.candidates('catherine').map((candidate) => candidate.word)).not.toContain('kathryn');
  });

  it('knows how many titles hold a word', () => {
    const index = TypoIndex.build(vocabulary);

    expect(index.frequencyOf('potter')).toBe(40);
    expect(index.frequencyOf('poter')).toBe(0);
  });
});
