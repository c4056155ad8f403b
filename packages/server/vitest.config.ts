import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each suite builds its own database; PostgreSQL schemas are unique per suite.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
