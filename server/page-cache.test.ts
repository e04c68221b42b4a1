import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheControlFor, httpCache, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from "./http-cache.ts";
import { writeResponse } from "./page-handler.ts";
import { canonicalJson, createPageCache } from "./page-cache.ts";
import { clearAllCaches } from "../app/platform/cache/cache.server.ts";
import { inlineScriptHashes, strongEtag } from "../app/platform/http/response-digest.server.ts";
import { listen } from "../tests/support/listen.ts";

let renders = 0;
const app = express();
const cache = createPageCache({ ttlMs: 60_000 });
app.use(cache.serve);
app.use(compression());
app.use(httpCache());
const page = `<!doctype html><script>window.x=1</script>${"<p>Listing</p>".repeat(400)}`;
const HTML = "text/html; charset=utf-8";
// Answers written as the React Router handler writes its Responses (server/page-handler.ts).
app.get("/page", async (req, res) => {
  renders++;
  await new Promise((r) => setTimeout(r, 50));
  const headers = { "content-type": HTML, "content-security-policy": `script-src 'self' ${inlineScriptHashes(page).join(" ")}` };
  await writeResponse(req, res, new Response(page, { headers }), cache);
});
app.get("/robots.txt", async (req, res) => {
  await writeResponse(req, res, new Response("User-agent: *", { headers: { "content-type": "text/plain" } }), cache);
});
app.get("/with-cookie", async (req, res) => {
  await writeResponse(req, res, new Response("mine", { headers: [["content-type", HTML], ["set-cookie", "session=abc; Path=/"]] }), cache);
});
app.get("/assets/app.css", (_req, res) => {
  res.type("text/css").send("body{}");
});
// A render the test holds until it lets it finish, showing the data version it read at its start.
let dataVersion = 1;
const held: (() => void)[] = [];
app.get("/held", async (req, res) => {
  const read = dataVersion;
  await new Promise<void>((r) => held.push(r));
  await writeResponse(req, res, new Response(`<p>version ${read}</p>`, { headers: { "content-type": HTML } }), cache);
});
app.get("/gone", async (req, res) => {
  await writeResponse(req, res, new Response("nope", { status: 404, headers: { "content-type": HTML } }), cache);
});

