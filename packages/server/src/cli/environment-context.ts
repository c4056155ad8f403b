import { CliError, type CliContext } from './context.ts';

/**
 * The context of a command run for an operator: the database and mail the environment names
 * (DATA_DIR, DATABASE_URL, SMTP_URL), read only when a command runs, since `--help` needs neither
 * (docs/architecture.md#server-modules).
 */
export function environmentCliContext(output: Pick<CliContext, 'stdout' | 'stderr'>): CliContext {
  const context: CliContext = {
    dataDir: '',
    async prepare() {
      const { EnvError, parseEnv } = await import('../env.ts');
      try {
        const env = parseEnv();
        context.dataDir = env.dataDir;
        context.smtpUrl = env.smtpUrl;
        context.mailFrom = env.mailFrom;
        context.openDatabase = async () => {
          const { openDatabase } = await import('../db/database.ts');
          return openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, poolSize: 2 });
        };
      } catch (error) {
        throw error instanceof EnvError ? new CliError(error.message) : error;
      }
    },
    openDatabase: () => Promise.reject(new Error('The environment has not been read.')),
    ...output,
  };
  return context;
}
