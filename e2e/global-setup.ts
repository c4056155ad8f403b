import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cli,
  commandRunnerEnv,
  freePort,
  makeDataDir,
  startCommandRunner,
  startServer,
  waitForServer,
} from './server.ts';
import { extraCatalogueCsv } from './support/catalogue.ts';
import { dataDirEnv } from './support/customers.ts';
import { mailboxEnv } from './support/mailbox.ts';
import { startMailSink } from './support/smtp-sink.ts';

export const stateFile = path.join(tmpdir(), `bookfront-e2e-${process.pid}.json`);

/**
 * One server for the whole run: the demo store (Riverbend Books) at the root, and a private
 * store 'members' under /members. Its mail goes to a test SMTP server whose mailbox folder the
 * journeys read with waitForEmail (support/mailbox.ts).
 */
export default async function globalSetup() {
  const dataDir = makeDataDir();
  // Every command of the run, set-up's and the journeys', runs in one process (e2e/server.ts#cli).
  const commandRunner = await startCommandRunner(dataDir);
  process.env[commandRunnerEnv] = commandRunner.url;
  cli(dataDir, ['migrate']);
  cli(dataDir, ['demo']);
  // Titles the demo catalogue lacks, imported before the server opens the database.
  const catalogue = path.join(mkdtempSync(path.join(tmpdir(), 'bookfront-e2e-catalogue-')), 'catalogue.csv');
  writeFileSync(catalogue, extraCatalogueCsv);
  cli(dataDir, ['import', catalogue, '--format', 'csv']);
  cli(dataDir, ['store:create', 'members', '--name', 'Members Reading Room', '--basename', 'members']);
  cli(dataDir, ['settings:set', '--store', 'members', 'is_private', 'true']);
  cli(dataDir, ['settings:set', '--store', 'members', 'store_info.phone', '"(503) 555-0100"']);
  cli(dataDir, [
    'location:add',
    '--store',
    'members',
    '--id',
    'reading-room',
    '--name',
    'Reading Room',
    '--city',
    'Portland',
    '--province',
    'OR',
  ]);

  const mailSink = await startMailSink();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ dataDir, port, smtpUrl: mailSink.url });
  await waitForServer(baseUrl, server);

  // Test workers inherit the runner's environment.
  process.env.BOOKFRONT_E2E_BASE_URL = baseUrl;
  process.env[mailboxEnv] = mailSink.mailbox;
  // Journeys seed their own customers with the CLI (support/customers.ts).
  process.env[dataDirEnv] = dataDir;
  writeFileSync(stateFile, JSON.stringify({ pids: [server.pid, commandRunner.process.pid], dataDir }));

  // Playwright runs a function returned here as teardown, in this process, where the sink lives.
  return () => mailSink.close();
}
