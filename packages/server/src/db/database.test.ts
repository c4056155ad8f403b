import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { openDatabase, sqliteFileName } from './database.ts';

it('takes the write lock when a SQLite transaction begins, so a second process waits instead of failing mid-way', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-db-'));
  const handle = openDatabase({ dataDir });
  onTestFinished(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await sql`create table counters (id integer primary key, value integer not null)`.execute(handle.db);
  await sql`insert into counters (id, value) values (1, 0)`.execute(handle.db);
  // Another process's connection, told not to wait, so holding the lock shows as SQLITE_BUSY.
  const other = new SQLite(path.join(dataDir, sqliteFileName));
  other.pragma('busy_timeout = 0');
  onTestFinished(() => {
    other.close();
  });

  const writeFromOtherProcess = () => other.prepare('update counters set value = value + 1 where id = 1').run();
  let refused: unknown;
  await handle.db.transaction().execute(async () => {
    try {
      writeFromOtherProcess();
    } catch (error) {
      refused = error;
    }
  });

  expect(refused).toMatchObject({ code: 'SQLITE_BUSY' });
  expect(writeFromOtherProcess().changes).toBe(1);
});
