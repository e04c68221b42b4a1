/**
 * Several instances serve one site (docs/deploy.md): two processes of the built server on one
 * fresh PostgreSQL database and one Redis, started at the same time on the empty database.
 * What a visitor or the agency would notice: both serve the same seeded site; the lead rate
 * limit counts once across both; every lead's e-mails arrive exactly once; content reseeded by
 * another process shows on both without waiting for the page cache's time to live; a change
 * written through the write path shows on the very next request on both instances, on PostgreSQL
 * and on one SQLite file shared by two instances.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import { expect, test, type Page } from "./fixtures.ts";
import pg from "pg";
import { createClient } from "redis";
import { DEMO_UNIT_COUNT } from "../../demo/seed.server.ts";
import { createDb, type Db } from "../../app/platform/db/client.server.ts";
import { renameUnit } from "../support/listing-change.ts";
import { TestSmtp } from "../support/test-smtp.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/test";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// Ports: tests/support/e2e-ports.ts.
const PORTS = [E2E_PORTS.multiInstance, E2E_PORTS.multiInstance + 1];
const SMTP_PORT = E2E_PORTS.multiInstance + 2;
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
/** The public origin both instances are reached by (the reverse proxy's, in production). */
const SITE_URL = BASES[0]!;
const LIMIT = 5;
// A page cache that would keep a page for 10 minutes: only invalidation can explain fresh content.
const PAGE_CACHE_TTL_MS = 600_000;

const run = crypto.randomBytes(4).toString("hex");
const dbName = `brokerage_multi_${run}`;
const notifyEmail = `agency-${run}@example.com`;
/**
 * The visitor's address as the reverse proxy forwards it: a random /56 of the IPv6
 * documentation prefix (groups without leading zeros, as the limiter writes them), so the
 * Redis key is this run's alone.
 */
const visitorNet = `2001:db8:${crypto.randomInt(0x1000, 0x10000).toString(16)}:${crypto.randomInt(0x10, 0x100).toString(16)}00`;
const visitorIp = `${visitorNet}::1`;

function databaseUrl(name: string): string {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>, database = PG_ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  admin(async (c) => (await c.query<R>(text, values)).rows, databaseUrl(dbName));

type Instance = { child: ChildProcess; output: string[] };
const smtp = new TestSmtp();
const instances: Instance[] = [];
let redisReachable = false;

function env(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL,
    DATABASE_URL: databaseUrl(dbName),
    REDIS_URL,
    // The test is the reverse proxy: it forwards the visitor's address from loopback (docs/deploy.md).
    TRUST_PROXY: "loopback",
    FORM_SECRET: `multi-instance-secret-${run}`,
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_EMAIL: notifyEmail,
    MEDIA_DIR: "data/test-media",
    LEAD_RATE_LIMIT: String(LIMIT),
    LEAD_RATE_WINDOW_S: "600",
    LEAD_MIN_FILL_MS: "0",
    OUTBOX_POLL_MS: "200",
    PAGE_CACHE_TTL_MS: String(PAGE_CACHE_TTL_MS),
    LOG_LEVEL: "warn",
  };
}

function spawnLogged(args: string[], port: number, environment: NodeJS.ProcessEnv = env(port)): Instance {
  const child = spawn(process.execPath, args, { env: environment, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output };
}

/** Resolves when /readyz answers 200; fails at once if the process exits, with its output. */
async function waitUntilReady(instance: Instance, base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`instance ${base} exited (${instance.child.exitCode}):\n${instance.output.join("")}`);
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${base} not ready after ${timeoutMs} ms:\n${instance.output.join("")}`);
}

async function stop(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * How a client gets a lead accepted through the JSON API (docs/api.md): it asks /forms/stamp, as the
 * forms do, which sets the anti-forgery cookie the first time and gives a stamp each time; it sends
 * the token back in the X-XSRF-TOKEN header and a fresh stamp as `_stamp` with each lead, from the
 * site's own origin. The one place to adapt if that protocol changes.
 */
async function leadClient(pageBase: string) {
  const first = await fetch(`${pageBase}/forms/stamp`, { headers: { "x-forwarded-for": visitorIp } });
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("no XSRF-TOKEN cookie on the /forms/stamp response");
  const cookie = `XSRF-TOKEN=${token}`;
  return async (base: string, call: string, body: object) => {
    const { stamp } = (await (await fetch(`${base}/forms/stamp`, { headers: { cookie, "x-forwarded-for": visitorIp } })).json()) as { stamp: string };
    const res = await fetch(`${base}/api/${call}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie,
        "x-xsrf-token": decodeURIComponent(token),
        origin: SITE_URL,
        "sec-fetch-site": "same-origin",
        // The reverse proxy's header: every post comes from this one visitor.
        "x-forwarded-for": visitorIp,
      },
      body: JSON.stringify({ ...body, _stamp: stamp }),
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };
}

