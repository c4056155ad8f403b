import { expect, it, vi } from 'vitest';
import { runCli } from './program.ts';

/** The modules a command runs with, each recording that it was loaded. */
const { loaded, recordLoad } = vi.hoisted(() => {
  // Files before this one in the worker may have loaded them already (the server tests share
  // their modules): forget them, so this file's import of the CLI loads what it needs anew.
  vi.resetModules();
  const names: string[] = [];
  return {
    loaded: names,
    recordLoad: (name: string) => async (importOriginal: () => Promise<unknown>) => {
      names.push(name);
      return importOriginal();
    },
  };
});
vi.mock('@bookfront/contract', recordLoad('contract'));
vi.mock('../db/database.ts', recordLoad('db/database'));
vi.mock('../db/migrate.ts', recordLoad('db/migrate'));
vi.mock('../demo/load-demo.ts', recordLoad('demo/load-demo'));
vi.mock('../lib/errors.ts', recordLoad('lib/errors'));
vi.mock('../lib/card-envelope.ts', recordLoad('lib/card-envelope'));
vi.mock('../modules/account/admin-service.ts', recordLoad('account/admin-service'));
vi.mock('../modules/catalog/import/formats.ts', recordLoad('catalog/import/formats'));
vi.mock('../modules/catalog/repository.ts', recordLoad('catalog/repository'));
vi.mock('../modules/giftcards/service.ts', recordLoad('giftcards/service'));
vi.mock('../modules/mail/outbox.ts', recordLoad('mail/outbox'));
vi.mock('../modules/store/admin-service.ts', recordLoad('store/admin-service'));

it('prints the help without loading what the commands run with', async () => {
  let stdout = '';

  const code = await runCli(['--help'], {
    dataDir: '',
    openDatabase: () => Promise.reject(new Error('no database for --help')),
    stdout: (text) => {
      stdout += text;
    },
    stderr: () => {},
  });

  expect(code).toBe(0);
  expect(stdout).toContain('Usage: bookfront');
  expect(loaded).toEqual([]);
});
