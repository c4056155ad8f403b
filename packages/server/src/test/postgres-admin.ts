import pg from 'pg';

/** Runs `work` on a connection of its own to the DATABASE_URL database (creating and dropping schemas). */
export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every test run's schemas start with this, then the second the run began. */
export const testSchemaPrefix = 'bft_';
/** A run that has gone on this long has died: nothing of ours runs for half a day. */
const deadRunSeconds = 12 * 60 * 60;

/** Drops the schemas of this run, or with no run, those that runs killed half a day ago or more left behind. */
export async function dropTestSchemas(runId?: string): Promise<void> {
  const oldest = Math.floor(Date.now() / 1000) - deadRunSeconds;
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like '${testSchemaPrefix}%'`,
    );
    for (const { nspname } of rows) {
      const startedAt = Number(new RegExp(`^${testSchemaPrefix}(\\d+)_`).exec(nspname)?.[1]);
      const isOurs = runId !== undefined && nspname.startsWith(`${runId}_`);
      if (isOurs || (runId === undefined && startedAt < oldest)) {
        await client.query(`drop schema if exists ${nspname} cascade`);
      }
    }
  });
}
