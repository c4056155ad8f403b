import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test gets a copy of a database migrated once per run (docs/architecture.md#testing).
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
