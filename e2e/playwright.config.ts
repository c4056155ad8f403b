import { defineConfig, devices } from '@playwright/test';

/** The browser journeys drive the built app (packages/web/dist) served by one API server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./support/slowest-journeys-reporter.ts']],
  // Budgets only decide how long a broken journey takes to fail: a green one finishes as soon as
  // the page is ready, so they are set for a busy two-core machine, not a quiet one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: process.env.BOOKFRONT_E2E_BASE_URL,
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
