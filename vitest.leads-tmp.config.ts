import { defineConfig } from "vitest/config";
export default defineConfig({
  root: "/work/main",
  test: { include: ["app/**/*.test.ts"], environment: "node", setupFiles: ["./tests/setup/fail-on-console.ts"] },
});
