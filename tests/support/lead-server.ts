/**
 * Test helpers for the lead pipeline: the JSON API behind the real lead protection
 * (XSRF cookie, form stamps, rate limit) on an ephemeral port, and (re-exported from
 * test-smtp.ts) a real SMTP server that records what it receives.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import type { Db } from "../../app/platform/db/client.server.ts";
import { apiRouter } from "../../server/api/router.ts";
import { leadProtection } from "../../server/lead-protection.ts";
import { leadVisitor, stamped, type Visitor } from "./lead-visitor.ts";

export const silentLogger = pino({ level: "silent" });

export type { Visitor };

export type LeadApi = {
  url: string;
  /** A visitor: GETs a form stamp once (that answer sets the XSRF-TOKEN cookie), then sends the token back as the header. */
  visitor(): Promise<Visitor>;
  post(call: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  /** A lead call as the site's script makes it: a fresh stamp in the body, the visitor's token in the header. */
  submit(call: string, body: Record<string, unknown>, visitor: Visitor, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
};

export async function startLeadApi(db: Db, opts: { limit?: number; redisUrl?: string; minFillMs?: number } = {}): Promise<LeadApi> {
  const app = express();
  // The lead rate limit counts the connection's address (TRUST_PROXY's default: no proxy trusted).
  app.set("trust proxy", false);
  const protection = leadProtection({
    env: {
      SITE_URL: "http://127.0.0.1",
      REDIS_URL: opts.redisUrl,
      FORM_SECRET: "test-secret-0123456789",
      DATABASE_URL: "sqlite::memory:",
      LEAD_MIN_FILL_MS: opts.minFillMs ?? 0,
      LEAD_RATE_LIMIT: opts.limit ?? 1000,
      LEAD_RATE_WINDOW_S: 600,
    },
    logger: silentLogger,
  });
  protection.install(app);
  app.use("/api", apiRouter({ db, logger: silentLogger, leads: protection }));
  app.get("/{*rest}", (_req, res) => {
    res.type("html").send("<!doctype html><title>page</title>");
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post: LeadApi["post"] = async (call, body, headers = {}) => {
    const res = await fetch(`${url}/api/${call}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  return {
    url,
    visitor: () => leadVisitor(url),
    post,
    async submit(call, body, visitor, headers = {}) {
      return post(call, await stamped(body, visitor), { ...visitor.headers, ...headers });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await protection.close();
    },
  };
}

export { TestSmtp, type ReceivedMail } from "./test-smtp.ts";
