import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoreAdminService } from '../modules/store/admin-service.ts';
import { addAccountCommands } from './account-commands.ts';
import { addCardCommands } from './card-commands.ts';
import { addCatalogCommands } from './catalog-commands.ts';
import { addEventCommands } from './event-commands.ts';
import { CliError, type CliContext } from './context.ts';
import { addGiftCardCommands } from './giftcard-commands.ts';
import { addMailCommands } from './mail-commands.ts';
import { addPageCommands } from './page-commands.ts';
import { addStaffCommands } from './staff-commands.ts';
import { addStorePageCommands } from './store-page-commands.ts';

/*
 * docs/architecture.md#server-modules: the command line builds its commands from these files
 * alone (commander, no database, no contract), and each command imports what it runs when it runs:
 * `--help` and a mistyped command start in a fraction of the time and memory of loading them all.
 */

const collect = (value: string, previous: string[]) => [...previous, value];

const parseJsonValue = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliError(
      `The value must be JSON: a string in double quotes ('"#8a1c1c"'), a number, true/false, an array or an object. Got: ${text}`,
    );
  }
};

const parseCoordinate = (text: string) => {
  const value = Number(text);
  if (!Number.isFinite(value)) throw new InvalidArgumentError('Not a number.');
  return value;
};

/** Builds the `bookfront` command line. Every command that uses the database opens and closes it itself. */
export function createProgram(context: CliContext, setExitCode: (code: number) => void = () => {}): Command {
  async function withStores<T>(work: (stores: StoreAdminService, db: Kysely<Database>) => Promise<T>) {
    const [{ migrateToLatest }, { createStoreAdminService }, { createStoreRepository }] = await Promise.all([
      import('../db/migrate.ts'),
      import('../modules/store/admin-service.ts'),
      import('../modules/store/repository.ts'),
    ]);
    const database = await context.openDatabase();
    try {
      // Commands work on a fresh DATA_DIR too: the schema is brought up to date first.
      await migrateToLatest(database.db);
      return await work(createStoreAdminService(database.db, createStoreRepository(database.db)), database.db);
    } finally {
      await database.close();
    }
  }

  const program = new Command('bookfront')
    .description('Run and administer a Bookfront deployment (uses DATA_DIR and DATABASE_URL like the server).')
    .exitOverride()
    .configureOutput({ writeOut: context.stdout, writeErr: context.stderr })
    .showHelpAfterError()
    .hook('preAction', async () => {
      await context.prepare?.();
    });

  program
    .command('migrate')
    .description('Create or update the database schema.')
    .action(async () => {
      const { migrateToLatest } = await import('../db/migrate.ts');
      const database = await context.openDatabase();
      try {
        const applied = await migrateToLatest(database.db);
        context.stdout(
          `Database (${database.dialect}) is up to date${applied.length ? `; applied ${applied.join(', ')}` : ''}.\n`,
        );
      } finally {
        await database.close();
      }
    });

  program
    .command('demo')
    .description('Load the demo store (Riverbend Books), or refresh it to the shipped version. Safe to run again.')
    .action(() =>
      withStores(async (_stores, db) => {
        const { loadDemo } = await import('../demo/load-demo.ts');
        const result = await loadDemo({ db, dataDir: context.dataDir });
        context.stdout(
          `Demo store ${result.created ? 'loaded' : 'refreshed'}: ${result.titles} titles, ${result.stock} stock rows, ${result.events} events.\n`,
        );
      }),
    );

  program
    .command('store:create')
    .description('Add a store, served on its own host name(s) or under /<basename> of a shared host.')
    .argument('<id>', 'store id: lower-case letters, digits and -')
    .requiredOption('--name <name>', "the store's name")
    .option('--host <hostname>', 'a host name that serves this store (repeatable)', collect, [])
    .option('--basename <basename>', 'serve the store under /<basename>')
    .option('--default', 'make it the default store (answers hosts no store claims)', false)
    .action((id: string, options: { name: string; host: string[]; basename?: string; default: boolean }) =>
      withStores(async (stores) => {
        await stores.createStore({
          id,
          name: options.name,
          hostnames: options.host,
          basename: options.basename ?? null,
          isDefault: options.default,
        });
        context.stdout(`Created store '${id}'.\n`);
      }),
    );

  program
    .command('store:list')
    .description('List the stores.')
    .action(() =>
      withStores(async (stores) => {
        const list = await stores.listStores();
        if (list.length === 0)
          context.stdout('No stores yet. Add one with store:create, or load the demo with demo.\n');
        for (const store of list) {
          const where = [...store.hostnames, ...(store.basename ? [`/${store.basename}`] : [])].join(', ');
          context.stdout(
            `${store.id}\t${store.name}${store.isDefault ? '\t(default)' : ''}\t${store.locationCount} location(s)${where ? `\t${where}` : ''}\n`,
          );
        }
      }),
    );

  program
    .command('settings:get')
    .description("Print a store's settings (defaults filled in), or one of them by dotted key.")
    .argument('[key]', 'e.g. styles.primary_color')
    .option('--store <id>', 'the store (default: the default store)')
    .action((key: string | undefined, options: { store?: string }) =>
      withStores(async (stores) => {
        const storeId = await stores.resolveStoreId(options.store);
        context.stdout(`${JSON.stringify(await stores.getSetting(storeId, key), null, 2)}\n`);
      }),
    );

  program
    .command('settings:set')
    .description('Change one setting by dotted key; the value is JSON. The settings are validated before saving.')
    .argument('<key>', 'e.g. styles.primary_color, is_private, site_navigation')
    .argument('<json>', `e.g. '"#8a1c1c"', true, '[{"id":"home","label":"Home","path":"/","type":"home"}]'`)
    .option('--store <id>', 'the store (default: the default store)')
    .addHelpText('after', `\nExample:\n  npm run bookfront -- settings:set styles.primary_color '"#8a1c1c"'\n`)
    .action((key: string, json: string, options: { store?: string }) =>
      withStores(async (stores) => {
        const value = parseJsonValue(json);
        const storeId = await stores.resolveStoreId(options.store);
        await stores.setSetting(storeId, key, value);
        context.stdout(`Set ${key} of store '${storeId}'.\n`);
      }),
    );

  program
    .command('location:add')
    .description('Add a location (a shop with its own stock) to a store.')
    .requiredOption('--id <location_id>', 'location id: lower-case letters, digits and -')
    .requiredOption('--name <name>', "the location's name")
    .option('--store <id>', 'the store (default: the default store)')
    .option('--san <san>', 'Standard Address Number')
    .option('--email <email>')
    .option('--phone <phone>')
    .option('--address <address>', 'street address')
    .option('--city <city>')
    .option('--province <province>', 'state or province')
    .option('--postal <postal>', 'ZIP or postal code')
    .option('--country <country>', 'two-letter country code, e.g. US')
    .addOption(new Option('--lat <lat>', 'latitude').argParser(parseCoordinate))
    .addOption(new Option('--lng <lng>', 'longitude').argParser(parseCoordinate))
    .option('--hours <hours>', "opening hours; '\\n' starts a new line")
    .action(
      (options: {
        id: string;
        name: string;
        store?: string;
        san?: string;
        email?: string;
        phone?: string;
        address?: string;
        city?: string;
        province?: string;
        postal?: string;
        country?: string;
        lat?: number;
        lng?: number;
        hours?: string;
      }) =>
        withStores(async (stores) => {
          const storeId = await stores.resolveStoreId(options.store);
          const { store: _store, postal, hours, ...fields } = options;
          await stores.saveLocation(
            storeId,
            { ...fields, postalCode: postal, hours: hours?.replace(/\\n/g, '\n') },
            { replace: false },
          );
          context.stdout(`Added location '${options.id}' to store '${storeId}'.\n`);
        }),
    );

  program
    .command('location:list')
    .description("List a store's locations: id, name and city (the ids stock files and --location use).")
    .option('--store <id>', 'the store (default: the default store)')
    .action((options: { store?: string }) =>
      withStores(async (stores) => {
        const storeId = await stores.resolveStoreId(options.store);
        const locations = await stores.listLocations(storeId);
        if (locations.length === 0)
          context.stdout(`Store '${storeId}' has no locations yet. Add one with location:add.\n`);
        for (const location of locations)
          context.stdout(`${location.id}\t${location.name}${location.city ? `\t${location.city}` : ''}\n`);
      }),
    );

  addCatalogCommands(program, context, setExitCode);
  addMailCommands(program, context);
  addAccountCommands(program, context);
  addCardCommands(program, context);
  addGiftCardCommands(program, context);
  addEventCommands(program, context);
  addPageCommands(program, context);
  addStorePageCommands(program, context);
  addStaffCommands(program, context);

  return program;
}

/** Runs one command line; returns the process exit code. */
export async function runCli(argv: string[], context: CliContext): Promise<number> {
  let exitCode = 0;
  try {
    await createProgram(context, (code) => {
      exitCode = code;
    }).parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode; // commander already printed why
    const { AppError } = await import('../lib/errors.ts');
    if (error instanceof AppError || error instanceof CliError) {
      context.stderr(`Error: ${error.message}\n`);
      return 1;
    }
    context.stderr(`Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
}
