import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './fixtures/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
// One data directory per port, so that two runs side by side never wipe each other's database.
const dataDir = `../data/e2e-${port}`;
/** A local OpenID Connect provider standing in for Google (unreachable from here). */
const oidcPort = port + 7;
export const googleStandIn = { clientId: 'phonehaat-test-client', clientSecret: 'phonehaat-test-secret' };

/**
 * Drives the real built app, served by the real server on a fresh embedded database seeded with the
 * demo catalogue, in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/${port}`,
  // A whole deal (book, pay, hand over, rate) takes 27 s alone on this machine's two cores and about twice that
  // beside a second worker: 30 s timed such tests out without anything being wrong.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Two browsers at once (decision 0062): with Debian's headless shell a second worker fills the time one test
  // spends waiting (network idle, the server, timers); 42 tests took 211 s on one worker and 159 s on two. With
  // the full `chromium` it did not pay (each test two to three times slower).
  workers: 2,
  // One retry on CI only, reported as "flaky" (not hidden): two races seen once each in this stop's clean-clone
  // runs on two busy cores — a dashboard page in English drawn while its texts were being loaded
  // (i18n/dashboard.spec.ts, admin: All Products and Add Product) and a stored answer refreshed a moment after
  // its price guide (listing/price-guide.spec.ts, now polled). Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    // A trace is recorded only for a retry (CI retries once): recording every test cost 12 % of the run.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: ['start/**', 'deal/timeout-refund.spec.ts', 'deal/courier-delivery.spec.ts'],
    },
    // Moves the server's deal clock forward (TEST_CLOCK): alone, after the others, whose orders it would time out.
    {
      name: 'deal-clock',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'deal/timeout-refund.spec.ts',
      dependencies: ['chromium'],
    },
    // Issue 42's parcels move on the same clock: after the timeout spec, one file at a time.
    {
      name: 'courier-clock',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'deal/courier-delivery.spec.ts',
      dependencies: ['deal-clock'],
    },
    // `npm start` is timed from a cold data directory: it runs once the browser tests are done, so
    // that they do not share its two cores (beside them it took 36–40 s, alone 9 s).
    { name: 'npm-start', testMatch: 'start/**/*.spec.ts', dependencies: ['courier-clock'] },
  ],
  webServer: [
    {
      command: `npx tsx ../apps/server/test/support/oidc-stand-in.ts ${oidcPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        AUTH_RATE_LIMIT_MAX: '1000',
        // scrypt at N=2^10: every test signs people up and in (decision 0062).
        PASSWORD_HASH_COST: '10',
        // POST /api/test/clock for deal/timeout-refund.spec.ts (loopback only; refused in production).
        TEST_CLOCK: 'true',
        // auth/sign-up-photo.spec.ts serves the sign-up photo from 127.0.0.1 (refused in production; decision 0054).
        PROFILE_PHOTO_ALLOW_LOOPBACK: 'true',
        GOOGLE_CLIENT_ID: googleStandIn.clientId,
        GOOGLE_CLIENT_SECRET: googleStandIn.clientSecret,
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      },
    },
  ],
});
