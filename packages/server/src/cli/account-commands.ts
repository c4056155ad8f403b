import type { Command } from 'commander';
import type { createAccountAdminService } from '../modules/account/admin-service.ts';
import type { CliContext } from './context.ts';

/** `customer:create` and `customer:approve`: customer accounts a bookseller manages by hand. */
export function addAccountCommands(program: Command, context: CliContext): void {
  async function withAccounts(work: (accounts: ReturnType<typeof createAccountAdminService>) => Promise<void>) {
    // Loaded when the command runs (see program.ts).
    const [{ migrateToLatest }, { createAccountAdminService }, { createAccountRepository }] = await Promise.all([
      import('../db/migrate.ts'),
      import('../modules/account/admin-service.ts'),
      import('../modules/account/repository.ts'),
    ]);
    const database = await context.openDatabase();
    try {
      await migrateToLatest(database.db);
      await work(createAccountAdminService(createAccountRepository(database.db)));
    } finally {
      await database.close();
    }
  }

  program
    .command('customer:create')
    .description('Open a customer account with a verified email (e.g. for a customer who signed up in the shop).')
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--email <email>', 'the login email')
    .requiredOption('--password <password>', 'at least 8 characters; the customer can change it')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--institution <name>', 'open an institution account (school, business) of this name')
    .option('--approved', 'also approve the customer for an exclusive site')
    .action(
      (options: {
        store: string;
        email: string;
        password: string;
        firstName: string;
        lastName: string;
        institution?: string;
        approved?: boolean;
      }) =>
        withAccounts(async (accounts) => {
          const created = await accounts.createCustomer({ ...options, storeId: options.store });
          if (options.approved) await accounts.setSiteApproval(options.store, created.email, true);
          context.stdout(`Customer ${created.email} created${options.approved ? ' and approved' : ''}.\n`);
        }),
    );

  program
    .command('customer:approve')
    .description('Let a customer into an exclusive site (spec: restricted to approved customers), or --revoke.')
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--email <email>', "the customer's login email")
    .option('--revoke', 'shut the customer out again')
    .action((options: { store: string; email: string; revoke?: boolean }) =>
      withAccounts(async (accounts) => {
        await accounts.setSiteApproval(options.store, options.email, !options.revoke);
        context.stdout(`${options.email} is ${options.revoke ? 'no longer' : 'now'} approved for this store.\n`);
      }),
    );
}
