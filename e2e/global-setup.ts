import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cli, freePort, makeDataDir, startServer, waitForServer } from './server.ts';

export const stateFile = path.join(tmpdir(), `bookfront-e2e-${process.pid}.json`);

/**
 * One server for the whole run: the demo store (Riverbend Books) at the root, and a private
 * store 'members' under /members.
 */
export default async function globalSetup() {
  const dataDir = makeDataDir();
  cli(dataDir, ['migrate']);
  cli(dataDir, ['demo']);
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

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ dataDir, port });
  await waitForServer(baseUrl, server);

  process.env.BOOKFRONT_E2E_BASE_URL = baseUrl;
  writeFileSync(stateFile, JSON.stringify({ pid: server.pid, dataDir }));
}
