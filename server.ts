/**
 * Process entry. Production: load the built server (build/server/index.js). Development
 * (`npm run dev`): load server/app.ts through Vite with hot module reloading.
 */
import type { SeedHook } from "./server/app.ts";

process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
const DEV = process.env.NODE_ENV === "development";

type ServerModule = typeof import("./server/app.ts");

// The demo content (demo/) is loaded only when the database needs it, never bundled with the server.
const seed: SeedHook = async (db, opts) => (await import("./demo/seed.server.ts")).seedDemo(db, opts);

try {
  if (DEV) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const mod = (await viteDevServer.ssrLoadModule("./server/app.ts")) as ServerModule;
    await mod.startServer({ vite: viteDevServer, seed });
  } else {
    const buildPath = "./build/server/index.js";
    const mod = (await import(buildPath)) as ServerModule;
    await mod.startServer({ seed });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && !error.message.startsWith("Invalid environment")) console.error(error.stack);
  process.exit(1);
}
