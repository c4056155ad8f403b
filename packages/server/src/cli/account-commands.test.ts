import { expect, it } from 'vitest';
import { verifyPassword } from '../modules/account/password.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';

const customerArgs = [
  '--store',
  'main',
  '--email',
  'Ada@Example.com',
  '--password',
  'long enough',
  '--first-name',
  'Ada',
  '--last-name',
  'Reader',
];

describeEachDatabase('bookfront customer:*', (dialect) => {
  async function cliWithStore() {
    const cli = await cliOn(dialect);
    await cli.run('store:create', 'main', '--name', 'Riverbend Books');
    return cli;
  }

  it('opens a verified customer account that can log in with the given password', async () => {
    const { run, database } = await cliWithStore();

    const result = await run('customer:create', ...customerArgs);

    expect(result.stdout).toBe('Customer ada@example.com created.\n');
    const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', siteApprovedAt: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(user.passwordHash, 'long enough')).toBe(true);
  });

  it('opens an institution account owned by the customer', async () => {
    const { run, database } = await cliWithStore();

    await run('customer:create', ...customerArgs, '--institution', 'Riverside Elementary');

    const corp = await database.db.selectFrom('corps').selectAll().executeTakeFirstOrThrow();
    expect(corp).toMatchObject({ name: 'Riverside Elementary', isInstitution: 1 });
  });

  it('refuses a short password and a taken email with a clear message', async () => {
    const { run } = await cliWithStore();
    await run('customer:create', ...customerArgs);

    const taken = await run('customer:create', ...customerArgs);
    const short = await run(
      'customer:create',
      ...customerArgs.slice(0, 4),
      '--password',
      'short',
      '--first-name',
      'A',
      '--last-name',
      'B',
    );

    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('ada@example.com already has an account.');
    expect(short.stderr).toContain('--password: Password must be at least 8 characters.');
  });

  it('says the email already has an account when two commands create it at once', async () => {
    const { run, database } = await cliWithStore();

    const results = await Promise.all([
      run('customer:create', ...customerArgs),
      run('customer:create', ...customerArgs),
    ]);

    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(results.find((result) => result.code === 1)?.stderr).toBe(
      'Error: ada@example.com already has an account.\n',
    );
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('approves a customer for an exclusive site and revokes it', async () => {
    const { run, database } = await cliWithStore();
    await run('customer:create', ...customerArgs);
    const approvedAt = async () =>
      (await database.db.selectFrom('users').select('siteApprovedAt').executeTakeFirstOrThrow()).siteApprovedAt;

    await run('customer:approve', '--store', 'main', '--email', 'ada@example.com');
    const afterApproval = await approvedAt();
    await run('customer:approve', '--store', 'main', '--email', 'ada@example.com', '--revoke');

    expect(afterApproval).not.toBeNull();
    expect(await approvedAt()).toBeNull();
  });

  it('says when there is no such customer', async () => {
    const { run } = await cliWithStore();

    const result = await run('customer:approve', '--store', 'main', '--email', 'nobody@example.com');

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account for nobody@example.com.');
  });
});
