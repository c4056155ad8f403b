import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const cliFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cli.ts');

it('ends quietly with exit code 0 when the reader of its output has gone (`… | head -3`)', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', cliFile, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
  // The reading end closes before the command writes a line, as `head` does once it has read enough.
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });

  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
});
