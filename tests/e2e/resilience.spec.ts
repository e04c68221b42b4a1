/**
 * The production server as an operator starts it (`npm start`) on PostgreSQL, under the failures
 * that a visitor or a load balancer would notice:
 * - a lock held by another connection: pages answer the friendly error page as a 503 within the
 *   statement time limit, the contact form says it could not send (never 'Success') and stores nothing;
 * - SIGTERM to `npm start`: readiness turns 503 while pages are still served (the drain), then the
 *   server itself stops; nothing is left listening.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import { expect, test } from "./fixtures.ts";
import pg from "pg";
import { lockPostgresTables } from "../support/db-locks.ts";
import { E2E_PORTS } from "../support/e2e-ports.ts";

const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/test";
const PORT = E2E_PORTS.resilience;
const BASE = `http://127.0.0.1:${PORT}`;
const dbName = `brokerage_resilience_${crypto.randomBytes(4).toString("hex")}`;
const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${dbName}` }).toString();

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Every table locked by another connection until the returned function releases them. */
const lockEverything = () => lockPostgresTables(databaseUrl);

let npm: ChildProcess;
const output: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin(PG_ADMIN_URL, (c) => c.query(`create database "${dbName}"`));
  npm = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SITE_URL: BASE,
      MEDIA_DIR: process.env.MEDIA_DIR ?? "data/test-media",
      LOG_LEVEL: "warn",
      LEAD_MIN_FILL_MS: "0",
      DB_STATEMENT_TIMEOUT_MS: "1000",
      SHUTDOWN_DRAIN_MS: "2000",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npm runs the server as a child, and stopping npm alone would leave
    // the server holding the port (a later run then fails with EADDRINUSE).
    detached: true,
  });
  npm.stdout!.on("data", (d: Buffer) => output.push(d.toString()));
  npm.stderr!.on("data", (d: Buffer) => output.push(d.toString()));
  await expect
    .poll(async () => (npm.exitCode === null ? fetch(`${BASE}/readyz`).then((r) => r.status, () => 0) : -1), { timeout: 200_000, intervals: [500] })
    .toBe(200)
    .catch((error: unknown) => {
      throw new Error(`npm start did not become ready:\n${output.join("")}\n${String(error)}`);
    });
});

test.afterAll(async () => {
  if (npm?.pid && npm.exitCode === null) {
    const exited = once(npm, "exit");
    process.kill(-npm.pid, "SIGTERM");
    const timer = setTimeout(() => process.kill(-npm.pid!, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await admin(PG_ADMIN_URL, (c) => c.query(`drop database if exists "${dbName}" with (force)`));
});

test("while the database is locked, a page is the friendly error page with status 503", async ({ page }) => {
  const release = await lockEverything();
  try {
    // A URL no one asked for yet: not in the page cache, so it needs the database.
    const response = await page.goto(`${BASE}/property-list?locked=${Date.now()}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("5");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("Please try again in a moment.")).toBeVisible();
  } finally {
    await release();
  }
  expect((await page.goto(`${BASE}/property-list?unlocked=${Date.now()}`))?.status()).toBe(200);
});

test("while the database is locked, the contact form says it could not send, and stores nothing", async ({ page }) => {
  const email = `locked-${Date.now()}@example.com`;
  await page.goto(`${BASE}/contact-us`);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Aisha Rahman");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile number").fill("501234567");
  await form.getByLabel("Message").fill("Looking for a two bedroom flat in Dubai Marina with a sea view");
  const release = await lockEverything();
  try {
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: "Error" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Success" })).toHaveCount(0);
  } finally {
    await release();
  }
  const stored = await admin(databaseUrl, (c) => c.query("select count(*)::int as n from leads where email = $1", [email]));
  expect(stored.rows[0].n).toBe(0);
});

test("SIGTERM to npm start: readiness turns 503 while pages are still served, then the server stops", async () => {
  npm.kill("SIGTERM");
  await expect.poll(() => fetch(`${BASE}/readyz`).then((r) => r.status, () => 0), { intervals: [100] }).toBe(503);
  // Draining: still serving visitors, each answer closing its connection.
  const page = await fetch(`${BASE}/about-us`);
  expect(page.status).toBe(200);
  expect(page.headers.get("connection")).toBe("close");
  await once(npm, "exit");
  // Nothing is left listening (a server orphaned by the shell would still answer).
  await expect.poll(() => fetch(`${BASE}/healthz`).then(() => "answered", () => "refused"), { timeout: 15_000 }).toBe("refused");
});
