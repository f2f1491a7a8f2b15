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

// Started by scripts/e2e.mjs, which provides the server address and the mail folder.
export default defineConfig({
  testDir: "./e2e",
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
