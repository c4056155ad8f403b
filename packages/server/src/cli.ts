import { runCli } from './cli/program.ts';
import { openDatabase } from './db/database.ts';
import { EnvError, parseEnv } from './env.ts';

/** `npm run bookfront -- <command>`: administration on the database the server uses. */
async function main(): Promise<number> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const { dataDir, databaseUrl } = env;
  return runCli(process.argv.slice(2), {
    dataDir,
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    openDatabase: async () => openDatabase({ dataDir, databaseUrl, poolSize: 2 }),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
