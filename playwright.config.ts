import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
// Its own data folder per port, so two browser runs side by side never wipe each other's database.
export const dataDir = process.env.E2E_PORT ? `.data-e2e-${port}` : '.data-e2e';
// The admin the browser tests sign in as: created at server start, with a password made up for this run only.
process.env.E2E_ADMIN_EMAIL ??= 'admin@e2e.test';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('hex');

// engineName: the cross-engine projects' option (e2e/engines/fixtures.ts).
export default defineConfig<object, { engineName: 'firefox' | 'webkit' }>({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps trying to reach Google services this machine cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'engines/**', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The other engines, driven through WebDriver (e2e/engines/fixtures.ts): Firefox ESR and WebKitGTK, from Debian.
    { name: 'firefox', testDir: 'e2e/engines', use: { engineName: 'firefox' } },
    // One more try in WebKit: under load, WebKitGTK has now and then left the worker's activation without an answer
    // for good, which no wait outlasts. Each such stall is reported (flaky).
    { name: 'webkit', testDir: 'e2e/engines', retries: 1, use: { engineName: 'webkit' } },
  ],
  webServer: {
    // A throw-away data folder: the browser tests never touch the developer's database.
    command: `rm -rf ${dataDir} && tsx api/server.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every browser test signs its members up from this one machine's address.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
    },
  },
});
