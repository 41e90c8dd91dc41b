import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';

/** The app under test runs exactly as `npm start` runs it, on its own ports and data dir. */
export const E2E = {
  port: 5174,
  dataDir: '.data-e2e',
  emulator: { auth: 9299, hub: 4419, logging: 4519 },
};
const baseURL = `http://localhost:${E2E.port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker (issue 52) would answer pages and API reads itself, out of reach of a
    // test's request routing; e2e/installable.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${E2E.dataDir} && npm start`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    env: {
      PORT: String(E2E.port),
      // Many sign-ins from one address in a few minutes; the limits have their own API tests.
      RATE_LIMIT_FACTOR: '10',
      DATA_DIR: E2E.dataDir,
      AUTH_EMULATOR_PORT: String(E2E.emulator.auth),
      EMULATOR_HUB_PORT: String(E2E.emulator.hub),
      EMULATOR_LOGGING_PORT: String(E2E.emulator.logging),
      LOG_LEVEL: 'warn',
      // Chromium, the emulator and the app (with PGlite in its own event loop) share two cores
      // here: a second's lag is the machine, not load, and a page turned away (503) fails a test
      // that is not about load. Shedding has its own test (test/api/operations.test.ts).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
