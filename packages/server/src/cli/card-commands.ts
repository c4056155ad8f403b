import type { CardDetails, SealedCard } from '@bookfront/contract';
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

/** The card retention service on `db` (docs/decisions/0013-card-payments.md#retention), loaded when a command runs. */
async function cardRetentionOn(db: Kysely<Database>) {
  const [{ createCardRepository }, { createCardRetentionService }] = await Promise.all([
    import('../modules/checkout/card-repository.ts'),
    import('../modules/checkout/card-retention-service.ts'),
  ]);
  return createCardRetentionService({ cards: createCardRepository(db) });
}

/** A stored time as the bookseller reads it: '2026-11-26 17:05 UTC'. */
const utcText = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The order's sealed card, or why there is none. */
async function sealedCardOf(db: Kysely<Database>, storeId: string, orderNumber: string) {
  const card = await (await cardRetentionOn(db)).orderCard(storeId, orderNumber);
  switch (card.state) {
    case 'no-order':
      throw new CliError(`Store '${storeId}' has no order ${orderNumber}.`);
    case 'not-card':
      throw new CliError(`Order ${orderNumber} was not paid by card.`);
    case 'erased':
      throw new CliError(
        `The card of order ${orderNumber} was erased on ${utcText(card.erasedAt)}: cards are kept at most 7 days.`,
      );
    default:
      return card;
  }
}

async function cardText(orderNumber: string, card: SealedCard, cvv: string) {
  const { formatCardNumber } = await import('@bookfront/contract');
  return [
    `Order ${orderNumber}`,
    `Name on card: ${card.name}`,
    `Number: ${formatCardNumber(card.number)}`,
    `Expiry: ${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`,
    `CVV: ${cvv}`,
    `Postal code: ${card.postal_code}`,
    '',
  ].join('\n');
}

/**
 * `card:keygen`, `card:decrypt` and `card:charged`: the store's card key pair, opening an order's
 * card, and recording its payment as taken. The pair is made where the bookseller keeps it; only
 * the public key goes to the server (README "Card payments").
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
      const { generateCardKeyPair, openCardEnvelope, openCvvEnvelope, sealCard } =
        await import('../lib/card-envelope.ts');
      const keys = await generateCardKeyPair();
      const sealed = await sealCard(keys.publicPem, probeCard);
      const [probe, probeCvv] = await Promise.all([
        openCardEnvelope(keys.privatePem, sealed.encrypted_cc_info),
        openCvvEnvelope(keys.privatePem, sealed.encrypted_cvv),
      ]);
      if (probe.number !== probeCard.number || probeCvv !== probeCard.cvv) {
        throw new CliError('The new key pair did not open its own test card.');
      }
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
    .description(
      "Print an order's card, opened with the store's private key. Its CVV is erased once card:charged records the payment, the whole card 6 days after the order.",
    )
    .requiredOption('--key <file>', 'the private.pem card:keygen wrote')
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--order <order_number>', 'the order number')
    .action(async (options: { key: string; store: string; order: string }) => {
      const { openCardEnvelope, openCvvEnvelope } = await import('../lib/card-envelope.ts');
      const privatePem = await readFile(options.key, 'utf8').catch(() => {
        throw new CliError(`Cannot read the key file ${options.key}.`);
      });
      const sealed = await withDatabase((db) => sealedCardOf(db, options.store, options.order));
      const [card, sealedCvv] = await Promise.all([
        openCardEnvelope(privatePem, sealed.envelope),
        sealed.cvvEnvelope === null ? null : openCvvEnvelope(privatePem, sealed.cvvEnvelope),
      ]).catch((error: unknown) => {
        throw new CliError(error instanceof Error ? error.message : String(error));
      });
      const cvv = sealedCvv ?? card.cvv;
      const cvvText = cvv ?? `erased on ${utcText(sealed.cvvErasedAt ?? 0)}, when the payment was recorded as taken`;
      context.stdout(await cardText(options.order, card, cvvText));
      context.stderr(
        [
          ...(cvv === undefined
            ? []
            : [
                `Warning: the CVV may be kept only until the card is charged. Once it is, run: npm run bookfront -- card:charged --store ${options.store} --order ${options.order}`,
              ]),
          `Warning: the whole card is erased on ${utcText(sealed.erasesAt)}.`,
          '',
        ].join('\n'),
      );
    });

  program
    .command('card:charged')
    .description("Record that an order's card payment was taken: its CVV is erased at once (PCI DSS).")
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--order <order_number>', 'the order number')
    .action(async (options: { store: string; order: string }) => {
      const charged = await withDatabase(async (db) =>
        (await cardRetentionOn(db)).recordCharged(options.store, options.order),
      );
      if (!charged) {
        throw new CliError(`Store '${options.store}' has no order ${options.order} paid by card.`);
      }
      context.stdout(
        charged.cardErased
          ? `Recorded order ${options.order} as paid. Its card is erased.\n`
          : `Recorded order ${options.order} as paid. Its CVV was erased on ${utcText(charged.cvvErasedAt)}; the rest of the card is erased 6 days after the order.\n`,
      );
    });
}
