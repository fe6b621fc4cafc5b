import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** Override E2E_PORT to run two suites side by side; the data and result folders follow the port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
export const E2E_PARTNER_KEY = 'e2e-partner-key-0123456789abcdef012';
/** The WhatsApp webhook's secrets (no token: WhatsApp messages go to the outbox). */
export const E2E_WHATSAPP_APP_SECRET = 'e2e-whatsapp-app-secret';
export const E2E_WHATSAPP_VERIFY_TOKEN = 'e2e-whatsapp-verify-token';
/**
 * The booking site the hand-off sends travellers to: an address of the e2e server that runs no app code,
 * so the browser lands there and the #sso fragment stays in the URL for the test to read.
 */
export const E2E_BOOKING_URL = `${E2E_URL}/api/health`;
/**
 * A second server with the booking site built in (no VISA_BOOKING_URL, the default): the apply-*.spec.ts
 * journeys run against it, everything else against the first.
 */
export const E2E_APPLY_PORT = Number(process.env.E2E_APPLY_PORT ?? E2E_PORT + 1000);
export const E2E_APPLY_URL = `http://localhost:${E2E_APPLY_PORT}`;
export const E2E_APPLY_DATA_DIR = `.tmp/e2e-apply-data-${E2E_APPLY_PORT}`;
const APPLY_SPECS = /apply-.*\.spec\.ts$/;

/** A server started afresh for the run (its data directory removed first), on the embedded database. */
function e2eServer(port: number, url: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: `rm -rf ${dataDir} && node scripts/start.mjs --no-web-build`,
    url: `${url}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      PARTNER_API_KEY: E2E_PARTNER_KEY,
      DATABASE_URL: '',
      REDIS_URL: '',
      // signUpThroughApi gives each traveller its own address (e2e/fixtures.ts), as a proxy in front would.
      TRUST_PROXY: 'loopback',
      WHATSAPP_APP_SECRET: E2E_WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP_VERIFY_TOKEN,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: `.tmp/e2e-results-${E2E_PORT}`,
  timeout: 45_000,
  // A page that renders in 2 s here took 3 to 4 times longer on a loaded CI machine: a wait that passes is not slowed
  // by a longer limit, and a retry of the whole test costs more than the wait.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a timing hiccup on a loaded CI machine; the report still lists such a test as flaky.
  retries: 1,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]] : 'list',
  use: {
    baseURL: E2E_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: APPLY_SPECS },
    { name: 'apply', use: { ...devices['Desktop Chrome'], baseURL: E2E_APPLY_URL }, testMatch: APPLY_SPECS },
  ],
  webServer: [
    e2eServer(E2E_PORT, E2E_URL, E2E_DATA_DIR, { VISA_BOOKING_URL: E2E_BOOKING_URL }),
    e2eServer(E2E_APPLY_PORT, E2E_APPLY_URL, E2E_APPLY_DATA_DIR),
  ],
});
