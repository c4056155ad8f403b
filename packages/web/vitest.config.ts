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
    // A worker imports the app's modules once and runs file after file with them, as the server project does
    // (docs/decisions/0055-server-tests-share-their-modules.md); the document is emptied, and what a module
    // remembers between calls is reset, after each test (src/test/setup.ts).
    isolate: false,
    // A component test that waits on the page through several renders, the first of a file also
    // loading its lazy routes, takes 20–30 s on a two-core machine at load 30; the budget only
    // decides how long a broken test takes to fail, so it is the server project's 90 s.
    testTimeout: 90_000,
  },
});