async function propertyCount(page: Page, base: string): Promise<{ count: number; cache: string | null }> {
  const response = await page.goto(`${base}/property-list`);
  expect(response?.status()).toBe(200);
  const text = await page.getByText(/^[\d,]+ propert(y|ies)$/).textContent();
  return { count: Number(text!.replace(/\D/g, "")), cache: await response!.headerValue("x-cache") };
}

/**
 * Writes a new title for a unit whose page both instances hold in their page cache, through the
 * write path from a third process's connection, then asks each instance once: the very first
 * answer after the commit must carry the new title (no polling, no waiting).
 */
async function expectNextRequestShowsChange(page: Page, bases: string[], db: Db): Promise<void> {
  await page.goto(`${bases[0]}/property-list`);
  const unitPath = new URL((await page.getByRole("region", { name: "Search results" }).getByRole("link").first().getAttribute("href"))!, bases[0]).pathname;
  const unitId = Number(/\/(\d+)$/.exec(unitPath)![1]);
  for (const base of bases) {
    await page.goto(`${base}${unitPath}`);
    // Served from the page cache from now on: only the version check can bring the change.
    const cached = await page.goto(`${base}${unitPath}`);
    expect(cached?.headers()["x-cache"]).toBe("HIT");
  }
  const title = `Renamed while serving ${crypto.randomBytes(3).toString("hex")}`;
  await renameUnit(db, unitId, title);
  for (const base of bases) {
    const response = await page.goto(`${base}${unitPath}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
}

const activeUnits = async () => Number((await query<{ n: string }>("select count(*) as n from units where is_active = 1"))[0]!.n);

test.describe("two instances on one PostgreSQL database and one Redis", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3_000, reconnectStrategy: false } });
    redis.on("error", () => {});
    try {
      await redis.connect();
      await redis.ping();
      redisReachable = true;
    } catch (error) {
      throw new Error(`Redis is not reachable at ${REDIS_URL} (${String(error)}). This test needs a Redis server: start one, or point TEST_REDIS_URL at one.`);
    } finally {
      if (redis.isOpen) await redis.close();
    }
    await admin((c) => c.query(`create database "${dbName}"`));
    await smtp.start(SMTP_PORT);
    // Both at once on the empty database: they race for the migrations and the seed.
    for (const port of PORTS) instances.push(spawnLogged(["server.ts"], port));
    const started = Date.now();
    await Promise.all(instances.map((instance, i) => waitUntilReady(instance, BASES[i]!, 200_000)));
    console.log(`multi-instance: both instances ready ${Date.now() - started} ms after starting on an empty database`);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(instances.map(stop));
    await smtp.stop();
    await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`));
    if (!redisReachable) return;
    const redis = createClient({ url: REDIS_URL });
    redis.on("error", () => {});
    await redis.connect();
    // The limiter keys an IPv6 visitor by its /56 (express-rate-limit's default).
    await redis.del(`rl:lead:${visitorNet}::/56`);
    await redis.close();
  });

  test("both serve the same site, seeded once", async ({ browser }) => {
    // The server-rendered page as it arrives: without the sections the browser loads later as they scroll into view.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect(Number((await query<{ n: string }>("select count(*) as n from units"))[0]!.n)).toBe(DEMO_UNIT_COUNT);
    const homes: string[] = [];
    for (const base of BASES) {
      await page.goto(`${base}/`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      homes.push(await page.getByRole("main").innerText());
    }
    expect(homes[1]).toBe(homes[0]);

    await page.goto(`${BASES[0]}/property-list`);
    const unitPath = new URL((await page.getByRole("region", { name: "Search results" }).getByRole("link").first().getAttribute("href"))!, SITE_URL).pathname;
    const units: { title: string; main: string }[] = [];
    for (const base of BASES) {
      const response = await page.goto(`${base}${unitPath}`);
      expect(response?.status()).toBe(200);
      units.push({ title: (await page.getByRole("heading", { level: 1 }).innerText()).trim(), main: await page.getByRole("main").innerText() });
    }
    expect(units[0]!.title).not.toBe("");
    expect(units[1]).toEqual(units[0]);
    await context.close();
  });

  test("the lead rate limit counts once across both, and every lead's e-mails arrive exactly once", async () => {
    const post = await leadClient(BASES[1]!);
    const lead = (i: number) => ({
      opCode: 2,
      name: "Aisha Rahman",
      email: `lead${i}-${run}@example.com`,
      countryCode: 221,
      phone: "501234567",
      message: `Please call me about a two bedroom apartment in the Marina, enquiry number ${i} of this visit`,
    });
    // Alternately to the two instances: with a count per instance each would still accept.
    for (let i = 0; i < LIMIT; i++) {
      const res = await post(BASES[i % 2]!, "AddContactUsLead", lead(i));
      expect(res, `lead ${i} to instance ${(i % 2) + 1}`).toEqual({ status: 200, json: 1 });
    }
    for (const base of BASES) {
      const refused = await post(base, "AddContactUsLead", lead(99));
      expect(refused.status, `over the limit at ${base}`).toBe(429);
    }
    const stored = await query<{ id: number; email: string }>("select id, email from leads where email like $1 order by id", [`%-${run}@example.com`]);
    expect(stored.map((r) => r.email)).toEqual(Array.from({ length: LIMIT }, (_, i) => lead(i).email));

    // Both workers poll the one outbox; wait until every notice is delivered, then count.
    await expect.poll(async () => Number((await query<{ n: string }>("select count(*) as n from outbox where status <> 'sent'"))[0]!.n), { timeout: 20_000 }).toBe(0);
    for (const { id, email } of stored) {
      const notices = smtp.received.filter((m) => m.to.includes(notifyEmail) && m.text.includes(`Lead #${id} `));
      const confirmations = smtp.received.filter((m) => m.to.includes(email));
      expect({ lead: id, notices: notices.length, confirmations: confirmations.length }).toEqual({ lead: id, notices: 1, confirmations: 1 });
    }
    expect(smtp.received).toHaveLength(2 * LIMIT);
  });

  test("a change written through the write path shows on the very next request on both instances", async ({ page }) => {
    const { db } = createDb(databaseUrl(dbName), { poolSize: 1 });
    try {
      await expectNextRequestShowsChange(page, BASES, db);
    } finally {
      await db.destroy();
    }
  });

  test("content reseeded by another process shows on both instances without waiting for the cache to expire", async ({ page }) => {
    test.setTimeout(120_000);
    const before = await activeUnits();
    for (const base of BASES) {
      await propertyCount(page, base);
      // Served from the page cache from now on.
      expect(await propertyCount(page, base)).toEqual({ count: before, cache: "HIT" });
    }

    const seed = spawnLogged(["scripts/db-seed.ts", "--force", "--units", String(DEMO_UNIT_COUNT + 60)], PORTS[0]!);
    const [code] = (await once(seed.child, "exit")) as [number | null];
    expect(code, seed.output.join("")).toBe(0);
    const seeded = Date.now();
    const after = await activeUnits();
    expect(after).toBeGreaterThan(before);

    // Far inside the 10-minute time to live: only the invalidation can bring the new count.
    for (const base of BASES) {
      await expect.poll(async () => (await propertyCount(page, base)).count, { timeout: 10_000 }).toBe(after);
    }
    console.log(`multi-instance: both instances showed the reseeded content ${Date.now() - seeded} ms after the seed finished`);
  });
});

