import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "apps/web/src") } },
  test: {
    include: ["apps/api/src/**/*.test.ts", "packages/shared/src/**/*.test.ts", "apps/web/src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The run migrates one database; each file starts from a copy of it (apps/api/src/test/global-setup.ts).
    globalSetup: ["apps/api/src/test/global-setup.ts"],
    // Before each file: its today (test/today.ts), which a worker's shared modules would otherwise keep.
    setupFiles: ["apps/api/src/test/setup-file.ts"],
    pool: "forks",
    // Files share their worker's loaded modules (the app's code is imported once per worker, not per file):
    // no test relies on a fresh module state, and the suite measured 5 min instead of 9 on PGlite.
    isolate: false,
    maxWorkers: 2,
  },
});