let server: http.Server;
let base = "";
beforeAll(async () => {
  ({ server, base } = await listen(app));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** node:http, so the body arrives exactly as sent (fetch would decompress it). */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("page cache", () => {
  it("renders a burst once and gives every visitor the same bytes, CSP and ETag", async () => {
    clearAllCaches();
    renders = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => raw("/page")));
    expect(renders).toBe(1);
    for (const a of answers) {
      expect(a.body.toString()).toBe(page);
      expect(a.headers["content-security-policy"]).toBe(`script-src 'self' ${inlineScriptHashes(page)[0]}`);
      expect(a.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    }
    const replays = answers.filter((a) => a.headers["x-cache"] === "HIT");
    expect(replays).toHaveLength(9);
    expect(new Set(replays.map((a) => a.headers.etag))).toEqual(new Set([strongEtag(page)]));
  });

  it("replays the stored body precompressed (gzip, Brotli once ready) and answers 304 to its ETag", async () => {
    clearAllCaches();
    // The first visitor's answer is compressed on its way out; the copy kept is the page itself.
    await raw("/page", { "accept-encoding": "gzip, br" });
    expect((await raw("/page")).headers["x-cache"]).toBe("HIT");
    const gz = await raw("/page", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    await vi.waitFor(async () => expect((await raw("/page", { "accept-encoding": "gzip, br" })).headers["content-encoding"]).toBe("br"));
    const br = await raw("/page", { "accept-encoding": "br" });
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect((await raw("/page", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await raw("/page")).headers["content-encoding"]).toBeUndefined();
    const notModified = await raw("/page", { "if-none-match": strongEtag(page) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
  });

  it("does not store errors or answers that set a cookie, and keeps them out of shared caches", async () => {
    await raw("/gone");
    const second = await raw("/gone");
    expect(second.headers["x-cache"]).toBe("MISS");
    expect(second.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    await raw("/with-cookie");
    const again = await raw("/with-cookie");
    expect(again.headers["x-cache"]).toBe("MISS");
    expect(again.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("shares small files with an ETag and 304", async () => {
    clearAllCaches();
    const first = await raw("/robots.txt");
    expect(first.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    const second = await raw("/robots.txt");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect((await raw("/robots.txt", { "if-none-match": second.headers.etag! })).status).toBe(304);
  });

  it("leaves files and assets to the static middleware", async () => {
    await raw("/assets/app.css");
    expect((await raw("/assets/app.css")).headers["x-cache"]).toBeUndefined();
  });

  it("renders again after clearAllCaches()", async () => {
    await raw("/page");
    renders = 0;
    clearAllCaches();
    expect((await raw("/page")).headers["x-cache"]).toBe("MISS");
    expect(renders).toBe(1);
  });

  it("does not keep a render that read the data before a clear, and does not make later requests wait for it", async () => {
    clearAllCaches();
    dataVersion = 1;
    const old = raw("/held");
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // The data changes while that render is under way; the version check clears the caches.
    dataVersion = 2;
    clearAllCaches();
    const fresh = raw("/held");
    // The request after the clear renders on its own instead of waiting for the old render.
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held.splice(0).forEach((finish) => finish());
    expect((await old).body.toString()).toBe("<p>version 1</p>");
    expect((await fresh).body.toString()).toBe("<p>version 2</p>");
    const next = await raw("/held");
    expect(next.headers["x-cache"]).toBe("HIT");
    expect(next.body.toString()).toBe("<p>version 2</p>");
  });

  it("caches read API answers once per canonical body", async () => {
    let runs = 0;
    const run = async () => ++runs;
    await Promise.all([cache.api("GetX", { a: 1, b: 2 }, run), cache.api("GetX", { b: 2, a: 1 }, run)]);
    expect(await cache.api("GetX", { a: 1, b: 2 }, run)).toBe(1);
    expect(runs).toBe(1);
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: 1 })).toBe('{"a":1,"b":[{"c":2,"d":1}]}');
  });

  it("never lets shared caches keep POSTs, errors, redirects or cookie answers", () => {
    const base = { status: 200, setsCookie: false };
    expect(cacheControlFor({ ...base, method: "POST" })).toBe("no-store");
    expect(cacheControlFor({ ...base, method: "GET", status: 500 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET", status: 302 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET", setsCookie: true })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET", status: 304 })).toBe(SHARED_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, method: "GET" })).toBe(SHARED_CACHE_CONTROL);
  });
});

describe("inline script hashes", () => {
  it("hashes each inline script once, as the browser does, and skips external ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">import("/y.js")</script><script>a()</script>`;
    const sha = (s: string) => `'sha256-${crypto.createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import("/y.js")')]);
  });
});

describe("page cache memory", () => {
  it("holds at most its byte budget whatever the number of distinct URLs, least recently used out first", async () => {
    const small = createPageCache({ ttlMs: 60_000, maxBytes: 2 * 1024 * 1024 });
    const bounded = express();
    bounded.use(small.serve);
    // Text that gzip cannot shrink much, so each entry keeps about its full size twice over.
    bounded.get("/big", async (req, res) => {
      const body = `<!doctype html><p>${crypto.randomBytes(48 * 1024).toString("base64")}</p>`;
      await writeResponse(req, res, new Response(body, { headers: { "content-type": HTML } }), small);
    });
    const running = await listen(bounded);
    try {
      const get = (q: number) => fetch(`${running.base}/big?utm_id=${q}`).then(async (r) => ({ cache: r.headers.get("x-cache"), size: (await r.text()).length }));
      for (let q = 0; q < 40; q++) expect((await get(q)).cache).toBe("MISS");
      expect(small.bytes()).toBeGreaterThan(0);
      expect(small.bytes()).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect((await get(39)).cache).toBe("HIT");
      expect((await get(0)).cache).toBe("MISS");
    } finally {
      await running.close();
    }
  });
});
