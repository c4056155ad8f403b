import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/server', 'packages/web'],
    // Server tests spend much of their time waiting on their database, so one more worker than
    // cores keeps the cores busy (Vitest's default is one fewer).
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', './scripts/slowest-tests-reporter.ts'],
  },
});
