/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the built production
 * server on a fresh seeded SQLite database. No retries: a flaky test is a bug to fix.
 */
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds scripts/slowest-tests.ts (CI prints the slowest tests after the suite).
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "off",
    // Every test starts as a returning visitor: the first-visit enquiry modal (tests/e2e/leads.spec.ts) stays shut.
    storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: "EnquiryForm", value: "true" }] }] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    // LEAD_MIN_FILL_MS=0: a test fills a form faster than a person (the fill time is unit-tested).
    // MAP_TILES_URL: the map search's local tile server (tests/support/tile-server.ts, E2E_PORTS.mapSearch): never a provider outside.
    // CURRENCY_RATES: the currencies a brokerage would configure besides the pegged USD and SAR (issue 22).
    env: { PORT: String(PORT), LOG_LEVEL: "warn", SITE_URL: `http://127.0.0.1:${PORT}`, LEAD_MIN_FILL_MS: "0", MAP_TILES_URL: `http://127.0.0.1:${PORT + 28}/tiles/{z}/{x}/{y}.png`, CURRENCY_RATES: "EUR=4.02,GBP=4.71,INR=0.0425,RUB=0.0405,CNY=0.508" },
  },
});
