import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import type { StoreContext } from '../modules/store/service.ts';
import { CliError, type CliContext } from './context.ts';

/** '25', '25.5', '$25.00' as cents; a card sold in the shop is at least one cent and at most $9999.00. */
function parseDollars(text: string): number {
  const cleaned = text.replace(/[\s$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) throw new InvalidArgumentError('Give dollars and cents, e.g. 25 or 25.00.');
  const cents = Math.round(Number(cleaned) * 100);
  if (cents < 1 || cents > 999_900) throw new InvalidArgumentError('A gift card is from $0.01 to $9999.00.');
  return cents;
}

/** Where links in the email point: the store's base_url, else its first host name. */
async function baseUrlOf(store: StoreContext, hostnames: string[]): Promise<string> {
  const configured = store.settings.store_info.base_url.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const host = hostnames[0];
  if (!host) {
    throw new CliError(
      `Store '${store.id}' has no base_url or host name to link to. Set one with: settings:set ${store.id} store_info.base_url '"https://…"'`,
    );
  }
  return `https://${host}${store.basename ? `/${store.basename}` : ''}`;
}

/** `giftcard:issue`: a gift card sold in the shop, its number printed and, with --email, sent. */
export function addGiftCardCommands(program: Command, context: CliContext): void {
  program
    .command('giftcard:issue')
    .description('Issue a gift card sold in the shop; prints its number, and emails it with --email.')
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--amount <dollars>', 'the amount, e.g. 25 or 25.00', parseDollars)
    .option('--email <to>', 'also email the card to this address')
    .action(async (options: { store: string; amount: number; email?: string }) => {
      const email = options.email?.trim() ?? '';
      if (options.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        throw new CliError(`Not an email address: ${options.email}`);
      }
      // Loaded when the command runs (see program.ts).
      const [
        { migrateToLatest },
        { nowSeconds },
        { groupedGiftCardNumber },
        { createGiftCardService },
        { createMailService },
        { createRateLimitRepository },
        { createRateLimitService },
        { createStoreRepository },
        { createStoreService },
      ] = await Promise.all([
        import('../db/migrate.ts'),
        import('../lib/time.ts'),
        import('../modules/giftcards/numbers.ts'),
        import('../modules/giftcards/service.ts'),
        import('../modules/mail/service.ts'),
        import('../modules/rate-limit/repository.ts'),
        import('../modules/rate-limit/service.ts'),
        import('../modules/store/repository.ts'),
        import('../modules/store/service.ts'),
      ]);
      const database = await context.openDatabase();
      try {
        await migrateToLatest(database.db);
        const storeRepository = createStoreRepository(database.db);
        const candidates = await storeRepository.findHostnames(options.store);
        const store = await createStoreService(storeRepository).resolveStore({ hostname: '', storeId: options.store });
        if (store.id !== options.store) throw new CliError(`No store '${options.store}'. List them with: store:list`);
        const mail = createMailService({
          db: database.db,
          dataDir: context.dataDir,
          smtpUrl: context.smtpUrl,
          from: context.mailFrom,
        });
        const giftCards = createGiftCardService({
          db: database.db,
          mail,
          rateLimits: createRateLimitService(createRateLimitRepository(database.db)),
        });
        const baseUrl = email
          ? await baseUrlOf(
              store,
              candidates.map((row) => row.hostname),
            )
          : '';
        const card = await giftCards.issueCard({
          storeId: store.id,
          amountCents: options.amount,
          currency: store.settings.store_info.currency,
          recipientEmail: email,
          now: nowSeconds(),
        });
        if (email) await giftCards.sendIssuedCardEmails({ store, baseUrl, cards: [card] });
        const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: card.currency }).format(
          card.amountCents / 100,
        );
        context.stdout(
          `Gift card ${groupedGiftCardNumber(card.number)} for ${amount}${email ? `, emailed to ${email}` : ''}.\n`,
        );
      } finally {
        await database.close();
      }
    });
}
