import { describe, expect, it } from 'vitest';
import { contributorSearchNames, joinInitials, vocabularyWordsOf } from './search-text.ts';

describe('search text', () => {
  it.each([
    ['J.K. Rowling', 'JK Rowling'],
    ['J. K. Rowling', 'JK Rowling'],
    ['J K Rowling', 'JK Rowling'],
    ['jk rowling', 'jk rowling'],
    ['George R. R. Martin', 'George RR Martin'],
    ['J.R.R. Tolkien', 'JRR Tolkien'],
    ['Stephen R. Donaldson', 'Stephen R. Donaldson'],
    ['A Tale of Two Cities', 'A Tale of Two Cities'],
  ])('writes the initials of %j as one word', (text, expected) => {
    expect(joinInitials(text)).toBe(expected);
  });

  it('joins no initials across two contributors', () => {
    expect(contributorSearchNames(['Smith J', 'K Brown', 'C.S. Lewis'])).toBe('Smith J | K Brown | CS Lewis');
  });

  it('counts the distinct words of four letters or more as the vocabulary, without ISBNs or numbers', () => {
    const words = vocabularyWordsOf({
      title: 'The Harry Potter Harry',
      subtitle: null,
      series: 'Potter 1999',
      contributorNames: 'JK Rowling',
      publisher: 'Bloomsbury',
      subjectLabels: 'Fiction / Fantasy',
    });

    expect([...words].sort()).toEqual(['bloomsbury', 'fantasy', 'fiction', 'harry', 'potter', 'rowling']);
  });
});