test.describe("two instances on one SQLite file", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  // Ports of their own (beside the PostgreSQL pair's): the two describes may run at the same time.
  const ports = [E2E_PORTS.multiInstance + 3, E2E_PORTS.multiInstance + 4];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const file = `data/e2e/multi-${run}.sqlite`;
  const pair: Instance[] = [];
  const sqliteEnv = (port: number): NodeJS.ProcessEnv => {
    const e: NodeJS.ProcessEnv = { ...env(port), DATABASE_URL: `sqlite:${file}`, SITE_URL: bases[0] };
    // One machine, no Redis or mail needed for what this describe checks.
    for (const name of ["REDIS_URL", "SMTP_URL", "LEAD_NOTIFY_EMAIL"]) delete e[name];
    return e;
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The first seeds the file; the second starts on the seeded file.
    for (const [i, port] of ports.entries()) {
      pair.push(spawnLogged(["server.ts"], port, sqliteEnv(port)));
      await waitUntilReady(pair[i]!, bases[i]!, 200_000);
    }
  });

  test.afterAll(async () => {
    await Promise.all(pair.map(stop));
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  });

  test("a change written through the write path shows on the very next request on both instances", async ({ page }) => {
    const { db } = createDb(`sqlite:${file}`);
    try {
      await expectNextRequestShowsChange(page, bases, db);
    } finally {
      await db.destroy();
    }
  });
});
