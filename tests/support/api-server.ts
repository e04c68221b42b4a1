/** Serves the JSON API router on an ephemeral port for integration tests. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import type { Db } from "../../app/platform/db/client.server.ts";
import { apiBody, apiRouter } from "../../server/api/router.ts";
import type { PageCache } from "../../server/page-cache.ts";
import { leadProtection } from "../../server/lead-protection.ts";

type Posted = { status: number; json: any; headers: Headers };

/** With `cache`, mounted as server/app.ts mounts it: the page cache first, then the router using it. */
export async function startApi(
  db: Db,
  opts: { cache?: PageCache } = {},
): Promise<{
  url: string;
  post: (call: string, body?: unknown, headers?: Record<string, string>) => Promise<Posted>;
  close: () => Promise<void>;
}> {
  const app = express();
  const logger = pino({ level: "silent" });
  // Not installed: lead calls here meet no stamp or token they could pass (tests/support/lead-server.ts serves them).
  const leads = leadProtection({
    env: { SITE_URL: "http://127.0.0.1", FORM_SECRET: "api-test-secret-0123456789", LEAD_MIN_FILL_MS: 0, LEAD_RATE_LIMIT: 1000, LEAD_RATE_WINDOW_S: 600 },
    logger,
  });
  // As server/app.ts mounts them: the body read once, then the cache, then the router.
  app.use("/api", apiBody);
  if (opts.cache) app.use(opts.cache.serve);
  app.use("/api", apiRouter({ db, logger, leads, cache: opts.cache }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async post(call, body = {}, headers = {}) {
      const res = await fetch(`${url}/api/${call}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
