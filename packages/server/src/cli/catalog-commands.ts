import fs from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { importFormats, type ImportFormat } from '../modules/catalog/import/format-names.ts';
import type { ImportSummary } from '../modules/catalog/import/title-importer.ts';
import { CliError, type CliContext } from './context.ts';

/** How many rejected records the summary lists; the count covers them all. */
const listedRejects = 20;
const columnsHelp = 'The columns are described in packages/server/src/modules/catalog/import/README.md.';

/** Prints the summary; the exit code says whether anything was imported from a file read to its end. */
function report(context: CliContext, heading: string, summary: ImportSummary): number {
  context.stdout(
    `${heading}: read ${summary.read}, inserted ${summary.inserted}, updated ${summary.updated}, rejected ${summary.rejected}.\n`,
  );
  if (summary.rejected > 0) {
    const shown = summary.errors.slice(0, listedRejects);
    context.stdout(
      `Rejected (${shown.length < summary.rejected ? `first ${shown.length} of ` : ''}${summary.rejected}):\n`,
    );
    for (const error of shown) {
      const where = [error.line === null ? null : `line ${error.line}`, error.reference ? `'${error.reference}'` : null]
        .filter(Boolean)
        .join(', ');
      context.stdout(`  ${where}: ${error.reason}\n`);
    }
  }
  if (summary.fatal) {
    context.stderr(
      `Error: ${summary.fatal.message} (line ${summary.fatal.line}). The records before it were imported.\n`,
    );
    return 1;
  }
  if (summary.inserted + summary.updated === 0) {
    context.stderr('Error: nothing was imported.\n');
    return 1;
  }
  return 0;
}

function requireReadable(file: string, kind: 'file' | 'folder') {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new CliError(`Cannot read ${kind} '${file}'.`);
  }
  if (kind === 'file' ? !stat.isFile() : !stat.isDirectory()) throw new CliError(`'${file}' is not a ${kind}.`);
}

/**
 * `import`, `stock` and `covers`: the catalogue, a store's stock and cover images from files.
 * `setExitCode` carries a command's exit code out of commander.
 */
export function addCatalogCommands(program: Command, context: CliContext, setExitCode: (code: number) => void): void {
  async function withDatabase(work: (db: Kysely<Database>) => Promise<number>) {
    // Loaded when the command runs (see program.ts).
    const { migrateToLatest } = await import('../db/migrate.ts');
    const database = await context.openDatabase();
    try {
      await migrateToLatest(database.db);
      setExitCode(await work(database.db));
    } finally {
      await database.close();
    }
  }

  program
    .command('import')
    .description(
      'Import titles from ONIX for Books (3.0 or 2.1, reference or short tags) or CSV. Safe to run again: titles are updated, not duplicated.',
    )
    .argument('<file>', 'the ONIX or CSV file')
    .addOption(
      new Option('--format <format>', 'the file format (default: detected from the content)').choices(importFormats),
    )
    .option(
      '--progress-every <count>',
      'print progress to stderr every <count> records',
      (text) => Number(text),
      10_000,
    )
    .addHelpText(
      'after',
      `\nA record that cannot be imported (bad ISBN check digit, no title, …) is listed with its record\nreference and line and skipped; the rest are imported. Exit code 0 when anything was imported.\n${columnsHelp}\n`,
    )
    .action((file: string, options: { format?: ImportFormat; progressEvery: number }) => {
      requireReadable(file, 'file');
      return withDatabase(async (db) => {
        const [{ detectFormat }, { importTitleFile }, { createCatalogRepository }] = await Promise.all([
          import('../modules/catalog/import/formats.ts'),
          import('../modules/catalog/import/title-importer.ts'),
          import('../modules/catalog/repository.ts'),
        ]);
        const format = options.format ?? (await detectFormat(file));
        const started = Date.now();
        const summary = await importTitleFile(file, format, {
          repo: createCatalogRepository(db),
          // This process does nothing else: a first load goes in as one transaction (docs/decisions/0061-catalogue-import-speed.md).
          isWholeFileLoad: true,
          // Interior images an ONIX file links to as files beside it (docs/features/item-page.md#gallery).
          interiorImages: { sourceDir: path.dirname(path.resolve(file)), dataDir: context.dataDir },
          progressEvery: options.progressEvery > 0 ? options.progressEvery : 10_000,
          onProgress: (progress) => {
            const seconds = (Date.now() - started) / 1000;
            context.stderr(
              `… ${progress.read} records read, ${progress.rejected} rejected, in ${seconds.toFixed(1)} s\n`,
            );
          },
        });
        return report(context, `Imported ${path.basename(file)} (${format})`, summary);
      });
    });

  program
    .command('stock')
    .description("Load a store's stock and prices from CSV, upserting by location, eisbn and condition.")
    .argument('<csv>', 'the stock file')
    .option('--store <id>', 'the store (default: the default store)')
    .option('--location <id>', 'the location of rows without a location_id column')
    .addHelpText('after', `\n${columnsHelp}\n`)
    .action((file: string, options: { store?: string; location?: string }) => {
      requireReadable(file, 'file');
      return withDatabase(async (db) => {
        const [
          { importStock },
          { createCatalogRepository },
          { createStoreAdminService },
          { createStoreRepository },
          { createStoreService },
        ] = await Promise.all([
          import('../modules/catalog/import/stock-importer.ts'),
          import('../modules/catalog/repository.ts'),
          import('../modules/store/admin-service.ts'),
          import('../modules/store/repository.ts'),
          import('../modules/store/service.ts'),
        ]);
        const storeId = await createStoreAdminService(db, createStoreRepository(db)).resolveStoreId(options.store);
        const summary = await importStock(fs.createReadStream(file), {
          repo: createCatalogRepository(db),
          stores: createStoreService(createStoreRepository(db)),
          storeId,
          locationId: options.location,
        });
        return report(context, `Stock of store '${storeId}' from ${path.basename(file)}`, summary);
      });
    });

  program
    .command('covers')
    .description(
      'Take cover images (JPEG, PNG, WebP) named by ISBN, e.g. 9780439023481.jpg, and interior images named by ISBN and their place in the gallery, e.g. 9780439023481-1.jpg, from a folder.',
    )
    .argument('<folder>', 'the folder of images')
    .action((folder: string) => {
      requireReadable(folder, 'folder');
      return withDatabase(async (db) => {
        const [{ importCovers }, { createCatalogRepository }] = await Promise.all([
          import('../modules/catalog/import/cover-importer.ts'),
          import('../modules/catalog/repository.ts'),
        ]);
        const summary = await importCovers(folder, { repo: createCatalogRepository(db), dataDir: context.dataDir });
        return report(context, `Covers from ${path.basename(path.resolve(folder))}`, summary);
      });
    });
}
