import { defineConfig, devices } from "@playwright/test";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * scripts/e2e.mjs starts a server, a database and a mail catcher per worker and passes their addresses as
 * E2E_BASE_URL_<n> and E2E_MAIL_DIR_<n>. A worker (this file is loaded again in each one) takes those of its
 * parallel index, so every spec and helper reading E2E_BASE_URL / E2E_MAIL_DIR speaks to its own server.
 */
const parallelIndex = process.env.TEST_PARALLEL_INDEX ?? "0";
for (const name of ["E2E_BASE_URL", "E2E_MAIL_DIR"]) {
  const own = process.env[`${name}_${parallelIndex}`];
  if (own) process.env[name] = own;
}

export default defineConfig({
  testDir: "./e2e",
  // A spec's tests run in order in one worker (they build on one another); specs spread over the workers.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A whole test's bound, not a step's (each expectation has its own 10 s): the longer journeys (several members'
  // browsers, accessibility scans on each screen) run close to a minute on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // One folder per database: CI runs the two browser suites side by side, and Playwright empties its folder first.
  outputDir: process.env.E2E_OUTPUT_DIR || "../../test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    // The app's service worker only where a spec allows it (offline.spec.ts): elsewhere every request stays
    // visible to page.route and each test starts from the server's own answers.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
});
