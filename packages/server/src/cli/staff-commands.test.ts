import { expect, it } from 'vitest';
import { verifyPassword } from '../modules/account/password.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';

describeEachDatabase('bookfront staff:add', (dialect) => {
  it('adds an owner with a made password and a two-factor secret, printed once', async () => {
    const { run, database } = await cliOn(dialect);
    await run('store:create', 'main', '--name', 'Riverbend Books');

    const result = await run('staff:add', '--store', 'main', '--email', 'Owner@Example.com', '--role', 'owner');

    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('Staff member owner@example.com added as owner.');
    const password = lines[1]?.replace('Password: ', '') ?? '';
    const secret = lines[2]?.replace('Two-factor secret: ', '') ?? '';
    expect(lines[3]).toMatch(/^Authenticator app link: otpauth:\/\/totp\//);
    const row = await database.db.selectFrom('staff').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'owner@example.com', role: 'owner', totpSecret: secret });
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
  });

  it('changes the role of a staff member already there, keeping their password', async () => {
    const { run, database } = await cliOn(dialect);
    await run('store:create', 'main', '--name', 'Riverbend Books');
    await run(
      'staff:add',
      '--store',
      'main',
      '--email',
      'sam@example.com',
      '--role',
      'clerk',
      '--password',
      'long enough',
    );

    const result = await run('staff:add', '--store', 'main', '--email', 'sam@example.com', '--role', 'manager');

    expect(result.stdout).toBe('Staff member sam@example.com updated as manager.\n');
    const row = await database.db.selectFrom('staff').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'manager', totpSecret: null });
    expect(await verifyPassword(row.passwordHash, 'long enough')).toBe(true);
  });

  it('refuses an unknown role, a short password and an unknown store', async () => {
    const { run } = await cliOn(dialect);
    await run('store:create', 'main', '--name', 'Riverbend Books');
    const base = ['staff:add', '--email', 'sam@example.com'];

    const role = await run(...base, '--store', 'main', '--role', 'boss');
    const short = await run(...base, '--store', 'main', '--role', 'clerk', '--password', 'short');
    const store = await run(...base, '--store', 'nowhere', '--role', 'clerk');

    expect(role.code).toBe(1);
    expect(role.stderr).toContain('Give one of: owner, manager, clerk.');
    expect(short).toMatchObject({ code: 1, stderr: 'Error: A password is at least 8 characters.\n' });
    expect(store).toMatchObject({ code: 1, stderr: "Error: No store with id 'nowhere'.\n" });
  });
});
