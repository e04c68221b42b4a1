/**
 * Slow and oversized requests and the drain (server/lifecycle.ts), over real sockets: a client that
 * stops sending is cut off after the time limits, a declared body over the limit is refused before a
 * byte of it arrives, and after drain() readiness says 503 while answers still go out, each closing
 * its connection.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, createLifecycle, HTTP_LIMITS, type Lifecycle } from "./lifecycle.ts";

const LIMITS = { ...HTTP_LIMITS, headersTimeoutMs: 500, requestTimeoutMs: 1000, checkIntervalMs: 100 };

let server: http.Server;
let port = 0;
let lifecycle: Lifecycle;
let databaseAnswers = true;

beforeAll(async () => {
  lifecycle = createLifecycle({
    ping: () => (databaseAnswers ? Promise.resolve() : new Promise(() => {})),
    logger: pino({ level: "silent" }),
    bodyLimit: (req) => (req.path.startsWith("/api/") ? 16 * 1024 : 64 * 1024),
    readyTimeoutMs: 300,
  });
  const app = express();
  app.use(lifecycle.guard);
  app.get("/readyz", lifecycle.readyz);
  app.post("/api/echo", express.json({ limit: "16kb" }), (req, res) => {
    res.json(req.body);
  });
  app.get("/page", (_req, res) => {
    res.type("html").send("<p>page</p>");
  });
  server = createHttpServer(app, LIMITS);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Writes raw bytes and collects what comes back until the server closes the connection. */
function exchange(bytes: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, closed: true }));
  });
}

describe("slow and oversized requests", () => {
  it("cuts off a client that stops in the middle of its headers", async () => {
    const { answer, closed } = await exchange(`GET /page HTTP/1.1\r\nHost: x\r\nX-Slow: 1`);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts off a client that stops in the middle of its body", async () => {
    const { answer, closed } = await exchange(`POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("refuses a declared body over the limit before any of it is sent", async () => {
    // No body follows the headers: only an answer given before reading it can arrive.
    const { answer } = await exchange(`POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"error":"too_large"');
  });

  it("refuses an oversized form post the same way", async () => {
    const { answer } = await exchange(`POST /forms/lead HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 70000\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it("still reads a body within the limit", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/echo`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(await res.json()).toEqual({ a: 1 });
  });
});

describe("readiness and the drain", () => {
  it("answers 503 within its limit when the database does not answer", async () => {
    databaseAnswers = false;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5000) });
      expect(res.status).toBe(503);
    } finally {
      databaseAnswers = true;
    }
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });

  it("once draining: readiness 503, pages still answered, each closing its connection", async () => {
    lifecycle.drain();
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    const page = await fetch(`http://127.0.0.1:${port}/page`);
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).toBe("close");
  });
});
