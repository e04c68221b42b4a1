import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormGuard } from "../app/services/lead-guard.server.ts";
import type { LeadRequestInfo } from "../app/services/lead-guard.server.ts";
import { cacheControlFor, httpCache, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "./http-cache.ts";
import { canonicalJson, createPageCache, invalidateAll } from "./page-cache.ts";

const guard = createFormGuard({ secret: "x".repeat(32), minFillMs: 0 });
let renders = 0;
let counter = 0;
const app = express();
app.use((req, res, next) => {
  counter++;
  res.locals.cspNonce = `nonce-${String(counter).padStart(12, "0")}`;
  res.locals.xsrfToken = String(req.headers["x-test-token"] ?? `token-${String(counter).padStart(14, "0")}`);
  next();
});
app.use(httpCache());
const info = (_req: express.Request, res: express.Response): LeadRequestInfo => ({ xsrfToken: String(res.locals.xsrfToken), rateLimited: false, guard });
const cache = createPageCache({ ttlMs: 60_000, requestInfo: info });
app.use(cache.middleware);
app.get("/page", async (req, res) => {
  renders++;
  const stamp = cache.track(res, info(req, res)).guard.issueStamp();
  await new Promise((r) => setTimeout(r, 50));
  res.type("html").send(`<script nonce="${res.locals.cspNonce}"></script><input value="${res.locals.xsrfToken}"><input value="${stamp}">`);
});
app.get("/robots.txt", (_req, res) => {
  res.cookie("XSRF-TOKEN", "abc");
  res.type("text/plain").send("User-agent: *");
});
app.get("/gone", (_req, res) => {
  res.status(404).type("html").send("nope");
});

let server: http.Server;
let base = "";
beforeAll(async () => {
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("page cache", () => {
  it("renders a burst once and fills per-response values on every replay", async () => {
    invalidateAll();
    renders = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`${base}/page`, { headers: { "x-test-token": `visitor-token-${String(i).padStart(8, "0")}` } })));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(renders).toBe(1);
    const stamps = new Set<string>();
    bodies.forEach((body, i) => {
      expect(body).toContain(`value="visitor-token-${String(i).padStart(8, "0")}"`);
      const nonce = /nonce="([^"]+)"/.exec(body)![1]!;
      stamps.add(/<input value="([^"]+)">$/.exec(body)![1]!);
      expect(nonce).toMatch(/^nonce-\d{12}$/);
    });
    expect(new Set(bodies.map((b) => /nonce="([^"]+)"/.exec(b)![1])).size).toBe(10);
    expect(stamps.size).toBe(10);
    for (const s of stamps) expect(guard.checkStamp(s).ok).toBe(true);
    expect(answers[0]!.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("does not store errors", async () => {
    await fetch(`${base}/gone`);
    const second = await fetch(`${base}/gone`);
    expect(second.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("shares files without the XSRF cookie, with an ETag and 304", async () => {
    invalidateAll();
    const first = await fetch(`${base}/robots.txt`);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    const second = await fetch(`${base}/robots.txt`);
    const etag = second.headers.get("etag")!;
    expect(second.headers.get("x-cache")).toBe("HIT");
    const third = await fetch(`${base}/robots.txt`, { headers: { "if-none-match": etag } });
    expect(third.status).toBe(304);
  });

  it("caches read API answers once per canonical body", async () => {
    let runs = 0;
    const run = async () => ++runs;
    await Promise.all([cache.api("GetX", { a: 1, b: 2 }, run), cache.api("GetX", { b: 2, a: 1 }, run)]);
    expect(await cache.api("GetX", { a: 1, b: 2 }, run)).toBe(1);
    expect(runs).toBe(1);
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: 1 })).toBe('{"a":1,"b":[{"c":2,"d":1}]}');
  });

  it("never lets shared caches keep POSTs, errors or cookie answers", () => {
    const base = { path: "/x", status: 200, contentType: "text/plain", setsCookie: false };
    expect(cacheControlFor({ ...base, method: "POST" })).toBe("no-store");
    expect(cacheControlFor({ ...base, method: "GET", status: 500 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET", setsCookie: true })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET", contentType: "text/html" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET" })).toBe(SHARED_CACHE_CONTROL);
  });
});
