import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test gets a copy of a database migrated once per run (docs/architecture.md#testing).
    globalSetup: ['src/test/database-templates.ts'],
    // Budgets only decide how long a broken test takes to fail; a busy two-core machine can take
    // seconds over what a quiet one needs (loading the whole demo catalogue takes 20 s there).
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
