import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A component test that waits on the page through several renders takes seconds on a busy
    // two-core machine; the budget only decides how long a broken test takes to fail.
    testTimeout: 30_000,
  },
});
