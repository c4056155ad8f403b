import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { EventsAdminService } from '../modules/events/admin-service.ts';
import type * as EventDates from '../modules/events/dates.ts';
import { CliError, type CliContext } from './context.ts';
import { withStoreDatabase } from './store-database.ts';

const collect = (value: string, previous: string[]) => [...previous, value];

type Ticket = { label: string; url: string };

/** 'Reserve a seat=https://…': a ticket link's label and address. */
function collectTicket(text: string, previous: Ticket[]): Ticket[] {
  const split = text.lastIndexOf('=http');
  if (split <= 0) throw new InvalidArgumentError("Write a ticket link as 'label=https://…'.");
  return [...previous, { label: text.slice(0, split), url: text.slice(split + 1) }];
}

function parseMinutes(text: string): number {
  const minutes = Number(text);
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 60 * 24 * 14) {
    throw new InvalidArgumentError('Give whole minutes, from 0 to 20160 (two weeks).');
  }
  return minutes;
}

type EventOptions = {
  store?: string;
  name?: string;
  start?: string;
  end?: string;
  minutes?: number;
  place?: string;
  description?: string;
  image?: string;
  ticket: Ticket[];
  book: string[];
};

const eventFieldOptions = (command: Command, forUpdate: boolean) =>
  command
    .option('--store <id>', 'the store (default: the default store)')
    .option('--start <time>', "'YYYY-MM-DD HH:mm' in the store's time zone (America/Los_Angeles)")
    .option('--end <time>', "'YYYY-MM-DD HH:mm'; or give --minutes")
    .option('--minutes <minutes>', 'how long it lasts (default 60 when adding)', parseMinutes)
    .option('--place <place>', "where, one line, e.g. 'Riverbend Books, 210 Water Street'")
    .option('--description <html>', "what it is, as HTML; '[calendar]' on a line of its own ends the summary")
    .option('--image <url>', 'a picture: an http(s) address or a path on this site')
    .option(
      '--ticket <label=url>',
      `a ticket or sign-up link (repeatable${forUpdate ? '; replaces the links it had' : ''})`,
      collectTicket,
      [],
    );

