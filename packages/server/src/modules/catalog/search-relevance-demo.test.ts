import { expect, it } from 'vitest';
import { loadDemo } from '../../demo/load-demo.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { browse, settleCatalogue } from './test-catalogue.ts';

/**
 * What shoppers type into the demo store's search, each with the title that must be among the first
 * five results (docs/features/browse-and-search.md#typos, #names): slips in titles and authors, names
 * written with or without dots and accents, and authors' names as keywords, whose own books come first.
 */
const cases: { query: string; kind?: 'author'; firstFive: string }[] = [
  // A slip in a title.
  { query: 'harry poter', firstFive: "Harry Potter and the Sorcerer's Stone" },
  { query: 'hunger gmaes', firstFive: 'The Hunger Games' },
  { query: 'mockingjy', firstFive: 'Mockingjay' },
  { query: 'to kill a mockingbrid', firstFive: 'To Kill a Mockingbird' },
  { query: 'great gatbsy', firstFive: 'The Great Gatsby' },
  { query: 'pride and prejudise', firstFive: 'Pride and Prejudice' },
  { query: 'girl with the dragon tatoo', firstFive: 'The Girl with the Dragon Tattoo' },
  { query: 'the hobit', firstFive: 'The Hobbit' },
  { query: 'murder on the orient expres', firstFive: 'Murder on the Orient Express' },
  { query: 'frankenstien', firstFive: 'Frankenstein' },
  { query: 'wuthering hieghts', firstFive: 'Wuthering Heights' },
  { query: 'the kite runer', firstFive: 'The Kite Runner' },
  { query: 'fahrenhiet 451', firstFive: 'Fahrenheit 451' },
  { query: 'brave new wrold', firstFive: 'Brave New World' },
  { query: 'the alchemsit', firstFive: 'The Alchemist' },
  { query: 'the book theif', firstFive: 'The Book Thief' },
  { query: 'litle women', firstFive: 'Little Women' },
  { query: 'outlers', firstFive: 'Outliers: The Story of Success' },
  { query: 'the martain', firstFive: 'The Martian' },
  // A title as written, punctuation left out.
  { query: 'handmaids tale', firstFive: "The Handmaid's Tale" },
  { query: 'catch 22', firstFive: 'Catch-22' },
  { query: 'moby dick', firstFive: 'Moby-Dick or, The Whale' },
  // A slip in an author's name.
  { query: 'suzane collins', kind: 'author', firstFive: 'The Hunger Games' },
  { query: 'stehpen king', kind: 'author', firstFive: 'The Shining' },
  { query: 'agatha cristie', kind: 'author', firstFive: 'And Then There Were None' },
  { query: 'margaret atwod', firstFive: "The Handmaid's Tale" },
  { query: 'khaled hoseini', firstFive: 'The Kite Runner' },
  { query: 'markus zuzak', firstFive: 'The Book Thief' },
  { query: 'george orwel', firstFive: '1984' },
  { query: 'rowlnig', firstFive: "Harry Potter and the Sorcerer's Stone" },
  { query: 'tolkein', firstFive: 'The Hobbit' },
  { query: 'dan brwon', firstFive: 'Angels & Demons' },
  // Initials with or without dots and spaces, and letters without their accents.
  { query: 'jk rowling', firstFive: "Harry Potter and the Sorcerer's Stone" },
  { query: 'j k rowling', kind: 'author', firstFive: "Harry Potter and the Sorcerer's Stone" },
  { query: 'jrr tolkien', firstFive: 'The Hobbit' },
  { query: 'f scott fitzgerald', firstFive: 'The Great Gatsby' },
  { query: 'cs lewis', firstFive: 'The Lion, the Witch, and the Wardrobe' },
  { query: 'charlotte bronte', firstFive: 'Jane Eyre' },
  { query: 'emily bronte', firstFive: 'Wuthering Heights' },
  // An author's name as keywords: their own books before books about them.
  { query: 'stephen king', firstFive: 'The Shining' },
  { query: 'agatha christie', firstFive: 'And Then There Were None' },
  { query: 'ray bradbury', firstFive: 'Fahrenheit 451' },
  { query: 'jane austen', firstFive: 'Pride and Prejudice' },
];

describeEachDatabase('search relevance on the demo catalogue', (dialect) => {
  it(`finds the expected title among the first five for each of ${cases.length} searches a shopper types`, async () => {
    const app = await buildTestApp({ dialect });
    await loadDemo({ db: app.db, dataDir: app.dataDir });
    // As a running store answers: from the catalogue's sets in memory, once it has settled.
    await settleCatalogue(app);

    const misses: string[] = [];
    for (const { query, kind, firstFive } of cases) {
      const result = await browse(app, { t: query, ...(kind ? { k: kind } : {}) });
      const titles = result.rows.slice(0, 5).map((row) => row.title);
      if (!titles.includes(firstFive)) misses.push(`${query} (${kind ?? 'keyword'}): ${titles.join(' | ')}`);
    }
    expect(misses).toEqual([]);
  });
});
