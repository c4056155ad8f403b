import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createTitleFactsService } from '../modules/catalog/title-facts-service.ts';
import { createTitleRepository } from '../modules/catalog/title-repository.ts';
import { createTitleService } from '../modules/catalog/title-service.ts';
import { createListsRepository } from '../modules/lists/repository.ts';
import { createListsService } from '../modules/lists/service.ts';
import { createPagesAdminService } from '../modules/pages/admin-service.ts';
import { createPagesRepository } from '../modules/pages/repository.ts';

const day = 86_400;

type DemoFeature = {
  key: string;
  header: string;
  category: string;
  subCategory: string;
  description: string;
  /** Days before the demo is loaded that it was posted. */
  postedDaysAgo: number;
  isbns: string[];
};

/** docs/features/custom-pages.md#demo-pages: the demo store's featured lists, in two categories. */
export const demoFeatures: DemoFeature[] = [
  {
    key: 'staff-picks',
    header: 'Staff picks: winter 2026',
    category: 'Fiction',
    subCategory: 'Literary',
    description: '<p>The books our booksellers keep pressing into customers’ hands this season.</p>',
    postedDaysAgo: 2,
    isbns: [
      '9780385534635', // The Night Circus
      '9781400078776', // Never Let Me Go
      '9780770430078', // Life of Pi
      '9780375831003', // The Book Thief
      '9780804139021', // The Martian
      '9780670025817', // The Boys in the Boat
      '9781400032716', // The Curious Incident of the Dog in the Night-Time
      '9780345418265', // The Princess Bride
      '9780140285604', // Cat's Cradle
      '9780307592736', // Wild
      '9780679783268', // Pride and Prejudice
      '9780618260300', // The Hobbit
    ],
  },
  {
    key: 'mysteries',
    header: 'Cosy mysteries and page-turners',
    category: 'Fiction',
    subCategory: 'Mystery & Thriller',
    description: '<p>For a rainy weekend with the kettle on: detectives, puzzles and a few sleepless nights.</p>',
    postedDaysAgo: 9,
    isbns: [
      '9780192835086', // The Adventures of Sherlock Holmes
      '9780307269751', // The Girl with the Dragon Tattoo
      '9781594633669', // The Girl on the Train
      '9780297859383', // Gone Girl
      '9780307277671', // The Da Vinci Code
      '9780385338608', // A Time to Kill
      '9780307269980', // The Girl Who Played with Fire
      '9780739303405', // The Devil in the White City
    ],
  },
  {
    key: 'worlds',
    header: 'Worlds to get lost in',
    category: 'Fiction',
    subCategory: 'Science Fiction & Fantasy',
    description: '<p>Dragons, starships and everything between, chosen by our fantasy and science fiction shelf.</p>',
    postedDaysAgo: 16,
    isbns: [
      '9780340839935', // Dune
      '9780618346257', // The Fellowship of the Ring
      '9780345391803', // The Hitchhiker's Guide to the Galaxy
      '9780812550702', // Ender's Game
      '9780553588484', // A Game of Thrones
      '9780553803716', // Foundation
      '9780345404473', // Do Androids Dream of Electric Sheep?
      '9780060987107', // Wicked
    ],
  },
  {
    key: 'classics',
    header: 'Classics worth rereading',
    category: 'Fiction',
    subCategory: 'Classics',
    description: '<p>The ones you were made to read at school, and why they are better now.</p>',
    postedDaysAgo: 30,
    isbns: [
      '9780061120084', // To Kill a Mockingbird
      '9780743273565', // The Great Gatsby
      '9780451524935', // 1984
      '9780142437209', // Jane Eyre
      '9780451529305', // Little Women
      '9780142000670', // Of Mice and Men
      '9780553213973', // Journey to the Center of the Earth
    ],
  },
  {
    key: 'book-club',
    header: 'Riverbend Book Club picks',
    category: 'Fiction',
    subCategory: 'Literary',
    description: '<p>What the club has read this year. Members get 10% off the month’s book.</p>',
    postedDaysAgo: 45,
    isbns: [
      '9781400078776', // Never Let Me Go
      '9781594480003', // The Kite Runner
      '9780399155345', // The Help
      '9781594489501', // A Thousand Splendid Suns
      '9780142001745', // The Secret Life of Bees
      '9780965818674', // The Time Traveler's Wife
    ],
  },
  {
    key: 'read-aloud',
    header: 'Read-aloud favourites',
    category: 'Children & Teens',
    subCategory: 'Chapter books',
    description: '<p>Chapter books for bedtime, one chapter at a time (or three, if they ask nicely).</p>',
    postedDaysAgo: 5,
    isbns: [
      '9780064410939', // Charlotte's Web
      '9780060764890', // The Lion, the Witch, and the Wardrobe
      '9780439554930', // Harry Potter and the Sorcerer's Stone
      '9781435122949', // Alice's Adventures in Wonderland
      '9780786838653', // The Lightning Thief
      '9780385732550', // The Giver
    ],
  },
  {
    key: 'young-adult',
    header: 'Series to binge',
    category: 'Children & Teens',
    subCategory: 'Young Adult',
    description: '<p>Start one of these on a Friday and see you on Monday.</p>',
    postedDaysAgo: 12,
    isbns: [
      '9780439023481', // The Hunger Games
      '9780439023498', // Catching Fire
      '9780439023511', // Mockingjay
      '9780062024039', // Divergent
      '9781416914280', // City of Bones
      '9780316015844', // Twilight
    ],
  },
  {
    key: 'poetry',
    header: 'Poetry by the fire',
    category: 'Fiction',
    subCategory: 'Poetry',
    description: '<p>Short evenings, long poems.</p>',
    postedDaysAgo: 60,
    isbns: [
      '9780143039952', // The Odyssey
      '9780517206065', // Emily Dickinson, Selected Poems
      '9780393320978', // Beowulf
      '9780001000391', // The Prophet
      '9780679433132', // The Divine Comedy
    ],
  },
];

