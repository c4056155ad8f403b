import { readFileSync, rmSync } from 'node:fs';
import { stateFile } from './global-setup.ts';

export default async function globalTeardown() {
  let state: { pid?: number; dataDir?: string };
  try {
    state = JSON.parse(readFileSync(stateFile, 'utf8')) as { pid?: number; dataDir?: string };
  } catch {
    return;
  }
  if (state.pid) {
    try {
      process.kill(state.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
}
