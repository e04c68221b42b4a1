/**
 * A database that does not answer: another connection holds a lock. Requests must not
 * hang while it lasts: /readyz answers 503 (a load balancer takes the instance out), a read call a
 * JSON 503, a lead a 503 that stores nothing (never a false success). PostgreSQL: statement and
 * connection time limits; SQLite: the busy wait of a write.
 */
import SQLite from "better-sqlite3";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb, sqlitePathFromUrl, type Db } from "../../app/platform/db/client.server.ts";
import { createLifecycle } from "../../server/lifecycle.ts";
import { bodyRuleOf } from "../../server/body-limits.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { silentLogger, startLeadApi, type LeadApi } from "../support/lead-server.ts";
import { listen } from "../support/listen.ts";
import { lockPostgresTables } from "../support/db-locks.ts";

const TIMEOUTS = { connectMs: 1000, statementMs: 300, idleInTransactionMs: 1000, sqliteBusyMs: 200 };

const lead = { name: "Mariam Saeed", email: "mariam.locked@example.com", countryCode: 221, phone: "501234567", message: "Please call me about a two bedroom flat in JLT" };

/** Holds every table locked from another connection until released. */
async function holdLocks(t: TestDb): Promise<() => Promise<void>> {
  if (t.dialect === "postgres") return lockPostgresTables(t.url);
  // SQLite in WAL mode: readers go on; a write waits for this writer's lock.
  const other = new SQLite(sqlitePathFromUrl(t.url));
  other.exec("begin immediate");
  return async () => {
    other.exec("rollback");
    other.close();
  };
}

for (const dialect of testDialects()) {
  describe(`a database that does not answer (${dialect})`, () => {
    let t: TestDb;
    let db: Db;
    let api: LeadApi;
    let ready: Awaited<ReturnType<typeof listen>>;
    let visitor: Awaited<ReturnType<LeadApi["visitor"]>>;
    let release: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      ({ db } = createDb(t.url, { poolSize: 4, timeouts: TIMEOUTS }));
      api = await startLeadApi(db);
      visitor = await api.visitor();
      const lifecycle = createLifecycle({
        ping: () => db.selectFrom("purposes").select("id").limit(1).execute(),
        logger: silentLogger,
        bodyLimit: bodyRuleOf,
      });
      const app = express();
      app.get("/readyz", lifecycle.readyz);
      ready = await listen(app);
    });
    afterEach(async () => {
      await release?.();
      release = undefined;
    });
    afterAll(async () => {
      await ready?.close();
      await api?.close();
      await db?.destroy();
      await t?.cleanup();
    });

    const leads = async () => Number((await t.db.selectFrom("leads").select((eb) => eb.fn.countAll().as("n")).where("email", "=", lead.email).executeTakeFirstOrThrow()).n);

    it("a lead answers 503 while the lock is held, and nothing is stored", async () => {
      release = await holdLocks(t);
      const answer = await api.submit("AddContactUsLead", { opCode: 2, ...lead }, visitor);
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ error: "unavailable" });
      await release();
      release = undefined;
      expect(await leads()).toBe(0);
      // Once the lock is gone the same lead is accepted.
      expect((await api.submit("AddContactUsLead", { opCode: 2, ...lead }, visitor)).json).toBe(1);
    });

    if (dialect === "postgres") {
      it("/readyz answers 503 while a lock is held, 200 after", async () => {
        release = await holdLocks(t);
        const during = await fetch(`${ready.base}/readyz`, { signal: AbortSignal.timeout(5000) });
        expect(during.status).toBe(503);
        await release();
        release = undefined;
        expect((await fetch(`${ready.base}/readyz`)).status).toBe(200);
      });

      it("a read call answers a JSON 503 instead of waiting for the lock", async () => {
        release = await holdLocks(t);
        const answer = await api.post("GetUnitList", { pageSize: 2, area: "7" });
        expect(answer.status).toBe(503);
        expect(answer.json).toMatchObject({ error: "unavailable" });
      });
    } else {
      it("reads go on while a writer holds the lock", async () => {
        release = await holdLocks(t);
        expect((await fetch(`${ready.base}/readyz`, { signal: AbortSignal.timeout(5000) })).status).toBe(200);
        expect((await api.post("GetUnitList", { pageSize: 2 })).status).toBe(200);
      });
    }
  });
}
