/**
 * Test helpers for the lead pipeline: the JSON API behind the real lead protection
 * (XSRF cookie, rate limit) on an ephemeral port, and a real SMTP server (smtp-server)
 * that records what it receives and can be stopped and started again on the same port.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
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

/** `text`: the message with quoted-printable soft breaks and escapes undone (enough to read a plain-text mail). */
export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8");
}

export class TestSmtp {
  received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}
