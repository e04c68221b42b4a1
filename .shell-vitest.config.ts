import { defineConfig } from "vitest/config";
export default defineConfig({ test: { root: "/work/main", include: ["app/lib/*.test.ts"], environment: "node", setupFiles: ["/work/main/tests/setup/fail-on-console.ts"] } });
