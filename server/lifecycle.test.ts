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
import { bodyRuleOf, SMALL_BODY_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from "./body-limits.ts";

const LIMITS = { ...HTTP_LIMITS, headersTimeoutMs: 500, checkIntervalMs: 100 };

let server: http.Server;
let port = 0;
let lifecycle: Lifecycle;
let databaseAnswers = true;

beforeAll(async () => {
  lifecycle = createLifecycle({
    ping: () => (databaseAnswers ? Promise.resolve() : new Promise(() => {})),
    logger: pino({ level: "silent" }),
    // The small bodies' time shortened to 1 s; an upload's stays.
    bodyLimit: (req) => {
      const rule = bodyRuleOf(req);
      return rule.timeoutMs === SMALL_BODY_TIMEOUT_MS ? { ...rule, timeoutMs: 1000 } : rule;
    },
    readyTimeoutMs: 300,
  });
  const app = express();
  app.use(lifecycle.guard);
  app.get("/readyz", lifecycle.readyz);
  app.post("/api/echo", express.json({ limit: "16kb" }), (req, res) => {
    res.json(req.body);
  });
  // Stands for a staff upload action: reads the whole body, answers its size.
  app.post("/admin/units/1", (req, res) => {
    let bytes = 0;
    req.on("data", (c: Buffer) => (bytes += c.length));
    req.on("end", () => res.json({ bytes }));
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

  it("gives a staff upload its own limit: a 25 MB declared upload is refused unread, naming the limit; a 3 MB photo is read", async () => {
    const multipart = "Content-Type: multipart/form-data; boundary=x";
    const big = await exchange(`POST /admin/units/1 HTTP/1.1\r\nHost: x\r\n${multipart}\r\nContent-Length: ${25 * 1024 * 1024}\r\n\r\n`);
    expect(big.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(big.answer).toContain("The upload is larger than 20 MB");
    const photo = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const res = await fetch(`http://127.0.0.1:${port}/admin/units/1`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: photo });
    expect(await res.json()).toEqual({ bytes: photo.length });
    // The back office's other forms stay small.
    const form = await exchange(`POST /admin/units/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n`);
    expect(form.answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it("lets an upload take longer to arrive than a public form may", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (d: Buffer) => (answer += d.toString("latin1")));
    socket.write(`POST /admin/units/1 HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 10\r\n\r\n12345`);
    // Past the small bodies' limit (1 s here): a public form would have been cut off with a 408.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(answer).toBe("");
    socket.write("67890");
    await expect.poll(() => answer).toContain('{"bytes":10}');
    socket.destroy();
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(10 * 60_000);
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
