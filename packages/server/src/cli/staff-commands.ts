import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { CliError, type CliContext } from './context.ts';
import { withStoreDatabase } from './store-database.ts';

const roles = ['owner', 'manager', 'clerk'] as const;
type Role = (typeof roles)[number];

function parseRole(text: string): Role {
  const role = roles.find((candidate) => candidate === text.trim().toLowerCase());
  if (!role) throw new InvalidArgumentError(`Give one of: ${roles.join(', ')}.`);
  return role;
}

/** `staff:add`: a store's staff member for the store console (docs/features/store-console.md#staff-accounts). */
export function addStaffCommands(program: Command, context: CliContext): void {
  program
    .command('staff:add')
    .description(
      "Add a store console staff member (or change one's role); prints the password it made, and an owner's two-factor secret.",
    )
    .requiredOption('--store <id>', 'the store')
    .requiredOption('--email <email>', 'the login email')
    .requiredOption('--role <role>', 'owner, manager or clerk', parseRole)
    .option('--password <password>', 'at least 8 characters; without it a password is made and printed')
    .option('--new-totp', 'give an owner a new two-factor secret (the old one stops working)')
    .action(async (options: { store: string; email: string; role: Role; password?: string; newTotp?: boolean }) => {
      const email = options.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`Not an email address: ${options.email}`);
      if (options.password !== undefined && options.password.length < 8) {
        throw new CliError('A password is at least 8 characters.');
      }
      // Loaded when the command runs (see program.ts).
      const [staffModule, repoModule, totp] = await Promise.all([
        import('../modules/console/staff-service.ts'),
        import('../modules/console/staff-repository.ts'),
        import('../modules/console/totp.ts'),
      ]);
      await withStoreDatabase(context, options.store, async (db, storeId) => {
        const staff = staffModule.createStaffService(repoModule.createStaffRepository(db));
        const result = await staff.addStaff(storeId, {
          email,
          role: options.role,
          ...(options.password ? { password: options.password } : {}),
          ...(options.newTotp ? { newTotp: true } : {}),
        });
        context.stdout(`Staff member ${email} ${result.created ? 'added' : 'updated'} as ${options.role}.\n`);
        if (result.password) context.stdout(`Password: ${result.password}\n`);
        if (result.totpSecret) {
          context.stdout(`Two-factor secret: ${result.totpSecret}\n`);
          context.stdout(`Authenticator app link: ${totp.totpUri(result.totpSecret, email, `Bookfront ${storeId}`)}\n`);
        }
      });
    });
}
