import { runCli } from './cli/program.ts';
import { environmentCliContext } from './cli/environment-context.ts';

/**
 * `npm run bookfront -- <command>`: administration on the database the server uses. The
 * environment is read, and the database driver loaded, only when a command runs: `--help` needs
 * neither (docs/architecture.md#server-modules).
 */
async function main(): Promise<number> {
  const context = environmentCliContext({
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
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
