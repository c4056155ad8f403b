import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { PagesAdminService } from '../modules/pages/admin-service.ts';
import type { CliContext } from './context.ts';
import { withStoreDatabase } from './store-database.ts';

const collect = (value: string, previous: string[]) => [...previous, value];

const blockTypes = ['list', 'event', 'html', 'banner'] as const;
const placements = ['banner', 'featured', 'left_sidebar', 'other'] as const;
type BlockType = (typeof blockTypes)[number];
type Placement = (typeof placements)[number];

function oneOf<T extends string>(values: readonly T[]) {
  return (text: string): T => {
    const found = values.find((value) => value === text);
    if (!found) throw new InvalidArgumentError(`One of: ${values.join(', ')}.`);
    return found;
  };
}

function wholeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new InvalidArgumentError('Give a whole number.');
  return value;
}

type BlockOptions = {
  store?: string;
  page?: string;
  type?: BlockType;
  placement?: Placement;
  name?: string;
  header?: string;
  hideHeader?: boolean;
  description?: string;
  list?: string;
  event?: string;
  image?: string;
  link?: string;
  limit?: number;
  calendarWidgets?: boolean;
  titles?: boolean;
  position?: number;
  isbn: string[];
};

type FeatureOptions = {
  store?: string;
  header?: string;
  hideHeader?: boolean;
  description?: string;
  image?: string;
  category?: string;
  subCategory?: string;
  banner?: boolean;
  isbn: string[];
  add: string[];
  remove: string[];
};

const blockFieldOptions = (command: Command) =>
  command
    .option('--store <id>', 'the store (default: the default store)')
    .option('--placement <placement>', `where on the page: ${placements.join(', ')}`, oneOf(placements))
    .option('--name <name>', "the bookseller's own name for the block")
    .option('--header <header>', 'the heading shown above the block')
    .option('--hide-header', 'do not show the heading')
    .option('--description <html>', 'words shown with the block (an html block is only these), as HTML')
    .option('--list <list_id>', 'list blocks: the store list to show (a featured list id, or from page:blocks)')
    .option('--event <event_id>', 'event blocks: one event (default: the next three)')
    .option('--image <url>', 'banner blocks: the picture, an http(s) address or a path on this site')
    .option('--link <url>', 'banner blocks: where the picture leads')
    .option('--limit <n>', 'list blocks: titles shown, 1–24; event blocks: events, 1–3', wholeNumber)
    .option('--calendar-widgets', 'event blocks: show the calendar links')
    .option('--isbn <isbn>', "list blocks: a title to add to the block's list (repeatable, in order)", collect, []);

const featureFieldOptions = (command: Command) =>
  command
    .option('--store <id>', 'the store (default: the default store)')
    .option('--hide-header', 'do not show the header on the list card')
    .option('--description <html>', 'what the list is, as HTML')
    .option('--image <url>', 'a picture: an http(s) address or a path on this site')
    .option('--category <category>', "the features page's filter, e.g. 'Fiction'")
    .option('--sub-category <sub_category>', "within the category, e.g. 'Mystery'")
    .option('--banner', 'place it as a banner');

/** Only the options given: what an update changes. */
function blockChanges(options: BlockOptions) {
  return {
    ...(options.placement === undefined ? {} : { placement: options.placement }),
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.header === undefined ? {} : { header: options.header }),
    ...(options.hideHeader === undefined ? {} : { headerVisible: !options.hideHeader }),
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.list === undefined ? {} : { listId: options.list }),
    ...(options.event === undefined ? {} : { eventId: options.event }),
    ...(options.image === undefined ? {} : { image: options.image }),
    ...(options.link === undefined ? {} : { link: options.link }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    ...(options.calendarWidgets === undefined ? {} : { calendarWidgets: options.calendarWidgets }),
    ...(options.titles === undefined ? {} : { hasTitles: options.titles }),
    ...(options.position === undefined ? {} : { position: options.position }),
    isbns: options.isbn,
  };
}

function featureChanges(options: FeatureOptions) {
  return {
    ...(options.header === undefined ? {} : { header: options.header }),
    ...(options.hideHeader === undefined ? {} : { headerVisible: !options.hideHeader }),
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.image === undefined ? {} : { image: options.image }),
    ...(options.category === undefined ? {} : { category: options.category }),
    ...(options.subCategory === undefined ? {} : { subCategory: options.subCategory }),
    ...(options.banner === undefined ? {} : { placement: options.banner ? ('banner' as const) : ('other' as const) }),
  };
}

/**
 * `page:*` and `feature:*`: the blocks of the home page and custom pages, and the featured lists
 * (docs/features/custom-pages.md#running-pages).
 */
