/**
 * Test helpers for the lead pipeline: the JSON API behind the real lead protection
 * (XSRF cookie, rate limit) on an ephemeral port, and (re-exported from test-smtp.ts) a real
 * SMTP server that records what it receives.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import type { Db } from "../../app/db/client.server.ts";
import { apiRouter } from "../../server/api/router.ts";
import { leadProtection } from "../../server/lead-protection.ts";

export const silentLogger = pino({ level: "silent" });

export type LeadApi = {
  url: string;
  /** A visitor: GETs a form stamp once (that answer sets the XSRF-TOKEN cookie), then sends the token back as the header. */
  visitor(): Promise<{ cookie: string; token: string }>;
  post(call: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
};

export async function startLeadApi(db: Db, opts: { limit?: number; redisUrl?: string } = {}): Promise<LeadApi> {
  const app = express();
  app.set("trust proxy", "loopback");
  const protection = leadProtection({
    env: {
      SITE_URL: "http://127.0.0.1",
      REDIS_URL: opts.redisUrl,
      FORM_SECRET: "test-secret-0123456789",
      DATABASE_URL: "sqlite::memory:",
      LEAD_MIN_FILL_MS: 0,
      LEAD_RATE_LIMIT: opts.limit ?? 1000,
      LEAD_RATE_WINDOW_S: 600,
    },
    logger: silentLogger,
  });
  protection.install(app);
  app.use("/api", apiRouter({ db, logger: silentLogger }));
  app.get("/{*rest}", (_req, res) => {
    res.type("html").send("<!doctype html><title>page</title>");
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async visitor() {
      const res = await fetch(`${url}/forms/stamp`);
      const set = res.headers.get("set-cookie") ?? "";
      const m = /XSRF-TOKEN=([^;]+)/.exec(set);
      if (!m) throw new Error("no XSRF-TOKEN cookie on the stamp response");
      return { cookie: `XSRF-TOKEN=${m[1]}`, token: decodeURIComponent(m[1]!) };
    },
    async post(call, body, headers = {}) {
      const res = await fetch(`${url}/api/${call}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await protection.close();
    },
  };
}

export { TestSmtp, type ReceivedMail } from "./test-smtp.ts";
