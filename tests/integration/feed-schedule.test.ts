/**
 * Scheduled feed imports on both databases: two instances (two connections) look at once and
 * exactly one imports (the lease in the database); a feed not yet due is left alone; a run cut
 * short (left "running" with an old heartbeat) is marked interrupted and imported again; a lock
 * whose holder died lapses. Each instance's job is on a runner that is not started, so the test
 * alone decides when it looks.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../app/platform/db/client.server.ts";
import { FEED_LOCK, feedScheduleJob } from "../../app/modules/feeds/feed-schedule.server.ts";
import { createJobRunner, type JobHandle } from "../../app/platform/jobs/runner.server.ts";
import { takeLock } from "../../app/platform/jobs/lock.server.ts";
import { seededTestDb, testDialects, type TestDb } from "../support/databases.ts";
import { startFeedServer, type FeedServer } from "../support/feed-server.ts";

for (const dialect of testDialects()) {
  describe(`scheduled feed imports (${dialect})`, () => {
    let t: TestDb;
    let other: Db;
    let server: FeedServer;
    let clock = new Date("2026-11-20T06:00:00.000Z");
    const schedules: Array<JobHandle<"ran" | "idle">> = [];
    const schedule = (db: Db) => {
      const s = createJobRunner({ logger: pino({ level: "silent" }) }).add(
        feedScheduleJob({
          db, urls: [server.url("bayut-full.xml")], intervalMs: 60 * 60_000, photos: null,
          maxDropShare: 0.3, permitDays: 90, fetchTimeoutMs: 5000, clock: () => clock,
        }),
      );
      schedules.push(s);
      return s;
    };
    /** One look: "ran", "idle", or "busy" when the other instance holds the lease. */
    const tick = async (s: JobHandle<"ran" | "idle">) => {
      const outcome = await s.runOnce();
      return outcome.status === "done" ? outcome.result : outcome.status;
    };
    const runs = () => t.db.selectFrom("feed_runs").select(["id", "status"]).orderBy("id").execute();

    beforeAll(async () => {
      t = await seededTestDb(dialect);
      other = createDb(t.url, { poolSize: 2 }).db;
      server = await startFeedServer();
    });
    afterAll(async () => {
      for (const s of schedules) await s.stop();
      await other?.destroy();
      await t?.cleanup();
      await server?.close();
    });

    it("runs on one instance at a time", async () => {
      const a = schedule(t.db);
      const b = schedule(other);
      const results = await Promise.all([tick(a), tick(b)]);
      expect(results.sort()).toEqual(["busy", "ran"]);
      expect(await runs()).toEqual([{ id: expect.any(Number), status: "done" }]);
      expect(server.hits.get("/feeds/bayut-full.xml")).toBe(1);
    });

    it("leaves a feed alone until its interval has passed", async () => {
      const a = schedule(t.db);
      clock = new Date(clock.getTime() + 30 * 60_000);
      expect(await tick(a)).toBe("idle");
      clock = new Date(clock.getTime() + 31 * 60_000);
      expect(await tick(a)).toBe("ran");
      expect((await runs()).map((r) => r.status)).toEqual(["done", "done"]);
    });

    it("picks up a run cut short by a restart", async () => {
      const source = server.url("bayut-full.xml");
      const old = new Date(clock.getTime() - 10 * 60_000).toISOString();
      const { id } = await t.db.insertInto("feed_runs").values({ source, status: "running", started_at: old, heartbeat_at: old }).returning("id").executeTakeFirstOrThrow();
      const a = schedule(t.db);
      expect(await tick(a)).toBe("ran");
      const after = await runs();
      expect(after.find((r) => r.id === id)?.status).toBe("interrupted");
      expect(after.at(-1)).toMatchObject({ status: "done" });
      expect(after.at(-1)!.id).toBeGreaterThan(id);
    });

    it("lets a dead holder's lock lapse", async () => {
      expect(await takeLock(t.db, FEED_LOCK, "dead-instance", clock, 60_000)).toBe(true);
      expect(await takeLock(other, FEED_LOCK, "live-instance", clock, 60_000)).toBe(false);
      expect(await takeLock(other, FEED_LOCK, "live-instance", new Date(clock.getTime() + 61_000), 60_000)).toBe(true);
    });
  });
}
