import { runCli } from './cli/program.ts';
import { CliError, type CliContext } from './cli/context.ts';

/**
 * `npm run bookfront -- <command>`: administration on the database the server uses. The
 * environment is read, and the database driver loaded, only when a command runs: `--help` needs
 * neither (docs/architecture.md#server-modules).
 */
async function main(): Promise<number> {
  const context: CliContext = {
    dataDir: '',
    async prepare() {
      const { EnvError, parseEnv } = await import('./env.ts');
      try {
        const env = parseEnv();
        context.dataDir = env.dataDir;
        context.smtpUrl = env.smtpUrl;
        context.mailFrom = env.mailFrom;
        context.openDatabase = async () => {
          const { openDatabase } = await import('./db/database.ts');
          return openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, poolSize: 2 });
        };
      } catch (error) {
        throw error instanceof EnvError ? new CliError(error.message) : error;
      }
    },
    openDatabase: () => Promise.reject(new Error('The environment has not been read.')),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  return runCli(process.argv.slice(2), context);
}

// `npm run bookfront -- outbox | head -3`: once the reader has gone, nothing more can be shown, so
// the command ends as a shell tool does, quietly and successfully, rather than with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
