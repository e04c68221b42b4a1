import { defineConfig } from "vitest/config";

// Unit and integration tests. Route modules are tested end to end in a browser (tests/e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "demo/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/fail-on-console.ts"],
    globalSetup: ["./tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine, every file in turn). Each
    // file has its own database copy (global-setup.ts), so files run side by side; measured on 2 cores:
    // 350 s → 222 s for the whole suite.
    maxWorkers: "100%",
    // The JSON report feeds scripts/slowest-tests.ts (CI prints the slowest tests after the suite).
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});