/** `event:*`: the store's events and the books shown with them (docs/features/events.md#running-events). */
export function addEventCommands(program: Command, context: CliContext): void {
  async function withEvents<T>(
    storeOption: string | undefined,
    work: (events: EventsAdminService, storeId: string, dates: typeof EventDates) => Promise<T>,
  ): Promise<T> {
    // Loaded when the command runs (see program.ts).
    const [
      { createTitleFactsService },
      { createTitleRepository },
      { createEventsAdminService },
      { createEventsRepository },
      dates,
    ] = await Promise.all([
      import('../modules/catalog/title-facts-service.ts'),
      import('../modules/catalog/title-repository.ts'),
      import('../modules/events/admin-service.ts'),
      import('../modules/events/repository.ts'),
      import('../modules/events/dates.ts'),
    ]);
    return withStoreDatabase(context, storeOption, (db, storeId) => {
      const events = createEventsAdminService({
        repo: createEventsRepository(db),
        titleFacts: createTitleFactsService(createTitleRepository(db)),
      });
      return work(events, storeId, dates);
    });
  }

  function timeOf(dates: typeof EventDates, text: string, option: string): number {
    const seconds = dates.localTimeSeconds(text);
    if (seconds === null) throw new CliError(`${option} is 'YYYY-MM-DD HH:mm', e.g. '2026-12-03 19:00'. Got: ${text}`);
    return seconds;
  }

  eventFieldOptions(
    program
      .command('event:add')
      .description("Add an event to a store's events page; prints its id.")
      .requiredOption('--name <name>', "the event's name"),
    false,
  )
    .option('--book <isbn>', 'a book shown with the event (repeatable)', collect, [])
    .addHelpText(
      'after',
      `\nExample:\n  npm run bookfront -- event:add --name 'Story time' --start '2026-12-05 10:30' --minutes 45 --book 9780064430173\n`,
    )
    .action((options: EventOptions & { name: string; start?: string }) =>
      withEvents(options.store, async (events, storeId, dates) => {
        if (options.start === undefined) throw new CliError('Give the start: --start "YYYY-MM-DD HH:mm".');
        const startsAt = timeOf(dates, options.start, '--start');
        const endsAt =
          options.end !== undefined ? timeOf(dates, options.end, '--end') : startsAt + (options.minutes ?? 60) * 60;
        const { nowSeconds } = await import('../lib/time.ts');
        const id = await events.createEvent(
          storeId,
          {
            name: options.name,
            description: options.description ?? '',
            imgPath: options.image ?? '',
            place: options.place ?? '',
            startsAt,
            endsAt,
            tickets: options.ticket,
            books: options.book,
          },
          nowSeconds(),
        );
        context.stdout(`Added event '${id}' to store '${storeId}'.\n`);
      }),
    );

  program
    .command('event:list')
    .description("List a store's events, soonest first: id, start, end, name, views, books.")
    .option('--store <id>', 'the store (default: the default store)')
    .action((options: { store?: string }) =>
      withEvents(options.store, async (events, storeId, dates) => {
        const list = await events.listEvents(storeId);
        if (list.length === 0) context.stdout(`Store '${storeId}' has no events yet. Add one with event:add.\n`);
        for (const event of list) {
          context.stdout(
            `${event.id}\t${dates.formatLocalTime(event.startsAt)}\t${dates.formatLocalTime(event.endsAt)}\t${event.name}\t${event.views} view(s)\t${event.books.length} book(s)\n`,
          );
        }
      }),
    );

  eventFieldOptions(
    program
      .command('event:update')
      .description('Change an event; only the options given change.')
      .argument('<event_id>', 'from event:list')
      .option('--name <name>', "the event's name"),
    true,
  ).action((eventId: string, options: EventOptions) =>
    withEvents(options.store, async (events, storeId, dates) => {
      const { nowSeconds } = await import('../lib/time.ts');
      const startsAt = options.start === undefined ? undefined : timeOf(dates, options.start, '--start');
      let endsAt = options.end === undefined ? undefined : timeOf(dates, options.end, '--end');
      if (endsAt === undefined && options.minutes !== undefined) {
        const current = (await events.listEvents(storeId)).find((event) => event.id === eventId);
        endsAt = (startsAt ?? current?.startsAt ?? 0) + options.minutes * 60;
      }
      await events.updateEvent(
        storeId,
        eventId,
        {
          ...(options.name === undefined ? {} : { name: options.name }),
          ...(options.description === undefined ? {} : { description: options.description }),
          ...(options.image === undefined ? {} : { imgPath: options.image }),
          ...(options.place === undefined ? {} : { place: options.place }),
          ...(startsAt === undefined ? {} : { startsAt }),
          ...(endsAt === undefined ? {} : { endsAt }),
          ...(options.ticket.length === 0 ? {} : { tickets: options.ticket }),
        },
        nowSeconds(),
      );
      context.stdout(`Updated event '${eventId}'.\n`);
    }),
  );

  program
    .command('event:delete')
    .description('Remove an event from the events page.')
    .argument('<event_id>', 'from event:list')
    .option('--store <id>', 'the store (default: the default store)')
    .action((eventId: string, options: { store?: string }) =>
      withEvents(options.store, async (events, storeId) => {
        await events.deleteEvent(storeId, eventId);
        context.stdout(`Deleted event '${eventId}'.\n`);
      }),
    );

  program
    .command('event:books')
    .description("Add books to an event's books (after those it has), or take them off.")
    .argument('<event_id>', 'from event:list')
    .option('--store <id>', 'the store (default: the default store)')
    .option('--add <isbn>', 'a book to show with the event (repeatable)', collect, [])
    .option('--remove <isbn>', 'a book to take off (repeatable)', collect, [])
    .action((eventId: string, options: { store?: string; add: string[]; remove: string[] }) =>
      withEvents(options.store, async (events, storeId) => {
        if (options.add.length === 0 && options.remove.length === 0) {
          throw new CliError('Name books with --add <isbn> or --remove <isbn>.');
        }
        if (options.add.length > 0) await events.changeBooks(storeId, eventId, options.add, { remove: false });
        const books =
          options.remove.length > 0
            ? await events.changeBooks(storeId, eventId, options.remove, { remove: true })
            : (await events.listEvents(storeId)).find((event) => event.id === eventId)?.books;
        context.stdout(
          `Event '${eventId}' shows ${books?.length ?? 0} book(s)${books?.length ? `: ${books.join(', ')}` : ''}.\n`,
        );
      }),
    );
}