export function addPageCommands(program: Command, context: CliContext): void {
  async function withPages<T>(
    storeOption: string | undefined,
    work: (pages: PagesAdminService, storeId: string, now: number) => Promise<T>,
  ): Promise<T> {
    // Loaded when the command runs (see program.ts).
    const [
      { createTitleFactsService },
      { createTitleRepository },
      { createTitleService },
      { createListsRepository },
      { createListsService },
      { createPagesAdminService },
      { createPagesRepository },
      { nowSeconds },
    ] = await Promise.all([
      import('../modules/catalog/title-facts-service.ts'),
      import('../modules/catalog/title-repository.ts'),
      import('../modules/catalog/title-service.ts'),
      import('../modules/lists/repository.ts'),
      import('../modules/lists/service.ts'),
      import('../modules/pages/admin-service.ts'),
      import('../modules/pages/repository.ts'),
      import('../lib/time.ts'),
    ]);
    return withStoreDatabase(context, storeOption, (db, storeId) => {
      const titleRepository = createTitleRepository(db);
      const pages = createPagesAdminService({
        repo: createPagesRepository(db),
        lists: createListsService({ repo: createListsRepository(db), titles: createTitleService(titleRepository) }),
        titleFacts: createTitleFactsService(titleRepository),
      });
      return work(pages, storeId, nowSeconds());
    });
  }

  program
    .command('page:blocks')
    .description("List the blocks of the store's pages in order: id, page, type, placement, header, list or event.")
    .option('--store <id>', 'the store (default: the default store)')
    .option('--page <page_id>', "only this page: 'home' or a navigation item's id")
    .action((options: { store?: string; page?: string }) =>
      withPages(options.store, async (pages, storeId) => {
        const blocks = await pages.listBlocks(storeId, options.page);
        if (blocks.length === 0) context.stdout(`No blocks yet. Add one with page:add-block.\n`);
        for (const block of blocks) {
          context.stdout(
            `${block.id}\t${block.pageId}\t${block.type}\t${block.placement}\t${block.header || block.name || '-'}\t${block.listId || block.eventId || '-'}\n`,
          );
        }
      }),
    );

  blockFieldOptions(
    program
      .command('page:add-block')
      .description('Add a block at the end of a page; prints its id (and its list, for a list block).')
      .requiredOption('--page <page_id>', "'home' for the home page, or a navigation item's id")
      .requiredOption('--type <type>', `${blockTypes.join(', ')}`, oneOf(blockTypes)),
  )
    .addHelpText(
      'after',
      `\nExample:\n  npm run bookfront -- page:add-block --page home --type list --header 'Staff picks' --isbn 9780141439518\n`,
    )
    .action((options: BlockOptions & { page: string; type: BlockType }) =>
      withPages(options.store, async (pages, storeId, now) => {
        const { id, listId } = await pages.addBlock(
          storeId,
          { pageId: options.page, type: options.type, ...blockChanges(options) },
          now,
        );
        context.stdout(`Added block '${id}' to page '${options.page}'${listId ? ` showing list '${listId}'` : ''}.\n`);
      }),
    );

  blockFieldOptions(
    program
      .command('page:update-block')
      .description("Change a block; only the options given change (--isbn adds titles to a list block's list).")
      .argument('<block_id>', 'from page:blocks')
      .option('--position <n>', 'its place on the page (blocks show in increasing order)', wholeNumber)
      .option('--no-titles', 'list blocks: show the header and View all link without covers'),
  ).action((blockId: string, options: BlockOptions) =>
    withPages(options.store, async (pages, storeId, now) => {
      await pages.updateBlock(storeId, blockId, blockChanges(options), now);
      context.stdout(`Updated block '${blockId}'.\n`);
    }),
  );

  program
    .command('page:remove-block')
    .description('Remove a block from its page.')
    .argument('<block_id>', 'from page:blocks')
    .option('--store <id>', 'the store (default: the default store)')
    .action((blockId: string, options: { store?: string }) =>
      withPages(options.store, async (pages, storeId) => {
        await pages.removeBlock(storeId, blockId);
        context.stdout(`Removed block '${blockId}'.\n`);
      }),
    );

  featureFieldOptions(
    program
      .command('feature:add')
      .description('Add a featured list to the features page; prints its list id.')
      .requiredOption('--header <header>', "the list's name")
      .option('--isbn <isbn>', 'a title on the list (repeatable, in order)', collect, []),
  )
    .addHelpText(
      'after',
      `\nExample:\n  npm run bookfront -- feature:add --header 'Cosy mysteries' --category Fiction --sub-category Mystery --isbn 9780062073488\n`,
    )
    .action((options: FeatureOptions & { header: string }) =>
      withPages(options.store, async (pages, storeId, now) => {
        const listId = await pages.addFeature(
          storeId,
          { ...featureChanges(options), header: options.header, isbns: options.isbn },
          now,
        );
        context.stdout(`Added featured list '${listId}' to store '${storeId}'.\n`);
      }),
    );

  program
    .command('feature:list')
    .description("List the store's featured lists: list id, category, sub-category, header, titles.")
    .option('--store <id>', 'the store (default: the default store)')
    .action((options: { store?: string }) =>
      withPages(options.store, async (pages, storeId) => {
        const features = await pages.listFeatures(storeId);
        if (features.length === 0) context.stdout(`No featured lists yet. Add one with feature:add.\n`);
        for (const feature of features) {
          context.stdout(
            `${feature.listId}\t${feature.category || '-'}\t${feature.subCategory || '-'}\t${feature.header}\t${feature.titles} title(s)\n`,
          );
        }
      }),
    );

  featureFieldOptions(
    program
      .command('feature:update')
      .description('Change a featured list; only the options given change.')
      .argument('<list_id>', 'from feature:list')
      .option('--header <header>', "the list's name")
      .option('--add <isbn>', 'a title to add (repeatable)', collect, [])
      .option('--remove <isbn>', 'a title to take off (repeatable)', collect, []),
  ).action((listId: string, options: FeatureOptions) =>
    withPages(options.store, async (pages, storeId, now) => {
      await pages.updateFeature(
        storeId,
        listId,
        { ...featureChanges(options), add: options.add, remove: options.remove },
        now,
      );
      context.stdout(`Updated featured list '${listId}'.\n`);
    }),
  );

  program
    .command('feature:delete')
    .description('Remove a featured list and its titles.')
    .argument('<list_id>', 'from feature:list')
    .option('--store <id>', 'the store (default: the default store)')
    .action((listId: string, options: { store?: string }) =>
      withPages(options.store, async (pages, storeId) => {
        await pages.deleteFeature(storeId, listId);
        context.stdout(`Deleted featured list '${listId}'.\n`);
      }),
    );
}