const newArrivals = [
  '9780553213973', // Journey to the Center of the Earth
  '9780140621334', // Three Men in a Boat
  '9780517206065', // Emily Dickinson, Selected Poems
  '9780192835086', // The Adventures of Sherlock Holmes
  '9780679776192', // Tao Te Ching
  '9780451529305', // Little Women
  '9780140439441', // David Copperfield
  '9780451528186', // Sir Gawain and the Green Knight
  '9781435122949', // Alice's Adventures in Wonderland & Other Stories
  '9780486266893', // Candide
  '9780140449334', // Meditations
  '9781416916178', // Five Little Peppers and How They Grew
  '9780679433132', // The Divine Comedy
  '9780143039952', // The Odyssey
];

const kids = [
  '9780439554930', // Harry Potter and the Sorcerer's Stone
  '9780064410939', // Charlotte's Web
  '9780060764890', // The Lion, the Witch, and the Wardrobe
  '9780786838653', // The Lightning Thief
  '9780385732550', // The Giver
  '9780439064866', // Harry Potter and the Chamber of Secrets
  '9781435122949', // Alice's Adventures in Wonderland
  '9780439023481', // The Hunger Games
  '9780375831003', // The Book Thief
  '9780316015844', // Twilight
];

/**
 * Puts the demo store's home page, About page and featured lists in the store
 * (docs/features/custom-pages.md#demo-pages). Run again, they are replaced. Only titles the loaded
 * catalogue has are listed. Answers the number of featured lists.
 */
export async function loadDemoPages(
  db: Kysely<Database>,
  storeId: string,
  now: number,
  /** The home banner's picture under /files (demo-banner.ts); without one the banner is its words. */
  bannerImage = '',
): Promise<number> {
  const titleRepository = createTitleRepository(db);
  const titleFacts = createTitleFactsService(titleRepository);
  const lists = createListsService({ repo: createListsRepository(db), titles: createTitleService(titleRepository) });
  const pages = createPagesAdminService({ repo: createPagesRepository(db), lists, titleFacts });
  const known = async (isbns: string[]) => {
    const found: string[] = [];
    for (const isbn of isbns) if (await titleFacts.findTitle(isbn)) found.push(isbn);
    return found;
  };

  await pages.clearAll(storeId);
  const featureIds = new Map<string, string>();
  for (const feature of demoFeatures) {
    const listId = await pages.addFeature(
      storeId,
      {
        header: feature.header,
        category: feature.category,
        subCategory: feature.subCategory,
        description: feature.description,
        isbns: await known(feature.isbns),
      },
      now - feature.postedDaysAgo * day,
    );
    featureIds.set(feature.key, listId);
  }

  const block = async (draft: Parameters<typeof pages.addBlock>[1]) =>
    pages.addBlock(storeId, { ...draft, isbns: await known(draft.isbns ?? []) }, now);
  await block({
    pageId: 'home',
    type: 'banner',
    header: 'Winter reading at Riverbend',
    image: bannerImage,
    description:
      '<p>Staff picks for long evenings, new arrivals every week, and a book club that always has room for one more.</p>',
    link: '/features',
  });
  await block({
    pageId: 'home',
    type: 'list',
    header: 'Staff picks',
    listId: featureIds.get('staff-picks') ?? '',
    limit: 24,
  });
  await block({ pageId: 'home', type: 'list', header: 'New arrivals', isbns: newArrivals, limit: 24 });
  await block({
    pageId: 'home',
    type: 'list',
    header: 'Cosy mysteries and page-turners',
    listId: featureIds.get('mysteries') ?? '',
    limit: 24,
  });
  await block({ pageId: 'home', type: 'list', header: 'For young readers', isbns: kids, limit: 24 });
  await block({ pageId: 'home', type: 'event', placement: 'left_sidebar', header: 'Upcoming events' });
  await block({
    pageId: 'home',
    type: 'list',
    placement: 'left_sidebar',
    header: 'Book club picks',
    listId: featureIds.get('book-club') ?? '',
    limit: 4,
  });

  await block({
    pageId: 'about',
    type: 'html',
    header: 'Our story',
    description:
      '<p>Riverbend Books opened on Main Street in 1987 with two thousand books and one cat. Today we are two shops in Portland, Downtown and Eastside, and still choose every book on our shelves by hand.</p><p>We run story time every Saturday, a book club that meets once a month, and readings with writers from around the Willamette Valley. Ask us for a recommendation: it is our favourite question.</p>',
  });
  await block({ pageId: 'about', type: 'event', header: 'Come and see us', calendarWidgets: true });
  return demoFeatures.length;
}
