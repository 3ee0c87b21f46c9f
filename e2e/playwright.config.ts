import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against the production build served by the real server.
 * support/global-setup.ts starts an SMTP capture server and the app server on a fresh database;
 * the base URL reaches the tests through E2E_BASE_URL (set there, inherited by the worker).
 */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One worker: the tests share one server and one database, and the machine is small.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // One retry on CI, so a timing hiccup on a loaded machine shows as "flaky" in the report instead of failing the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // A few layout checks at phone width; the flows themselves run once, on desktop.
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
});
