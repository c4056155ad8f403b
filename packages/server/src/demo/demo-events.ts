import { eventLimits } from '@bookfront/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createTitleFactsService } from '../modules/catalog/title-facts-service.ts';
import { createTitleRepository } from '../modules/catalog/title-repository.ts';
import { createEventsAdminService } from '../modules/events/admin-service.ts';
import { createEventsRepository } from '../modules/events/repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const downtown = 'Riverbend Books Downtown, 214 Main Street, Portland';
const eastside = 'Riverbend Books Eastside, 3020 SE Division Street, Portland';

type DemoEvent = {
  id: string;
  name: string;
  /** Day of the week (0 Sunday … 6 Saturday) and how many weeks after the next one; -1 is the last one. */
  weekday: number;
  week: number;
  time: string;
  minutes: number;
  place: string;
  description: string;
  books: string[];
  tickets?: { label: string; url: string }[];
};

const storyTimeBooks = {
  first: ['9780099408390', '9780060775858'],
  second: ['9780241003008', '9780064440202', '9780140501827'],
};

const storyTime = (id: string, week: number, books: string[]): DemoEvent => ({
  id,
  name: 'Saturday Story Time',
  weekday: 6,
  week,
  time: '10:30',
  minutes: 45,
  place: `${downtown} (children’s corner)`,
  description:
    '<p>Picture books read aloud for little ones aged 2 to 6 and the grown-ups who bring them. Free, no need to book.</p>[calendar]<p>We finish with a song and a colouring sheet to take home.</p>',
  books,
});

/** docs/features/events.md#demo-events: last week's story time and a dozen events over the two months after the day the demo is loaded. */
export const demoEvents: DemoEvent[] = [
  storyTime('demo-story-time-last-week', -1, storyTimeBooks.first),
  storyTime('demo-story-time', 0, storyTimeBooks.second),
  storyTime('demo-story-time-later', 2, storyTimeBooks.first),
  storyTime('demo-story-time-week-4', 4, storyTimeBooks.second),
  {
    id: 'demo-book-club-ishiguro',
    name: 'Riverbend Book Club: Never Let Me Go',
    weekday: 2,
    week: 1,
    time: '19:00',
    minutes: 90,
    place: eastside,
    description:
      '<p>This month the club reads Kazuo Ishiguro’s <em>Never Let Me Go</em>. Newcomers are welcome, whether you have finished the book or not.</p>[calendar]<p>Tea and biscuits are on us; members get 10% off the book in the shop.</p>',
    books: ['9781400078776', '9780571225385'],
  },
  {
    id: 'demo-earthsea-reading',
    name: 'An Evening of Earthsea: readings from Ursula K. Le Guin',
    weekday: 4,
    week: 1,
    time: '19:00',
    minutes: 90,
    place: downtown,
    description:
      '<p>Four Portland writers read their favourite passages from Ursula K. Le Guin, who lived and wrote in this city, and talk about what her books taught them.</p>[calendar]<p>Seats are free but limited: please reserve one.</p>',
    books: ['9780553383041', '9780441007318', '9780061054884'],
    tickets: [{ label: 'Reserve a free seat', url: 'https://riverbend-books.example.com/earthsea' }],
  },
  {
    id: 'demo-local-authors-night',
    name: 'Local Authors Night',
    weekday: 5,
    week: 3,
    time: '18:30',
    minutes: 120,
    place: eastside,
    description:
      '<p>Writers from around the Willamette Valley read from new and forthcoming work, followed by a signing and a chance to meet them.</p>',
    books: [],
  },
  {
    id: 'demo-poetry-by-the-fire',
    name: 'Poetry by the Fire',
    weekday: 3,
    week: 2,
    time: '19:30',
    minutes: 75,
    place: downtown,
    description:
      '<p>Bring a poem you love, by you or by anyone else, and read it by the fireplace upstairs. Listeners just as welcome.</p>[calendar]<p>Mulled cider from the café next door.</p>',
    books: ['9780517206065', '9780143039952'],
  },
  {
    id: 'demo-teen-book-club',
    name: 'Teen Book Club: The Hunger Games',
    weekday: 1,
    week: 3,
    time: '16:30',
    minutes: 60,
    place: `${eastside} (the loft)`,
    description:
      '<p>For readers aged 13 to 17: this month we argue about Panem over pizza. Read the first book, or just come along.</p>',
    books: ['9780439023481', '9780439023498'],
  },
  {
    id: 'demo-mystery-night',
    name: 'Murder on Main Street: a mystery panel',
    weekday: 4,
    week: 4,
    time: '19:00',
    minutes: 90,
    place: downtown,
    description:
      '<p>Three Pacific Northwest crime writers on plotting, red herrings and the books that kept them up at night.</p>[calendar]<p>Signed copies will be on sale.</p>',
    books: ['9780307269751', '9781594633669', '9780192835086'],
  },
  {
    id: 'demo-gift-wrapping',
    name: 'Free Gift Wrapping Weekend',
    weekday: 0,
    week: 3,
    time: '11:00',
    minutes: 360,
    place: eastside,
    description:
      '<p>Buy a book, any book, and our staff wrap it for you in paper printed by a local artist. No need to book.</p>',
    books: [],
  },
  {
    id: 'demo-book-club-kite-runner',
    name: 'Riverbend Book Club: The Kite Runner',
    weekday: 2,
    week: 5,
    time: '19:00',
    minutes: 90,
    place: eastside,
    description:
      '<p>Next month the club reads Khaled Hosseini’s <em>The Kite Runner</em>. Newcomers are welcome.</p>[calendar]<p>Members get 10% off the book in the shop.</p>',
    books: ['9781594480003'],
  },
  {
    id: 'demo-writing-workshop',
    name: 'Saturday Afternoon Writing Workshop',
    weekday: 6,
    week: 7,
    time: '14:00',
    minutes: 120,
    place: downtown,
    description:
      '<p>A two-hour workshop on beginnings: how a story earns its first page. For writers of every level; bring a notebook.</p>[calendar]<p>Places are limited to twelve.</p>',
    books: [],
    tickets: [{ label: 'Book a place ($15)', url: 'https://riverbend-books.example.com/workshop' }],
  },
];

/**
 * Puts the demo events in the store, their dates counted from `now` in the store's time zone. Run
 * again, they are replaced and dated afresh. Only books the loaded catalogue has are attached.
 */
export async function loadDemoEvents(db: Kysely<Database>, storeId: string, now: number): Promise<number> {
  const repo = createEventsRepository(db);
  const titleFacts = createTitleFactsService(createTitleRepository(db));
  const admin = createEventsAdminService({ repo, titleFacts });
  const today = dayjs.unix(now).tz(eventLimits.timeZone).startOf('day');
  for (const event of demoEvents) {
    await repo.remove(storeId, event.id);
    const ahead = (event.weekday - today.day() + 7) % 7 || 7;
    const day = today.add(ahead + 7 * event.week, 'day').format('YYYY-MM-DD');
    const startsAt = dayjs.tz(`${day} ${event.time}:00`, eventLimits.timeZone).unix();
    const books: string[] = [];
    for (const eisbn of event.books) if (await titleFacts.findTitle(eisbn)) books.push(eisbn);
    await admin.createEvent(
      storeId,
      {
        id: event.id,
        name: event.name,
        description: event.description,
        imgPath: '',
        place: event.place,
        startsAt,
        endsAt: startsAt + event.minutes * 60,
        tickets: event.tickets ?? [],
        books,
      },
      now,
    );
  }
  return demoEvents.length;
}
