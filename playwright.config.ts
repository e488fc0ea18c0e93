import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real server (`node scripts/start.mjs`) with a fresh data dir every run,
 * in Debian's Chromium (Playwright downloads no browser here; see /work/shared/TOOLCHAIN.md).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = '.data-e2e';
const isCI = !!process.env.CI;

// `node -e` (always CommonJS) and `&&` work in sh and cmd.exe alike.
const removeDataDir = `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})"`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace (DOM snapshots and screencast on every action) took a quarter to two fifths of the CPU a test
    // used in browser and server (four inbox journeys, two pairs back to back: 68 s and 58 s of CPU with traces kept
    // on failure, 38 s and 43 s without), and the e2e step is bound by the 2 cores. So `npm test` (scripts/test.sh sets E2E_TRACE) and CI record a trace only when a failed
    // test is run again (CI retries once): a failure there comes with its screenshot and error context, its retry
    // with a trace. Single spec files run by hand keep a trace of every failure.
    trace:
      (process.env.E2E_TRACE as 'on-first-retry' | 'retain-on-failure' | 'on' | 'off' | undefined) ??
      (isCI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
    },
  ],
  webServer: {
    name: 'server',
    command: `${removeDataDir} && node scripts/start.mjs`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded PGlite in the fresh data dir, whatever the caller's environment says.
      DATABASE_URL: '',
      REDIS_URL: '',
      // Server logs (pino, on stdout) only from warnings up: request errors show, routine lines do not.
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the per-address limit would stop the suite, not protect anything.
      // Per account, above the shipped 5 a minute: journeys here sign the same demo account in many times a
      // minute (two-factor sign-in is two calls). The rate-limit test still runs into it.
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '30',
      // The app sends only its generated operations (by document id) as in production, but the tests read the
      // outbox with their own queries and the simulated desktop host (standing in for the real host, which talks to
      // the clinical system directly) sends its own: so the server also runs queries sent as text here. Refusing
      // them in production is tested in server/src/graphql/trusted-documents.test.ts.
      GRAPHQL_TRUSTED_DOCUMENTS: 'off',
      // No 12-month reports demo history (server/src/modules/reports/demo-history.ts): journeys count the seed's rows.
      DEMO_HISTORY: 'off',
      // The demo requests keep the dates they were written with (npm start dates them from its first start).
      DEMO_DATES: 'fixed',
      // Short-lived bearer tokens, so the suite keeps exercising the refresh path.
      ACCESS_TOKEN_TTL_SECONDS: '20',
      // The one journey that waits a token out asks for a 4-second one (x-test-access-token-ttl, tests/e2e/session.spec.ts).
      TEST_ACCESS_TOKEN_TTL_HEADER: 'on',
      // A Vision login helper for /authorize: an address the journeys answer themselves (tests/e2e/authorize.spec.ts).
      VISION_LOGIN_HELPER_URL: 'https://vision-login.invalid/connect/authorize',
      VISION_LOGIN_HELPER_CLIENT_ID: 'carebridge-e2e',
    },
    url: `${baseURL}/api/version`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
