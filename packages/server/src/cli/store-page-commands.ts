import type { Command } from 'commander';
import type { StoreAdminService } from '../modules/store/admin-service.ts';
import { CliError, type CliContext } from './context.ts';

type Format = 'html' | 'markdown';

/** The file's format: as named by --format, else by its extension (.md, .markdown), else HTML. */
function formatOf(file: string, option: string | undefined): Format {
  if (option === undefined) return /\.(md|markdown)$/i.test(file) ? 'markdown' : 'html';
  if (option === 'html' || option === 'markdown') return option;
  throw new CliError(`--format is 'html' or 'markdown'. Got: ${option}`);
}

/** `privacy-policy:*`: the store's privacy policy page (docs/features/store-settings.md#privacy-policy). */
export function addStorePageCommands(program: Command, context: CliContext): void {
  async function withStores<T>(work: (stores: StoreAdminService) => Promise<T>): Promise<T> {
    // Loaded when the command runs (see program.ts).
    const [{ migrateToLatest }, { createStoreAdminService }, { createStoreRepository }] = await Promise.all([
      import('../db/migrate.ts'),
      import('../modules/store/admin-service.ts'),
      import('../modules/store/repository.ts'),
    ]);
    const database = await context.openDatabase();
    try {
      await migrateToLatest(database.db);
      return await work(createStoreAdminService(database.db, createStoreRepository(database.db)));
    } finally {
      await database.close();
    }
  }

  program
    .command('privacy-policy:set')
    .description(
      "Set a store's privacy policy page from an HTML or Markdown file; it is sanitised, and the footer then links to it.",
    )
    .argument('<file>', 'an .html or .md file (UTF-8)')
    .option('--store <id>', 'the store (default: the default store)')
    .option('--title <title>', "the page's title (default: Privacy Policy)")
    .option('--format <format>', "'html' or 'markdown' (default: from the file's extension)")
    .addHelpText('after', `\nExample:\n  npm run bookfront -- privacy-policy:set ./privacy-policy.md\n`)
    .action((file: string, options: { store?: string; title?: string; format?: string }) =>
      withStores(async (stores) => {
        const format = formatOf(file, options.format);
        const { readFile } = await import('node:fs/promises');
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch {
          throw new CliError(`Cannot read the file ${file}.`);
        }
        const storeId = await stores.resolveStoreId(options.store);
        await stores.setPrivacyPolicy(storeId, { title: options.title, text, format });
        context.stdout(
          `Set the privacy policy of store '${storeId}' from ${format === 'html' ? 'HTML' : 'Markdown'}.\n`,
        );
      }),
    );

  program
    .command('privacy-policy:remove')
    .description("Remove a store's privacy policy page; the footer no longer links to it.")
    .option('--store <id>', 'the store (default: the default store)')
    .action((options: { store?: string }) =>
      withStores(async (stores) => {
        const storeId = await stores.resolveStoreId(options.store);
        const removed = await stores.removePrivacyPolicy(storeId);
        context.stdout(
          removed
            ? `Removed the privacy policy of store '${storeId}'.\n`
            : `Store '${storeId}' has no privacy policy.\n`,
        );
      }),
    );
}
