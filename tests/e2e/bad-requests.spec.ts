/**
 * Malformed requests against the built server: every route and every API call, with broken
 * paths, queries, bodies, methods, encodings and headers. A client's mistake gets a 4xx (or the
 * page it asked for, corrected); the server answers 500 only for its own failures, and none of
 * these is one. Sent raw (node:http), since a browser or fetch would tidy the path first.
 */
import http from "node:http";
import { expect, test } from "./fixtures.ts";
import { allRoutes } from "./audit-helpers.ts";
import { readCalls } from "../../server/api/calls.ts";
import { leadCalls } from "../../server/api/lead-calls.ts";

type Probe = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };

function send(base: string, p: Probe): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: p.method, path: p.path, headers: { connection: "close", ...p.headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error) => (req.destroyed ? resolve(0) : reject(error)));
    // A request that gets no answer is a failure too (listed as status 0), not a hung test.
    req.setTimeout(15_000, () => req.destroy());
    req.end(p.body);
  });
}

/** Every probe; the failures (status 500 or more) listed together, so one run shows them all. */
async function sweep(base: string, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const p of probes) {
    const status = await send(base, p);
    if (status >= 500 || status === 0) failures.push(`${status} ${p.method} ${p.path} ${JSON.stringify(p.headers ?? {})} ${String(p.body ?? "").slice(0, 60)}`);
  }
  return failures;
}

const PATH_SUFFIXES = ["%ff", "/%ff", "%E0%A4%A", "/..%2f..%2fpackage.json", "/%2e%2e/%2e%2e/package.json", "%00", "/%c0%ae%c0%ae/", ";x=1", "//", "/%5c..%5c", `/${"a".repeat(3000)}`, ".data", ".data?_routes=%ff", "/.data"];
const QUERIES = ["?%ff=1", "?page=%ff&beds=%E0%A4%A", "?page=99999999999999999999&priceFrom=1e400", "?beds[]=1&beds[]=2", "?areaURL=%00", "?index&_routes=routes%2Fhome%ff", `?q=${"%41".repeat(3000)}`, "?purpose=1&purpose=2&unitType=x"];
const STATIC_PATHS = [
  "/media/..%2f..%2fpackage.json", "/media/%ff", "/media/%E0%A4%A", "/media/%2e%2e/%2e%2e/package.json", "/media/a%00b.jpg",
  "/flags/..%2F..%2F..%2Fpackage.json", "/flags/%ff.svg", "/flags/%E0%A4%A", "/flags/", "/flags",
  "/assets/%ff", "/assets/..%2f..%2fserver%2findex.js", "/assets/x.js%00", "/favicon.svg%ff", "/%2e%2e/%2e%2e/etc/passwd",
  "/robots.txt?%ff", "/sitemap.xml?%ff", "/forms/stamp?%ff", "/forms/stamp/%ff", "/forms/lead", "/forms/lead.data", "/forms/subscribe?%ff",
  "/property/%ff/1", "/property/x/-1", "/property/x/99999999999999999999999", "/property/x/1e3", "/project/%ff/%ff", "/project/x/0",
  "/blogs/%ff", "/blogs/x/%ff", "/developer/%ff", "/developer/a%2fb", "/area/%ff", "/area/%00", "/api", "/api/", "/api/%ff",
  "/healthz?%ff", "/readyz/%ff",
];
const BAD_BODIES: Array<{ type: string; body: string | Buffer }> = [
  { type: "application/json", body: "{" },
  { type: "application/json", body: "[]" },
  { type: "application/json", body: '"text"' },
  { type: "application/json", body: "null" },
  { type: "application/json", body: "12345678901234567890123" },
  { type: "application/json", body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { type: "application/json", body: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  { type: "application/json", body: JSON.stringify({ pageSize: { $gt: 1 }, pageNumber: [1], beds: { a: 1 }, areaURL: ["x"], unitId: "1e400", projectId: -1, opcode: "x" }) },
  { type: "application/json", body: JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }) },
  { type: "application/json", body: JSON.stringify({ pad: "x".repeat(20_000) }) },
  { type: "application/json; charset=latin9", body: "{}" },
  { type: "text/plain", body: "hello" },
  { type: "application/x-www-form-urlencoded", body: "a=%ff&b" },
  { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
];

test.describe("malformed requests answer below 500", () => {
  test.describe.configure({ timeout: 180_000 });

  test("every route with broken paths and queries", async ({ baseURL }) => {
    const routes = await allRoutes(baseURL!);
    const probes: Probe[] = [];
    for (const { path } of routes) {
      const [pathname] = path.split("?") as [string];
      for (const suffix of PATH_SUFFIXES) probes.push({ method: "GET", path: pathname.replace(/\/$/, "") + suffix });
      for (const query of QUERIES) probes.push({ method: "GET", path: pathname + query });
    }
    for (const path of STATIC_PATHS) probes.push({ method: "GET", path }, { method: "HEAD", path });
    expect(await sweep(baseURL!, probes)).toEqual([]);
  });

  test("every route and API call with other methods, bodies and headers", async ({ baseURL }) => {
    const routes = await allRoutes(baseURL!);
    const probes: Probe[] = [];
    const methods = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "POST"];
    for (const { path } of routes) {
      for (const method of methods) probes.push({ method, path, headers: { "content-type": "application/json" }, body: method === "TRACE" ? undefined : "{" });
      probes.push(
        { method: "GET", path, headers: { "accept-encoding": "br;q=x, *;q=-1", "if-none-match": '"\u00ff', range: "bytes=abc" } },
        { method: "GET", path, headers: { cookie: "XSRF-TOKEN=%ff; a=%E0%A4%A", "x-forwarded-proto": "gopher", "x-forwarded-for": "not-an-ip" } },
        { method: "GET", path: `${path}${path.includes("?") ? "&" : "?"}_data=routes%2Fhome`, headers: { accept: "text/x-script" } },
      );
    }
    // Read calls: every broken body. Lead calls: only as a cross-site page sends them (refused
    // before the lead rate limit, which the browser tests' own leads share).
    for (const call of Object.keys(readCalls)) {
      for (const { type, body } of BAD_BODIES) probes.push({ method: "POST", path: `/api/${call}`, headers: { "content-type": type }, body });
      probes.push({ method: "POST", path: `/api/${call}`, headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: "not gzip" });
      probes.push({ method: "GET", path: `/api/${call}` }, { method: "DELETE", path: `/api/${call}` });
    }
    for (const call of Object.keys(leadCalls)) {
      for (const { type, body } of BAD_BODIES.slice(0, 6)) probes.push({ method: "POST", path: `/api/${call}`, headers: { "content-type": type, "sec-fetch-site": "cross-site" }, body });
      probes.push({ method: "GET", path: `/api/${call}` });
    }
    for (const path of ["/forms/lead", "/forms/lead.data", "/forms/subscribe", "/forms/subscribe.data"]) {
      for (const { type, body } of BAD_BODIES.slice(-3)) probes.push({ method: "POST", path, headers: { "content-type": type, origin: "https://evil.example" }, body });
    }
    expect(await sweep(baseURL!, probes)).toEqual([]);
  });
});
