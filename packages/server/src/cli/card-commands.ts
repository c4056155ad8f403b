import type { CardDetails } from '@bookfront/contract';
import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/schema.ts';
import type { CardKeyPair } from '../lib/card-envelope.ts';
import { CliError, type CliContext } from './context.ts';

const publicKeySetting = 'checkout.card_public_key';

/** A card no store will ever see, sealed and opened once to prove a new pair works. */
const probeCard: CardDetails = {
  number: '4242424242424242',
  cvv: '123',
  expiry_month: 1,
  expiry_year: 2099,
  name: 'Key check',
  postal_code: '',
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const keyFilesIn = (folder: string) => ({
  privateFile: path.join(folder, 'private.pem'),
  publicFile: path.join(folder, 'public.pem'),
});

async function assertNoKeyIn(folder: string) {
  const { privateFile, publicFile } = keyFilesIn(folder);
  if ((await exists(privateFile)) || (await exists(publicFile))) {
    throw new CliError(`${folder} already holds a card key; choose an empty folder so no key is overwritten.`);
  }
}

async function writeKeyPair(folder: string, keys: CardKeyPair) {
  const { privateFile, publicFile } = keyFilesIn(folder);
  await mkdir(folder, { recursive: true });
  // Only the bookseller's own account may read the private key; 'wx' never replaces a file.
  await writeFile(privateFile, keys.privatePem, { mode: 0o600, flag: 'wx' });
  await writeFile(publicFile, keys.publicPem, { mode: 0o644, flag: 'wx' });
  return { privateFile, publicFile };
}

/** The order's sealed card, or why there is none. */
async function sealedCardOf(db: Kysely<Database>, storeId: string, orderNumber: string) {
  const { createOrdersRepository } = await import('../modules/orders/repository.ts');
  const order = await createOrdersRepository(db).findSealedCard(storeId, orderNumber);
  if (!order) throw new CliError(`Store '${storeId}' has no order ${orderNumber}.`);
  if (!order.ccCiphertext) throw new CliError(`Order ${orderNumber} was not paid by card.`);
  return order.ccCiphertext;
}

async function cardText(orderNumber: string, card: CardDetails) {
  const { formatCardNumber } = await import('@bookfront/contract');
  return [
    `Order ${orderNumber}`,
    `Name on card: ${card.name}`,
    `Number: ${formatCardNumber(card.number)}`,
    `Expiry: ${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`,
    `CVV: ${card.cvv}`,
    `Postal code: ${card.postal_code}`,
    '',
  ].join('\n');
}

/**
 * `card:keygen` and `card:decrypt`: the store's card key pair. The pair is made where the
 * bookseller keeps it; only the public key goes to the server (README "Card payments").
 */
export function addCardCommands(program: Command, context: CliContext): void {
  async function withDatabase<T>(work: (db: Kysely<Database>) => Promise<T>) {
    // Loaded when the command runs (see program.ts).
    const { migrateToLatest } = await import('../db/migrate.ts');
    const database = await context.openDatabase();
    try {
      await migrateToLatest(database.db);
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  program
    .command('card:keygen')
    .description(
      'Make the key pair card payments are sealed with: writes private.pem (keep it, off the web server) and public.pem to <folder>.',
    )
    .argument('<folder>', 'where to write the keys; created if missing, never overwritten')
    .option('--store <id>', "also upload the public key as this store's checkout.card_public_key")
    .action(async (folder: string, options: { store?: string }) => {
      await assertNoKeyIn(folder);
      const { generateCardKeyPair, openCardEnvelope, sealCardEnvelope } = await import('../lib/card-envelope.ts');
      const keys = await generateCardKeyPair();
      const probe = await openCardEnvelope(keys.privatePem, await sealCardEnvelope(keys.publicPem, probeCard));
      if (probe.number !== probeCard.number) throw new CliError('The new key pair did not open its own test card.');
      const { privateFile, publicFile } = await writeKeyPair(folder, keys);
      context.stdout(`Wrote ${privateFile} (keep it safe and off the web server) and ${publicFile}.\n`);
      if (options.store !== undefined) {
        const storeId = options.store;
        await withDatabase(async (db) => {
          const [{ createStoreAdminService }, { createStoreRepository }] = await Promise.all([
            import('../modules/store/admin-service.ts'),
            import('../modules/store/repository.ts'),
          ]);
          const stores = createStoreAdminService(db, createStoreRepository(db));
          await stores.setSetting(await stores.resolveStoreId(storeId), publicKeySetting, keys.publicPem);
        });
        context.stdout(`Set ${publicKeySetting} of store '${storeId}'. Card payments can now be offered.\n`);
        return;
      }
      context.stdout(
        `Upload the public key (only it) where the server runs:\n  npm run bookfront -- settings:set ${publicKeySetting} '${JSON.stringify(keys.publicPem)}' --store <id>\n`,
      );
    });

  program
    .command('card:decrypt')
    .description("Print an order's card, opened with the store's private key.")
    .requiredOption('--key <file>', 'the private.pem card:keygen wrote')
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--order <order_number>', 'the order number')
    .action(async (options: { key: string; store: string; order: string }) => {
      const { openCardEnvelope } = await import('../lib/card-envelope.ts');
      const privatePem = await readFile(options.key, 'utf8').catch(() => {
        throw new CliError(`Cannot read the key file ${options.key}.`);
      });
      const envelope = await withDatabase((db) => sealedCardOf(db, options.store, options.order));
      const card = await openCardEnvelope(privatePem, envelope).catch((error: unknown) => {
        throw new CliError(error instanceof Error ? error.message : String(error));
      });
      context.stdout(await cardText(options.order, card));
    });
}
