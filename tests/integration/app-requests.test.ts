/**
 * The whole Express app (server/app.ts, without the page renderer) as a visitor, a robot or a
 * careless client meets it: malformed paths and methods are the client's mistake (4xx, never
 * 500, never logged as errors); the visitor's address is the connection's unless a proxy named
 * in TRUST_PROXY forwards it; over HTTPS the site sends HSTS and Secure cookies; the CSP allows
 * no inline styles.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { getLogger } from "../../app/platform/logger.server.ts";
import { seededTestDb, testDialects, TEST_MEDIA_DIR, type TestDb } from "../support/databases.ts";
import { listen } from "../support/listen.ts";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request: the path goes out exactly as written (fetch would resolve dot segments first). */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the Express app", () => {
  let t: TestDb;
  const servers: Array<() => Promise<void>> = [];
  async function start(vars: Record<string, string> = {}): Promise<string> {
    const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: t.url, MEDIA_DIR: TEST_MEDIA_DIR, SEED_ON_START: "false", FORM_SECRET: "app-test-secret-0123456789", ...vars });
    const s = await listen(createApp({ db: t.db, env }));
    servers.push(s.close);
    return s.base;
  }
  beforeAll(async () => {
    t = await seededTestDb(testDialects()[0]!);
  });
  afterAll(async () => {
    for (const close of servers) await close();
    await t?.cleanup();
  });

  // Page paths reach React Router, which this test does not build: tests/e2e/bad-requests.spec.ts sends them to the built server.
  it("answers malformed static paths and methods as client errors, without logging errors", async () => {
    const base = await start();
    const logger = getLogger();
    const logged = [vi.spyOn(logger, "error"), vi.spyOn(logger, "warn"), vi.spyOn(logger, "fatal")];
    const paths = [
      "/media/..%2f..%2fpackage.json",
      "/media/%2e%2e/%2e%2e/package.json",
      "/media/..%5c..%5cpackage.json",
      "/media/../../package.json",
      "/media/%ff",
      "/media/%E0%A4%A",
      "/media/%00",
      "/media/a%00b.jpg",
      "/media/%c0%ae%c0%ae/package.json",
      "/media/units/%zz.jpg",
      "/flags/..%2F..%2F..%2Fpackage.json",
      "/flags/%2e%2e%2fREADME.md",
      "/flags/%ff.svg",
      "/flags/%E0%A4%A",
      "/flags/ae.svg%00",
      "/flags/",
      "/api/%ff",
      "/api/..%2fGetPurposeList",
      // Page paths that cannot be decoded are refused before React Router.
      "/property/%ff/1",
      "/blogs/%E0%A4%A",
      "/forms/stamp/%ff",
      "/%c0%ae%c0%ae/",
    ];
    for (const path of paths) {
      const answer = await raw(base, "GET", path);
      expect([400, 403, 404, 405], `GET ${path}`).toContain(answer.status);
      expect(answer.body).not.toContain('"name"'); // never package.json
    }
    for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "FOO"]) {
      expect((await raw(base, method, "/")).status, method).toBe(["TRACK", "FOO"].includes(method) ? 400 : 405);
      for (const path of ["/", "/media/areas/x.jpg", "/flags/ae.svg", "/api/GetPurposeList", "/forms/lead", "/forms/stamp"]) {
        const answer = await raw(base, method, path);
        // Node's HTTP parser itself answers 400 to a method it does not know (TRACK, FOO).
        expect([400, 405], `${method} ${path}`).toContain(answer.status);
        if (answer.status === 405) expect(answer.headers.allow).toBe("GET, HEAD, POST");
      }
    }
    for (const spy of logged) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it("counts lead submissions by the connection's address unless TRUST_PROXY names the proxy", async () => {
    const post = (base: string, visitor: string) =>
      raw(base, "POST", "/api/AddContactUsLead", { "content-type": "application/json", "x-forwarded-for": visitor }, "{}");
    // Default: no proxy trusted. Three "visitors" that are one client share one count.
    const direct = await start({ LEAD_RATE_LIMIT: "2" });
    const statuses = [];
    for (const visitor of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) statuses.push((await post(direct, visitor)).status);
    expect(statuses).toEqual([403, 403, 429]);
    // Behind a named proxy (here loopback), its header names the visitor.
    const proxied = await start({ LEAD_RATE_LIMIT: "2", TRUST_PROXY: "loopback" });
    const behindProxy = [];
    for (const visitor of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) behindProxy.push((await post(proxied, visitor)).status);
    expect(behindProxy).toEqual([403, 403, 403]);
    // A proxy that is not the peer is not believed.
    const elsewhere = await start({ LEAD_RATE_LIMIT: "2", TRUST_PROXY: "10.0.0.0/8" });
    const notProxy = [];
    for (const visitor of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) notProxy.push((await post(elsewhere, visitor)).status);
    expect(notProxy).toEqual([403, 403, 429]);
  });

  it("over HTTPS sends HSTS and a Secure cookie; over HTTP neither", async () => {
    const https = await start({ SITE_URL: "https://www.skyline.example", TOTP_KEY: "cd".repeat(32) });
    const stamp = await raw(https, "GET", "/forms/stamp");
    const hsts = /max-age=(\d+)/.exec(String(stamp.headers["strict-transport-security"]));
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(15_768_000);
    expect(String(stamp.headers["set-cookie"])).toMatch(/XSRF-TOKEN=[^;]+;.*\bSecure\b/);
    expect(String(stamp.headers["set-cookie"])).toMatch(/SameSite=Lax/);
    // Also on an error answer.
    expect((await raw(https, "GET", "/media/%ff")).headers["strict-transport-security"]).toBeDefined();

    const plain = await start({ SITE_URL: "http://localhost:3000" });
    const answer = await raw(plain, "GET", "/forms/stamp");
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    expect(String(answer.headers["set-cookie"])).not.toMatch(/Secure/);
  });

  it("allows no inline styles or scripts in its Content-Security-Policy", async () => {
    const base = await start();
    const policy = String((await raw(base, "GET", "/healthz")).headers["content-security-policy"]);
    const directives = new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get("style-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(policy).not.toContain("unsafe");
    // The last-resort error page's own <style> is allowed by its hash, on that answer only.
    const error = await raw(base, "GET", "/media/%ff");
    expect(error.body).toContain("<style>");
    expect(String(error.headers["content-security-policy"])).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });
});
