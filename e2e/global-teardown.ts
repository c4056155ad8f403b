import { readFileSync, rmSync } from 'node:fs';
import { stateFile } from './global-setup.ts';

export default async function globalTeardown() {
  let state: { pids?: number[]; dataDir?: string };
  try {
    state = JSON.parse(readFileSync(stateFile, 'utf8')) as { pids?: number[]; dataDir?: string };
  } catch {
    return;
  }
  for (const pid of state.pids ?? []) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
}
