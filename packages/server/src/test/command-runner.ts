import { createServer } from 'node:http';
import { environmentCliContext } from '../cli/environment-context.ts';
import { runCli } from '../cli/program.ts';

/**
 * The browser journeys seed their stores, customers and staff with `bookfront` commands, hundreds
 * in a run. A process of its own for each command loaded the server's modules anew, 2 to 4 s on a
 * busy two-core machine; this process loads them once and runs the commands sent to it one after
 * another, exactly as the command line does, on the DATA_DIR and DATABASE_URL of its environment.
 *
 * `POST /` with `{ "dataDir": "…", "args": ["staff:add", …] }` answers `{ code, stdout, stderr }`.
 * It listens on loopback at the port in COMMAND_RUNNER_PORT and prints `ready` once it does.
 */

type CommandResult = { code: number; stdout: string; stderr: string };

async function runCommand(args: string[]): Promise<CommandResult> {
  const result = { code: 0, stdout: '', stderr: '' };
  const context = environmentCliContext({
    stdout: (text) => {
      result.stdout += text;
    },
    stderr: (text) => {
      result.stderr += text;
    },
  });
  try {
    result.code = await runCli(args, context);
  } catch (error) {
    result.stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    result.code = 2;
  }
  return result;
}

const isCommand = (body: unknown): body is { dataDir: string; args: string[] } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { dataDir?: unknown }).dataDir === 'string' &&
  Array.isArray((body as { args?: unknown }).args) &&
  (body as { args: unknown[] }).args.every((arg) => typeof arg === 'string');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let previous: Promise<unknown> = Promise.resolve();

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    // One command at a time, in the order they came, as separate processes waiting on the
    // database's lock would have run them.
    const run = previous.then(() => {
      const body = parseJson(Buffer.concat(chunks).toString('utf8'));
      if (!isCommand(body)) return { code: 2, stdout: '', stderr: 'Expected { dataDir, args }.\n' };
      if (body.dataDir !== process.env.DATA_DIR) {
        return { code: 2, stdout: '', stderr: `This runner works on ${process.env.DATA_DIR}, not ${body.dataDir}.\n` };
      }
      return runCommand(body.args);
    });
    previous = run;
    void run.then((result) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    });
  });
});

server.listen(Number(process.env.COMMAND_RUNNER_PORT), '127.0.0.1', () => {
  process.stdout.write('ready\n');
});
