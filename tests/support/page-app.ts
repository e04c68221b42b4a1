/**
 * The whole site, pages included, in a Vitest test: the Express app of server/app.ts loaded through
 * Vite's development server (as `npm run dev` does), so React Router renders every route without a
 * production build. One Vite server per test file; `start(db)` serves one database on its own port.
 * The first page compiles the app's modules on demand (several seconds); later pages, and the other
 * databases of the file, reuse them. The app's caches live in Vite's copy of the modules: each
 * `start` empties them, so a database never sees what another one's pages left there.
 */
import { createServer, type ViteDevServer } from "vite";
import { parseEnv } from "../../app/platform/env.server.ts";
import type { Db } from "../../app/platform/db/client.server.ts";
import { listen } from "./listen.ts";

type ServerModule = typeof import("../../server/app.ts");

export type PageApp = {
  /** Serves `db` until `close`; `vars` are environment settings besides the test's defaults. */
  start: (db: Db, url: string, vars?: Record<string, string>) => Promise<{ base: string; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

export async function startPageApp(): Promise<PageApp> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const mod = (await vite.ssrLoadModule("./server/app.ts")) as ServerModule;
  const cache = (await vite.ssrLoadModule("./app/platform/cache/cache.server.ts")) as typeof import("../../app/platform/cache/cache.server.ts");
  const closers: Array<() => Promise<void>> = [];
  return {
    async start(db, url, vars = {}) {
      const env = parseEnv({
        NODE_ENV: "development",
        DATABASE_URL: url,
        MEDIA_DIR: "data/test-media",
        SEED_ON_START: "false",
        FORM_SECRET: "page-app-test-secret-0123456789",
        LOG_LEVEL: "silent",
        ...vars,
      });
      cache.clearAllCaches();
      const s = await listen(mod.createApp({ db, env, vite }));
      closers.push(s.close);
      return s;
    },
    async close() {
      for (const close of closers) await close();
      await vite.close();
    },
  };
}
