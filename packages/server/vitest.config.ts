import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test gets a copy of a database migrated once per run (docs/architecture.md#testing).
    globalSetup: ['src/test/database-templates.ts'],
    // A worker imports the server's modules once and runs file after file with them, instead of
    // importing them anew for each file: that import was most of the project's time. Tests keep no
    // state between files: each has its own database, and restores what it stubs
    // (docs/decisions/0055-server-tests-share-their-modules.md).
    isolate: false,
    // Budgets only decide how long a broken test takes to fail; a busy two-core machine can take
    // seconds over what a quiet one needs (loading the whole demo catalogue takes 20 s there).
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
