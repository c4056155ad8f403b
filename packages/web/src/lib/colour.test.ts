import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, shadeForText, shadesAround } from './colour.ts';

describe('colour helpers', () => {
  it('keeps the primary colour itself as the primary shade', () => {
    expect(shadesAround('#1f5c4a')[6]).toBe('#1f5c4a');
  });

  it('puts white text on dark primaries and dark text on light ones', () => {
    expect(readableTextOn('#1f5c4a')).toBe('#ffffff');
    expect(readableTextOn('#ffd43b')).toBe('#1a1b1e');
  });

  it('darkens a light colour until it reads as text on white', () => {
    const shade = shadeForText('#ffd43b', '#ffffff');

    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
